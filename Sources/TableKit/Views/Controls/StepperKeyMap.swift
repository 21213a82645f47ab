/// A stepper's keys while it has the keyboard.
public struct StepperKeyMap: KeyMap {
    /// `-` or ←: a step down.
    public var decrement = KeyBinding([.character("-"), .left], help: "step down")
    /// `+` or →: a step up.
    public var increment = KeyBinding([.character("+"), .right], help: "step up")
    public var allBindings: [KeyBinding] { [decrement, increment] }
}

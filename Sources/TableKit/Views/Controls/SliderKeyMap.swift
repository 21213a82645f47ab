/// A slider's keys while it has the keyboard.
public struct SliderKeyMap: KeyMap {
    /// ←: the value down by a twentieth of the range.
    public var decrease = KeyBinding([.left], help: "slide down")
    /// →: the value up by a twentieth of the range.
    public var increase = KeyBinding([.right], help: "slide up")
    /// Home: the lowest value.
    public var minimum = KeyBinding([.home], help: "to minimum", short: false)
    /// End: the highest value.
    public var maximum = KeyBinding([.end], help: "to maximum", short: false)
    public var allBindings: [KeyBinding] { [decrease, increase, minimum, maximum] }
}

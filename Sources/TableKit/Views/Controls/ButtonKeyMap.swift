/// A button's keys while it has the keyboard (a click presses it too).
public struct ButtonKeyMap: KeyMap {
    /// Enter: press the button (UIKit's `.primaryActionTriggered`).
    public var press = KeyBinding([.enter], "Enter", help: "press button")
    public var allBindings: [KeyBinding] { [press] }
}

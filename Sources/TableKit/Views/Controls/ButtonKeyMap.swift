/// A button's keys while it has the keyboard (a click presses it too).
public struct ButtonKeyMap: KeyMap {
    /// Enter or Space: press the button (UIKit's `.primaryActionTriggered`); in a table
    /// row, Space presses the row's button.
    public var press = KeyBinding([.enter, .character(" ")], "Enter", help: "press button")
    public var allBindings: [KeyBinding] { [press] }
}

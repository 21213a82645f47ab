/// A switch's keys while it has the keyboard; in a table row Space flips the row's switch.
public struct SwitchKeyMap: KeyMap {
    /// Space or Enter: flip the switch, sending `.valueChanged`.
    public var toggle = KeyBinding([.character(" "), .enter], "Space", help: "toggle")
    public var allBindings: [KeyBinding] { [toggle] }
}

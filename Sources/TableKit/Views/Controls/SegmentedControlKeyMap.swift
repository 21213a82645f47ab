/// A segmented control's keys while it has the keyboard.
public struct SegmentedControlKeyMap: KeyMap {
    /// ←: choose the segment before.
    public var previous = KeyBinding([.left], help: "previous segment")
    /// →: choose the segment after.
    public var next = KeyBinding([.right], help: "next segment")
    public var allBindings: [KeyBinding] { [previous, next] }
}

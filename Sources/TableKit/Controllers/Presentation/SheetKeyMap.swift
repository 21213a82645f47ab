/// The keys of a view controller presented as a sheet, when the presented controller
/// does not take them.
public struct SheetKeyMap: KeyMap {
    /// Esc: dismiss the sheet (UIKit's swipe down), unless the presented controller's
    /// `isModalInPresentation` is true.
    public var dismiss = KeyBinding([.escape], "Esc", help: "close")
    public var allBindings: [KeyBinding] { [dismiss] }
}

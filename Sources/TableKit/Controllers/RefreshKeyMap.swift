/// The keys of a table view controller with a refresh control.
public struct RefreshKeyMap: KeyMap {
    /// `r`: pull to refresh (UIKit's `UIRefreshControl` sending `.valueChanged`).
    public var refresh = KeyBinding([.character("r")], help: "refresh")
    public var allBindings: [KeyBinding] { [refresh] }
}

import TableKit

/// A table whose Enter can be taken over (pick mode with several rows marked), leaving
/// every other key to the table, and whose help names what Enter does here.
@MainActor
final class PickTableView: TableView {
    /// Called for Enter instead of selecting the row, when set.
    var onEnter: (() -> Void)?
    /// What the help line calls Enter ("open", "pick").
    var enterHelp = "open"
    /// Called after the table handled a key or mouse event, with whether it was a key
    /// that goes to the bottom (G, End): the screen follows the end while rows come.
    var afterEvent: ((_ wentToBottom: Bool) -> Void)?
    /// Whether keys must wait (a search running in the background: Enter, Space, ↓ and the
    /// rest act on its results, not on the list it replaces). Esc, `q` and `?` never wait.
    var holdsKeys: (() -> Bool)?
    /// The keys that arrived while ``holdsKeys`` said so, in order; the screen sends them
    /// again once the search is applied (``DataTableViewController/sendHeldKeys()``).
    var heldKeys: [Event] = []

    override var keyBindings: [KeyBinding] {
        var b = super.keyBindings
        let select = KeyMaps.current.table.select
        if let i = b.firstIndex(where: { $0.keys == select.keys }) { b[i].help = enterHelp }
        if onEnter != nil, !b.contains(where: { $0.keys == select.keys }) {
            var pick = select
            pick.help = enterHelp
            b.append(pick)
        }
        return b
    }

    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, !isCapturingKeys, holdsKeys?() == true, !Self.passesHeldKeys(key) {
            heldKeys.append(event)
            return true
        }
        if KeyMaps.current.table.select.matches(event), let onEnter, !isCapturingKeys {
            onEnter()
            return true
        }
        var bottom = false
        if case .key(let key) = event, !isCapturingKeys { bottom = KeyMaps.current.table.bottom.matches(key) }
        let handled = super.handle(event)
        if handled { afterEvent?(bottom) }
        return handled
    }

    /// Esc (cancels the search, and the held keys with it), quit and help: they act on no row.
    static func passesHeldKeys(_ key: Key) -> Bool {
        let k = KeyMaps.current
        return k.search.cancel.matches(key) || k.window.quit.matches(key) || k.window.help.matches(key)
    }
}

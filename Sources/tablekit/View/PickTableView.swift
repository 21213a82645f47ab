import TableKit

/// What a ``PickTableView`` tells its screen: Enter taken over, the section index's search
/// symbol, and each key or click it handled.
@MainActor
protocol PickTableViewEventHandling: AnyObject {
    /// The table handled `event` (or took Enter over: ``PickTableView/takesEnter``).
    func pickTableView(_ tableView: PickTableView, didHandle event: PickTableView.HandledEvent)
    /// Whether `key` must wait (a search running in the background: Enter, Space, ↓ and
    /// the rest act on its results, not on the list it replaces). Esc, `q` and `?` never wait.
    func pickTableView(_ tableView: PickTableView, holdsKey key: Key) -> Bool
}

/// A table whose Enter can be taken over (pick mode with several rows marked), leaving
/// every other key to the table, whose help names what Enter does here, and which holds
/// keys back while its screen asks.
@MainActor
final class PickTableView: TableView {
    /// What the table tells its ``eventHandler``.
    enum HandledEvent: Equatable {
        /// Enter, taken over (``takesEnter``).
        case enter
        /// The section index's search symbol was chosen.
        case indexSearch
        /// A key or mouse event was handled; `wentToBottom`: a key that goes to the bottom
        /// (G, End): the screen follows the end while rows come; `wentToTop`: one that
        /// goes to the top (g, Home).
        case handled(wentToBottom: Bool, wentToTop: Bool = false)
    }

    /// Gets the table's events; the screen. The section index's search symbol goes to it too.
    weak var eventHandler: (any PickTableViewEventHandling)? {
        didSet {
            onIndexSearch = { [weak self] in
                guard let self else { return }
                self.eventHandler?.pickTableView(self, didHandle: .indexSearch)
            }
        }
    }
    /// Whether Enter goes to the ``eventHandler`` (``HandledEvent/enter``) instead of
    /// selecting the row.
    var takesEnter = false
    /// What the help line calls Enter ("open", "pick").
    var enterHelp = "open"
    /// The keys that arrived while the handler held them, in order; the screen sends them
    /// again once the search is applied (``DataTableViewController/sendHeldKeys()``).
    var heldKeys: [Event] = []
    /// Whether the key being handled was Enter taken over (reported as ``HandledEvent/enter`` alone).
    private var tookEnter = false

    /// The table's keys with Enter called ``enterHelp``; with ``takesEnter`` Enter goes to
    /// the ``eventHandler`` (``HandledEvent/enter``), listed last when the table would not
    /// list it.
    override var keyActions: KeyActionTable {
        var table = super.keyActions
        guard var select = table["select"] else { return table }
        select.binding.help = enterHelp
        guard takesEnter else {
            table["select"] = select
            return table
        }
        select.perform = { [unowned self] _ in
            self.tookEnter = true
            self.eventHandler?.pickTableView(self, didHandle: .enter)
            return true
        }
        if select.isListed() {
            table["select"] = select
        } else {
            select.isListed = { true }
            table.remove("select")
            table.append(select)
        }
        return table
    }

    override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, !isCapturingKeys, !Self.passesHeldKeys(key),
            eventHandler?.pickTableView(self, holdsKey: key) == true
        {
            heldKeys.append(event)
            return true
        }
        var name: String?
        if case .key(let key) = event, !isCapturingKeys { name = keyActions.action(for: key)?.name }
        tookEnter = false
        let handled = super.handle(event)
        if handled && !tookEnter {
            eventHandler?.pickTableView(
                self, didHandle: .handled(wentToBottom: name == "bottom", wentToTop: name == "top"))
        }
        return handled
    }

    /// Esc (cancels the search, and the held keys with it), quit and help: they act on no row.
    static func passesHeldKeys(_ key: Key) -> Bool {
        let k = KeyMaps.current
        return k.search.cancel.matches(key) || k.window.quit.matches(key) || k.window.help.matches(key)
    }
}

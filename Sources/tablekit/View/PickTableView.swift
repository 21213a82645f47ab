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
}

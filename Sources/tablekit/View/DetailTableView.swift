import TableKit

/// The detail screen's table: its own rows' keys, with Enter opening a long value where
/// one is on screen (``RecordDetailViewController``), before the table's Enter, which
/// selects nothing here.
@MainActor
final class DetailTableView: TableView {
    /// The action table's extra row, set by the controller; nil for none.
    var openValueAction: KeyAction?
    /// The row that goes back to the screen under the detail (Esc, `q`, ⌫, as on a sheet),
    /// set by the controller; nil for none.
    var backAction: KeyAction?

    override var keyActions: KeyActionTable {
        var table = super.keyActions
        if let openValueAction { table.insert(openValueAction, before: "select") }
        if let backAction { table.append(backAction) }
        return table
    }
}

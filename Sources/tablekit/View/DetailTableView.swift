import TableKit

/// The detail screen's table: its own rows' keys, with Enter opening a long value where
/// one is on screen (``RecordDetailViewController``), before the table's Enter, which
/// selects nothing here.
@MainActor
final class DetailTableView: TableView {
    /// The action table's extra row, set by the controller; nil for none.
    var openValueAction: KeyAction?

    override var keyActions: KeyActionTable {
        var table = super.keyActions
        if let openValueAction { table.insert(openValueAction, before: "select") }
        return table
    }
}

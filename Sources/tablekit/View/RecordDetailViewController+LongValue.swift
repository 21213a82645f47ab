import TableKit

/// Enter opens a field too long for its row (one that could fill the screen: at least as
/// many bytes as the screen has cells, or as many lines; or one cut at
/// `DataLimits.displayBytes`) whole, in a pushed ``TextViewController``: scrolled,
/// searched with `/`, `n`, `N`, at any length.
extension RecordDetailViewController {
    /// Enter where a field on screen is too long for its row: open the first such field whole.
    static let openValue = KeyBinding([.enter], "Enter", help: "open value")

    /// The row the detail's table runs Enter with while a long value is on screen.
    var openValueKeyAction: KeyAction {
        KeyAction("openValue", Self.openValue, when: { [unowned self] in self.longFieldOnScreen != nil }) {
            [unowned self] _ in self.openLongValue()
        }
    }

    /// The first field, from the top of the screen down, too long for its row; nil for none.
    /// - Complexity: O(bytes of the fields below the screen's top), a byte count each.
    var longFieldOnScreen: Int? {
        guard isViewLoaded, tableView.bounds.height > 0 else { return nil }
        let first = tableView.indexPathsForVisibleRows.first?.section ?? 0
        let cells = tableView.bounds.width * tableView.bounds.height
        return fields.indices.dropFirst(first).first { f in
            let value = fields[f].value.utf8
            return value.count >= cells || value.lazy.filter { $0 == 0x0A }.count >= tableView.bounds.height
        }
    }

    /// Pushes the long field's whole value in a text view; false when there is none.
    func openLongValue() -> Bool {
        guard let f = longFieldOnScreen, let navigationController else { return false }
        let controller = TextViewController(text: wholeValue(f), title: fields[f].name)
        navigationController.pushViewController(controller, animated: false)
        return true
    }
}

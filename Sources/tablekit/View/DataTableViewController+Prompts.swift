import TableKit
import TableKitData

/// The screen's prompts (an alert with one text field, as Ctrl-S's path): `|` a regular
/// expression and `=` a `--where` expression to filter by, `c` a column's name, `:` a
/// row's number. What is typed goes to the model, which answers with a sheet, a cursor
/// moved, or a note on the status line.
extension DataTableViewController {
    /// An alert titled `title` with one text field (`placeholder`), Cancel and `button`;
    /// `then` gets the text typed when `button` is pressed (Enter in the field).
    func prompt(_ title: String, message: String, placeholder: String, button: String, then: @escaping (String) -> Void)
    {
        let alert = Alert(title: title, message: message)
        alert.addTextField { $0.placeholder = placeholder }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: button) { [weak alert] _ in then(alert?.textFields?.first?.text ?? "") })
        present(alert)
    }

    /// `|` (VisiData's `|`): the rows whose cell in the cursor's column matches a regular
    /// expression typed in a prompt, read as the search's regex mode reads one (``RowPattern``).
    func askForRegexFilter() {
        guard let c = cursorSourceColumn else { return }
        let name = source.columns[c].name
        prompt(
            "Filter by regular expression", message: "the rows whose " + Sanitizer.messageValue(name) + " matches",
            placeholder: "regex", button: "Filter"
        ) { [weak self] text in
            self?.send(.regexFilterAsked(column: c, named: name, pattern: text))
        }
    }

    /// `=`: the rows satisfying an expression typed in a prompt, as `--where` reads it.
    func askForExpressionFilter() {
        prompt(
            "Filter by expression", message: "as --where reads it: pop > 1e6 and country = 'Japan'",
            placeholder: "expression", button: "Filter"
        ) { [weak self] text in
            guard let self else { return }
            self.send(.expressionFilterAsked(text, columns: self.source.columns))
        }
    }

    /// `c`: the column cursor to the first column shown whose name contains what is typed.
    func askForColumn() {
        prompt("Go to column", message: "the first whose name contains", placeholder: "name", button: "Go") {
            [weak self] text in
            guard let self else { return }
            self.send(.columnSought(text, names: self.tableView.columnLayout?.columns.map(\.title) ?? []))
        }
    }

    /// `:`: the cursor to a row by its number, 1 the first row shown.
    func askForRow() {
        prompt("Go to row", message: "1 to \(arrangement.rowCount.formatted())", placeholder: "row", button: "Go") {
            [weak self] text in
            guard let self else { return }
            self.send(.rowAsked(text, rowsShown: self.arrangement.rowCount))
        }
    }
}

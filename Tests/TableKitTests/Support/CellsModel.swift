import Foundation

@testable import TableKit

/// A one-section table model whose cells are set up by `configure`, recording the
/// accessory button taps and selections the table reports.
@MainActor
final class CellsModel: TableViewDataSource, TableViewDelegate {
    var rows: [String]
    var style: TableViewCell.CellStyle
    var configure: (TableViewCell, IndexPath) -> Void
    var indentation: (IndexPath) -> Int = { _ in 0 }
    var accessoryTaps: [IndexPath] = []
    var selections: [IndexPath] = []

    init(
        _ rows: [String], style: TableViewCell.CellStyle = .default,
        configure: @escaping (TableViewCell, IndexPath) -> Void = { _, _ in }
    ) {
        self.rows = rows
        self.style = style
        self.configure = configure
    }

    /// A table of `size` showing this model, loaded and laid out.
    func makeTable(_ size: Size = Size(width: 30, height: 8)) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c", style: style)
        table.dataSource = self
        table.delegate = self
        keepAlive.append(self)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        configure(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indentation(indexPath)
    }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryTaps.append(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
}

/// The table drawn as text lines, trailing blanks trimmed.
@MainActor
func screenLines(_ table: TableView) -> [String] {
    table.layoutIfNeeded()
    return TextRenderer.lines(table.renderedCanvas())
}

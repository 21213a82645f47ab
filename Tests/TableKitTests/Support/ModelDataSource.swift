import Foundation

@testable import TableKit

/// A data source over a mutable model of titled sections of strings, with editing hooks
/// that record what the table asked. Rows read as their strings.
@MainActor
final class ModelDataSource: TableViewDataSource, TableViewDelegate {
    var titles: [String?]
    var rows: [[String]]
    var cellRequests: [IndexPath] = []
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in true }
    var editingStyle: (IndexPath) -> TableViewCell.EditingStyle = { _ in .delete }
    var deleteTitle: String? = nil
    var redirect: ((IndexPath, IndexPath) -> IndexPath)?
    var swipeActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var commits: [(TableViewCell.EditingStyle, IndexPath)] = []
    var moves: [(IndexPath, IndexPath)] = []
    /// Calls of `moveRowAt` with the same source and destination (a move that ended where
    /// it began, or the table learning that `moveRowAt` is implemented): nothing to do.
    var movesInPlace = 0
    /// When true, a committed delete removes the row from the model and the table.
    var deletesOnCommit = true

    init(_ rows: [[String]], titles: [String?]? = nil) {
        self.rows = rows
        self.titles = titles ?? rows.map { _ in nil }
    }

    /// A table of `size` showing this model, loaded and laid out.
    func makeTable(_ size: Size = Size(width: 30, height: 12), style: TableView.Style = .plain) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: size), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = self
        table.delegate = self
        keepAlive.append(self)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commits.append((editingStyle, indexPath))
        guard deletesOnCommit else { return }
        switch editingStyle {
        case .delete:
            rows[indexPath.section].remove(at: indexPath.row)
            try? tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            rows[indexPath.section].insert("new", at: indexPath.row)
            try? tableView.insertRows(at: [indexPath], with: .automatic)
        case .none:
            break
        }
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else {
            movesInPlace += 1
            return
        }
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        rows[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        editingStyle(indexPath)
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle ?? "Delete"
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        redirect?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        swipeActions?(indexPath)
    }
}

/// The texts of the cells on screen, top to bottom.
@MainActor
func shownTexts(_ table: TableView) -> [String] {
    table.layoutIfNeeded()
    return table.visibleCells.map { $0.textLabel?.text ?? "" }
}

import Foundation

extension TableView {
    // MARK: Deleting: swipe to delete and commits

    /// Whether `d` deletes the row while editing: its editing style is `.delete` and the
    /// data source is not known to leave `commit` to its default.
    func canDeleteWhileEditing(at indexPath: IndexPath) -> Bool {
        syncEditingFacts()
        return editingSupport.implements[.commit] != false && editingStyleForRow(at: indexPath) == .delete
    }

    /// Whether `d` outside editing mode asks to delete the row (UIKit's swipe to delete).
    ///
    /// UIKit offers it when the data source implements `tableView(_:commit:forRowAt:)`
    /// and the row is editable with the `.delete` style (`canEditRowAt`,
    /// `editingStyleForRowAt`). Swift cannot ask whether `commit` is implemented without
    /// calling it: a data source that shows it edits rows (a `commit` that ran before, an
    /// implemented `canEditRowAt` or `moveRowAt`) is taken at its word; otherwise the table
    /// asks `commit` once, with the style `.none` (``probeDataSourceImplementsCommit(at:)``).
    /// A data source whose `commit` turned out to be the default is never offered it again.
    public func canSwipeToDeleteRow(at indexPath: IndexPath) -> Bool {
        guard !isEditing, isValid(indexPath), dataSource != nil else { return false }
        syncEditingFacts()
        if editingSupport.implements[.commit] == false { return false }
        guard editingStyleForRow(at: indexPath) == .delete else { return false }
        if editingSupport.implements[.commit] == true || editingSupport.implements[.canEditRowAt] == true {
            return true
        }
        return probeDataSourceImplementsMoveRowAt() || probeDataSourceImplementsCommit(at: indexPath)
    }

    /// Whether the data source implements `tableView(_:commit:forRowAt:)`, asking it the
    /// first time for a data source: one call with the editing style `.none`, which UIKit
    /// never commits, so an implementation that acts on `.delete` and `.insert` only (as
    /// Xcode's template does) changes nothing. Traps, naming the data source, when that
    /// call changed the number of rows: a `commit` must not delete for `.none`.
    func probeDataSourceImplementsCommit(at indexPath: IndexPath) -> Bool {
        syncEditingFacts()
        if let known = editingSupport.implements[.commit] { return known }
        guard let ds = dataSource, isValid(indexPath) else { return false }
        let rows = ds.tableView(self, numberOfRowsInSection: indexPath.section)
        learning(.commit) { ds.tableView(self, commit: .none, forRowAt: indexPath) }
        precondition(
            ds.tableView(self, numberOfRowsInSection: indexPath.section) == rows,
            "\(type(of: ds)).tableView(_:commit:forRowAt:) changed section \(indexPath.section)'s rows for the "
                + "editing style .none, which TableKit sends once to learn that it exists: act on .delete and "
                + ".insert only")
        return editingSupport.implements[.commit] ?? false
    }

    /// Commits an editing action through the data source (UIKit calls
    /// `tableView(_:commit:forRowAt:)` when the Delete button or the `⊕` control is
    /// tapped); the data source changes its model and calls ``deleteRows(at:with:)`` or
    /// ``insertRows(at:with:)``. When the data source left `commit` to its default, nothing
    /// changes: the table says so once on standard error and offers deleting no more.
    func commitEditing(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        rowActionsView.state = nil
        guard isValid(indexPath), let ds = dataSource else { return }
        learning(.commit) { ds.tableView(self, commit: style, forRowAt: indexPath) }
        if editingSupport.implements[.commit] == false && !editingSupport.warnedAboutCommit {
            editingSupport.warnedAboutCommit = true
            let line =
                "TableKit: \(type(of: ds)) does not implement tableView(_:commit:forRowAt:), so the row was not changed\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        refreshEditingHelp()
        setNeedsLayout()
    }
}

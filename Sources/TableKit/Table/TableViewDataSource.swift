import Foundation

/// Supplies a table's sections, rows and cells (UIKit's `UITableViewDataSource`).
///
/// Only the two methods without defaults are required; the rest have defaults in a
/// protocol extension, as UIKit's optional methods do. The table asks for counts of every
/// section but for cells of visible rows only.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections, `>= 0`. Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`, `>= 0`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a visible row, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The header title of `section`; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`; nil (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index down the right edge (plain style), in order;
    /// nil (the default) for no index. ``TableView/indexSearch`` as a title draws the
    /// search entry (a magnifying glass).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section to scroll to when the index title `title` at `index` is chosen.
    /// Default: one index title per section, after the search entry when the titles start
    /// with ``TableView/indexSearch``. Return -1 to do nothing.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// Whether a row shows editing controls in editing mode. Default true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row shows the reorder handle in editing mode, when the data source
    /// implements `tableView(_:moveRowAt:to:)`. Default true (UIKit's).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits a confirmed delete or an insert for the row. Default does nothing (and tells
    /// the table that this data source does not commit, so `d` is no longer offered).
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the model's row: the table has already moved it on screen. Implementing it
    /// shows the reorder control. Called with the same source and destination when a move
    /// ends where it began (and once to learn that it is implemented): do nothing then.
    /// Default nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// Default: 1 section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default: nil, no header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: nil, no footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: nil, no section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Default: one index title per section: `index`, or `index - 1` when the first title
    /// is the search entry (``TableView/indexSearch``).
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        TableView.defaultSection(forSectionIndexTitleAt: index, in: tableView)
    }
    /// Default: true, every row is editable.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.reachedDefault(.canEditRowAt)
        return true
    }
    /// Default: true, every row can move when the data source implements `moveRowAt` (UIKit's).
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: does nothing; the table learns that the data source does not commit.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.reachedDefault(.commit)
    }
    /// Default: does nothing; the table learns that rows cannot move.
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.reachedDefault(.moveRowAt)
    }
}

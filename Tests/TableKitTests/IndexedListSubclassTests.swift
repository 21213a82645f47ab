import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// A subclass of `IndexedListViewController` adding UIKit methods the list does not use
/// (willDisplay, swipe to delete, row heights, scrolling, row actions, search
/// presentation): each is called, as a `TableViewController` subclass's would be (the
/// subclass trap, docs/PORTING.md).
@MainActor
final class DeletingListViewController: IndexedListViewController {
    var calls: Set<String> = []
    var deleted: [IndexPath] = []

    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        calls.insert("willDisplay")
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        calls.insert("canEditRowAt")
        return true
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        calls.insert("commit")
        deleted.append(indexPath)
    }
    override var providesRowHeights: Bool { true }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        calls.insert("heightForRowAt")
        return .lines(2)
    }
    override func scrollViewDidScroll(_ scrollView: ScrollView) { calls.insert("scrollViewDidScroll") }
    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        calls.insert("trailingSwipeActions")
        return SwipeActionsConfiguration(actions: [
            ContextualAction(style: .normal, title: "Flag") { _, done in done(true) }
        ])
    }
    override func willPresentSearchController(_ searchController: SearchController) {
        calls.insert("willPresentSearch")
    }
}

@MainActor
@Suite struct IndexedListSubclassTests {
    let content = ListContent(sections: [
        .init(title: "A", rows: ["Ann", "Anna", "Bob", "Cy", "Dee", "Eve"].map { .init(text: $0) })
    ])

    @Test func aSubclassOverrideOfAMethodTheListDoesNotUseIsCalled() throws {
        let vc = DeletingListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 8))
        _ = w.screen
        #expect(vc.calls.isSuperset(of: ["willDisplay", "heightForRowAt"]))
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 2)
        try w.press("d Enter")
        #expect(vc.calls.contains("commit") && vc.deleted == [IndexPath(row: 0, section: 0)])
        try w.press("a")
        #expect(vc.calls.contains("trailingSwipeActions"))
        try w.press("Esc PgDn")
        #expect(vc.calls.contains("scrollViewDidScroll"))
        try w.press("/")
        #expect(vc.calls.contains("willPresentSearch"))
    }

    /// The list itself, with nothing overridden, answers as the protocols' defaults: no
    /// delete, no reorder control, no row heights asked.
    @Test func theListWithoutOverridesKeepsTheProtocolDefaults() throws {
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 8))
        _ = w.screen
        let ip = IndexPath(row: 0, section: 0)
        #expect(!vc.tableView.canSwipeToDeleteRow(at: ip))
        #expect(!vc.tableView.probeDataSourceImplementsMoveRowAt())
        #expect(vc.tableView.rectForRow(at: ip).height == 1)
        try w.press("d")
        #expect(vc.content.count == 6 && !w.screen.contains("Delete"))
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A swipe-to-delete list as UIKit ports write it: the controller implements `commit` and
/// nothing else of editing (Xcode's template, acting on `.delete` only).
@MainActor
final class CommitOnlyListController: TableViewController {
    var names = ["Ann", "Bob", "Cy"]
    var commits: [TableViewCell.EditingStyle] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        commits.append(editingStyle)
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            try? tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
}

/// `d` is in help, on the line and in `?`, outside editing mode too, wherever the data
/// source deletes rows: its `commit` exists and `canEditRowAt` allows.
@MainActor
@Suite struct DeleteInHelpTests {
    let size = Size(width: 60, height: 6)

    @Test func aCommitOnlyDataSourceListsDeleteOutsideEditing() throws {
        let vc = CommitOnlyListController()
        let w = ScreenDriver(vc, size: size)
        #expect(!vc.isEditing)
        #expect(w.lines.last == "↑↓ move  Enter select  d/Del delete  ? help  q quit")
        #expect(vc.commits == [.none], "asked once, with a style UIKit never commits")
        try w.press("Down d y")
        #expect(vc.names == ["Ann", "Cy"])
        #expect(vc.commits == [.none, .delete])
    }

    @Test func theFullHelpListsDeleteOutsideEditing() throws {
        let w = ScreenDriver(CommitOnlyListController(), size: Size(width: 60, height: 30))
        try w.press("?")
        #expect(w.lines.contains { $0.contains("d/Del") && $0.contains("delete") })
    }

    @Test func aDataSourceThatForbidsEditingDoesNotListDelete() throws {
        final class Locked: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
            override func tableView(
                _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
            ) { Issue.record("commit called for a row that cannot be edited") }
        }
        let w = ScreenDriver(Locked(), size: size)
        #expect(w.lines.last == "↑↓ move  Enter select  ? help  q quit")
    }

    @Test func aDataSourceWithoutCommitDoesNotListDelete() throws {
        let w = ScreenDriver(NavigationSearchResultsController(), size: size)
        #expect(w.lines.last == "↑↓ move  Enter select  ? help  q quit")
    }
}

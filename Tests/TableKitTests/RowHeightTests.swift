import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Typed heights: the table finds out whether the delegate gives row
/// heights (no opt-in, as UIKit's `respondsToSelector`), nil means "the table's rule", and
/// the table's own notifications are delegate methods.
@MainActor
@Suite struct RowHeightTests {
    /// Implements `heightForRowAt` but does not say it provides heights (a UIKit port).
    final class Undeclared: TableViewDelegate {
        var asked = 0
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
            asked += 1
            return 5
        }
    }

    /// Declares heights: 4 lines for every row, 2 for section headers.
    final class Declared: TableViewDelegate {
        var providesRowHeights: Bool { true }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? { 4 }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { 2 }
    }

    /// A delegate without `heightForRowAt`.
    final class NoHeights: TableViewDelegate {}

    @Test func aDelegateThatImplementsHeightForRowAtIsFoundOutWithoutAnOptIn() {
        let d = Undeclared()
        let table = threeRowTable(delegate: d)
        table.rowHeight = 2
        table.reloadData()
        #expect(d.asked == 4)  // the first row once to find out, then every row
        #expect(table.contentSize.height == 15)
        #expect(table.data.geometry.sections[0].rows != .uniform(2))
    }

    @Test func aDelegateWithoutHeightForRowAtKeepsRowsUniform() {
        let table = threeRowTable(delegate: NoHeights())
        table.rowHeight = 2
        table.reloadData()
        #expect(table.contentSize.height == 6)
        #expect(table.data.geometry.sections[0].rows == .uniform(2))
    }

    @Test func aDelegateThatProvidesRowHeightsIsAskedForEveryRow() {
        let table = threeRowTable(delegate: Declared())
        table.reloadData()
        // The delegate's header height counts even for an untitled section, as in UIKit.
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 10, width: 20, height: 4))
        #expect(table.contentSize.height == 14)
    }

    @Test func integerLiteralsAreLinesAndAutomaticDimensionIsTheAutomaticCase() {
        let h: RowHeight = 3
        #expect(h == .lines(3))
        #expect(TableView.automaticDimension == .automatic)
    }

    /// Records the table's notifications.
    final class Notified: TableViewDelegate {
        var log: [String] = []
        func tableViewDidChooseIndexSearch(_ tableView: TableView) { log.append("index search") }
        func tableViewDidPullDown(_ tableView: TableView) { log.append("pull down") }
    }

    @Test func pullingDownPastTheTopTellsTheDelegateThenTheConvenienceClosure() {
        let d = Notified()
        let table = threeRowTable(delegate: d)
        var closure = 0
        table.onPullDown = {
            closure += 1
            d.log.append("closure")
        }
        _ = render(table, Size(width: 20, height: 6))
        _ = table.handle(.mouse(MouseEvent(kind: .wheelUp, location: Point(x: 1, y: 1))))
        #expect(d.log == ["pull down", "closure"])
        #expect(closure == 1)
    }
}

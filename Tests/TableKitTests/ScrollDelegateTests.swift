import Foundation
import TableKitTestSupport
import Testing

@_spi(Testing) @testable import TableKit

/// The scroll delegate: `TableViewDelegate` refines `ScrollViewDelegate`,
/// as UIKit's does; `scrollViewDidScroll(_:)` is called once per content-offset change,
/// whatever made it, with the new offset already set.
@MainActor
@Suite struct ScrollDelegateTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func eachOffsetChangeIsReportedOnceWithTheNewOffset() {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        #expect(source.scrolls.isEmpty)
        table.scroll(by: 3)
        #expect(source.scrolls == [3])
        table.layoutIfNeeded()
        table.scroll(by: 0)
        table.contentOffset = Point(x: 0, y: 3)
        #expect(source.scrolls == [3])  // nothing changed: nothing reported
        table.scrollToRow(at: ip(50), at: .top, animated: false)
        table.contentOffset = Point(x: 0, y: 10_000)  // clamped to the largest offset, 90
        table.layoutIfNeeded()
        #expect(source.scrolls == [3, 50, 90])
    }

    @Test func theWheelAndThePageKeysReportTheirScroll() {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        _ = table.handle(.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 2, y: 2))))
        _ = table.handle(.key(.pageDown))
        table.layoutIfNeeded()
        #expect(source.scrolls.count == 2 && source.scrolls.first == TableView.wheelLines)
        #expect(source.scrolls.last == table.contentOffset.y && table.contentOffset.y > TableView.wheelLines)
    }

    @Test func anAnimatedScrollEndsItsAnimationAtOnceAndOnlyWhenItMoved() {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        table.setContentOffset(Point(x: 0, y: 20), animated: true)
        #expect(source.scrolls == [20] && source.endedAnimations == 1)
        table.setContentOffset(Point(x: 0, y: 20), animated: true)
        table.setContentOffset(Point(x: 0, y: 25), animated: false)
        #expect(source.endedAnimations == 1)
        table.scrollToRow(at: ip(60), at: .top, animated: true)
        #expect(source.scrolls == [20, 25, 60] && source.endedAnimations == 2)
    }

    @Test func offsetsCorrectedWhileRowsAreMeasuredAreReportedOnceEach() {
        let source = RecordingSource([2_000])
        source.estimates = { _ in 4 }
        source.heights = { .lines(1 + ($0.row * 5) % 4) }
        let table = source.makeTable(Size(width: 20, height: 10))
        var random = SeededRandom(seed: SeededRandom.seed(9))
        for step in 0..<120 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: table.scroll(by: Int.random(in: -12...12, using: &random))
            case 1: table.scrollToRow(at: ip(Int.random(in: 0..<2_000, using: &random)), at: .middle, animated: false)
            default: table.contentOffset = Point(x: 0, y: Int.random(in: 0..<6_000, using: &random))
            }
            table.layoutIfNeeded()
            // The last report is the offset now; no change is reported twice in a row.
            if let last = source.scrolls.last { #expect(last == table.contentOffset.y, "step \(step)") }
            #expect(zip(source.scrolls, source.scrolls.dropFirst()).allSatisfy { $0 != $1 }, "step \(step)")
        }
        #expect(source.scrolls.count > 60)
    }

    @Test func aBatchUpdateThatMovesTheOffsetReportsIt() throws {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10))
        table.contentOffset = Point(x: 0, y: 40)
        table.layoutIfNeeded()
        source.counts[0] += 2
        try table.insertRows(at: [ip(0), ip(1)], with: .automatic)  // the top row stays on its line
        #expect(table.contentOffset.y == 42)
        #expect(source.scrolls == [40, 42])
    }

    @Test func aTableViewControllerSubclassOverridesScrollViewDidScroll() {
        final class Controller: TableViewController {
            var offsets: [Int] = []
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
            override func scrollViewDidScroll(_ scrollView: ScrollView) {
                #expect(scrollView === tableView)
                offsets.append(scrollView.contentOffset.y)
            }
        }
        let vc = Controller()
        vc.tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 8))
        _ = w.render()
        _ = w.send(.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 1, y: 1))))
        _ = w.render()
        #expect(vc.offsets == [TableView.wheelLines])
    }
}

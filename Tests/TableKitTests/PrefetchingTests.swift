import Foundation
import Testing

@_spi(Testing) @testable import TableKit

/// The prefetch data source: the rows of the next screenful in the
/// direction of scrolling are handed over before they come on screen, and cancelled when
/// they leave that window unseen; all at layout, never while drawing.
@MainActor
@Suite struct PrefetchingTests {
    func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
    func rows(_ r: Range<Int>, _ section: Int = 0) -> [IndexPath] { r.map { ip($0, section) } }

    @Test func prefetchRowsAtIsCalledBeforeRowsAppearAndCancelledForRowsThatScrollAwayUnseen() {
        let source = RecordingSource([1_000])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        #expect(source.prefetchCalls == [rows(10..<20)])  // the screenful below the first
        var handedOver = Set(rows(10..<20))
        source.cellRequests.removeAll()
        for step in 1...25 {
            table.scroll(by: 1)
            table.layoutIfNeeded()
            // Every row that came on screen had been handed over before.
            for requested in source.cellRequests {
                #expect(handedOver.contains(requested), "step \(step): \(requested)")
            }
            source.cellRequests.removeAll()
            handedOver.formUnion(source.prefetchCalls.last ?? [])
            #expect(table.scrolling.prefetched == Set(rows((step + 10)..<(step + 20))), "step \(step)")
        }
        #expect(source.cancelCalls.isEmpty)
        // A jump far down: the window the user never reached is cancelled, a new one handed over.
        table.scrollToRow(at: ip(500), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(source.cancelCalls == [rows(35..<45)])
        #expect(source.prefetchCalls.last == rows(510..<520))
        #expect(table.scrolling.prefetched == Set(rows(510..<520)))
        #expect(Set(source.cancelCalls.joined()).isDisjoint(with: source.cellRequests))
    }

    @Test func scrollingUpCancelsTheRowsBelowAndHandsOverTheScreenfulAbove() {
        let source = RecordingSource([200])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        table.contentOffset = Point(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.scrolling.prefetched == Set(rows(110..<120)))
        table.scroll(by: -1)
        table.layoutIfNeeded()
        #expect(source.cancelCalls.last == rows(110..<120))
        #expect(source.prefetchCalls.last == rows(89..<99))
        #expect(table.scrolling.prefetched == Set(rows(89..<99)))
    }

    @Test func theWindowCrossesIntoTheNextSection() {
        let source = RecordingSource([12, 30])
        _ = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        #expect(source.prefetchCalls == [rows(10..<12) + rows(0..<8, 1)])
    }

    @Test func callsHappenAtLayoutAndNeverWhileDrawing() {
        let source = RecordingSource([300])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        let calls = source.prefetchCalls.count
        table.contentOffset = Point(x: 0, y: 100)
        #expect(source.prefetchCalls.count == calls)
        table.layoutIfNeeded()
        #expect(source.prefetchCalls.count == calls + 1 && source.cancelCalls.count == 1)
        var ctx = DrawContext(canvas: Canvas(size: Size(width: 20, height: 10)))
        table.render(in: &ctx)
        table.render(in: &ctx)
        #expect(source.prefetchCalls.count == calls + 1 && source.cancelCalls.count == 1)
    }

    @Test func aLayoutWithNothingChangedHandsOverAndCancelsNothing() {
        let source = RecordingSource([300])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        let calls = (source.prefetchCalls.count, source.cancelCalls.count, source.scrolls.count)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        _ = table.renderedCanvas()
        #expect((source.prefetchCalls.count, source.cancelCalls.count, source.scrolls.count) == calls)
    }

    @Test func aBatchUpdateCarriesTheRowsHandedOverToTheirNewIndexPaths() throws {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        source.counts[0] += 1
        try table.insertRows(at: [ip(0)], with: .automatic)
        // The rows handed over (10..<20) are now 11..<21. Row 10 (the old 9, pushed off
        // screen, never handed over) is handed over; 20 (the old 19) left the window.
        #expect(source.prefetchCalls.last == [ip(10)])
        #expect(source.cancelCalls.last == [ip(20)])
        #expect(table.scrolling.prefetched == Set(rows(10..<20)))
    }

    @Test func reloadDataForgetsTheRowsHandedOverWithoutCancellingThem() {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: true)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.cancelCalls.isEmpty)
        #expect(source.prefetchCalls == [rows(10..<20), rows(10..<20)])
    }

    @Test func withoutAPrefetchDataSourceTheTableKeepsNoPrefetchState() {
        let source = RecordingSource([100])
        let table = source.makeTable(Size(width: 20, height: 10), prefetching: false)
        table.scroll(by: 5)
        table.layoutIfNeeded()
        #expect(source.prefetchCalls.isEmpty && table.scrolling.prefetched.isEmpty)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite struct RowGeometryTests {
    /// Header view 2 lines; section 0: header 1, 3 rows of 1; section 1: no header, 2 rows
    /// of 2, footer 1; section 2: header 1, no rows.
    let g = RowGeometry(
        tableHeaderHeight: 2,
        sections: [
            .init(header: 1, footer: 0, rowCount: 3, rows: .uniform(1)),
            .init(header: 0, footer: 1, rowCount: 2, rows: .uniform(2)),
            .init(header: 1, footer: 0, rowCount: 0, rows: .uniform(1)),
        ])

    @Test func contentHeightAddsEveryPart() {
        #expect(g.contentHeight == 2 + (1 + 3) + (4 + 1) + 1)
    }

    @Test(arguments: [
        (0, RowGeometry.Item.tableHeader), (1, .tableHeader), (2, .header(section: 0)),
        (3, .row(IndexPath(row: 0, section: 0))), (5, .row(IndexPath(row: 2, section: 0))),
        (6, .row(IndexPath(row: 0, section: 1))), (7, .row(IndexPath(row: 0, section: 1))),
        (8, .row(IndexPath(row: 1, section: 1))), (10, .footer(section: 1)), (11, .header(section: 2)),
    ])
    func itemAtEachLine(y: Int, expected: RowGeometry.Item) {
        #expect(g.item(atY: y) == expected)
    }

    @Test func linesPastTheEndHaveNoItem() {
        #expect(g.item(atY: 12) == nil)
        #expect(g.item(atY: -1) == nil)
    }

    @Test func rowRangesInverseOfItemAt() {
        for s in 0..<g.numberOfSections {
            for r in 0..<g.numberOfRows(inSection: s) {
                let ip = IndexPath(row: r, section: s)
                for y in g.rowRange(ip) { #expect(g.indexPathForRow(atY: y) == ip) }
            }
        }
        #expect(g.rowRange(IndexPath(row: 1, section: 1)) == 8..<10)
    }

    @Test func firstRowAfterAFooterIsInALaterSection() {
        #expect(g.firstRow(atOrAfterY: 0) == IndexPath(row: 0, section: 0))
        #expect(g.firstRow(atOrAfterY: 10) == nil)
        #expect(g.firstRow(atOrAfterY: 2) == IndexPath(row: 0, section: 0))
    }

    @Test func settingARowHeightMovesEverythingBelow() {
        var h = g
        let delta = h.setHeight(4, forRowAt: IndexPath(row: 1, section: 0))
        #expect(delta == 3)
        #expect(h.contentHeight == g.contentHeight + 3)
        #expect(h.rowRange(IndexPath(row: 2, section: 0)) == 8..<9)
        #expect(h.headerY(2) == g.headerY(2) + 3)
        #expect(h.indexPathForRow(atY: 7) == IndexPath(row: 1, section: 0))
    }

    @Test func tenMillionUniformRowsNeedNoPerRowStorage() {
        let big = RowGeometry(sections: [.init(header: 1, footer: 0, rowCount: 10_000_000, rows: .uniform(1))])
        #expect(big.contentHeight == 10_000_001)
        #expect(big.indexPathForRow(atY: 10_000_000) == IndexPath(row: 9_999_999, section: 0))
        #expect(big.rowRange(IndexPath(row: 5_000_000, section: 0)) == 5_000_001..<5_000_002)
    }
}

@Suite struct FenwickTreeTests {
    @Test func prefixSumsAndSearchAgreeWithANaiveScan() {
        var rng = SeededRandom(seed: 42)
        var values = (0..<500).map { _ in Int(rng.next() % 4) }
        var t = FenwickTree(values)
        for _ in 0..<200 {
            let i = Int(rng.next() % 500)
            let v = Int(rng.next() % 5)
            t.set(i, to: v)
            values[i] = v
        }
        var sum = 0
        for i in 0...values.count {
            #expect(t.prefixSum(i) == sum)
            if i < values.count { sum += values[i] }
        }
        // index(containing:) finds the element whose span covers each offset.
        var offset = 0
        for (i, v) in values.enumerated() {
            for o in offset..<(offset + v) { #expect(t.index(containing: o) == i) }
            offset += v
        }
    }
}

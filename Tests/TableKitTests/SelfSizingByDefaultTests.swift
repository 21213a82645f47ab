import Foundation
import Testing

@testable import TableKit

/// Self-sizing by default (UIKit's `estimatedRowHeight` of `automaticDimension`): a row
/// whose label wraps sizes itself without setup, a fixed height clips with `…`, and a
/// table of one-line rows keeps its uniform, O(1) geometry.
@MainActor
@Suite struct SelfSizingByDefaultTests {
    /// Rows of `texts`, in cells whose text label wraps when `wraps`.
    @MainActor final class Source: TableViewDataSource {
        var texts: [String]
        let wraps: Bool
        var count: Int?
        init(_ texts: [String], wraps: Bool = true, count: Int? = nil) {
            self.texts = texts
            self.wraps = wraps
            self.count = count
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count ?? texts.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            if wraps { cell.textLabel?.numberOfLines = 0 }
            cell.textLabel?.text = texts[indexPath.row % texts.count]
            return cell
        }
    }

    func makeTable(_ source: Source, height: Int = 8, configure: (TableView) -> Void = { _ in }) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 16, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        configure(table)
        table.dataSource = source
        keepAlive.append(source)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    static let texts = ["one", "the quick brown fox jumps over the dog", "two"]

    @Test func aWrappingLabelSizesItsRowWithoutSetup() {
        let table = makeTable(Source(Self.texts))
        #expect(table.estimatedRowHeight == .automatic)
        #expect(
            TextRenderer.lines(table.renderedCanvas()) == [
                " one",
                " the quick brown",
                " fox jumps over",
                " the dog",
                " two",
                "",
                "",
                "",
            ])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 3)
    }

    @Test(arguments: [RowHeight.lines(2), .lines(1)])
    func aRowClippedByAFixedHeightEndsItsLastLineWithAnEllipsis(height: RowHeight) {
        let table = makeTable(Source(Self.texts)) { $0.rowHeight = height }
        let lines = TextRenderer.lines(table.renderedCanvas())
        let expected: [String] =
            height == .lines(2)
            ? [" one", "", " the quick brown", " fox jumps over…", " two", ""]
            : [" one", " the quick brow…", " two"]
        #expect(Array(lines.prefix(expected.count)) == expected)
    }

    @Test func estimatesTurnedOffLeaveWrappingRowsAtTheRowHeight() {
        let table = makeTable(Source(Self.texts)) { $0.estimatedRowHeight = 0 }
        #expect(TextRenderer.lines(table.renderedCanvas()).prefix(3) == [" one", " the quick brow…", " two"])
        #expect(table.layoutState.measuredRows.count == 0)
    }

    @Test func oneLineRowsKeepUniformGeometryAndMeasureNothing() {
        let table = makeTable(Source(["row"], wraps: false, count: 10_000_000))
        #expect(table.data.geometry.sections[0].rows == .uniform(1))
        #expect(table.layoutState.measuredRows.count == 0)
        #expect(table.contentSize.height == 10_000_000)
    }

    @Test func wrappingRowsShareTheUniformEstimateUntilMeasured() {
        let table = makeTable(Source(["row"], count: 10_000_000))
        // Only the rows shown were measured; each measured one line, the estimate.
        #expect(table.layoutState.measuredRows.count == 8)
        #expect(table.data.geometry.sections[0].rows == .uniform(1))
    }
}

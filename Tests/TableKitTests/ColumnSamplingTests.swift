import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A columns model that counts the fields it is asked for by the sampling of
/// fit-to-content widths (the protocol's default reads a row as one call per column).
@MainActor
final class CountingColumnsModel: ColumnsModel {
    var fieldReads = 0
    override func tableView(_ tableView: TableView, textForColumn column: Int, at indexPath: IndexPath) -> String {
        fieldReads += 1
        return super.tableView(tableView, textForColumn: column, at: indexPath)
    }
}

/// Fit-to-content widths sample the rows around the screen once per screen position and
/// data, each row read whole: ←/→ across a wide table costs no field reads (a 2,000-column
/// CSV took 1.6 s a key when every layout read every column of 18 rows one by one).
@Suite("Column sampling")
@MainActor
struct ColumnSamplingTests {
    func wideModel(rows: Int, columns: Int) -> CountingColumnsModel {
        CountingColumnsModel([(0..<rows).map { r in (0..<columns).map { "r\(r)c\($0)" } }])
    }

    @Test func sidewaysScrollingReadsNoRowsAgain() {
        let model = wideModel(rows: 40, columns: 300)
        let size = Size(width: 60, height: 6)
        let table = model.makeTable((0..<300).map { "c\($0)" }, size: size)
        _ = render(table, size)
        let first = model.fieldReads
        #expect(first == 6 * 300)  // the screen's rows are cells; the 6 below are read whole
        for _ in 0..<20 {
            #expect(table.handle(.key(.right)))
            _ = render(table, size)
        }
        #expect(model.fieldReads == first)
        #expect(table.selectedColumn == 20)
    }

    @Test func scrollingDownOrReloadingSamplesAgain() {
        let model = wideModel(rows: 40, columns: 30)
        let size = Size(width: 60, height: 6)
        let table = model.makeTable((0..<30).map { "c\($0)" }, size: size)
        _ = render(table, size)
        let first = model.fieldReads
        #expect(table.handle(.key(.pageDown)))
        _ = render(table, size)
        #expect(model.fieldReads > first)
        let afterScroll = model.fieldReads
        table.reloadData()
        _ = render(table, size)
        #expect(model.fieldReads > afterScroll)
    }

    @Test func aWiderValueNearTheScreenWidensItsColumn() {
        let model = wideModel(rows: 40, columns: 3)
        model.sections[0][7][1] = String(repeating: "w", count: 20)  // below the screen
        let size = Size(width: 60, height: 6)
        let table = model.makeTable(["a", "b", "c"], size: size)
        _ = render(table, size)
        #expect(table.columnFrames.first { $0.column == 1 }?.width == 20)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite("Fill columns")
@MainActor
struct ColumnFillTests {
    /// Fill columns share what the fixed columns and the spacing leave, equally, the
    /// remainder to the first; below the minimum they take the minimum.
    @Test(arguments: [
        (fills: 1, available: 30, expected: [4, 19, 5]),
        (fills: 2, available: 34, expected: [4, 11, 11, 5]),
        (fills: 2, available: 35, expected: [4, 12, 11, 5]),
        (fills: 1, available: 20, expected: [4, 10, 5]),
        (fills: 2, available: 20, expected: [4, 10, 10, 5]),
    ])
    func fillColumnsShareWhatTheOthersLeave(fills: Int, available: Int, expected: [Int]) {
        let layout = ColumnLayout(
            columns: [TableColumn(title: "ID", width: .fixed(4))]
                + (0..<fills).map { TableColumn(title: "F\($0)", width: .fill(minimum: 10)) }
                + [TableColumn(title: "CPU", width: .fixed(5))])
        #expect(layout.widths(availableWidth: available, sampledWidths: []) == expected)
    }

    @Test func aFillColumnIsHeldByItsMaxWidthAndFitContentColumnsTakeTheirShareFirst() {
        let layout = ColumnLayout(columns: [
            TableColumn(title: "Name"), TableColumn(title: "Log", width: .fill(), maxWidth: 12),
        ])
        #expect(layout.widths(availableWidth: 40, sampledWidths: [9, 300]) == [9, 12])
        #expect(layout.widths(availableWidth: 40, sampledWidths: [3, 300]) == [6, 12])
        let open = ColumnLayout(columns: [TableColumn(title: "Name"), TableColumn(title: "Log", width: .fill())])
        #expect(open.widths(availableWidth: 40, sampledWidths: [9, 300]) == [9, 30])
    }

    /// The process list's shape: the command column takes the rest of the line at every
    /// width, down to its minimum; narrower, the table pans sideways as for any wide layout.
    @Test(arguments: [
        (
            width: 34,
            screen: [
                "  PID Command                 CPU%", "    1 /sbin/init               0.3",
                "   42 bash -l                 12.5",
            ]
        ),
        (width: 22, screen: ["  PID Command     CPU%", "    1 /sbin/init   0.3", "   42 bash -l     12.5"]),
        (width: 18, screen: ["  PID Command    ›", "    1 /sbin/init …", "   42 bash -l    …"]),
    ])
    func aFillColumnTakesTheRestOfTheLineAtEveryWidth(width: Int, screen: [String]) {
        let model = ColumnsModel([[["1", "/sbin/init", "0.3"], ["42", "bash -l", "12.5"]]])
        let size = Size(width: width, height: 3)
        let table = model.makeTable(["PID", "Command", "CPU%"], size: size)
        table.columnLayout = ColumnLayout(columns: [
            TableColumn(title: "PID", width: .fixed(4)),
            TableColumn(title: "Command", width: .fill(minimum: 10)),
            TableColumn(title: "CPU%", width: .fixed(4)),
        ])
        #expect(render(table, size) == screen)
    }

    /// Below the fill column's minimum the table pans: → to the last column shows it whole.
    @Test func belowItsMinimumTheTablePansSideways() {
        let model = ColumnsModel([[["1", "/sbin/init", "0.3"]]])
        let size = Size(width: 18, height: 2)
        let table = model.makeTable(["PID", "Command", "CPU%"], size: size)
        table.columnLayout = ColumnLayout(columns: [
            TableColumn(title: "PID", width: .fixed(4)),
            TableColumn(title: "Command", width: .fill(minimum: 10)),
            TableColumn(title: "CPU%", width: .fixed(4)),
        ])
        _ = render(table, size)
        #expect(table.handle(.key(.right)) && table.handle(.key(.right)))
        #expect(render(table, size) == ["  PID‹CPU%", "    1  0.3"])
    }

    /// A frozen fill column keeps the whole rest of the line when everything fits (frozen
    /// columns give way only to let ←/→ show the others, which are all shown here).
    @Test func aFrozenFillColumnIsNotHalvedWhenEverythingFits() {
        let model = ColumnsModel([[["/sbin/init", "0.3"]]])
        let size = Size(width: 30, height: 2)
        let table = model.makeTable(["Command", "CPU%"], size: size)
        table.columnLayout = ColumnLayout(columns: [
            TableColumn(title: "Command", width: .fill()), TableColumn(title: "CPU%", width: .fixed(4)),
        ])
        _ = render(table, size)
        #expect(table.columnFrames.map(\.width) == [24, 4])
    }
}

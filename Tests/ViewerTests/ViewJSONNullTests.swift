import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitData
@testable import tablekit

/// `tablekit view` on JSON: a `null` shows as a dim `null`, apart from a missing key
/// (blank) and from the string "null" (plain); `--print-column` prints it as `null`, as
/// `jq -r` does, and a missing key as an empty line.
@Suite("tablekit view JSON null")
@MainActor
struct ViewJSONNullTests {
    static let json = """
        [{"name": "a", "v": null},
         {"name": "b"},
         {"name": "c", "v": "null"},
         {"name": "d", "v": 5}]

        """

    @Test func nullIsADimNullMissingIsBlankAndTheStringIsPlain() throws {
        let (s, data) = try ViewScreenTests().screen(
            [try ViewScreenTests().file("n.json", Self.json)], size: Size(width: 30, height: 9))
        try s.press("Down Down Down")  // the cursor on d
        #expect(data.tableView.cursorIndexPath?.row == 3)
        let canvas = s.window.render()
        #expect(Array(s.lines[3...6]) == [" a      null", " b", " c      null", " d         5"])
        #expect((8..<12).allSatisfy { canvas[$0, 3].style == .dim })  // null
        #expect((8..<12).allSatisfy { canvas[$0, 5].style == .plain })  // "null"
    }

    @Test func theDetailShowsNullDimAndMissingAsADash() throws {
        let path = try ViewScreenTests().file("n.json", Self.json)
        for (keys, shown) in [("Enter", "null"), ("Down Enter", "—")] {
            let (s, _) = try ViewScreenTests().screen([path], size: Size(width: 30, height: 9))
            try s.press(keys)
            let canvas = s.window.render()
            let y = try #require((0..<canvas.size.height).last { canvas.line($0).hasPrefix(" " + shown) })
            #expect(canvas[1, y].style == .dim)
        }
    }

    @Test(arguments: [("", "null"), ("Down", ""), ("Down Down", "null"), ("Down Down Down", "5")])
    func printColumnPrintsNullAsJqDoes(keys: String, printed: String) throws {
        let path = try ViewScreenTests().file("n.json", Self.json)
        let (s, data) = try ViewScreenTests().screen([path, "--pick", "--print-column", "v"])
        try s.press(keys + " Enter")
        #expect(data.picked == [Array(printed.utf8)])
    }

    @Test func nullSortsWithTheBlanksAndIsNotCountedForTheType() {
        let rows = RowOrder.sorted(
            values: [JSONNull.field, "b", "", "a"], rows: [0, 1, 2, 3], type: .text, ascending: true)
        #expect(rows == [3, 1, 0, 2])
        #expect(ColumnType.detect(["1", JSONNull.field, JSONNull.field, "2"]) == .number)
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// The columns of a sheet (`-` hides, `v` shows again, `<`/`>` narrow and widen, `h`/`l`
/// move, `c` goes to one by name), `:` to a row, the filters asked in a prompt (`|` a
/// regular expression, `=` an expression) pushed as sheets, and `U` taking each back.
@Suite("tablekit view: columns, prompts and undo")
@MainActor
struct ViewColumnsTests {
    let frequency = ViewFrequencyTests()

    func titles(_ sheet: DataTableViewController) -> [String] {
        sheet.tableView.columnLayout?.columns.map(\.title) ?? []
    }

    @Test func barFiltersTheCursorsColumnByARegularExpressionAndEscGoesBack() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down")
        try s.press("| '^O' Enter")
        let sheet = try #require(frequency.top(data))
        #expect(sheet !== data && sheet.title == "cities.csv › city ~ /^O/")
        // Counted apart: the cities starting with a capital O (the pattern has one: case counts).
        let want = ViewFrequencyTests.cityRows.indices.filter { ViewFrequencyTests.cityRows[$0][0].hasPrefix("O") }
        #expect(frequency.shownRows(sheet) == want && want == [1, 7])
        #expect(sheet.statusText == "2 of 9 rows · filter")
        assertSnapshot(s.canvas, named: "view-regex-filter-80x14")
        // No capital: case is ignored, as the search's regex mode ignores it; and it stacks.
        try s.press("| 'a$' Enter")
        let stacked = try #require(frequency.top(data))
        #expect(stacked.title == "cities.csv › city ~ /^O/ › city ~ /a$/")
        #expect(frequency.shownRows(stacked) == [1, 7])
        try s.press("Esc Esc")
        #expect(frequency.top(data) === data && data.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func aBadRegularExpressionIsOneLineOnTheStatusLineAndPushesNothing() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("| '(O' Enter")
        #expect(frequency.top(data) === data)
        let status = try #require(data.statusText)
        #expect(status.hasPrefix("9 rows · not filtered: not a regular expression: "), "\(status)")
        #expect(!status.contains("\n"))
        try s.press("Down")  // the next key the table takes clears it
        #expect(data.statusText == "9 rows")
    }

    @Test func equalsFiltersByAnExpressionAndPointsAtTheColumnOfAnError() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("= 'pop > 20' Enter")
        let sheet = try #require(frequency.top(data))
        #expect(sheet.title == "cities.csv › pop > 20")
        let want = ViewFrequencyTests.cityRows.indices.filter { Int(ViewFrequencyTests.cityRows[$0][2])! > 20 }
        #expect(frequency.shownRows(sheet) == want && want == [0, 2, 4])
        #expect(sheet.statusText == "3 of 9 rows · filter")
        try s.press("= 'pop > 1 and popp > 1' Enter")
        #expect(frequency.top(data) === sheet)
        #expect(
            sheet.statusText
                == "3 of 9 rows · filter · not filtered: 1:13: unknown column 'popp' (columns: city, country, pop)")
        try s.press("U")  // the sheet's opening is its last step
        #expect(frequency.top(data) === data)
    }

    @Test func minusHidesTheCursorsColumnVShowsItAndUUndoesEach() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down Down Right -")
        #expect(titles(data) == ["city", "pop"])
        #expect(data.tableView.selectedColumn == 1)  // the column that took its place
        #expect(!s.lines[2].contains("country") && s.lines[5].hasPrefix(" Delhi     28"))
        assertSnapshot(s.canvas, named: "view-column-hidden-80x14")
        // Its copy and its save are of the columns shown.
        #expect(data.cursorRowText == "Delhi\t28")
        try s.press("-")  // pop: the last column shown is city
        #expect(titles(data) == ["city"])
        try s.press("-")
        #expect(titles(data) == ["city"] && data.statusText == "9 rows · the last column shown stays")
        try s.press("v")
        #expect(titles(data) == ["city", "country", "pop"])
        try s.press("U")
        #expect(titles(data) == ["city"])
        try s.press("U")
        #expect(titles(data) == ["city", "pop"] && data.tableView.selectedColumn == 1)
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 2, section: 0))
        try s.press("U")
        #expect(titles(data) == ["city", "country", "pop"] && data.tableView.selectedColumn == 1)
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 2, section: 0))
        try s.press("U")
        #expect(data.statusText == "9 rows · nothing to undo")
    }

    /// The note of the last key goes with the next key that changes the screen, typing a
    /// search too.
    @Test func typingASearchClearsTheNoteOfTheLastKey() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("U")
        #expect(data.statusText == "9 rows · nothing to undo")
        try s.press("/ o")
        #expect(data.statusText?.contains("nothing to undo") == false, "\(data.statusText ?? "")")
        #expect(!s.screen.contains("nothing to undo"))
    }

    @Test func aRowsSheetShowsTheColumnsShownWithoutTheHiddenOnes() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down Right - Left ,")  // country hidden; Osaka's city
        let osaka = try #require(frequency.top(data))
        #expect(osaka.title == "cities.csv › city = Osaka" && titles(osaka) == ["city", "pop"])
        #expect(frequency.shownRows(osaka) == [1, 7] && osaka.cursorRowText == "Osaka\t19")
    }

    @Test func aSortOnAHiddenColumnKeepsItsOrderAndItsArrowComesBack() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Right Right s")  // pop, ascending
        let byPop = ViewFrequencyTests.cityRows.indices.sorted {
            Int(ViewFrequencyTests.cityRows[$0][2])! < Int(ViewFrequencyTests.cityRows[$1][2])!
        }
        #expect(frequency.shownRows(data) == byPop)
        try s.press("-")
        #expect(titles(data) == ["city", "country"] && data.tableView.sortDescriptor == nil)
        #expect(frequency.shownRows(data) == byPop)
        try s.press("U")
        #expect(data.tableView.sortDescriptor == ColumnSortDescriptor(column: 2, ascending: true))
        try s.press("U")  // the sort
        #expect(frequency.shownRows(data) == Array(0..<9) && data.tableView.sortDescriptor == nil)
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
    }

    @Test func uUndoesASortPutsTheCursorBackAndPopsARowsSheet() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down Down Down Right s")  // Kyoto's row, by country
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        try s.press("U")
        #expect(frequency.shownRows(data) == Array(0..<9))
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 3, section: 0) && data.tableView.selectedColumn == 1)
        try s.press(",")  // Japan's rows
        let japan = try #require(frequency.top(data))
        #expect(japan.title == "cities.csv › country = Japan")
        try s.press("U")
        #expect(frequency.top(data) === data && data.tableView.cursorIndexPath == IndexPath(row: 3, section: 0))
    }

    @Test func narrowAndWidenTheCursorsColumn() throws {
        let (s, data, _) = try frequency.citiesScreen()
        func width() -> Int? {
            _ = s.screen  // laid out as drawn
            return data.tableView.columnFrames.first { $0.column == 1 }?.width
        }
        try s.press("Right")
        let before = try #require(width())
        try s.press("> >")
        #expect(width() == before + 4)
        try s.press("< < < <")
        #expect(width() == before - 4)
        #expect(data.tableView.selectedColumn == 1)
        try s.press("U U U U U U")
        #expect(width() == before)
    }

    @Test func hAndLMoveTheColumnCursorAndStayAtTheEnds() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("l l l")
        #expect(data.tableView.selectedColumn == 2)
        try s.press("h h h h")
        #expect(data.tableView.selectedColumn == 0 && frequency.top(data) === data)
    }

    @Test func cGoesToAColumnByNameAndColonToARow() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("c 'POP' Enter")
        #expect(data.tableView.selectedColumn == 2)
        try s.press("c 'zz' Enter")
        #expect(data.tableView.selectedColumn == 2 && data.statusText == "9 rows · no column name contains zz")
        try s.press(": '5' Enter")
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        try s.press(": '10' Enter")
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        #expect(data.statusText == "9 rows · no row 10: rows 1 to 9")
    }
}

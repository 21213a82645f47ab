import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `F` (VisiData's Shift-F): the cursor column's frequency table, counted in the background
/// (inline here: a job started by the key is applied on the next tick) and pushed as a
/// sheet; Enter on a value pushes its rows, `,` the rows with the cursor cell's value,
/// stackable; Esc goes back to the same cursor.
@Suite("tablekit view: frequency table and rows by value")
@MainActor
struct ViewFrequencyTests {
    let screens = ViewScreenTests()

    static let cities = """
        city,country,pop
        Tokyo,Japan,37
        Osaka,Japan,19
        Delhi,India,28
        Kyoto,Japan,1
        北京,中国,21
        Berlin,,3
        Paris,France,2
        Osaka,Japan,5
        ,India,7
        """

    /// The fields of `cities` split by hand (no quotes in it), for counts made apart from
    /// the code under test.
    static var cityRows: [[String]] {
        cities.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }

    func citiesScreen(_ extra: [String] = [], size: Size = Size(width: 80, height: 14)) throws -> (
        ScreenDriver, DataTableViewController, InlineJobRunner
    ) {
        let (s, data) = try screens.screen([try screens.file("cities.csv", Self.cities)] + extra, size: size)
        let runner = InlineJobRunner()
        data.jobs = runner
        return (s, data, runner)
    }

    /// The screen on top of the navigation stack.
    func top(_ data: DataTableViewController) -> DataTableViewController? {
        data.navigationController?.topViewController as? DataTableViewController
    }

    func fields(_ sheet: DataTableViewController) -> [[String]] {
        (0..<sheet.source.rowCount).map { sheet.source.fields(ofRow: $0) }
    }

    /// The shown rows of a screen, in order, as source rows.
    func shownRows(_ sheet: DataTableViewController) -> [Int] {
        sheet.arrangement.sections.flatMap { s in (0..<s.rows.count).map { s.rows[$0] } }
    }

    @Test func shiftFCountsTheCursorsColumnAndShowsItsSheet() throws {
        let (s, data, runner) = try citiesScreen()
        try s.press("Right F")
        #expect(runner.started == 1 && data.state.frequency?.isRunning == true)
        _ = s.window.send(.tick)
        #expect(data.state.frequency == nil)
        let sheet = try #require(top(data))
        #expect(sheet !== data && sheet.title == "cities.csv › country frequency")
        // Counted apart: Japan 4, India 2, France, 中国 and the blank one 1 each, of 9 rows.
        var want: [String: Int] = [:]
        for r in Self.cityRows { want[r[1], default: 0] += 1 }
        let rows = fields(sheet)
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0[0], Int($0[1])!) }) == want)
        #expect(rows.map { $0[0] } == ["Japan", "India", "France", "中国", ""])
        #expect(rows[0][2] == "44.4%" && rows[1][2] == "22.2%" && rows[4][2] == "11.1%")
        #expect(rows[0][3] == String(repeating: "█", count: 40) && rows[1][3] == String(repeating: "█", count: 20))
        #expect(rows[2][3] == String(repeating: "█", count: 10))
        assertSnapshot(s.canvas, named: "view-frequency-80x14")
    }

    @Test func enterOnAValueShowsItsRowsAndEscGoesBackToTheSameCursor() throws {
        let (s, data, _) = try citiesScreen()
        try s.press("Down Down Right F")  // the cursor on Delhi, in the country column
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        try s.press("Down Enter")  // India
        let rowsSheet = try #require(top(data))
        #expect(rowsSheet.title == "cities.csv › country = India")
        #expect(shownRows(rowsSheet) == [2, 8])
        #expect(rowsSheet.statusText == "2 of 9 rows · filter")
        #expect(rowsSheet.source === data.source && rowsSheet.tableView.selectedColumn == 1)
        try s.press("Esc")
        #expect(top(data) === sheet && sheet.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        try s.press("Esc")
        #expect(top(data) === data && data.tableView.cursorIndexPath == IndexPath(row: 2, section: 0))
        #expect(data.tableView.selectedColumn == 1)
        // The source goes on loading for the screen under the sheets popped.
        #expect(data.statusText == "9 rows")
    }

    @Test func commaFiltersByTheCursorsCellAndStacks() throws {
        let (s, data, _) = try citiesScreen()
        try s.press("Down Right ,")  // Osaka's country: Japan
        let japan = try #require(top(data))
        #expect(japan.title == "cities.csv › country = Japan")
        #expect(shownRows(japan) == Self.cityRows.indices.filter { Self.cityRows[$0][1] == "Japan" })
        #expect(japan.statusText == "4 of 9 rows · filter")
        try s.press("Left Down ,")  // the second Japanese row's city: Osaka
        let osaka = try #require(top(data))
        #expect(osaka.title == "cities.csv › country = Japan › city = Osaka")
        #expect(shownRows(osaka) == [1, 7])
        #expect(osaka.statusText == "2 of 9 rows · filter")
        try s.press("Esc")
        #expect(top(data) === japan && japan.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        try s.press("Esc")
        #expect(top(data) === data && data.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func commaOnABlankCellKeepsTheBlankRows() throws {
        let (s, data, _) = try citiesScreen()
        try s.press("End ,")  // the last row's city is blank
        let blank = try #require(top(data))
        #expect(blank.title == "cities.csv › city is blank" && shownRows(blank) == [8])
    }

    @Test func aFilteredScreenCountsOnlyItsRows() throws {
        let (s, data, _) = try citiesScreen(["--where", "pop > 5"])
        try s.press("Right F")
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        var want: [String: Int] = [:]
        for r in Self.cityRows where Int(r[2])! > 5 { want[r[1], default: 0] += 1 }
        let rows = fields(sheet)
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0[0], Int($0[1])!) }) == want)
        #expect(rows.map { $0[0] } == ["India", "Japan", "中国"])
        try s.press("Down Enter")  // Japan, kept to the filter's rows
        let japan = try #require(top(data))
        #expect(shownRows(japan) == [0, 1] && japan.title == "cities.csv › country = Japan")
    }

    @Test func escStopsACountBeingMadeAndNothingIsShown() throws {
        let (s, data, runner) = try citiesScreen()
        runner.holds = true
        try s.press("F")
        #expect(data.statusText == "counting values… 0% of 9 rows (Esc stops)")
        try s.press("Esc")
        #expect(data.state.frequency == nil && runner.cancelled == 1)
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(top(data) === data && data.statusText == "9 rows")
    }

    @Test func pickModePicksTheRowOfAValueSheet() throws {
        let (s, data, _) = try citiesScreen(["--pick"])
        try s.press("Right F")
        _ = s.window.send(.tick)
        try s.press("Down Enter")  // India's rows
        let india = try #require(top(data))
        try s.press("Esc")  // back to the frequency sheet, not a cancelled pick
        #expect(top(data) !== india && data.picked == nil)
        try s.press("Up Enter Down Enter")  // Japan's rows; its second, Osaka
        #expect(ViewRunner.pickedRows(try #require(data.navigationController)) == [Array("Osaka,Japan,19".utf8)])
    }

    @Test func theSheetsRowsByHand() {
        let f = ValueFrequency(
            column: 0, rows: 7, entries: [.init(value: "a", count: 4), .init(value: "", count: 2)], otherRows: 1)
        #expect(
            FrequencySheet.rows(f) == [
                ["a", "4", "57.1%", String(repeating: "█", count: 40)],
                ["", "2", "28.6%", String(repeating: "█", count: 20)],
                ["(other values)", "1", "14.3%", String(repeating: "█", count: 10)],
            ])
        #expect(FrequencySheet.percent(1, of: 8) == "12.5%" && FrequencySheet.percent(1, of: 3) == "33.3%")
        #expect(FrequencySheet.bar(1, top: 1_000) == "█")  // never without a bar
        #expect(FrequencySheet.bar(0, top: 5) == "")
    }

    @Test func aNumberColumnOfManyValuesShowsBinsAndEnterShowsABinsRows() throws {
        // 0 … 299 once each, and one blank: 300 distinct numbers, in bins of 20.
        let csv = "n,id\n" + (0..<300).map { "\($0),\($0)" }.joined(separator: "\n") + "\n,x\n"
        let (s, data) = try screens.screen([try screens.file("n.csv", csv)], size: Size(width: 80, height: 14))
        data.jobs = InlineJobRunner()
        try s.press("F")
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        let rows = fields(sheet)
        #expect(rows.count == 16)
        #expect(rows[0] == ["0 – 20", "20", "6.6%", String(repeating: "█", count: 40)])
        #expect(rows[14][0] == "280 – 300" && rows[15][0...1] == ["", "1"])
        try s.press("Down Enter")  // 20 – 40
        let bin = try #require(top(data))
        #expect(bin.title == "n.csv › n 20 – 40" && shownRows(bin) == Array(20..<40))
    }

    @Test func escFromDeepSheetsComesBackToTheSameScrollAndCursor() throws {
        let csv = "k,v\n" + (0..<300).map { "k\($0 % 120),\($0)" }.joined(separator: "\n") + "\n"
        let (s, data) = try screens.screen([try screens.file("k.csv", csv)], size: Size(width: 60, height: 12))
        data.jobs = InlineJobRunner()
        try s.press("PgDn PgDn Down Down")
        let (offset, cursor, before) = (data.tableView.contentOffset, data.tableView.cursorIndexPath, s.screen)
        try s.press("F")
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        try s.press("PgDn Down")
        let (sheetOffset, sheetCursor, sheetScreen) = (
            sheet.tableView.contentOffset, sheet.tableView.cursorIndexPath, s.screen
        )
        try s.press("Enter")
        #expect(top(data) !== sheet)
        try s.press("Esc")
        #expect(sheet.tableView.contentOffset == sheetOffset && sheet.tableView.cursorIndexPath == sheetCursor)
        #expect(s.screen == sheetScreen)
        try s.press("Esc")
        #expect(data.tableView.contentOffset == offset && data.tableView.cursorIndexPath == cursor)
        #expect(s.screen == before)
    }
}

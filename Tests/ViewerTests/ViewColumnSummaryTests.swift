import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `I`: the shown columns' figures, made in the background (inline here: a job started by
/// the key is applied on the next tick) and shown as a sheet pushed over the table.
@Suite("tablekit view: column summary")
@MainActor
struct ViewColumnSummaryTests {
    let screens = ViewScreenTests()

    func peopleScreen() throws -> (ScreenDriver, DataTableViewController, InlineJobRunner) {
        let (s, data) = try screens.screen(
            [try screens.file("people.csv", ViewScreenTests.people)], size: Size(width: 100, height: 10))
        let runner = InlineJobRunner()
        data.jobs = runner
        return (s, data, runner)
    }

    /// The screen on top of the navigation stack.
    func top(_ data: DataTableViewController) -> DataTableViewController? {
        data.navigationController?.topViewController as? DataTableViewController
    }

    @Test func shiftIShowsOneRowAColumnWithItsFigures() throws {
        let (s, data, runner) = try peopleScreen()
        try s.press("I")
        #expect(runner.started == 1 && data.state.summary?.isRunning == true)
        _ = s.window.send(.tick)
        #expect(data.state.summary == nil)
        let sheet = try #require(top(data))
        #expect(sheet !== data && sheet.title == "people.csv › summary")
        let rows = (0..<sheet.source.rowCount).map { sheet.source.fields(ofRow: $0) }
        #expect(rows.map { $0[0] } == ["name", "age", "city"])
        // age: 25, 7, 130, 25, 41. statistics.mean 45.6, median 25, stdev 48.690861565595654,
        // the mean and the deviation shown to two decimals.
        let age = rows[1]
        #expect(Array(age[0..<9]) == ["age", "number", "5", "0", "4", "7", "130", "45.60", "25"])
        #expect(age[9] == "48.69")
        #expect(age[10] == "25 (2), 7 (1), 41 (1)")  // ties by value, as F orders them
        #expect(rows[0][1] == "text" && rows[0][5] == "Ann" && rows[0][7] == "")
        assertSnapshot(s.canvas, named: "view-summary-100x10")
        try s.press("Esc")  // back to exactly where it was
        #expect(top(data) === data)
    }

    @Test func escStopsASummaryBeingMadeAndNothingIsShown() throws {
        let (s, data, runner) = try peopleScreen()
        runner.holds = true
        try s.press("I")
        #expect(data.statusText == "summarizing… 0% of 5 rows (Esc stops)")
        try s.press("I")  // a second I while one is made changes nothing
        #expect(runner.started == 1)
        try s.press("Esc")
        #expect(data.state.summary == nil && runner.cancelled == 1)
        runner.runHeld()
        _ = s.window.send(.tick)
        #expect(top(data) === data && data.statusText == "5 rows")
    }

    @Test func theSummaryOfTheShownColumnsOnlyInTheirOrder() throws {
        let (s, data) = try screens.screen(
            [try screens.file("people.csv", ViewScreenTests.people), "--columns", "city,name"])
        data.jobs = InlineJobRunner()
        try s.press("I")
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        #expect((0..<sheet.source.rowCount).map { sheet.source.field(ofRow: $0, column: 0) } == ["city", "name"])
    }

    /// A filtered screen summarizes the rows it keeps, as its frequency table counts them:
    /// `age > 20` keeps 25, 130, 25 and 41 (mean 55.25), not Zoë's 7.
    @Test func aFilteredScreenSummarizesTheRowsItKeeps() throws {
        let (s, data) = try screens.screen(
            [try screens.file("people.csv", ViewScreenTests.people), "--where", "age > 20"])
        data.jobs = InlineJobRunner()
        for _ in 0..<3 { _ = s.window.send(.tick) }
        try s.press("I")
        for _ in 0..<3 { _ = s.window.send(.tick) }
        let sheet = try #require(top(data))
        let age = sheet.source.fields(ofRow: 1)
        #expect(Array(age[0..<8]) == ["age", "number", "4", "0", "3", "25", "130", "55.25"])
        #expect(sheet.source.fields(ofRow: 0)[2] == "4")
    }

    @Test func figuresAreWrittenAsTheShortestTextOfTheirValue() {
        #expect(SummarySheet.number(23_897_500) == "23897500")
        #expect(SummarySheet.number(3.875) == "3.875")
        #expect(SummarySheet.number(-0.5) == "-0.5")
        let rows = SummarySheet.rows([
            ColumnSummary(
                name: "id", type: .number, count: 200_000, blanks: 0, distinct: 100_000, distinctIsAtLeast: true)
        ])
        #expect(rows == [["id", "number", "200000", "0", "≥100000", "", "", "", "", "", ""]])
    }

    /// The mean and the standard deviation, seldom exact, to two decimals; a small one to
    /// two significant digits, never shown as 0.
    @Test func theMeanAndTheDeviationAreShownToTwoDecimals() throws {
        #expect(SummarySheet.figure(12.333333333333334) == "12.33")
        #expect(SummarySheet.figure(2.516611478423583) == "2.52")
        #expect(SummarySheet.figure(23_897_500) == "23897500.00")
        #expect(SummarySheet.figure(0.0012345) == "0.0012" && SummarySheet.figure(0) == "0.00")
        #expect(SummarySheet.figure(-0.001) == "-0.001")
        let (s, data) = try screens.screen(
            [try screens.file("thirds.csv", "a\n10\n12\n15\n")], size: Size(width: 110, height: 6))
        data.jobs = InlineJobRunner()
        try s.press("I")
        _ = s.window.send(.tick)
        let sheet = try #require(top(data))
        let row = sheet.source.fields(ofRow: 0)
        #expect(row[7] == "12.33" && row[8] == "12" && row[9] == "2.52", "\(row)")
        #expect(!s.screen.contains("12.3333"))
    }
}

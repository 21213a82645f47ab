import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `!` (VisiData's key columns) then `F`: the key columns marked in the header, the
/// combinations of their values counted in the background (inline here) and shown as a
/// sheet, Enter on a combination pushing its rows; one key column counts as the cursor's
/// column does, a hidden one is not counted, `U` takes a mark back.
@Suite("tablekit view: key columns and the frequency of their combinations")
@MainActor
struct ViewKeyColumnFrequencyTests {
    let base = ViewFrequencyTests()

    /// The combinations of the fields at `places` of the cities' rows, counted by hand
    /// (fields trimmed of spaces; the file has no quotes), with the rows `keep` keeps.
    func expected(_ places: [Int], keep: ([String]) -> Bool = { _ in true }) -> [[String]: Int] {
        var out: [[String]: Int] = [:]
        for r in ViewFrequencyTests.cityRows where keep(r) {
            out[places.map { r[$0].trimmingCharacters(in: .whitespaces) }, default: 0] += 1
        }
        return out
    }

    /// A sheet's rows as combinations (the first `k` fields) and their counts.
    func counted(_ sheet: DataTableViewController, _ k: Int) -> [[String]: Int] {
        Dictionary(uniqueKeysWithValues: base.fields(sheet).map { (Array($0.prefix(k)), Int($0[k])!) })
    }

    /// The header line of the screen: the one with the `pop` column's title.
    func header(_ s: ScreenDriver) -> Substring { s.lines.first { $0.hasSuffix(" pop") } ?? "" }

    @Test func bangMarksKeyColumnsAndFCountsTheirCombinations() throws {
        let (s, data, runner) = try base.citiesScreen()
        try s.press("! Right !")
        #expect(data.state.keyColumns == [0, 1])
        #expect(header(s).hasPrefix(" 🔑 city ") && header(s).contains(" 🔑 country "))
        #expect(data.statusText == "9 rows · 2 key columns: F counts their combinations")
        try s.press("Right F")  // the cursor's column (pop) is not what is counted
        #expect(runner.started == 1 && data.state.frequency?.columns == [0, 1])
        _ = s.window.send(.tick)
        let sheet = try #require(base.top(data))
        #expect(sheet.title == "cities.csv › city, country frequency")
        #expect(sheet.source.columns.map(\.name) == ["city", "country", "count", "percent", "histogram"])
        #expect(counted(sheet, 2) == expected([0, 1]))
        let rows = base.fields(sheet)
        #expect(rows[0] == ["Osaka", "Japan", "2", "22.2%", String(repeating: "█", count: 40)])
        #expect(rows[1...].allSatisfy { $0[2] == "1" && $0[3] == "11.1%" && $0[4].count == 20 })
        assertSnapshot(s.canvas, named: "view-frequency-keys-80x14")
    }

    @Test func enterOnACombinationShowsExactlyItsRows() throws {
        let (s, data, _) = try base.citiesScreen()
        try s.press("! Right ! F")
        _ = s.window.send(.tick)
        let sheet = try #require(base.top(data))
        try s.press("Enter")  // Osaka, Japan
        let osaka = try #require(base.top(data))
        #expect(osaka.title == "cities.csv › city = Osaka, country = Japan")
        #expect(base.shownRows(osaka) == [1, 7] && osaka.statusText == "2 of 9 rows · filter")
        try s.press("Esc")
        #expect(base.top(data) === sheet)
        let berlin = try #require(base.fields(sheet).firstIndex { $0[0] == "Berlin" })
        try s.press(Array(repeating: "Down", count: berlin).joined(separator: " ") + " Enter")
        let blank = try #require(base.top(data))
        #expect(blank.title == "cities.csv › city = Berlin, country is blank" && base.shownRows(blank) == [5])
    }

    @Test func aFilteredScreenCountsTheCombinationsOfItsRows() throws {
        let (s, data, _) = try base.citiesScreen(["--where", "pop > 5"])
        try s.press("Right ! Left ! F")
        _ = s.window.send(.tick)
        let sheet = try #require(base.top(data))
        #expect(counted(sheet, 2) == expected([0, 1]) { Int($0[2])! > 5 })
        #expect(base.fields(sheet).count == 5)
    }

    @Test func oneKeyColumnIsCountedAsTheCursorsColumnIs() throws {
        let (s, data, _) = try base.citiesScreen()
        try s.press("Right Right ! Left Left F")  // pop marked, the cursor back on city
        _ = s.window.send(.tick)
        let sheet = try #require(base.top(data))
        #expect(sheet.title == "cities.csv › pop frequency")
        #expect(sheet.source.columns.map(\.name) == ["pop", "count", "percent", "histogram"])
        #expect(counted(sheet, 1) == expected([2]))
    }

    @Test func aHiddenKeyColumnIsNotCountedAndUTakesAMarkBack() throws {
        let (s, data, _) = try base.citiesScreen()
        try s.press("! Right ! -")  // country hidden: city alone is counted
        try s.press("F")
        _ = s.window.send(.tick)
        let sheet = try #require(base.top(data))
        #expect(sheet.title == "cities.csv › city frequency")
        try s.press("Esc U U")  // the column shown again, then its mark taken back
        #expect(base.top(data) === data && data.state.keyColumns == [0])
        #expect(header(s).hasPrefix(" 🔑 city ") && header(s).contains(" country ") && !header(s).contains("🔑 country"))
        try s.press("U")
        #expect(data.state.keyColumns.isEmpty && !s.screen.contains("🔑"))
    }

    @Test func thePrintedScreenOfAKeyScriptIsTheCombinationsSheet() throws {
        let path = try TemporaryFiles.file("cities.csv", ViewFrequencyTests.cities + "\n", prefix: "tk-keys")
        let r = try BuiltProduct.run(
            "tablekit", ["view", path, "--print", "--width", "72", "--height", "12", "--keys", "! Right ! F"],
            environment: ["LC_ALL": "C.UTF-8"])
        #expect(r.status == 0 && r.stderr == "")
        assertSnapshot(text: r.stdout, named: "view-print-keys-frequency-combinations-72x12")
    }
}

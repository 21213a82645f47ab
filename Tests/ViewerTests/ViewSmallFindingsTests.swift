import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// What a new user met on inputs with nothing in them and on the help: an empty file's
/// search and `s`, `[]`'s columns, a header-only CSV from a pipe, the list of formats.
@Suite("tablekit view: empty inputs, a header from a pipe, the help")
@MainActor
struct ViewSmallFindingsTests {
    let screens = ViewScreenTests()

    @Test func aSearchOfAnEmptyFileSaysItIsEmptyAlone() throws {
        let (s, data) = try screens.screen([try screens.file("e.csv", "")])
        try s.press("/ x")
        #expect(data.searchController.isActive)
        #expect(data.statusText == "no rows: e.csv is empty")
    }

    @Test(arguments: [("e.csv", ""), ("e.txt", ""), ("h.csv", "name,age\n")])
    func sortingAnInputWithNoRowsDrawsNoArrow(name: String, text: String) throws {
        let (s, data) = try screens.screen([try screens.file(name, text)])
        try s.press("s")
        #expect(data.tableView.sortDescriptor == nil)
        #expect(!s.screen.contains("▲") && !s.screen.contains("▼"), "\(s.screen)")
    }

    @Test func anEmptyJSONArrayHasNoColumnTitle() throws {
        let (s, data) = try screens.screen([try screens.file("none.json", "[]")], size: Size(width: 30, height: 5))
        #expect(data.source.columns.map(\.name) == [""])
        #expect(
            s.lines == [
                "          none.json",
                "🔍 Search",
                "",
                " no rows in none.json",
                "↑↓ move  ? help  q quit",
            ], "\(s.screen)")
    }

    @Test func aHeaderOnlyCSVOnStandardInputIsReadAsCSV() throws {
        let input = try screens.file("header", "name,age,city\n")  // no extension: sniffed
        let r = try BuiltProduct.run(
            "tablekit", ["view", "-", "--print", "--width", "40", "--height", "5"], input: input)
        #expect(r.status == 0)
        // No rows is no failure: the screen says it, stderr stays empty (as cat and less).
        #expect(r.stderr == "")
        #expect(r.stdout.contains(" name   age   city"), "\(r.stdout)")
        #expect(r.stdout.contains("header only: 3 columns, no rows"), "\(r.stdout)")
    }

    @Test func theHelpNamesEveryFormat() throws {
        let r = try BuiltProduct.run("tablekit", ["--help"])
        #expect(r.status == 0)
        for format in ["text", "CSV/TSV", "JSON", "SQLite", "property list"] {
            #expect(r.stdout.contains(format), "\(format): \(r.stdout)")
        }
    }
}

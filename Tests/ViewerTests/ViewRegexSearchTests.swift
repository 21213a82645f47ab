import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// ⌃R in the search bar (or `--regex`) reads the text as a regular expression, matched in
/// each field on its own; the bar's prompt says `regex`, and what is wrong with a pattern
/// that is not one, while the results stay as they were.
@Suite("tablekit view: regex search")
@MainActor
struct ViewRegexSearchTests {
    let screens = ViewScreenTests()
    static let codes = """
        code,name
        0aM,first
        x0aM,not at the start
        00M,second
        0M,too short
        0zm,lower case

        """

    func codesScreen(_ args: [String] = []) throws -> (ScreenDriver, DataTableViewController) {
        try screens.screen([try screens.file("codes.csv", Self.codes)] + args, size: Size(width: 40, height: 9))
    }

    @Test func ctrlRMakesCaretZeroDotMFindTheFieldsStartingWithZeroAnyCharacterM() throws {
        let (s, data) = try codesScreen()
        try s.press("/ C-r '^0.M'")
        #expect(data.state.searchesRegex)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 2], universe: 5)))
        #expect(data.statusText == "2 of 5 rows")
        #expect(s.lines[1].hasPrefix("🔍 regex ^0.M"))
        assertSnapshot(s.canvas, named: "view-regex-40x9")
        // An uppercase letter makes the case count; none ignores it (smart case).
        try s.press("BS m")  // ^0.m
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 2, 4], universe: 5)))
    }

    @Test func aPatternThatIsNotOneSaysWhyInThePromptAndKeepsTheResults() throws {
        let (s, data) = try codesScreen()
        try s.press("/ C-r '^0'")
        let before = data.arrangement.sections[0].rows
        try s.press("'('")
        #expect(data.searchController.searchBar.prompt == "regex: expected ')'")
        #expect(data.arrangement.sections[0].rows == before)
        try s.press("')'")  // ^0() is a pattern again
        #expect(data.searchController.searchBar.prompt == "regex")
        #expect(data.arrangement.sections[0].rows == before)
    }

    @Test func ctrlRAgainReadsTheTextAsWords() throws {
        let (s, data) = try codesScreen()
        try s.press("/ C-r 'a|z'")
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 1, 4], universe: 5)))  // an a or a z
        try s.press("C-r")
        #expect(!data.state.searchesRegex && data.searchController.searchBar.prompt == nil)
        #expect(data.statusText == "0 of 5 rows")  // no field holds the word "a|z"
    }

    @Test func theRegexOptionWithSearchAndItsErrorOnTheCommandLine() throws {
        let (_, data) = try codesScreen(["--search", "^0.M", "--regex"])
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 2], universe: 5)))
        #expect(throws: CommandLineOptions.UsageError.self) { try codesScreen(["--search", "(", "--regex"]) }
        do {
            _ = try codesScreen(["--search", "a{2,1}", "--regex"])
        } catch {
            #expect(
                "\(error)"
                    == "option --search: not a regular expression: range lower bound '2' must be less than or equal to upper bound '1'"
            )
        }
    }

    @Test func aBackgroundRegexSearchIsChunkedAndApplied() throws {
        let (s, data) = try codesScreen()
        let runner = InlineJobRunner()
        data.jobs = runner
        data.backgroundSearchThreshold = 0
        try s.press("/ C-r '^0.M'")
        #expect(data.state.search != nil)
        _ = s.window.send(.tick)
        #expect(data.state.search == nil)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 2], universe: 5)))
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitData
@testable import tablekit

/// A parse error found while viewing is shown at once: the status line reads it in place
/// of the count, the rows before it stay browsable, and a row picked before it is printed.
@Suite("tablekit view: an error found while loading")
@MainActor
struct ViewLoadingErrorTests {
    static let error = DataError("bad.jsonl:4:33: not valid JSON: expected a key in quotes")

    func screen(pick: Bool = false) -> (ScreenDriver, DataTableViewController, GrowingSource) {
        let source = GrowingSource(lines: ["alpha", "beta", "gamma"], title: "bad.jsonl")
        var config = ViewConfiguration(shownColumns: [0])
        if pick { config.pick = ViewConfiguration.PickMode() }
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 90, height: 8))
        source.grow(to: 3)
        s.window.send(.tick)
        return (s, vc, source)
    }

    @Test func theStatusLineShowsTheErrorAtOnceAndTheRowsBeforeItStay() throws {
        let (s, vc, source) = screen()
        #expect(s.lines[6] == " counting… 3 rows")
        source.fail(Self.error)
        #expect(s.window.send(.tick))
        #expect(s.lines[6] == " bad.jsonl:4:33: not valid JSON: expected a key in quotes · 3 rows before it")
        #expect(s.lines[7].hasSuffix("q quit"))
        try s.press("G")
        #expect(s.lines[2...4] == [" alpha", " beta", " gamma"])  // under the search bar: they fit
        #expect(vc.loadingError == Self.error)  // q: printed on stderr, exit 1
        #expect(vc.pickedBeforeError == nil)
    }

    @Test func aSearchSaysHowManyOfTheRowsBeforeTheErrorMatch() throws {
        let (s, _, source) = screen()
        source.fail(Self.error)
        s.window.send(.tick)
        try s.press("/ 'et'")
        #expect(s.lines[6] == " bad.jsonl:4:33: not valid JSON: expected a key in quotes · 1 of 3 rows before it")
    }

    /// The user chose a row read before the error, with the error on screen: it is printed
    /// (exit 0), not thrown away
    /// (docs/decisions/2026-12-01-max-input-the-message-names-the-limit-print-shows-the-rows-a.md).
    @Test func aRowPickedBeforeTheErrorIsKept() throws {
        let (s, vc, source) = screen(pick: true)
        source.fail(Self.error)
        s.window.send(.tick)
        try s.press("Down Enter")
        #expect(vc.picked == [Array("beta".utf8)])
        #expect(vc.pickedBeforeError == [Array("beta".utf8)])
    }

    /// At 80 columns the error's position and message show whole, on two status lines,
    /// where one line cut them with `…`.
    @Test func aLongErrorTakesTwoStatusLinesAndShowsWhole() throws {
        let source = GrowingSource(lines: ["alpha", "beta", "gamma"], title: "data.json")
        let vc = ViewCommand.makeScreen(source: source, config: ViewConfiguration(shownColumns: [0]), isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 80, height: 12))
        source.grow(to: 3)
        source.fail(
            DataError(
                "exports/2026/customers/data.json:1:48213: record 1,204: not valid JSON: expected ',' or '}' in an object"
            ))
        s.window.send(.tick)
        #expect(
            s.lines[9...10] == [
                " exports/2026/customers/data.json:1:48213: record 1,204: not valid JSON:",
                " expected ',' or '}' in an object · 3 rows before it",
            ])
        #expect(s.lines[11].hasSuffix("q quit"))
        #expect(s.lines[2...4] == [" alpha", " beta", " gamma"])
    }

    @Test(arguments: [
        ("short", 10, ["short"]),
        ("one two three", 7, ["one two", "three"]),
        ("one two three four five", 7, ["one two", "three…"]),
    ])
    func statusLinesWrapToTwoAndCutTheRest(status: String, width: Int, lines: [String]) {
        #expect(Window.statusLines(status, width: width) == lines)
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// The `tablekit view` screens of its manual, docs/VIEW.md, are what the commands under
/// them print (a fresh user found the pick screen's key bar differed at 40 columns).
@Suite("docs/VIEW.md: tablekit view screens")
@MainActor
struct ViewManualScreenTests {
    /// The manual's first fenced block whose last line is `lastLine` (after the heading
    /// `section`, when given).
    func block(endingWith lastLine: String, in section: String? = nil) throws -> String {
        let manual = try PackagePaths.text("docs/VIEW.md")
        let from = try section.map { try #require(manual.range(of: "\n" + $0 + "\n")).upperBound } ?? manual.startIndex
        let end = try #require(manual.range(of: "\n" + lastLine + "\n```\n", range: from..<manual.endIndex))
        let open = try #require(
            manual.range(of: "```\n", options: .backwards, range: manual.startIndex..<end.lowerBound))
        return String(manual[open.upperBound..<end.lowerBound]) + "\n" + lastLine
    }

    /// `tablekit view Examples/Data/cities.csv --print --width 72 --height 10 --keys "Right Right Right s s"`
    @Test func theSortedCSVScreen() throws {
        let path = PackagePaths.root.appendingPathComponent("Examples/Data/cities.csv").path
        let (s, _) = try ViewScreenTests().screen([path], size: Size(width: 72, height: 10))
        try s.press("Right Right Right s s")
        #expect(
            s.screen.trimmingCharacters(in: .newlines)
                == (try block(
                    endingWith: "↑↓ move  Enter open  ←→ column  s sort  / search  ? help  q quit",
                    in: "## Columns, sort, search, detail")))
    }

    /// `tablekit view df-h.txt --format fixed --print --width 72 --height 10 --keys "Right Right Right Right s s"`
    @Test func theCommandOutputScreen() throws {
        let path = PackagePaths.root.appendingPathComponent("Tests/TableKitDataTests/Fixtures/df-h.txt").path
        let (s, _) = try ViewScreenTests().screen([path, "--format", "fixed"], size: Size(width: 72, height: 10))
        try s.press("Right Right Right Right s s")
        #expect(
            s.screen.trimmingCharacters(in: .newlines)
                == (try block(
                    endingWith: "↑↓ move  Enter open  ←→ column  s sort  / search  ? help  q quit",
                    in: "### Command output in columns")))
    }

    /// `ls Examples | tablekit view - --pick --print --width 40 --height 10 --keys "Down Down"`
    @Test func thePickScreen() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: PackagePaths.root.appendingPathComponent("Examples").path
        )
        .filter { !$0.hasPrefix(".") }.sorted()
        let source = GrowingSource(lines: names, title: "standard input")
        source.grow(to: names.count, complete: true)
        var config = ViewConfiguration(shownColumns: [0])
        config.pick = .init()
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 10))
        try s.press("Down Down")
        #expect(
            s.screen.trimmingCharacters(in: .newlines) == (try block(endingWith: "↑↓ move  Enter pick  ? help  q quit"))
        )
        try s.press("Enter")
        #expect(vc.picked == [Array("Fruits".utf8)])
    }
}

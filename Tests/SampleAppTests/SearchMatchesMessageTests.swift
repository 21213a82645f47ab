import Foundation
import TableKitTestSupport
import Testing

@testable import Sections
@testable import TableKit
@testable import TableKitApps

/// `n`/`N` at either end of the matches: the cursor stays, as in `less` without wrapping,
/// and the status line says so ("Last match", "First match"; "Pattern not found" when
/// nothing matches) until the cursor moves, in the short form and in the Sections sample.
@MainActor
@Suite struct SearchMatchesMessageTests {
    @Test(arguments: [
        ([1, 3, 5], Optional(5), 1, nil as Int?, Optional(SearchMatches.lastMatchMessage)),
        ([1, 3, 5], 1, -1, nil, SearchMatches.firstMatchMessage),
        ([1, 3, 5], 3, 1, 5, nil),
        ([1, 3, 5], 3, -1, 1, nil),
        ([1, 3, 5], nil, 1, 1, nil),
        ([Int](), 2, 1, nil, SearchMatches.notFoundMessage),
    ])
    func aStepPastEitherEndStaysAndSaysWhy(matches: [Int], current: Int?, delta: Int, target: Int?, message: String?) {
        let step = SearchMatches.step(in: matches, from: current, delta: delta)
        #expect(step.target == target)
        #expect(step.message == message)
    }

    /// Hannah is the last of Ann, Anna, Hannah: `n` there says "Last match" and the cursor
    /// stays; ↑ moves the cursor and the count comes back.
    @Test func shortFormSaysLastMatchAndFirstMatchUntilTheCursorMoves() throws {
        let content = ListContent(sections: [
            .init(title: "A", rows: ["Ann", "Bob", "Anna", "Cy", "Hannah"].map { .init(text: $0) })
        ])
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 10))
        try w.press("/ 'ann' Enter Enter n n")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        #expect(vc.statusText == "5 rows")
        try w.press("n")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 4, section: 0))
        #expect(vc.statusText == "Last match")
        #expect(w.lines[w.lines.count - 2].trimmingCharacters(in: .whitespaces) == "Last match")
        try w.press("Up")
        #expect(vc.statusText == "5 rows")
        try w.press("N N N")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(vc.statusText == "First match")
        try w.press("n")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 2, section: 0))
        #expect(vc.statusText == "5 rows")
    }

    @Test func shortFormSaysPatternNotFoundWhenTheResultsAreEmpty() throws {
        let content = ListContent(sections: [.init(title: "A", rows: ["Ann", "Bob"].map { .init(text: $0) })])
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 10))
        try w.press("/ 'zzq' Down n")
        #expect(vc.statusText == SearchMatches.notFoundMessage)
    }

    @Test func sectionsSampleSaysLastMatchAndFirstMatchUntilTheCursorMoves() throws {
        let vc = SectionsViewController(content: try ListContent.load(path: sortedNamesPath()), style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 80, height: 24))
        func cursorName() -> String? { vc.table.cursorIndexPath.flatMap { vc.names[vc.keys[$0.section]]?[$0.row] } }
        try w.press("/ 'hannah' Down Enter")
        #expect(cursorName() == "Hannah" && vc.keptQuery == "hannah")
        try w.press("n")
        #expect(cursorName() == "Hannah")
        #expect(vc.statusText == SearchMatches.lastMatchMessage)
        #expect(w.screen.contains("Last match"))
        try w.press("N")
        #expect(cursorName() == "Hannah")
        #expect(vc.statusText == SearchMatches.firstMatchMessage)
        try w.press("Down")
        #expect(vc.statusText == "1,950 names")
    }
}

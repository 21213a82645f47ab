import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// `IndexedListViewController.setContent(_:)`: a searchable list whose content changes
/// keeps its search, counts, empty view and the cursor on the same row.
@MainActor
@Suite struct IndexedListContentTests {
    let size = Size(width: 30, height: 10)

    static func content(_ names: [String]) -> ListContent {
        ListContent(sections: [.init(title: nil, rows: names.map { .init(text: $0) })])
    }

    func list(_ names: [String]) -> (ScreenDriver, IndexedListViewController) {
        let vc = IndexedListViewController(content: Self.content(names), style: .plain, noun: "names")
        return (ScreenDriver(vc, size: size), vc)
    }

    func cursorText(_ vc: IndexedListViewController) -> String? {
        vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text }
    }

    @Test func newContentKeepsTheSearchTheCountAndTheCursorOnItsRow() throws {
        let (w, vc) = list(["Ann", "Anna", "Bob", "Dan"])
        try w.press("/ 'an' Down Down")
        #expect(cursorText(vc) == "Anna")
        #expect(vc.statusText == "3 of 4 names")
        vc.setContent(Self.content(["Al", "Ann", "Anna", "Danny", "Dan"]))
        #expect(vc.searchController.isActive && vc.searchController.text == "an")
        #expect(vc.statusText == "4 of 5 names")
        #expect(cursorText(vc) == "Anna", "the cursor follows its row, not its row number")
        #expect(w.lines.contains { $0.contains("Danny") })
    }

    @Test func newContentWithNoMatchShowsNoResultsAndAMatchBringsTheRowsBack() throws {
        let (w, vc) = list(["Ann", "Bob"])
        try w.press("/ 'zo'")
        #expect(w.screen.contains("No Results"))
        vc.setContent(Self.content(["Ann", "Zoe"]))
        #expect(!w.screen.contains("No Results") && w.screen.contains("Zoe"))
        #expect(vc.statusText == "1 of 2 names")
        vc.setContent(Self.content(["Ann"]))
        #expect(w.screen.contains("No Results") && vc.statusText == "0 of 1 name")
    }

    @Test func newContentOutsideSearchKeepsTheCursorAndCancelStillReturnsToIt() throws {
        let (w, vc) = list(["Ann", "Bob", "Cy", "Dee"])
        try w.press("Down Down")  // the cursor on Cy
        #expect(cursorText(vc) == "Cy")
        vc.setContent(Self.content(["Al", "Ann", "Bob", "Cy", "Dee"]))
        #expect(cursorText(vc) == "Cy" && vc.statusText == "5 names")
        try w.press("/ 'a'")
        vc.setContent(Self.content(["Ab", "Al", "Ann", "Bob", "Cy", "Dee"]))
        try w.press("Esc")
        #expect(cursorText(vc) == "Cy", "cancel returns to the row the cursor was on before searching")
    }

    @Test func enterAfterNewContentActsOnTheFirstResult() throws {
        let (w, vc) = list(["Bea", "Ben", "Cy"])
        try w.press("/ 'be'")
        vc.setContent(Self.content(["Abe", "Bea", "Ben", "Cy"]))
        try w.press("Enter")
        #expect(cursorText(vc) == "Abe")
        try w.press("Enter")
        #expect(vc.selectedRow.map { vc.content.rows[$0].text } == "Abe")
    }
}

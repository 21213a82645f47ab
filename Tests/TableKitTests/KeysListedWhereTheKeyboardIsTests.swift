import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The keys that act where the keyboard is are in the help shown there: ↓ from a search
/// field to the results, and the full help's own scrolling keys.
@MainActor
@Suite struct KeysListedWhereTheKeyboardIsTests {
    @Test func theSearchFieldListsDownToTheResultsAndDownGoesThere() throws {
        let list = FruitList()
        let w = ScreenDriver(list, size: Size(width: 60, height: 12))
        try w.press("/")
        #expect(list.searchController.searchBar.isEditing)
        let toResults = w.window.helpBindings.filter { $0.help == "to results" }
        // Tab picks the next scope while the scope bar shows, so only ↓ is listed.
        #expect(list.searchController.searchBar.isScopeBarVisible)
        #expect(toResults.map(\.keys) == [[.down]])
        #expect(!toResults[0].showsInShortHelp)
        try w.press("Down")
        #expect(!list.searchController.searchBar.isEditing && list.searchController.isActive)
    }

    @Test func aBareSearchBarListsDownAndTabToTheResults() {
        let bar = SearchBar()
        let results = bar.keyActions.keyBindings.filter { $0.help == "to results" }
        #expect(results.map(\.keys) == [[.down, .tab]])
    }

    @Test(arguments: [
        (true, ["↑↓ scroll  Esc/q close  ^C quit", "Esc/q close  ^C quit", "Esc/q close ^C quit", "Esc/q close"]),
        (false, ["Esc/q close  ^C quit", "Esc/q close ^C quit", "Esc/q close"]),
    ])
    func theFullHelpsCloseLineIsItsTablesEntries(scrolls: Bool, lines: [String]) {
        #expect(Window.fullHelpCloseLines(scrolls: scrolls) == lines)
    }

    @Test func theFullHelpListsItsScrollingKeysWhileItScrolls() {
        let scrolling = Window.fullHelpKeyActions(for: nil, scrolls: true).keyBindings
        #expect(scrolling.map(\.help) == ["scroll", "close", "quit"])
        #expect(
            scrolling[0].keys == [
                .up, .character("k"), .down, .character("j"), .pageUp, .ctrl("b"), .ctrl("u"), .pageDown,
                .character(" "), .ctrl("f"), .ctrl("d"), .home, .character("g"), .end, .character("G"),
            ])
        #expect(Window.fullHelpKeyActions(for: nil, scrolls: false).keyBindings.map(\.help) == ["close", "quit"])
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import Sections
@testable import TableKit
@testable import TableKitApps

/// The Sections sample's screen, driven by keys as a person would, checked as text.
@MainActor
@Suite struct SectionsScreenTests {
    func window(_ size: Size = Size(width: 80, height: 24), style: TableView.Style = .plain) throws -> (
        ScreenDriver, IndexedListViewController
    ) {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: style, noun: "names")
        let w = ScreenDriver(vc, size: size)
        return (w, vc)
    }

    @Test func plainAt80x24() throws {
        let (w, _) = try window()
        assertSnapshot(w.canvas, named: "sections-plain-80x24")
    }

    @Test func groupedAt80x24() throws {
        let (w, _) = try window(style: .grouped)
        assertSnapshot(w.canvas, named: "sections-grouped-80x24")
    }

    @Test func searchingAb() throws {
        let (w, vc) = try window()
        try w.press("/ 'ab'")
        assertSnapshot(w.canvas, named: "sections-search-ab-80x24")
        #expect(vc.tableView.shownIndexTitles.isEmpty)  // the index hides while searching
        #expect(vc.statusText == "22 of 1,950 names")
    }

    @Test func noResults() throws {
        let (w, vc) = try window()
        try w.press("/ 'zzq'")
        assertSnapshot(w.canvas, named: "sections-no-results-80x24")
        #expect(vc.tableView.numberOfSections == 0)
    }

    @Test func smallAndTinyTerminals() throws {
        let (w, _) = try window(Size(width: 20, height: 5))
        assertSnapshot(w.canvas, named: "sections-plain-20x5")
        let (tiny, _) = try window(Size(width: 1, height: 1))
        #expect(tiny.screen == "…")
        let (empty, _) = try window(Size(width: 0, height: 0))
        #expect(empty.screen == "")
    }

    @Test func theSearchBarStartsHiddenAndUpRevealsIt() throws {
        let (w, vc) = try window()
        #expect(vc.tableView.contentOffset.y == 1)
        #expect(!w.screen.contains("Search"))
        try w.press("Down Up Up")
        #expect(vc.tableView.contentOffset.y == 0)
        #expect(w.screen.hasPrefix("🔍 Search"))
    }

    @Test func tabAndALetterJumpThroughTheIndex() throws {
        let (w, _) = try window()
        try w.press("Down Tab M")
        let lines = w.screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(" M "))
        #expect(lines[1].hasPrefix(" Ma "))
    }

    @Test func escapeRestoresTheListAndTheScrollPosition() throws {
        let (w, vc) = try window()
        try w.press("Tab K Enter")
        let before = vc.tableView.contentOffset.y
        let screenBefore = w.screen
        try w.press("/ 'ann' Esc")
        #expect(vc.tableView.contentOffset.y == before)
        #expect(w.screen == screenBefore)
        #expect(!vc.searchController.isActive)
    }

    @Test func enterOnAResultEndsSearchingWithTheRowSelected() throws {
        let (w, vc) = try window()
        try w.press("/ 'jos' Down Enter")
        #expect(!vc.searchController.isActive)
        let ip = try #require(vc.tableView.indexPathForSelectedRow)
        #expect(vc.content.rows[vc.rowID(at: ip)].text.hasPrefix("Jos"))
        #expect(vc.tableView.indexPathsForVisibleRows.contains(ip))
        #expect(vc.tableView.numberOfSections == vc.content.sections.count)
    }

    @Test func selectionFollowsTheRowThroughFiltering() throws {
        let (w, vc) = try window()
        try w.press("Tab J Enter Down Enter")  // select the first J name
        let selected = try #require(vc.selectedRow)
        try w.press("/ 'j'")
        let ip = try #require(vc.tableView.indexPathForSelectedRow)
        #expect(vc.rowID(at: ip) == selected)
        try w.press("'zzz'")
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        try w.press("BS BS BS")
        #expect(vc.tableView.indexPathForSelectedRow.map(vc.rowID(at:)) == selected)
    }

    @Test func diacriticsAndRegexCharactersInQueries() throws {
        let content = ListContent(sections: [.init(title: "J", rows: [.init(text: "José"), .init(text: "Jo.e")])])
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = ScreenDriver(vc, size: Size(width: 30, height: 8))
        try w.press("/ 'jose'")
        #expect(vc.shown.map(\.rows) == [[0]])
        try w.press("C-u '.e'")
        #expect(vc.shown.map(\.rows) == [[1]])
        _ = w
    }

    @Test func questionMarkShowsAllKeysAndAnyKeyCloses() throws {
        let (w, _) = try window()
        try w.press("?")
        #expect(w.showsFullHelp)
        let lines = w.screen.split(separator: "\n")
        #expect(lines.contains { $0.range(of: #"│ Tab +index +│"#, options: .regularExpression) != nil })
        #expect(
            lines.contains { $0.range(of: #"│ PgUp/\^B/PgDn/\^F/Space +page +│"#, options: .regularExpression) != nil })
        #expect(lines.contains { $0.contains("│ Esc/q close  ^C quit") })
        try w.press("x")
        #expect(!w.showsFullHelp)
        try w.press("? Esc")
        #expect(!w.showsFullHelp && w.isRunning)
        try w.press("? q")  // q closes the help, as in less
        #expect(!w.showsFullHelp && w.isRunning)
        try w.press("? ^C")  // ⌃C quits from the help
        #expect(!w.isRunning)
    }
}

@MainActor
@Suite struct SearchCancelCursorTests {
    @Test func cancellingAFilteredSearchPutsTheCursorBack() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = ScreenDriver(vc, size: Size(width: 80, height: 24))
        for e in try KeyScript.parse("Tab M Enter Down Down Down") { w.send(e) }
        let cursor = try #require(vc.tableView.cursorIndexPath)
        #expect(vc.content.rows[vc.rowID(at: cursor)].text == "Mack")
        for e in try KeyScript.parse("/ 'ab' Esc") { w.send(e) }
        #expect(vc.tableView.cursorIndexPath == cursor)
        w.send(.key(.down))
        #expect(vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text } == "Madeleine")
    }
}

/// The sample's own screen, ``SectionsViewController``: the listing's data source and
/// search steps, drawn exactly as the library's `IndexedListViewController` draws the same
/// names (the app's `--short`).
@MainActor
@Suite struct SectionsListingTests {
    func listing(style: TableView.Style = .plain) throws -> (ScreenDriver, SectionsViewController) {
        let vc = SectionsViewController(content: try ListContent.load(path: sortedNamesPath()), style: style)
        return (ScreenDriver(vc, size: Size(width: 80, height: 24)), vc)
    }

    @Test(arguments: [
        ("", TableView.Style.plain), ("", .grouped), ("Down Tab M", .plain), ("Tab M Enter / 'ab'", .plain),
        ("/ 'ann'", .grouped), ("/ 'zzq'", .plain), ("Tab K Enter / 'ann' Esc", .plain),
        ("/ 'ab' Down Down Esc", .plain),
        ("/ 'jos' Down Enter", .plain), ("/ 'ab' Enter Down Enter", .plain), ("Down Up Up", .plain),
        ("PgDn PgDn Tab Up Up Enter", .plain),
        ("/ 'ann' Down Enter n n N", .plain), ("/ 'ann marie' Enter Enter n", .plain), ("/ 'ab' Enter n n N", .plain),
        ("/ 'ann' Down Enter G N N", .plain), ("/ 'ann' Down Enter g n", .grouped),
        ("PgDn Down Down / 'ma' Esc", .grouped), ("/ 'ma' Enter Esc", .grouped), ("/ 'ma' Enter Esc", .plain),
        ("Tab K Enter / 'ma' Down Down Esc", .plain),
    ])
    func drawsWhatTheShortFormDraws(keys: String, style: TableView.Style) throws {
        let (w, vc) = try listing(style: style)
        let shortForm = IndexedListViewController(
            content: try ListContent.load(path: sortedNamesPath()), style: style, noun: "names")
        shortForm.searchController.automaticallyShowsCancelButton = true  // as `sections --short`
        let short = ScreenDriver(shortForm, size: Size(width: 80, height: 24))
        try w.press(keys)
        try short.press(keys)
        #expect(w.screen == short.screen)
        #expect(vc.statusText == short.window.rootViewController.statusText)
    }

    /// The name under the listing's cursor.
    func cursorName(_ vc: SectionsViewController) -> String? {
        vc.table.cursorIndexPath.flatMap { vc.names[vc.keys[$0.section]]?[$0.row] }
    }

    @Test(arguments: [TableView.Style.plain, .grouped])
    func escWhileTypingPutsTheCursorBackOnTheNameItWasOn(style: TableView.Style) throws {
        let (w, vc) = try listing(style: style)
        try w.press("PgDn Down Down")
        let name = try #require(cursorName(vc))
        let offset = vc.table.contentOffset
        let screen = w.screen
        try w.press("/ 'ma' Esc")
        #expect(cursorName(vc) == name)
        #expect(vc.table.contentOffset == offset)
        #expect(w.screen == screen)
    }

    @Test(arguments: [TableView.Style.plain, .grouped])
    func escAfterEnterKeepsTheCursorOnTheResultChosen(style: TableView.Style) throws {
        let (w, vc) = try listing(style: style)
        try w.press("/ 'ma' Enter")
        let chosen = try #require(cursorName(vc))
        #expect(chosen.lowercased().contains("ma") && chosen != "Aaron")
        try w.press("Esc")
        #expect(!vc.isSearching)
        #expect(cursorName(vc) == chosen)
        #expect(w.lines.dropLast(2).contains { $0.contains(chosen) }, "the chosen name is in view")
        try w.press("Enter")
        #expect(vc.table.indexPathForSelectedRow.flatMap { vc.names[vc.keys[$0.section]]?[$0.row] } == chosen)
    }

    @Test func resetSearchPutsTheMagnifierFirstAndEveryNameBack() throws {
        let (_, vc) = try listing()
        #expect(vc.keys.first == TableView.indexSearch)
        #expect(vc.keys.count == 27)
        #expect(vc.sectionIndexTitles(for: vc.table) == vc.keys)
        vc.handleSearch(for: "ab")
        vc.resetSearch()
        #expect(vc.keys.count == 27)
        #expect(vc.names == vc.allNames)
    }

    @Test func handleSearchKeepsTheMatchingNamesAndDropsEmptySections() throws {
        let (w, vc) = try listing()
        try w.press("/ 'ab'")
        #expect(vc.isSearching)
        #expect(vc.sectionIndexTitles(for: vc.table) == nil)
        #expect(!vc.keys.contains(TableView.indexSearch))
        #expect(vc.keys.allSatisfy { !(vc.names[$0] ?? []).isEmpty })
        #expect(vc.keys.flatMap { vc.names[$0] ?? [] }.allSatisfy { $0.lowercased().contains("ab") })
        #expect(vc.shownCount == 22)
        #expect(vc.statusText == "22 of 1,950 names")
        try w.press("Esc")
        #expect(!vc.isSearching)
        #expect(vc.statusText == "1,950 names")
    }

    /// The magnifier reaches `sectionForSectionIndexTitle`, which scrolls to the search bar
    /// and answers `NSNotFound` (handled).
    @Test func theMagnifierScrollsToTheSearchBarItself() throws {
        let (w, vc) = try listing()
        try w.press("Tab M Enter")
        #expect(vc.table.contentOffset.y > 1)
        #expect(vc.tableView(vc.table, sectionForSectionIndexTitle: TableView.indexSearch, at: 0) == NSNotFound)
        #expect(vc.table.contentOffset.y == 0)
        // Chosen in the index, as a person would: the same, through the table.
        try w.press("Tab M Enter")
        vc.table.chooseIndexTitle(0)
        #expect(vc.table.contentOffset.y == 0 && w.lines[0].hasPrefix("🔍"))
        #expect(vc.tableView(vc.table, sectionForSectionIndexTitle: "M", at: 13) == 13)
    }

    /// After choosing a result, `n`/`N` go to the next and previous names
    /// matching the term in the full list, as in the short form, and `?` lists them.
    @Test func nAndShiftNGoToTheMatchesOfTheTermKeptAfterChoosing() throws {
        let (w, vc) = try listing()
        func cursorName() -> String? { vc.table.cursorIndexPath.flatMap { vc.names[vc.keys[$0.section]]?[$0.row] } }
        #expect(!w.window.helpBindings.contains { $0.help == "next/prev match" })
        try w.press("/ 'ann' Down Enter")
        #expect(!vc.isSearching && vc.keptQuery == "ann" && cursorName() == "Adrianne")
        try w.press("n")
        #expect(cursorName() == "Ann")
        try w.press("n")
        #expect(cursorName() == "Anna")
        try w.press("N")
        #expect(cursorName() == "Ann")
        #expect(w.lines.last?.contains("n/N next/prev match") == true)
        #expect(
            KeyBinding.fullHelp(w.window.helpBindings).contains {
                $0.hasPrefix("n/N") && $0.hasSuffix("next/prev match")
            })
    }

    /// The Cancel button shows at the bar's right end while searching, as the listing
    /// turns it on in `searchBarTextDidBeginEditing:`, and hides when searching ends.
    @Test(arguments: ["Esc", "Down Enter"])
    func theCancelButtonShowsWhileSearching(ending: String) throws {
        let (w, vc) = try listing()
        #expect(!vc.search.showsCancelButton)
        try w.press("/ 'ab'")
        #expect(vc.search.showsCancelButton)
        #expect(w.lines[0].hasPrefix("🔍 ab") && w.lines[0].hasSuffix(" Cancel"))
        try w.press(ending)
        #expect(!vc.isSearching && !vc.search.showsCancelButton)
        #expect(!w.screen.contains("Cancel"))
    }

    @Test func choosingAResultEndsSearchingOnThatNameInTheFullList() throws {
        let (w, vc) = try listing()
        try w.press("/ 'jos' Down Enter")
        #expect(!vc.isSearching)
        let ip = try #require(vc.table.indexPathForSelectedRow)
        #expect(vc.names[vc.keys[ip.section]]?[ip.row].hasPrefix("Jos") == true)
        #expect(vc.table.indexPathsForVisibleRows.contains(ip))
    }
}

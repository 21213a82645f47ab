import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `--pick` on every input: a list (a property list, `--key`, `--collate`
/// alone) picks a row's text, a SQLite table list opens the table whose row is picked,
/// Enter in the search bar picks at once, and G Enter while counting picks the real last
/// row even when the count ends between the two keys.
@Suite("tablekit view: pick on every input")
@MainActor
struct ViewPickEveryInputTests {
    let screens = ViewScreenTests()

    func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
    }

    /// The root controller for `args` in a driven window.
    func root(_ args: [String], size: Size = Size(width: 40, height: 12)) throws -> (ScreenDriver, ViewController) {
        let root = try ViewCommand.makeController(try options(args))
        ViewRunner.dataScreen(root)?.source.waitUntilComplete()
        let s = ScreenDriver(root, size: size)
        _ = s.window.send(.tick)
        return (s, root)
    }

    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test(arguments: [
        (["Examples/Sections/Resources/sortednames.plist"], "Down Enter", "Abbie"),
        (["Examples/SimpleTable/Resources/dwarves.txt", "--collate", "en"], "/ d o Enter", "Doc"),
        (["Examples/Homepwner/Resources/items.json", "--key", "name"], "Down Enter", "Shiny Camera"),
    ])
    func aListPicksTheRowsText(args: [String], keys: String, printed: String) throws {
        let (s, root) = try root([Self.repo + "/" + args[0]] + args.dropFirst() + ["--pick"])
        #expect(root is PickListViewController)
        try s.press(keys)
        #expect(ViewRunner.pickedRows(root) == [Array(printed.utf8)])
        #expect(!s.window.isRunning)
    }

    @Test func escOnAListPicksNothing() throws {
        let (s, root) = try root([Self.repo + "/Examples/Sections/Resources/sortednames.plist", "--pick"])
        try s.press("Down Esc")
        #expect(ViewRunner.pickedRows(root) == nil)
        #expect(!s.window.isRunning)
    }

    /// A list has one column of text: the options it cannot honour are refused, one line.
    @Test(arguments: [
        ["--columns", "name"], ["--section-by", "name"], ["--search-column", "name"],
        ["--pick", "--multi"], ["--pick", "--print-column", "name"], ["--no-header"],
    ])
    func aListRefusesWhatItWouldIgnore(extra: [String]) throws {
        let plist = Self.repo + "/Examples/Sections/Resources/sortednames.plist"
        #expect(
            throws: CommandLineOptions.UsageError(
                "option \(extra[0] == "--pick" ? extra[1] : extra[0]) cannot be used with a list (a property list, a JSON object of lists, --key, --detail, or --collate without --section-by): it is one column of text (--pick picks a row's text)"
            )
        ) {
            _ = try ViewCommand.makeController(try options([plist] + extra))
        }
    }

    /// A JSON object of lists is a list too: it picks a row's text and refuses `--columns`.
    @Test func aJSONObjectOfListsPicksAndRefusesColumns() throws {
        let path = try screens.file("groups.json", #"{"A":["Ann","Al"],"B":["Bob"]}"#)
        let (s, root) = try root([path, "--pick"])
        try s.press("Down Enter")
        #expect(ViewRunner.pickedRows(root) == [Array("Al".utf8)])
        #expect(throws: CommandLineOptions.UsageError.self) {
            _ = try ViewCommand.makeController(try options([path, "--columns", "x"]))
        }
    }

    static var database: String { Bundle.module.url(forResource: "Fixtures/people", withExtension: "sqlite")!.path }

    /// Enter on the table list opens the table; Enter there picks its row (`--print-column`
    /// names the table's column, not the list's).
    @Test(arguments: [([String](), "bob\t25"), (["--print-column", "age"], "25")])
    func theSQLiteTableListOpensTheTableWhoseRowIsPicked(extra: [String], printed: String) throws {
        let (s, root) = try root([Self.database, "--pick"] + extra)
        let nav = try #require(root as? NavigationController)
        try s.press("Enter")
        #expect(nav.viewControllers.count == 2)
        #expect(s.window.isRunning && ViewRunner.pickedRows(root) == nil)
        (nav.topViewController as? DataTableViewController)?.source.waitUntilComplete()
        _ = s.window.send(.tick)
        try s.press("Down Enter")
        #expect(ViewRunner.pickedRows(root) == [Array(printed.utf8)])
        #expect(!s.window.isRunning)
    }

    /// One Enter in the table list's search bar opens the first table found, one in the
    /// table's picks its first result.
    @Test func enterInTheSearchBarsOpensThenPicks() throws {
        let (s, root) = try root([Self.database, "--pick"])
        let nav = try #require(root as? NavigationController)
        try s.press("/ p e o Enter")
        let table = try #require(nav.topViewController as? DataTableViewController)
        table.source.waitUntilComplete()
        table.jobs = InlineJobRunner()  // a SQLite search runs in the background: applied on a tick
        _ = s.window.send(.tick)
        try s.press("/ c y Enter")
        #expect(ViewRunner.pickedRows(root) == nil)  // the search still running: picked once found
        _ = s.window.send(.tick)
        #expect(ViewRunner.pickedRows(root) == [Array("cy\t40".utf8)])
    }

    @Test func escOnTheSQLiteTableListCancelsThePick() throws {
        let (s, root) = try root([Self.database, "--pick"])
        try s.press("Esc")
        #expect(!s.window.isRunning)
        #expect(ViewRunner.pickedRows(root) == nil)
    }

    /// fzf's habit: one Enter in the search bar picks the first result.
    @Test func enterInTheSearchBarPicksTheFirstResult() throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people), "--pick"])
        try s.press("/ o s l o Enter")
        #expect(data.picked == [Array("bob,25,Oslo".utf8)])
        #expect(!s.window.isRunning)
    }

    /// With `--multi`, Enter in the bar goes to the results, where Space marks them.
    @Test func enterInTheSearchBarGoesToTheResultsWithMulti() throws {
        let (s, data) = try screens.screen([
            try screens.file("people.csv", ViewScreenTests.people), "--pick", "--multi",
        ])
        try s.press("/ a n n Enter")
        #expect(data.picked == nil && s.window.isRunning)
        try s.press("Down Space Enter")
        #expect(data.picked == [Array("Marie-Ann,41,Lyon".utf8)])
    }

    /// The key bar keeps "Enter pick" at 40 columns (the screen in docs/VIEW.md); Esc cancels
    /// the pick as before, listed in the full help.
    @Test func aNarrowKeyBarKeepsEnterPick() throws {
        let lines = ["Cells", "Data", "Fruits"].joined(separator: "\n") + "\n"
        let (s, data) = try screens.screen(
            [try screens.file("names.txt", lines), "--pick"], size: Size(width: 40, height: 10))
        #expect(s.lines.last == "↑↓ move  Enter pick  ? help  q quit")
        #expect(data.keyBindings.contains { $0.help == "cancel pick" })
        try s.press("Esc")
        #expect(!s.window.isRunning && data.picked == nil)
    }

    /// G, then the source finishes, then Enter before a tick took in the last rows: the
    /// pick waits for them, and prints the real last row (it printed the old last row).
    @Test func gThenEnterAsTheCountEndsPicksTheRealLastRow() throws {
        let source = GrowingSource(lines: (1...5000).map { "line \($0)" })
        var config = ViewConfiguration(shownColumns: [0])
        config.pick = .init()
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        source.grow(to: 2000)
        _ = s.window.send(.tick)
        try s.press("G")
        #expect(vc.row(at: try #require(vc.tableView.cursorIndexPath)) == 1999)
        source.grow(to: 5000, complete: true)  // between the keys, no tick
        try s.press("Enter")
        #expect(vc.picked == nil && vc.state.picksAtEnd)
        _ = s.window.send(.tick)
        #expect(vc.picked == [Array("line 5000".utf8)])
        #expect(!s.window.isRunning)
    }

    /// The same with `--multi` and nothing marked.
    @Test func gThenEnterAsTheCountEndsPicksTheRealLastRowWithMulti() throws {
        let source = GrowingSource(lines: (1...300).map { "line \($0)" })
        var config = ViewConfiguration(shownColumns: [0])
        config.pick = .init(multiple: true)
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 8))
        source.grow(to: 100)
        _ = s.window.send(.tick)
        try s.press("G")
        source.grow(to: 300, complete: true)
        try s.press("Enter")
        _ = s.window.send(.tick)
        #expect(vc.picked == [Array("line 300".utf8)])
    }

    /// A search looks only in the columns shown; `--search-column` may name a hidden one.
    @Test(arguments: [
        (["--columns", "name", "--search", "oslo"], 0),
        (["--columns", "name,city", "--search", "oslo"], 1),
        (["--columns", "name", "--search", "25"], 0),
        (["--columns", "name", "--search-column", "age", "--search", "25"], 2),
    ])
    func aSearchLooksInTheShownColumns(args: [String], rows: Int) throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)] + args)
        #expect(data.arrangement.rowCount == rows)
        // The same in the background (a search of many rows), and taking in new rows.
        data.backgroundSearchThreshold = 0
        data.searchController.deactivate()
        data.search(args.last!)
        ViewRunner.waitForBackgroundWork(data, s.window)
        #expect(data.arrangement.rowCount == rows)
    }
}

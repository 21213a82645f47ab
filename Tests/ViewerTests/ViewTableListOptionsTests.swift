import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A SQLite database without `--table`: the options that name columns or filter, sort or
/// search rows (`--columns`, `--where`, `--sort`, `--search`…) are those of each table
/// Enter opens from the list, never of the list itself (whose columns are "table, rows"),
/// also when the database is one of several FILEs.
@Suite("tablekit view: a SQLite table list passes its options to the table opened")
@MainActor
struct ViewTableListOptionsTests {
    static var database: String { ViewPickEveryInputTests.database }

    func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
    }

    func driver(_ args: [String], size: Size = Size(width: 44, height: 8)) throws -> (
        ScreenDriver, NavigationController
    ) {
        let root = try ViewCommand.makeController(try options(args))
        ViewRunner.dataScreen(root)?.source.waitUntilComplete()
        let s = ScreenDriver(root, size: size)
        _ = s.window.send(.tick)
        return (s, try #require(root as? NavigationController))
    }

    /// Ticks until the table pushed has read its rows and applied its filter, sort and search.
    func settle(_ s: ScreenDriver, _ nav: NavigationController) {
        guard let top = nav.topViewController as? DataTableViewController else { return }
        top.source.waitUntilComplete()
        ViewRunner.waitForBackgroundWork(top, s.window)
    }

    @Test func theListShowsEveryTableAndTheTableOpenedIsFilteredSortedAndItsColumnsChosen() throws {
        let (s, nav) = try driver([
            Self.database, "--where", "age > 26", "--sort", "-age", "--columns", "age,name",
        ])
        // The list is neither filtered nor sorted, and keeps its columns.
        #expect(s.lines.contains(" 2 rows"))
        #expect(s.lines.contains { $0.hasPrefix(" people") && $0.hasSuffix(" 3") })
        #expect(s.lines.contains { $0.hasPrefix(" pets") && $0.hasSuffix(" 0") })
        try s.press("Enter")
        settle(s, nav)
        #expect(nav.viewControllers.count == 2)
        let table = try #require(nav.topViewController as? DataTableViewController)
        #expect(table.source.columns.map(\.name) == ["name", "age"])
        expectScreen(
            s,
            [
                "‹ people.sqli… people.sqlite: table people",
                "🔍 Search",
                " age ▼ name",
                "    40 cy",
                "    30 ann",
                "",
                " 2 of 3 rows · filter",
                "↑↓ move  Esc/q back  ? help  ^C quit",
            ])
    }

    @Test func searchIsTheTablesNotTheLists() throws {
        let (s, nav) = try driver([Self.database, "--search", "bob"])
        // The list is not searched: both tables show.
        #expect(s.lines.contains { $0.contains("people") } && s.lines.contains { $0.contains("pets") })
        try s.press("Enter")
        settle(s, nav)
        let table = try #require(nav.topViewController as? DataTableViewController)
        #expect(table.searchController.isActive)
        #expect(table.arrangement.rowCount == 1)
        #expect(s.lines.contains { $0.hasPrefix(" bob") })
    }

    @Test func aTableTheOptionsDoNotFitSaysSoAndTheListStays() throws {
        let (s, nav) = try driver([Self.database, "--where", "age > 26"])
        try s.press("Down Enter")  // pets: no column age
        #expect(nav.viewControllers.count == 1)
        let text = s.lines.joined(separator: "\n")
        #expect(text.contains("Cannot open the table"))
        #expect(text.contains("unknown column 'age'"))
        try s.press("Enter Up Enter")  // OK, then people, which has it
        settle(s, nav)
        #expect(nav.viewControllers.count == 2)
        #expect((nav.topViewController as? DataTableViewController)?.state.loadedRows == 3)
        #expect(s.lines.contains(" 2 of 3 rows · filter"))
    }

    /// From a file list the database opens (its list is not filtered), then its table is.
    @Test func aDatabaseAmongSeveralFilesOpensAndItsTableTakesTheOptions() throws {
        let csv = NSTemporaryDirectory() + "tablekit-list-\(UUID().uuidString).csv"
        try "name,age\nzed,90\n".write(toFile: csv, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: csv) }
        let (s, nav) = try driver([csv, Self.database, "--where", "age > 26", "--sort", "age"])
        try s.press("Down Enter")
        #expect(!s.lines.joined(separator: "\n").contains("Cannot open the file"))
        #expect(nav.viewControllers.count == 2)
        try s.press("Enter")
        settle(s, nav)
        #expect(nav.viewControllers.count == 3)
        let table = try #require(nav.topViewController as? DataTableViewController)
        #expect(table.arrangement.rowCount == 2)
        #expect(s.lines[3].hasPrefix(" ann") && s.lines[4].hasPrefix(" cy"))
    }

    /// `--output` of the list itself with an option for a table is refused, not ignored.
    @Test func anExportOfTheListWithATableOptionIsRefused() throws {
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --where applies to a table of the database: give --table NAME or --query SQL with --output")
        ) {
            _ = try ViewCommand.makeController(try options([Self.database, "--where", "age > 1", "--output", "-"]))
        }
    }
}

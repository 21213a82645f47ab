import Foundation
import Synchronization
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitData
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view` on JSON, headless: an array of objects in columns (the union of the
/// keys, missing fields blank), and a header that grows when loading finds a new key.
@Suite("tablekit view JSON screens")
@MainActor
struct ViewJSONScreenTests {
    static let people = """
        [{"name": "Ann", "age": 25, "city": "New York, NY"},
         {"name": "张伟", "age": 7},
         {"city": "Paris", "name": "Zoë 👩‍💻", "age": 130, "tags": ["a", "b"]},
         {"name": "bob", "age": null, "city": "Oslo"}]

        """

    @Test func aJSONArrayShowsTheUnionOfItsKeysAsColumns() throws {
        let screens = ViewScreenTests()
        let (driver, _) = try screens.screen(
            [try screens.file("people.json", Self.people)], size: Size(width: 50, height: 10))
        assertSnapshot(driver.canvas, named: "view-json-50x10")
    }

    /// A source whose columns grow while it loads, as a JSON file's do.
    final class GrowingSource: TabularSource {
        let title = "growing.json"
        let state = Mutex(
            (
                columns: [Column(name: "a"), Column(name: "b", type: .number)], rows: [["x", "1"], ["y", "2"]],
                complete: false
            ))
        var columns: [Column] { state.withLock { $0.columns } }
        var progress: LoadingProgress {
            state.withLock { LoadingProgress(rowCount: $0.rows.count, isComplete: $0.complete) }
        }
        func fields(ofRow row: Int) -> [String] {
            state.withLock { s in (0..<s.columns.count).map { $0 < s.rows[row].count ? s.rows[row][$0] : "" } }
        }
        func field(ofRow row: Int, column: Int) -> String { fields(ofRow: row)[column] }
        func record(ofRow row: Int) -> [UInt8] { Array(fields(ofRow: row).joined(separator: "\t").utf8) }
        func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] { Array(range.clamped(to: 0..<rowCount)) }
        func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] { candidates }
        func stopLoading() {}
        /// Appends a row with a new column `c`, and finishes loading.
        func findNewKey() {
            state.withLock {
                $0.columns.append(Column(name: "c"))
                $0.rows.append(["z", "3", "new"])
                $0.complete = true
            }
        }
    }

    /// Without `--columns` the header grows, the sort's arrow and column cursor staying;
    /// with it, the columns chosen stay as they are.
    @Test(arguments: [nil, "b,a"])
    func aKeyFoundWhileLoadingAddsAColumn(columns: String?) throws {
        let source = GrowingSource()
        let config = try ViewConfiguration.resolve(
            source, columns: columns, sectionBy: nil, collate: nil, searchColumn: nil,
            pick: false, multiple: false, printColumn: nil, style: .plain)
        let screen = ViewCommand.makeScreen(source: source, config: config, isText: false)
        let driver = ScreenDriver(NavigationController(rootViewController: screen), size: Size(width: 30, height: 8))
        try driver.press("Right")
        source.findNewKey()
        _ = driver.window.send(.tick)
        let titles = screen.tableView.columnLayout?.columns.map(\.title)
        #expect(titles == (columns == nil ? ["a", "b", "c"] : ["b", "a"]))
        #expect(screen.tableView.selectedColumn == 1)
        #expect(screen.arrangement.rowCount == 3)
    }
    /// A key found after the options were resolved (a key first seen far down a big file)
    /// gets its column with sections (which take in every row before the first tick), a
    /// search, or neither: the screen compares the columns, not only the progress.
    @Test(arguments: [(nil, nil), ("a", nil), ("a", "y"), (nil, "y")] as [(String?, String?)])
    func aKeyFoundBeforeTheScreenIsMadeStillAddsAColumn(sectionBy: String?, search: String?) throws {
        let source = GrowingSource()
        let config = try ViewConfiguration.resolve(
            source, columns: nil, sectionBy: sectionBy, collate: nil, searchColumn: nil,
            pick: false, multiple: false, printColumn: nil, style: .plain)
        source.findNewKey()
        let screen = ViewCommand.makeScreen(source: source, config: config, isText: false)
        let driver = ScreenDriver(NavigationController(rootViewController: screen), size: Size(width: 30, height: 10))
        if let search { screen.search(search) }
        _ = driver.window.send(.tick)
        #expect(screen.tableView.columnLayout?.columns.map(\.title) == ["a", "b", "c"])
        #expect(driver.lines.contains { $0.split(separator: " ") == ["a", "b", "c"] }, "\(driver.screen)")
        #expect(screen.state.grouping?.titles == (sectionBy == nil ? nil : ["x", "y", "z"]))
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A ported TableSearch-style list: the search controller goes in the navigation item on
/// iOS 11 and later (true on Linux), in the table header before, as Apple's samples write it.
@MainActor
final class NavigationSearchListController: TableViewController, SearchResultsUpdating {
    let all = (1...20).map { "Item \($0)" }
    var shown: [String] = []
    let searchController: SearchController

    init(results: ViewController? = nil) {
        searchController = SearchController(searchResultsController: results)
        super.init()
    }

    override func viewDidLoad() {
        title = "Items"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        shown = all
        searchController.searchResultsUpdater = self
        if #available(iOS 11, *) {
            navigationItem.searchController = searchController
        } else {
            tableView.tableHeaderView = searchController.searchBar
        }
    }

    func updateSearchResults(for searchController: SearchController) {
        let q = searchController.text
        shown = q.isEmpty ? all : all.filter { $0.contains(q) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

/// A results controller: a table of what the query finds, shown over the list.
@MainActor
final class NavigationSearchResultsController: TableViewController {
    var rows: [String] = []
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// `navigationItem.searchController` with `hidesSearchBarWhenScrolling`: the navigation
/// controller shows the bar under its bar, above the table, hidden while the table is
/// scrolled away from its top when the flag is true.
@MainActor
@Suite struct NavigationItemSearchTests {
    let size = Size(width: 50, height: 7)

    func driver(_ list: NavigationSearchListController) -> ScreenDriver {
        ScreenDriver(NavigationController(rootViewController: list), size: size)
    }

    @Test func theBarShowsUnderTheNavigationBarAtTheTop() throws {
        let list = NavigationSearchListController()
        let w = driver(list)
        #expect(list.tableView.tableHeaderView == nil, "the #available branch put the bar in the navigation item")
        expectScreen(
            w,
            [
                "                      Items",
                "🔍 Search",
                " Item 1",
                " Item 2",
                " Item 3",
                " Item 4",
                "↑↓ move  Enter select  / search  ? help  q quit",
            ])
    }

    /// (hidesSearchBarWhenScrolling, the screen scrolled a page down).
    nonisolated static let scrolled: [(Bool, [String])] = [
        (
            true,
            [
                "                      Items",
                " Item 4",
                " Item 5",
                " Item 6",
                " Item 7",
                " Item 8",
                "↑↓ move  Enter select  / search  ? help  q quit",
            ]
        ),
        (
            false,
            [
                "                      Items",
                "🔍 Search",
                " Item 4",
                " Item 5",
                " Item 6",
                " Item 7",
                "↑↓ move  Enter select  / search  ? help  q quit",
            ]
        ),
    ]

    @Test(arguments: scrolled.indices)
    func theBarHidesWhileScrolledOnlyWhenTheFlagSaysSo(_ i: Int) throws {
        let (hides, expected) = Self.scrolled[i]
        let list = NavigationSearchListController()
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let w = driver(list)
        try w.press("PgDn")
        expectScreen(w, expected)
        try w.press("g")
        #expect(w.lines[1] == "🔍 Search", "back at the top the bar shows")
    }

    @Test func slashShowsTheHiddenBarAndSearches() throws {
        let list = NavigationSearchListController()
        let log = PresentationLog()
        list.searchController.delegate = log
        let w = driver(list)
        try w.press("PgDn / '1' '5'")
        #expect(list.searchController.isActive)
        #expect(log.log == ["willPresent", "didPresent"], "the delegate's order is unchanged")
        expectScreen(
            w,
            [
                "                      Items",
                "🔍 15▏",
                " Item 15",
                "",
                "",
                "",
                "Esc cancel  Enter done  ^C quit",
            ])
        try w.press("Enter")
        #expect(list.tableView.cursorIndexPath == IndexPath(row: 0, section: 0), "the cursor on the first result")
        try w.press("Esc")
        #expect(!list.searchController.isActive)
        #expect(log.log == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(list.shown.count == 20)
        #expect(w.window.isRunning, "Esc cancelled the search, it did not go back or quit")
    }

    @Test func theResultsControllerShowsOverTheTableWhileSearching() throws {
        let results = NavigationSearchResultsController()
        let list = NavigationSearchListController(results: results)
        final class Updater: SearchResultsUpdating {
            let results: NavigationSearchResultsController
            init(_ results: NavigationSearchResultsController) { self.results = results }
            func updateSearchResults(for searchController: SearchController) {
                let q = searchController.text
                results.rows = q.isEmpty ? [] : (1...20).map { "Found \($0)" }.filter { $0.contains(q) }
                results.tableView.reloadData()
            }
        }
        let w = driver(list)
        let updater = Updater(results)
        list.searchController.searchResultsUpdater = updater
        try w.press("/ '2'")
        expectScreen(
            w,
            [
                "                      Items",
                "🔍 2▏",
                " Found 2",
                " Found 12",
                " Found 20",
                "",
                "Esc cancel  Enter done  ^C quit",
            ])
        #expect(results.parent === list)
        try w.press("Down Down")
        #expect(results.tableView.cursorIndexPath == IndexPath(row: 1, section: 0), "the results table has the keys")
        try w.press("Esc")
        #expect(w.lines[2] == " Item 1")
        #expect(results.parent == nil, "the results controller left once the search ended")
    }
}

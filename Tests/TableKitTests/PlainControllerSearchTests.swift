import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// The common UIKit port: a plain view controller owning a table, its data source and
/// delegate, with a search controller's bar as the table header view.
@MainActor
final class PlainListController: ViewController, TableViewDataSource, TableViewDelegate, SearchResultsUpdating {
    let tableView = TableView(style: .plain)
    let searchController = SearchController(searchResultsController: nil)
    let all = ["Apple", "Apricot", "Banana", "Cherry", "Fig"]
    var shown: [String]
    var log: [String] = []

    override init() {
        shown = all
        super.init()
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        tableView.dataSource = self
        tableView.delegate = self
        searchController.searchResultsUpdater = self
        searchController.searchBar.scopeButtonTitles = ["All", "A"]
        tableView.tableHeaderView = searchController.searchBar
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: SearchController) {
        let text = searchController.text
        log.append(
            "update '\(text)' \(searchController.searchBar.selectedScopeButtonIndex) \(searchController.isActive)")
        shown =
            searchController.isActive && !text.isEmpty ? all.filter { $0.localizedCaseInsensitiveContains(text) } : all
        tableView.reloadData()
    }
}

/// The same controller with a bare search bar (no search controller) and the app as its
/// delegate, as the Sections listing's bar.
@MainActor
final class PlainBareBarController: ViewController, TableViewDataSource, SearchBarDelegate {
    let tableView = TableView(style: .plain)
    let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 0, height: 1))
    var log: [String] = []
    override func loadView() { setView(tableView) }
    override func viewDidLoad() {
        tableView.dataSource = self
        bar.delegate = self
        tableView.tableHeaderView = bar
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("begin") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("text '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
}

@MainActor
@Suite struct PlainControllerSearchTests {
    let size = Size(width: 40, height: 12)

    func plain() -> (ScreenDriver, PlainListController) {
        let vc = PlainListController()
        return (ScreenDriver(vc, size: size), vc)
    }

    @Test func slashBeginsSearchingAndTypingReachesTheBarInAPlainViewController() throws {
        let (w, vc) = plain()
        #expect(w.window.helpBindings.contains { $0.help == "search" })
        try w.press("/ 'ap'")
        #expect(vc.searchController.isActive && vc.searchController.searchBar.isEditing)
        #expect(vc.searchController.text == "ap")
        #expect(vc.log == ["update '' 0 true", "update 'a' 0 true", "update 'ap' 0 true"])
        #expect(vc.shown == ["Apple", "Apricot"])
        #expect(w.lines[0].contains("ap"))
    }

    @Test func whileTypingTheHelpLineListsTheBarsKeysAndQStaysText() throws {
        let (w, vc) = plain()
        try w.press("/ 'q'")
        #expect(w.window.isRunning && vc.searchController.text == "q")
        #expect(w.window.keyBindings == vc.searchController.searchBar.keyBindings)
    }

    @Test func aClickOnTheBarThenTypingReachesTheBar() throws {
        let (w, vc) = plain()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 4, y: 0))))
        try w.press("'fi'")
        #expect(vc.searchController.text == "fi" && vc.shown == ["Fig"])
    }

    @Test func tabSwitchesScopeDownGoesToTheResultsAndEscCancels() throws {
        let (w, vc) = plain()
        try w.press("/ 'a' Tab")
        #expect(vc.searchController.searchBar.selectedScopeButtonIndex == 1 && vc.log.last == "update 'a' 1 true")
        try w.press("Down")
        #expect(!vc.searchController.searchBar.isEditing && vc.searchController.isActive)
        #expect(w.window.helpBindings.contains { $0.help == "cancel search" })
        try w.press("Down")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        try w.press("Esc")
        #expect(!vc.searchController.isActive && vc.shown == vc.all && vc.log.last == "update '' 1 false")
    }

    @Test func aBareHeaderSearchBarBeginsWithSlashInAPlainViewController() throws {
        let vc = PlainBareBarController()
        let w = ScreenDriver(vc, size: size)
        try w.press("/ 'x' Enter")
        #expect(vc.log == ["begin", "text 'x'", "search"])
    }

    /// `/` is listed once, wherever the search keys are handled: by the table's
    /// controller (plain, `TableViewController`) or the app's own (the indexed list).
    @Test func slashIsListedOnceInEveryKindOfController() throws {
        let content = ListContent(sections: [.init(title: "A", rows: [.init(text: "Ann")])])
        let controllers: [ViewController] = [
            PlainListController(), FruitList(),
            IndexedListViewController(content: content, style: .plain),
        ]
        for vc in controllers {
            let w = ScreenDriver(vc, size: size)
            #expect(w.window.helpBindings.filter { $0.help == "search" }.count == 1, "\(type(of: vc))")
            try w.press("/ 'a' Enter")
            #expect(w.window.helpBindings.filter { $0.help == "search" }.count == 1, "\(type(of: vc)) searching")
            #expect(w.window.helpBindings.filter { $0.help == "cancel search" }.count == 1, "\(type(of: vc)) searching")
        }
    }
}

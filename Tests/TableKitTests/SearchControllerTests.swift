import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The app's own search bar delegate, as a UIKit port sets it.
@MainActor
final class AppBarDelegate: SearchBarDelegate {
    var log: [String] = []
    var allowsBegin = true
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("text '\(searchText)'") }
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }
}

/// A results screen: a table of the matches its presenter hands it.
@MainActor
final class FruitResults: TableViewController {
    var items: [String] = []
    var chosen: [String] = []
    override func viewDidLoad() { tableView.register(TableViewCell.self, forCellReuseIdentifier: "r") }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
        cell.textLabel?.text = "→ " + items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(items[indexPath.row])
    }
}

/// A UIKit-style port: a table view controller with a search controller's bar as its
/// table header view, scopes "All", "A", "B" (first letter), and the app's bar delegate.
@MainActor
final class FruitList: TableViewController, SearchResultsUpdating, SearchControllerDelegate {
    let all = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Date", "Elderberry", "Fig", "Grape"]
    var shown: [String]
    let searchController: SearchController
    let barDelegate = AppBarDelegate()
    var log: [String] = []

    init(results: ViewController? = nil) {
        shown = all
        searchController = SearchController(searchResultsController: results)
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        searchController.searchBar.scopeButtonTitles = ["All", "A", "B"]
        searchController.searchBar.delegate = barDelegate  // the app's: must not break searching
        tableView.tableHeaderView = searchController.searchBar
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    func updateSearchResults(for searchController: SearchController) {
        let scope = searchController.searchBar.selectedScopeButtonIndex
        log.append("update '\(searchController.text)' \(scope)")
        let letter = ["", "A", "B"][scope]
        let matches = all.filter {
            (searchController.text.isEmpty || $0.localizedCaseInsensitiveContains(searchController.text))
                && $0.hasPrefix(letter)
        }
        if let results = searchController.searchResultsController as? FruitResults {
            results.items = matches
            results.tableView.reloadData()
        } else {
            shown = searchController.isActive ? matches : all
            tableView.reloadData()
        }
    }

    func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
}

/// The search controller as UIKit's.
@MainActor
@Suite struct SearchControllerAsUIKitsTests {
    let size = Size(width: 40, height: 12)

    func list(results: ViewController? = nil) -> (ScreenDriver, FruitList) {
        let vc = FruitList(results: results)
        return (ScreenDriver(vc, size: size), vc)
    }

    @Test func theUpdaterAndDelegateHearSearchingInUIKitsOrderWithTheAppsBarDelegateSet() throws {
        let (w, vc) = list()
        vc.searchController.obscuresBackgroundDuringPresentation = false
        try w.press("/ 'b'")
        #expect(vc.log == ["willPresent", "didPresent", "update '' 0", "update 'b' 0"])
        #expect(vc.shown == ["Banana", "Blueberry", "Elderberry"])
        try w.press("Tab")
        #expect(vc.log.last == "update 'b' 1", "a scope change updates the results")
        #expect(vc.shown.isEmpty)
        try w.press("BTab BTab")
        #expect(vc.shown == ["Banana", "Blueberry"])
        try w.press("Esc")
        #expect(vc.log.suffix(3) == ["willDismiss", "update '' 2", "didDismiss"])
        #expect(!vc.searchController.isActive && vc.shown == vc.all)
        #expect(vc.barDelegate.log == ["shouldBegin", "text 'b'", "scope 1", "scope 0", "scope 2", "cancel"])
    }

    @Test func theScopeBarShowsUnderTheFieldWhileSearching() throws {
        let (w, vc) = list()
        vc.searchController.obscuresBackgroundDuringPresentation = false
        try w.press("/ 'an' BTab")
        assertSnapshot(w.canvas, named: "search-scope-bar-40x12")
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 2, "the header grew to 2 lines")
        try w.press("Esc")
        #expect(!vc.searchController.searchBar.showsScopeBar)
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 1)
    }

    @Test func aClickOnAScopeButtonOrCancelWorks() throws {
        let (w, vc) = list()
        vc.searchController.automaticallyShowsCancelButton = true
        try w.press("/ 'e'")
        let bar = vc.searchController.searchBar
        #expect(bar.showsCancelButton)
        let b = bar.scopeColumns()[2]
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: b.lowerBound + 1, y: 1))))
        #expect(bar.selectedScopeButtonIndex == 2 && vc.log.last == "update 'e' 2")
        let cancel = try #require(bar.cancelColumns())
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: cancel.lowerBound, y: 0))))
        #expect(!vc.searchController.isActive && vc.barDelegate.log.last == "cancel")
    }

    @Test func anEmptyQueryDimsTheContentUntilTyping() throws {
        let (w, vc) = list()
        try w.press("/")
        #expect(vc.searchController.isObscuringBackground)
        #expect(w.canvas[0, 3].style.attributes.contains(.dim), "a row under the bar is dimmed")
        try w.press("'a'")
        #expect(!w.canvas[0, 3].style.attributes.contains(.dim))
        vc.searchController.obscuresBackgroundDuringPresentation = false
        try w.press("BS")
        #expect(!w.canvas[0, 3].style.attributes.contains(.dim))
    }

    @Test func aResultsControllersViewShowsOverTheContentWhileTheQueryIsNotEmpty() throws {
        let results = FruitResults()
        let (w, vc) = list(results: results)
        try w.press("/")
        #expect(results.parent == nil, "no results view for an empty query")
        assertSnapshot(w.canvas, named: "search-results-obscured-40x12")
        try w.press("'ap'")
        #expect(results.parent === vc)
        // The whole screen: the results in their rows, the table hidden under them.
        assertSnapshot(w.canvas, named: "search-results-ap-40x12")
        try w.press("Down")
        #expect(vc.focusedView === results.tableView, "↓ hands the keyboard to the results controller's table")
        results.tableView.moveCursor(to: IndexPath(row: 1, section: 0))
        try w.press("Enter")
        #expect(results.chosen == ["Apricot"])
        try w.press("Esc")
        #expect(w.screen.contains("Banana"))
        #expect(results.parent == nil && !vc.searchController.isActive)
    }

    @Test func aBarDelegateCanRefuseToBeginAndVetoEdits() throws {
        let (w, vc) = list()
        vc.barDelegate.allowsBegin = false
        try w.press("/")
        #expect(!vc.searchController.searchBar.isEditing)
        final class NoDigits: SearchBarDelegate {
            func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            {
                !text.contains(where: \.isNumber)
            }
        }
        let veto = NoDigits()
        vc.searchController.searchBar.delegate = veto
        vc.searchController.deactivate()
        try w.press("/ 'a1b'")
        #expect(vc.searchController.text == "ab")
    }
}

/// Editing the query with readline's keys, and the magnifier rule.
@MainActor
@Suite struct SearchFieldEditingTests {
    @Test func theSearchFieldEditsWithReadlineKeys() throws {
        let vc = FruitList()
        let w = ScreenDriver(vc, size: Size(width: 40, height: 12))
        vc.searchController.obscuresBackgroundDuringPresentation = false
        try w.press("/ 'bry' Left Left 'e'")
        #expect(vc.searchController.text == "bery")
        try w.press("Home 'r' End C-w 'elder'")
        #expect(vc.searchController.text == "elder")
        #expect(vc.shown == ["Elderberry"])
        try w.press("C-a C-k")
        #expect(vc.searchController.text == "" && vc.shown == vc.all)
    }

    /// A data source whose magnifier maps to `searchSection`, five sections of ten rows.
    final class IndexSource: TableViewDataSource, TableViewDelegate {
        var searchSection = -1
        var chose = 0
        func numberOfSections(in tableView: TableView) -> Int { 5 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return c
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            "ABCDE".map(String.init)[section]
        }
        func sectionIndexTitles(for tableView: TableView) -> [String]? {
            [TableView.indexSearch] + "ABCDE".map(String.init)
        }
        func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            title == TableView.indexSearch ? searchSection : index - 1
        }
        func tableViewDidChooseIndexSearch(_ tableView: TableView) { chose += 1 }
    }

    func table(searchSection: Int) -> (TableView, IndexSource) {
        let ds = IndexSource()
        ds.searchSection = searchSection
        keepAlive.append(ds)
        let t = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 10), style: .plain)
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.dataSource = ds
        t.delegate = ds
        t.reloadData()
        t.layoutIfNeeded()
        t.contentOffset = Point(x: 0, y: 25)
        t.layoutIfNeeded()
        return (t, ds)
    }

    @Test func theMagnifierAsksTheDataSourceAndNSNotFoundMeansHandled() {
        let (t, ds) = table(searchSection: NSNotFound)
        t.chooseIndexTitle(0)
        #expect(t.contentOffset.y == 25 && ds.chose == 0, "handled by the data source: no scroll")
        let (t2, ds2) = table(searchSection: 3)
        t2.chooseIndexTitle(0)
        #expect(t2.contentOffset.y == t2.rect(forSection: 3).minY && ds2.chose == 0)
        let (t3, ds3) = table(searchSection: -1)
        t3.chooseIndexTitle(0)
        #expect(t3.contentOffset.y == 0 && ds3.chose == 1, "no section: to the top, and the delegate hears it")
    }
}

/// The Sections seed's shape: a table view controller with a bare search bar (no search
/// controller) as its header, its own delegate, and the magnifier handled in
/// `sectionForSectionIndexTitle` by scrolling to the top and returning `NSNotFound`.
@MainActor
final class SeedSections: TableViewController, SearchBarDelegate {
    let names = [["Abe", "Ada"], ["Bea", "Bob"], ["Cid", "Cy"]]
    var shown: [[String]] = []
    var isSearching = false
    let searchBar = SearchBar(frame: Rect(x: 0, y: 0, width: 0, height: 1))
    var log: [String] = []

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        searchBar.delegate = self
        tableView.tableHeaderView = searchBar
        resetSearch()
    }
    func resetSearch() { shown = names }
    func handleSearch(for term: String) {
        shown = names.map { $0.filter { term.isEmpty || $0.localizedCaseInsensitiveContains(term) } }
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: TableView) -> Int { shown.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown[section].count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        c.textLabel?.text = shown[indexPath.section][indexPath.row]
        return c
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        ["A", "B", "C"][section]
    }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        isSearching ? nil : [TableView.indexSearch, "A", "B", "C"]
    }
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        if title == TableView.indexSearch {
            log.append("magnifier")
            tableView.setContentOffset(.zero, animated: false)
            return NSNotFound
        }
        return index - 1
    }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        isSearching = true
        log.append("begin")
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { handleSearch(for: searchText) }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        isSearching = false
        searchBar.text = ""
        resetSearch()
        tableView.reloadData()
        log.append("cancel")
    }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search '\(searchBar.text ?? "")'") }
}

@MainActor
@Suite struct BareSearchBarTests {
    @Test func aTableViewControllerGivesItsHeaderSearchBarTheKeyboard() throws {
        let vc = SeedSections()
        let w = ScreenDriver(vc, size: Size(width: 30, height: 10))
        try w.press("/ 'b'")
        #expect(vc.focusedView === vc.searchBar && vc.shown == [["Abe"], ["Bea", "Bob"], []])
        try w.press("Enter")
        #expect(vc.log == ["begin", "search 'b'"])
        try w.press("Esc")
        #expect(vc.log.last == "cancel" && vc.shown == vc.names && !vc.searchBar.isEditing)
    }

    @Test func theMagnifierReachesTheDataSourceWhichHandlesIt() throws {
        let vc = SeedSections()
        let w = ScreenDriver(vc, size: Size(width: 30, height: 6))
        vc.tableView.contentOffset = Point(x: 0, y: 4)
        _ = w.screen
        vc.tableView.chooseIndexTitle(0)
        #expect(vc.log == ["magnifier"] && vc.tableView.contentOffset.y == 0)
    }
}

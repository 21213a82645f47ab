import Foundation
import TableKit

/// The Sections sample's screen: the names in lettered sections with a section index and
/// a search bar as the table header, hidden at start by the content offset.
@MainActor
final class NamesViewController: ViewController, TableViewDataSource, TableViewDelegate, SearchResultsUpdating {
    static let cellIdentifier = "Name"
    let directory: NameDirectory
    let tableView: TableView
    let searchController = SearchController()
    private(set) var shown: [ShownSection] = []
    /// The scroll position before searching began, restored on cancel.
    private var offsetBeforeSearch: Int?
    /// The selected name (a global index), followed through filtering.
    private(set) var selectedName: Int?
    private let noResults = MessageView(message: "No Results")

    init(directory: NameDirectory, style: TableView.Style) {
        self.directory = directory
        self.tableView = TableView(style: style)
        super.init()
        title = "Names"
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableHeaderView = searchController.searchBar
        searchController.searchResultsUpdater = self
        searchController.onActiveChange = { [weak self] active in self?.searchActiveChanged(active) }
        shown = directory.filtered("")
        tableView.reloadData()
        // Hide the search bar above the first row, as the seed does.
        tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
    }

    // MARK: Keys

    override var focusedView: View? { searchController.searchBar.isEditing ? searchController.searchBar : tableView }

    override var keyBindings: [KeyBinding] {
        var b = [KeyBinding([.character("/")], help: "search")]
        if searchController.isActive { b.append(KeyBinding([.escape], help: "cancel search")) }
        return b
    }

    override var statusText: String? {
        let total = directory.count.formatted()
        guard searchController.isActive else { return "\(total) names" }
        let n = shown.reduce(0) { $0 + $1.rows.count }
        return n == 0 ? "No Results" : "\(n.formatted()) of \(total) names"
    }

    override func handle(_ event: Event) -> Bool {
        switch event {
        case .key(.character("/")):
            tableView.setContentOffset(.zero, animated: false)
            searchController.activate()
            return true
        case .key(.down) where searchController.searchBar.isEditing, .key(.tab) where searchController.searchBar.isEditing:
            // From the search bar down into the results.
            searchController.searchBar.endEditing()
            if !shown.isEmpty { tableView.setHighlightedRow(IndexPath(row: 0, section: 0)) }
            return true
        case .key(.escape) where searchController.isActive:
            searchController.deactivate()
            return true
        default:
            return false
        }
    }

    // MARK: Searching

    private func searchActiveChanged(_ active: Bool) {
        if active {
            if offsetBeforeSearch == nil { offsetBeforeSearch = tableView.contentOffset.y }
        }
    }

    func updateSearchResults(for searchController: SearchController) {
        let highlighted = tableView.highlightedIndexPath.map(name(at:))
        shown = directory.filtered(searchController.isActive ? searchController.text : "")
        tableView.reloadData()
        tableView.backgroundView = shown.isEmpty ? noResults : nil
        if let sel = selectedName, let ip = indexPath(ofName: sel) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .none)
        }
        tableView.setHighlightedRow(highlighted.flatMap(indexPath(ofName:)))
        if searchController.isActive {
            tableView.setContentOffset(.zero, animated: false)
        } else if let saved = offsetBeforeSearch {
            offsetBeforeSearch = nil
            tableView.setContentOffset(Point(x: 0, y: saved), animated: false)
        }
    }

    /// The global index of the name at a shown index path.
    func name(at ip: IndexPath) -> Int { shown[ip.section].rows[ip.row] }

    /// Where a name (global index) is shown now, or nil when it is filtered out.
    /// - Complexity: O(sections + log rows).
    func indexPath(ofName id: Int) -> IndexPath? {
        for (s, sec) in shown.enumerated() {
            guard let last = sec.rows.last, id <= last else { continue }
            var lo = 0, hi = sec.rows.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if sec.rows[mid] < id { lo = mid + 1 } else { hi = mid }
            }
            return sec.rows[lo] == id ? IndexPath(row: lo, section: s) : nil
        }
        return nil
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { shown.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { shown[section].rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = directory.allNames[name(at: indexPath)]
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { shown[section].title }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard tableView.style == .plain, !searchController.isActive else { return nil }
        return [TableView.indexSearch] + shown.map(\.title)
    }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index - 1  // the search entry is index 0
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let id = name(at: indexPath)
        selectedName = id
        guard searchController.isActive else { return }
        // Choosing a result ends searching; the row stays selected in the full list.
        offsetBeforeSearch = nil
        searchController.deactivate()
        if let ip = self.indexPath(ofName: id) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .middle)
        }
    }
}

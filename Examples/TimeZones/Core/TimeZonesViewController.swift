import Foundation
import TableKit
import TableKitApps

/// The TimeZones screen as the Table View Programming Guide writes it (Listings 4-2 to
/// 4-4, on TableViewSuite's `Region` and `TimeZoneWrapper`): the controller creates its
/// table in ``loadView()``, is the table's data source and delegate, and answers the
/// sections, rows, header titles and section index from its ``regions``.
///
/// What the terminal adds to the listings: a search controller whose bar is the table's
/// header view, hidden at start by the content offset (`/` searches the names and old
/// names, `--search-detail` the offsets too; ``TimeZonesViewController+Search.swift``);
/// the status line counts the zones; Enter selects a zone (``selectedZone``).
@MainActor
public final class TimeZonesViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The reuse identifier of the rows' cells (the listings' `MyIdentifier`).
    public static let cellIdentifier = "MyIdentifier"

    /// Every region, filled once: the seed's `knownRegions`.
    public let allRegions: [Region]
    /// The regions on screen, one per table section: ``allRegions``, or while searching
    /// the regions with matching zones, each holding only those.
    public internal(set) var regions: [Region]
    /// How the zones are put into sections: by name (the collation's sections, with its
    /// index) or by region.
    public let grouping: TimeZoneList.Grouping
    /// The collation the names are filed and sorted by; the section index is its.
    public let collation: IndexedCollation
    /// The table, the controller's view (made in ``loadView()``).
    public private(set) var tableView: TableView!
    /// The search controller whose bar is the table's header view.
    public let searchController = SearchController()
    /// The zone last chosen with Enter or a click, by ``TimeZoneWrapper/id``.
    public internal(set) var selectedZone: TimeZoneWrapper?
    /// Whether search also matches each zone's offset (`+5:30`, `+05:30`); `--search-detail`.
    public var searchesDetailText = false {
        didSet { if searchController.isActive { updateSearchResults(for: searchController) } }
    }

    /// Every zone in the order shown, `zones[id]` being the zone with that ``TimeZoneWrapper/id``.
    let zones: [TimeZoneWrapper]
    /// The zones' ``TimeZoneWrapper/searchText`` and ``TimeZoneWrapper/detailSearchText``, by id.
    let nameIndex: SearchIndex
    let detailIndex: SearchIndex
    /// Where the list was when searching began: the cursor's zone, put back on cancel.
    var cursorBeforeSearch: Int?
    var isRestoringAfterSearch = false
    /// The query of the last search ended by choosing a zone: `n`/`N` go through its matches.
    public internal(set) var keptQuery: String?
    /// What the last `n`/`N` said ("Last match"), on the status line until the cursor moves.
    var matchNotice: SearchMatches.Notice?
    let noResults = MessageView(message: "No Results")

    /// The screen for `rows` put into sections by `grouping` and `collation`
    /// (``Region/knownRegions(_:by:collation:)``), titled "Time Zones".
    /// - Complexity: that of ``Region/knownRegions(_:by:collation:)``, plus O(n) to build
    ///   the search indexes.
    public init(rows: [TimeZoneRow], by grouping: TimeZoneList.Grouping, collation: IndexedCollation) {
        self.grouping = grouping
        self.collation = collation
        allRegions = Region.knownRegions(rows, by: grouping, collation: collation)
        regions = allRegions
        zones = allRegions.flatMap(\.timeZoneWrappers)
        nameIndex = SearchIndex(zones.map(\.searchText))
        detailIndex = SearchIndex(zones.map(\.detailSearchText))
        super.init()
        title = "Time Zones"
    }

    /// Listing 4-1's `loadView`: a plain table, with the controller as its data source
    /// and delegate, is the view.
    public override func loadView() {
        let tableView = TableView(style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier, style: .value1)
        tableView.delegate = self
        tableView.dataSource = self
        tableView.tableHeaderView = searchController.searchBar
        searchController.searchResultsUpdater = self
        searchController.delegate = self
        tableView.reloadData()
        self.tableView = tableView
        setView(tableView)
    }

    /// Starts below the search bar, as the seeds' `contentOffset` hides it.
    public override func viewDidLoad() {
        tableView.contentOffset = Point(x: 0, y: searchController.searchBar.frame.height)
    }

    /// The zone shown at `indexPath`. Traps when it is out of range.
    public func timeZoneWrapper(at indexPath: IndexPath) -> TimeZoneWrapper {
        regions[indexPath.section].timeZoneWrappers[indexPath.row]
    }

    /// Where the zone with `id` is shown now, or nil when search has filtered it out.
    /// - Complexity: O(sections + log rows).
    public func indexPath(ofZone id: Int) -> IndexPath? {
        for (s, region) in regions.enumerated() {
            guard let last = region.timeZoneWrappers.last, id <= last.id else { continue }
            var lo = 0
            var hi = region.timeZoneWrappers.count - 1
            while lo < hi {
                let mid = (lo + hi) / 2
                if region.timeZoneWrappers[mid].id < id { lo = mid + 1 } else { hi = mid }
            }
            return region.timeZoneWrappers[lo].id == id ? IndexPath(row: lo, section: s) : nil
        }
        return nil
    }

    // MARK: Keys and status (the action table: TimeZonesViewController+Keys.swift)

    public override var focusedView: View? {
        searchController.searchBar.isEditing ? searchController.searchBar : tableView
    }

    public override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    /// "418 time zones"; while searching "1 of 418 time zones"; after `n`/`N` at an end,
    /// "Last match" or "First match" until the cursor moves.
    public override var statusText: String? {
        if let notice = matchNotice?.text(at: tableView.cursorIndexPath) { return notice }
        let all = countText(zones.count, "time zone", plural: "time zones")
        guard searchController.isActive else { return all }
        return "\(regions.reduce(0) { $0 + $1.timeZoneWrappers.count }.formatted()) of \(all)"
    }

    /// Keys through the action table (any key first clears the last `n`/`N` notice); a
    /// click on the search bar starts searching.
    public override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event {
            matchNotice = nil
            return keyActions.perform(key) ?? false
        }
        guard case .mouse(let m) = event, m.kind == .press, isOnSearchBar(m.location) else { return false }
        searchController.activate()
        return true
    }

    // MARK: Data source (Listings 4-2 to 4-4)

    /// One section per region shown.
    public func numberOfSections(in tableView: TableView) -> Int { regions.count }

    /// The region's zones.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        regions[section].timeZoneWrappers.count
    }

    /// A reused cell with the zone's `localeName` and, as detail, its offset from GMT.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let wrapper = timeZoneWrapper(at: indexPath)
        cell.textLabel?.text = wrapper.localeName
        cell.detailTextLabel?.text = wrapper.timeZone.offsetText
        return cell
    }

    /// The region's name; nil for a region with no zones (a collation section no city
    /// falls in), as the guide's indexed list does.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        regions[section].timeZoneWrappers.isEmpty ? nil : regions[section].name
    }

    /// By name: the search entry, then the collation's `sectionIndexTitles`; by region, or
    /// while searching: nil, no index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard grouping == .name, !searchController.isActive else { return nil }
        return [TableView.indexSearch] + collation.sectionIndexTitles
    }

    /// The collation's `section(forSectionIndexTitleAt:)` for the title after the search
    /// entry; -1 (nothing to do) for the search entry itself.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard index > 0, index - 1 < collation.sectionIndexTitles.count else { return -1 }
        return collation.section(forSectionIndexTitleAt: index - 1)
    }

    // MARK: Delegate

    /// Records the zone as ``selectedZone``; while searching, also ends the search and
    /// selects the zone in the full list, scrolled to the middle.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let wrapper = timeZoneWrapper(at: indexPath)
        selectedZone = wrapper
        guard searchController.isActive else { return }
        cursorBeforeSearch = nil
        let query = searchController.text
        keptQuery = SearchIndex.words(of: query).isEmpty ? nil : query
        searchController.deactivate()
        if let ip = self.indexPath(ofZone: wrapper.id) {
            tableView.selectRow(at: ip, animated: false, scrollPosition: .middle)
        }
    }
}

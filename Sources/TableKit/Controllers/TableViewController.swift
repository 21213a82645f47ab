import Foundation

/// A view controller that manages a table and is its data source and delegate (UIKit's
/// `UITableViewController`). Subclass it and override the data source and delegate
/// methods you need: every one of them is declared `open` on ``DataSourceViewController``,
/// which this builds on, so that overrides are called.
///
/// Its view holds the ``tableView`` below an optional ``refreshControl`` line. It clears
/// the table's selection each time it is about to appear
/// (``clearsSelectionOnViewWillAppear``), gives the keyboard to the table, and starts a
/// refresh with `r` or when the user scrolls up past the top.
@MainActor
open class TableViewController: DataSourceViewController {
    /// The table; its data source and delegate are this controller until you change them.
    public let tableView: TableView
    /// Deselect the selected rows in ``viewWillAppear(_:)``, as when coming back from a
    /// pushed detail screen. True by default, as in UIKit.
    public var clearsSelectionOnViewWillAppear = true
    /// Whether the controller, and its table, are in editing mode: the table's own state,
    /// so it stays true however editing was turned on.
    open override var isEditing: Bool {
        get { tableView.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private let container = TableViewControllerView()

    /// The pull-to-refresh control shown above the rows while refreshing; nil for none.
    public var refreshControl: RefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            container.refreshControl = refreshControl
        }
    }

    /// A controller with a table of `style` (UIKit's `init(style:)`).
    public init(style: TableView.Style = .plain) {
        tableView = TableView(style: style)
        super.init()
        tableView.dataSource = self
        tableView.delegate = self
        container.tableView = tableView
        container.owner = self
    }

    open override func loadView() { setView(container) }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear {
            for ip in tableView.indexPathsForSelectedRows ?? [] { tableView.deselectRow(at: ip, animated: animated) }
        }
    }

    /// Turns editing on or off for the controller and its table, and retitles
    /// ``ViewController/editButtonItem`` (UIKit's `setEditing(_:animated:)`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open override var focusedView: View? { searchFocusedView ?? tableView }

    /// The controller's keys, from its action table (``keyActions``), after the search
    /// results controller had the key while its view shows.
    open override func handle(_ event: Event) -> Bool {
        if handleSearchEvent(event) { return true }
        guard case .key(let key) = event else { return false }
        return keyActions.perform(key) ?? false
    }

    /// The controller's keys as one action table, in help order: the header search bar's
    /// (``KeyMaps/search``), the refresh key (`r`, ``KeyMaps/refresh``) while there is a
    /// ``refreshControl``, and while editing Esc (``TableKeyMap/endEditing``), which calls
    /// `setEditing(false, animated: true)` after the table had the key for an open
    /// confirmation or row actions. A subclass adds its rows to this table.
    open var keyActions: KeyActionTable {
        KeyActionTable(
            tableView.headerSearchKeyActions.actions + [
                KeyAction("refresh", KeyMaps.current.refresh.refresh, when: { self.refreshControl != nil }) { _ in
                    self.refreshControl?.sendRefresh()
                    return true
                },
                KeyAction("endEditing", KeyMaps.current.table.endEditing, when: { self.isEditing }) { _ in
                    self.setEditing(false, animated: true)
                    return true
                },
            ])
    }

    open override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    /// Moves the refresh spinner on; returns true while it spins.
    open override func tick() -> Bool {
        // Both run every tick: the spinner turns and batch-update marks fade.
        let spun = refreshControl?.advanceSpinner() ?? false
        let faded = tableView.tick()
        return spun || faded
    }

    /// True while the refresh spinner turns or the table has change marks to fade: the
    /// only work of ``tick()``. A subclass that polls in `tick()` overrides this to say
    /// when it polls.
    open override var needsTicks: Bool { refreshControl?.isRefreshing == true || tableView.hasChangeMarks }

    // MARK: Delegate

    /// Implements ``TableViewDelegate/tableViewDidPullDown(_:)``: the refresh control, when
    /// there is one, starts refreshing (``RefreshControl/sendRefresh()``).
    open override func tableViewDidPullDown(_ tableView: TableView) { refreshControl?.sendRefresh() }
}

/// A ``TableViewController``'s view: the refresh control's line (while refreshing) above
/// the table, which takes the rest.
@MainActor
final class TableViewControllerView: View {
    var tableView: TableView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let t = tableView { addSubview(t) }
        }
    }
    var refreshControl: RefreshControl? {
        didSet { if let r = refreshControl { addSubview(r) } else { setNeedsLayout() } }
    }

    override func layoutSubviews() {
        let h = min(bounds.height, refreshControl?.sizeThatFits(bounds.size).height ?? 0)
        refreshControl?.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
        tableView?.frame = Rect(x: 0, y: h, width: bounds.width, height: bounds.height - h)
        layoutSearchPresentation()
    }

    // MARK: Search presentation (Controllers/Search/TableViewController+Search.swift)

    /// The controller this is the view of: the parent of a search results controller.
    weak var owner: ViewController?
    /// Dims the table while a search with an empty query is typed.
    let dimmingView = SearchDimmingView()
}

import Foundation

/// A view controller that manages a table and is its data source and delegate (UIKit's
/// `UITableViewController`). Subclass it and override the data source and delegate
/// methods you need; every one of them is declared here so that overrides are called.
///
/// Its view holds the ``tableView`` below an optional ``refreshControl`` line. It clears
/// the table's selection each time it is about to appear
/// (``clearsSelectionOnViewWillAppear``), gives the keyboard to the table, and starts a
/// refresh with `r` or when the user scrolls up past the top.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
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

    /// The refresh key (`r`, ``KeyMaps/refresh``) starts a refresh when there is a
    /// ``refreshControl``; while editing, Esc (``TableKeyMap/endEditing``) calls
    /// `setEditing(false, animated: true)`, after the table had the key for an open
    /// confirmation or row actions.
    open override func handle(_ event: Event) -> Bool {
        if handleSearchEvent(event) { return true }
        if isEditing, KeyMaps.current.table.endEditing.matches(event) {
            setEditing(false, animated: true)
            return true
        }
        guard let rc = refreshControl, KeyMaps.current.refresh.refresh.matches(event) else { return false }
        rc.sendRefresh()
        return true
    }

    open override var keyBindings: [KeyBinding] {
        searchKeyBindings + (refreshControl == nil ? [] : KeyMaps.current.refresh.allBindings)
            + (isEditing ? [KeyMaps.current.table.endEditing] : [])
    }

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

    // MARK: Data source (override what you need)

    /// Implements ``TableViewDataSource/numberOfSections(in:)``; override to change its default.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Implements ``TableViewDataSource/tableView(_:numberOfRowsInSection:)``: 0 rows until overridden.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Traps: a subclass that has rows must override this.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) (asked for \(indexPath))")
    }
    /// Implements ``TableViewDataSource/tableView(_:titleForHeaderInSection:)``; override to change its default.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Implements ``TableViewDataSource/tableView(_:titleForFooterInSection:)``; override to change its default.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Implements ``TableViewDataSource/sectionIndexTitles(for:)``; override to change its default.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Implements ``TableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``; override to change its default.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        TableView.defaultSection(forSectionIndexTitleAt: index, in: tableView)
    }
    /// Implements ``TableViewDataSource/tableView(_:canEditRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        tableView.reachedDefault(.canEditRowAt)
        return true
    }
    /// Implements ``TableViewDataSource/tableView(_:canMoveRowAt:)``: true, as UIKit's default.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Implements ``TableViewDataSource/tableView(_:commit:forRowAt:)``; override to delete
    /// or insert rows (this base tells the table that nothing is committed).
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView.reachedDefault(.commit)
    }
    /// Implements ``TableViewDataSource/tableView(_:moveRowAt:to:)``; override to let rows
    /// move (this base tells the table that rows cannot move).
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView.reachedDefault(.moveRowAt)
    }

    // MARK: Delegate (override what you need)

    /// Implements ``TableViewDelegate/providesRowHeights``: false, the table finds out
    /// whether ``tableView(_:heightForRowAt:)`` is overridden.
    open var providesRowHeights: Bool { false }
    /// Implements ``TableViewDelegate/tableView(_:heightForRowAt:)``; override to give row heights.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        tableView.reachedDefault(.heightForRowAt)
        return nil
    }
    /// Implements ``TableViewDelegate/tableView(_:heightForHeaderInSection:)``; override to change its default.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { nil }
    /// Implements ``TableViewDelegate/tableView(_:heightForFooterInSection:)``; override to change its default.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Int? { nil }
    /// Implements ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)``; override to change its default.
    open func tableViewDidChooseIndexSearch(_ tableView: TableView) {}
    /// Implements ``TableViewDelegate/tableViewDidPullDown(_:)``: the refresh control, when
    /// there is one, starts refreshing (``RefreshControl/sendRefresh()``).
    open func tableViewDidPullDown(_ tableView: TableView) { refreshControl?.sendRefresh() }
    /// Implements ``TableViewDelegate/tableView(_:willSelectRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Implements ``TableViewDelegate/tableView(_:didSelectRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:willDeselectRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Implements ``TableViewDelegate/tableView(_:didDeselectRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:indentationLevelForRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Implements ``TableViewDelegate/tableView(_:shouldHighlightRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Implements ``TableViewDelegate/tableView(_:didHighlightRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:didUnhighlightRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:willDisplay:forRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:editingStyleForRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Implements ``TableViewDelegate/tableView(_:titleForDeleteConfirmationButtonForRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// Implements ``TableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``; override to
    /// offer row actions (`a`). Default nil: none.
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Implements ``TableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``; override to change its default.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }

    // MARK: Cells (issue 9: accessory button)
    /// Implements ``TableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``; override to act on it.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    // MARK: Editing as UIKit does it

    /// Implements ``TableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``;
    /// override to offer leading row actions (`A`). Default nil: none.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// Implements ``TableViewDelegate/tableView(_:willBeginEditingRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/tableView(_:didEndEditingRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Implements ``TableViewDelegate/tableView(_:shouldIndentWhileEditingRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }

    // MARK: Section header and footer views
    /// Implements ``TableViewDelegate/tableView(_:viewForHeaderInSection:)``: nil, the title
    /// view. Override to give header views; returning `super`'s answer for some sections
    /// (their title views) works if one of the first 8 sections gets a view of yours.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.noteDefaultSectionView()
        return nil
    }
    /// Implements ``TableViewDelegate/tableView(_:viewForFooterInSection:)``: nil, the title
    /// view. Override to give footer views; returning `super`'s answer for some sections
    /// (their title views) works if one of the first 8 sections gets a view of yours.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.noteDefaultSectionView()
        return nil
    }
    /// Implements ``TableViewDelegate/tableView(_:willDisplayHeaderView:forSection:)``; does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Implements ``TableViewDelegate/tableView(_:willDisplayFooterView:forSection:)``; does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Implements ``TableViewDelegate/tableView(_:didEndDisplayingHeaderView:forSection:)``; does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Implements ``TableViewDelegate/tableView(_:didEndDisplayingFooterView:forSection:)``; does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForHeaderInSection:)``: nil.
    open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? { nil }
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForFooterInSection:)``: nil.
    open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> Int? { nil }

    // MARK: Table API a port meets (didEndDisplaying, estimated heights, scrolling)

    /// Implements ``TableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``; override to change its default.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Implements ``TableViewDelegate/providesEstimatedRowHeights``: false, the table finds
    /// out whether ``tableView(_:estimatedHeightForRowAt:)`` is overridden.
    open var providesEstimatedRowHeights: Bool { false }
    /// Implements ``TableViewDelegate/tableView(_:estimatedHeightForRowAt:)``; override to give estimates.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        tableView.reachedDefault(.estimatedHeightForRowAt)
        return nil
    }
    /// Implements ``ScrollViewDelegate/scrollViewDidScroll(_:)``; override to change its default.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Implements ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``; override to change its default.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
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

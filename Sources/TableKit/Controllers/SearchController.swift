/// Owns a search bar and whether searching is active (UIKit's `UISearchController`).
/// Searching becomes active when the bar begins editing (or its text changes) and stays
/// active, with the results on screen, until cancelled (Esc) or ended by choosing a result.
///
/// With no ``searchResultsController`` the searching controller shows the results in its
/// own table, as before; with one, a ``TableViewController`` whose table header view is
/// the bar shows that controller's view over its table while the query is not empty, and
/// dims the table while it is empty (``obscuresBackgroundDuringPresentation``).
///
/// The bar's ``SearchBar/delegate`` stays the app's: the controller hears the bar through
/// its own channel, before the delegate.
@MainActor
public final class SearchController {
    /// The bar the user types the query into; put it in the view hierarchy (e.g. as a table header view).
    public let searchBar = SearchBar()
    /// The controller whose view shows the results over the content while searching; nil
    /// to show them in the searching controller's own view (UIKit's `searchResultsController`).
    public let searchResultsController: ViewController?
    /// Told as the query and scope change and when searching ends; held weakly, as in UIKit.
    public weak var searchResultsUpdater: SearchResultsUpdating?
    /// Told when searching starts and ends and when a query is confirmed; held weakly.
    public weak var delegate: SearchControllerDelegate?
    /// Whether the content under the bar is dimmed while searching with an empty query
    /// (UIKit's `obscuresBackgroundDuringPresentation`); true by default, as in UIKit. Only
    /// a presenting ``TableViewController`` draws it; a controller that shows the results
    /// in its own table sets it false, as UIKit's documentation advises.
    public var obscuresBackgroundDuringPresentation = true
    /// Shows the bar's scope bar while searching and hides it after, when it has titles
    /// (UIKit's `automaticallyShowsScopeBar`); true by default, as in UIKit.
    public var automaticallyShowsScopeBar = true
    /// Shows the bar's cancel button while searching (UIKit's
    /// `automaticallyShowsCancelButton`). False by default, unlike UIKit: in a terminal
    /// Esc cancels and the help line says so.
    public var automaticallyShowsCancelButton = false
    /// A convenience beside the ``delegate``'s `didPresentSearchController` (`true`) and
    /// `didDismissSearchController` (`false`): called right after them.
    public var onActiveChange: (@MainActor (Bool) -> Void)?
    /// A convenience beside the ``delegate``'s `searchControllerDidConfirmSearch`: called
    /// right after it, when Enter in the bar hands the keyboard to the results.
    public var onSearchButtonClicked: (@MainActor () -> Void)?
    /// Where Enter and ↓/Tab in the bar put the results' cursor, in place of their first
    /// row: a screen that searches from its cursor puts it on the
    /// first match after it. Nil: the first row.
    public var placesResultCursor: (@MainActor () -> Void)?
    /// Whether searching is active: the results replace the full list (UIKit's
    /// `isActive`). Setting it true is ``activate()``, false is ``deactivate()``.
    public var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }
    private var active = false

    /// A search controller, inactive, whose bar is 1 line high (UIKit's
    /// `init(searchResultsController:)`; nil shows results in the searching controller).
    public init(searchResultsController: ViewController? = nil) {
        self.searchResultsController = searchResultsController
        searchBar.frame = Rect(x: 0, y: 0, width: 0, height: 1)
        searchBar.controller = self
    }

    /// The query as typed ("" when empty).
    public var text: String { searchBar.query }

    /// Whether the results controller's view is on screen: searching, with a
    /// ``searchResultsController``, and a query that is not empty (UIKit shows it once
    /// there is text).
    public var showsSearchResultsController: Bool { active && searchResultsController != nil && !text.isEmpty }

    /// Whether the content under the bar is dimmed now: the bar typing an empty query with
    /// ``obscuresBackgroundDuringPresentation`` (once the keyboard goes to the content, it
    /// is no longer dimmed).
    public var isObscuringBackground: Bool {
        active && obscuresBackgroundDuringPresentation && text.isEmpty && searchBar.isEditing
    }

    /// Starts searching and gives the bar the keyboard.
    public func activate() {
        becomeActive()
        searchBar.beginEditing()
    }

    /// Ends searching: clears the query, takes the keyboard away, tells the updater, and
    /// gives the table whose header view the bar is the content offset it had before
    /// searching (the one that hid the bar), between the delegate's `willDismiss` and
    /// `didDismiss`.
    public func deactivate() {
        let was = active
        if was { delegate?.willDismissSearchController(self) }
        searchBar.text = ""
        searchBar.endEditing()
        guard was else { return }
        active = false
        if automaticallyShowsScopeBar && !(searchBar.scopeButtonTitles ?? []).isEmpty {
            searchBar.showsScopeBar = false
        }
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        searchResultsUpdater?.updateSearchResults(for: self)
        searchBar.hostTable?.restoreOffsetFromBeforeSearch()
        delegate?.didDismissSearchController(self)
        onActiveChange?(false)
    }

    /// Starts searching, once: the table whose header view the bar is remembers its
    /// content offset and scrolls to the top (the bar shows); then the delegate's
    /// `presentSearchController(_:)`, whose default is the automatic presentation
    /// (`willPresent`, active, `didPresent`). A delegate that presents the controller
    /// itself hears neither `willPresent` nor `didPresent`, as in UIKit.
    private func becomeActive() {
        guard !active, !presenting else { return }
        presenting = true
        defer { presenting = false }
        searchBar.hostTable?.revealSearchBar()
        if let delegate { delegate.presentSearchController(self) } else { presentAutomatically() }
        if !active { markActive() }
        onActiveChange?(true)
    }
    private var presenting = false

    /// UIKit's default presentation: `willPresentSearchController`, active,
    /// `didPresentSearchController`. What ``SearchControllerDelegate``'s default
    /// `presentSearchController(_:)` does.
    func presentAutomatically() {
        guard !active else { return }
        delegate?.willPresentSearchController(self)
        markActive()
        delegate?.didPresentSearchController(self)
    }

    private func markActive() {
        active = true
        if automaticallyShowsScopeBar && !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
    }

    /// The controller whose ``NavigationItem/searchController`` this is, if any: its
    /// navigation controller shows the bar (NavigationController+Search.swift).
    weak var navigationHost: ViewController?

    /// The table that shows the results: the results controller's focused table while its
    /// view shows, else the table whose header view the bar is, else the table of the
    /// controller whose navigation item holds this controller.
    var resultsTable: TableView? {
        if showsSearchResultsController, let results = searchResultsController {
            return (results.focusedView as? TableView) ?? ViewController.firstResponder(in: results.view) as? TableView
        }
        if let table = searchBar.hostTable { return table }
        guard let host = navigationHost, host.isViewLoaded else { return nil }
        return (host.focusedView as? TableView) ?? ViewController.firstResponder(in: host.view) as? TableView
    }

    /// Puts the results table's cursor on its first row (nil when there are no results),
    /// or where ``placesResultCursor`` puts it, so that Enter after typing acts on a result,
    /// never on a row number kept from the full list. Called after Enter and ↓/Tab in the bar.
    func showFirstResult() {
        guard active, let table = resultsTable else { return }
        if let place = placesResultCursor { return place() }
        table.moveCursorToFirstRow()
    }

    // MARK: The bar's channel (before the bar's delegate)

    /// The bar began editing: searching starts and the updater is told (UIKit calls
    /// `updateSearchResults(for:)` when the bar becomes first responder).
    func barDidBeginEditing() {
        becomeActive()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// An edit: searching starts if it was not active; the updater is told.
    func barTextDidChange() {
        becomeActive()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// A scope was chosen: the updater is told while searching.
    func barScopeChanged() {
        guard active else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Esc or the cancel button: searching ends.
    func barCancelled() { deactivate() }

    /// Enter: the keyboard goes to the results, searching stays active.
    func barConfirmed() {
        searchBar.endEditing()
        delegate?.searchControllerDidConfirmSearch(self)
        onSearchButtonClicked?()
    }
}

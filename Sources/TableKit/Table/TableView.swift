import Foundation

/// A view that shows rows in sections and scrolls them (UIKit's `UITableView`).
///
/// Geometry is in lines and columns. The table asks its ``dataSource`` for counts of every
/// section at ``reloadData()`` and for cells of the visible rows only; cells are reused by
/// identifier, so the cells alive at once stay within the visible rows plus a small
/// constant however many rows there are. With a uniform row height, reload costs
/// O(sections) time and memory.
@MainActor
open class TableView: View {
    /// The look of the table (UIKit's `UITableView.Style`).
    public enum Style: Sendable, Hashable {
        /// Rows edge to edge, sticky section headers, section index on the right.
        case plain
        /// Sections as separate blocks with a blank line between, headers in capitals.
        case grouped
        /// Grouped, with the rows inset two columns on each side.
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row (UIKit's `ScrollPosition`).
    public enum ScrollPosition: Sendable, Hashable {
        /// Scroll as little as needed to show the whole row; nothing if it is visible.
        case none
        /// The row's first line at the top, below a pinned section header.
        case top
        /// The row centred vertically.
        case middle
        /// The row's last line at the bottom.
        case bottom
    }

    /// The row height meaning "size the row from its cell's content"
    /// (UIKit's `UITableView.automaticDimension`): ``RowHeight/automatic``.
    public static let automaticDimension = RowHeight.automatic
    /// The section index title that draws as the search entry, a magnifying glass
    /// (UIKit's `UITableView.indexSearch`, `UITableViewIndexSearch`).
    public static let indexSearch = "{search}"
    /// The table's look, fixed at init (UIKit's `style`).
    public let style: Style
    /// Supplies sections, rows and cells; held weakly, as in UIKit, so keep it alive elsewhere.
    /// Setting it does not reload: call ``reloadData()``.
    public weak var dataSource: TableViewDataSource?
    /// Gives heights and hears selection, highlight and editing; held weakly, as in UIKit.
    public weak var delegate: TableViewDelegate?

    /// The height of every row when the delegate gives none (UIKit's `rowHeight`): 1 line
    /// by default, except that a row whose cell's text wraps (a label with
    /// `numberOfLines` ≠ 1) sizes itself to its content while ``estimatedRowHeight`` is
    /// ``RowHeight/automatic`` (UIKit self-sizes rows by default). Set a number of lines to
    /// fix every row's height (text cut by it ends its last line with `…`), or
    /// ``RowHeight/automatic`` (``automaticDimension``) to size every row from its content.
    public var rowHeight: RowHeight {
        get { configuration.rowHeight }
        set {
            configuration.rowHeight = newValue
            configuration.rowHeightIsSet = true
        }
    }
    /// An estimate of row heights (UIKit's `estimatedRowHeight`): rows are measured only as
    /// they come on screen. ``RowHeight/automatic`` (the default, UIKit's
    /// `automaticDimension`) lets the table estimate: the row height, or 1 line for
    /// automatic rows; rows whose text wraps size themselves at the default row height.
    /// `.lines(n)` with n > 0 estimates n lines, also for rows whose heights the delegate
    /// gives (asked only as they come on screen). 0 turns estimates off: a delegate that
    /// gives heights is asked for every row at reload, and only ``RowHeight/automatic``
    /// rows are measured.
    public var estimatedRowHeight: RowHeight {
        get { configuration.estimatedRowHeight }
        set { configuration.estimatedRowHeight = newValue }
    }
    /// Lines of a section header that has a title; 1 by default.
    public var sectionHeaderHeight: Int {
        get { configuration.sectionHeaderHeight }
        set { configuration.sectionHeaderHeight = newValue }
    }
    /// Lines of a section footer that has a title; 1 by default.
    public var sectionFooterHeight: Int {
        get { configuration.sectionFooterHeight }
        set { configuration.sectionFooterHeight = newValue }
    }
    /// A view above the first section, scrolled with the content (UIKit's
    /// `tableHeaderView`); its frame's height is kept, its width follows the table's.
    public var tableHeaderView: View? {
        didSet {
            if let old = oldValue as? SearchBar, old.hostTable === self { old.hostTable = nil }
            (tableHeaderView as? SearchBar)?.hostTable = self
            // Only the header's height changes: the rows' geometry and the data stay as they are.
            if !data.geometryIsStale { data.geometry.tableHeaderHeight = contentHeaderHeight }
            setNeedsLayout()
        }
    }
    /// A view below the last section, scrolled with the content.
    public var tableFooterView: View? {
        didSet {
            if !data.geometryIsStale { data.geometry.tableFooterHeight = tableFooterView?.frame.height ?? 0 }
            setNeedsLayout()
        }
    }
    /// Whether the user can select rows; true by default.
    public var allowsSelection: Bool {
        get { configuration.allowsSelection }
        set { configuration.allowsSelection = newValue }
    }
    /// Whether several rows can be selected at once; Space then toggles a row.
    public var allowsMultipleSelection: Bool {
        get { configuration.allowsMultipleSelection }
        set { configuration.allowsMultipleSelection = newValue }
    }
    /// A view shown behind the rows, filling the table (UIKit's `backgroundView`), e.g. a
    /// "No Results" label.
    public var backgroundView: View? { didSet { setNeedsLayout() } }
    /// Hides the section index even when the data source has titles.
    public var isSectionIndexHidden: Bool {
        get { configuration.isSectionIndexHidden }
        set { configuration.isSectionIndexHidden = newValue }
    }

    /// The content's scroll position: `y` is the first content line shown (x is always 0).
    /// Setting it clamps to `0...max(0, contentSize.height - bounds.height)`.
    public var contentOffset: Point {
        get { Point(x: 0, y: state.contentOffsetY) }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The cursor: the row the keyboard acts on, drawn highlighted; nil for none.
    public var cursorIndexPath: IndexPath? { state.cursor }
    /// Editing mode (UIKit's `isEditing`); setting it calls ``setEditing(_:animated:)``
    /// without animation.
    public var isEditing: Bool {
        get { state.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// True while the section index has the keyboard (Tab).
    public var isIndexFocused: Bool { state.isIndexFocused }
    /// The index title under the index cursor while the index has the keyboard.
    public var indexCursor: Int { state.indexCursor }
    /// Cells on screen by index path.
    public var visibleCellsByIndexPath: [IndexPath: TableViewCell] { cells.visible }

    /// A convenience beside the delegate's ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)``:
    /// called right after it, also when the table has no delegate.
    public var onIndexSearch: (@MainActor () -> Void)? {
        get { callbacks.onIndexSearch }
        set { callbacks.onIndexSearch = newValue }
    }
    /// A convenience beside the delegate's ``TableViewDelegate/tableViewDidPullDown(_:)``:
    /// called right after it, also when the table has no delegate.
    public var onPullDown: (@MainActor () -> Void)? {
        get { callbacks.onPullDown }
        set { callbacks.onPullDown = newValue }
    }
    /// The convenience closures above.
    var callbacks = TableCallbacks()

    // MARK: Parts (see docs/ARCHITECTURE.md, "The table view")

    /// Heights and what may be selected (TableState.swift).
    var configuration = TableConfiguration()
    /// Offset, cursor, selection, editing, index focus, change marks: a value with pure
    /// transitions (State/).
    var state = TableState()
    /// Cells on screen and free cells by reuse identifier (Reuse/).
    var cells = ReusePool()
    /// What the data source said at the last reload, as geometry and titles, and the batch
    /// being recorded (TableView+Data.swift, Updates/).
    var data = TableData()
    /// Bookkeeping of layout: measured rows, the last size, the index width, help.
    var layoutState = TableLayoutState()
    /// The column layout, sort, column cursor and horizontal scroll (Columns/).
    var columnsState = TableColumnsState()
    /// The separator style and insets (Cells/TableView+Separators.swift).
    var separators = TableSeparators()
    /// What was reported about scrolling and prefetching (Scrolling/, Prefetching/).
    var scrolling = TableScrollingState()

    /// Section header and footer views on screen and free, and their heights (HeaderFooter/).
    var sectionViews = SectionViewPool()
    /// The section index, a subview down the trailing edge (SectionIndex/).
    let indexView = SectionIndexView()
    /// The open row actions' strip, a subview over their row (RowActions/).
    let rowActionsView = RowActionsView()
    /// What the table learned of its data source's editing methods, and UIKit's editing
    /// options (Editing/).
    var editingSupport = EditingSupport()
    /// The record of data source and delegate defaults reached, read by the probes (Probes/).
    var probing = ImplementationProbes()
    /// The content offset from before a header search bar's search began, put back when
    /// it ends (Controllers/Search/TableView+SearchOffset.swift).
    var offsetBeforeSearch: Point?
    /// The row a mouse press is on and the last click, for clicks that select on release
    /// (TableView+Clicks.swift).
    var clicks = TableClicks()
    /// The control in the cursor's row that has the keyboard, if any (Cells/TableView+RowControls.swift).
    var rowControlFocus = RowControlFocus()
    /// The standard key rows kept between keys (Keys/TableView+Keys.swift).
    var standardKeysCache: StandardKeyActionsCache?

    /// A table at `frame` in `style`, empty until it has a data source and is laid out
    /// (UIKit's `init(frame:style:)`).
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        indexView.table = self
        indexView.isHidden = true
        addSubview(indexView)
        rowActionsView.table = self
        rowActionsView.isHidden = true
        addSubview(rowActionsView)
    }

    open override func layoutSubviews() { layoutTable() }
    open override func draw(in context: inout DrawContext) { drawTable(in: &context) }
    /// Keys and mouse events aimed at the table (see `TableView+Input.swift`); while a
    /// header search bar types, its keys (Controllers/Search/TableView+HeaderSearch.swift).
    open override func handle(_ event: Event) -> Bool { handleHeaderSearchBarEvent(event) ?? handleTableEvent(event) }
    open override var keyBindings: [KeyBinding] {
        headerSearchBar.flatMap { $0.isEditing ? $0.keyBindings : nil } ?? tableKeyBindings
    }
    /// The table's keys (``KeyMaps/table``) as one action table, in help order: the rows',
    /// the columns', editing and row actions', the detail button's (Keys/TableView+Keys.swift).
    /// Dispatch and help both read it, at each key; a subclass changes rows by name
    /// (``KeyActionTable/subscript(_:)``) or adds its own.
    open var keyActions: KeyActionTable { standardKeyActions }
    /// Keys this table does not take, for itself alone (``KeyMaps/current`` stays as it is):
    /// they are taken out of its action table (``keyActions``) in dispatch and help, so
    /// they go on to the controller, e.g. `tableView.removedKeys = [.character("k")]` where
    /// the controller binds `k` to kill; ↑ still moves up. Empty by default. An open delete
    /// confirmation or row actions keep their own keys.
    public var removedKeys: Set<Key> = []
    open override var canBecomeFirstResponder: Bool { true }
    open override var isCapturingKeys: Bool {
        state.isIndexFocused || rowActionsView.state?.kind == .deleteConfirmation || isHeaderSearchBarEditing
    }
}

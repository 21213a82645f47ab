import Foundation

/// Section header and footer views: registering, dequeuing and finding them (UIKit's
/// header-footer API of `UITableView`).
extension TableView {
    /// Registers a header-footer view class for an identifier;
    /// ``dequeueReusableHeaderFooterView(withIdentifier:)`` then always returns a view
    /// (UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`). Registering the
    /// identifier again replaces the class for views made from then on.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String
    ) {
        sectionViews.registrations[identifier] = viewClass
    }

    /// A free header-footer view for `identifier` (its ``TableViewHeaderFooterView/prepareForReuse()``
    /// called), made from the registered class when none is free; nil when nothing is
    /// registered for it (UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`).
    /// - Complexity: O(1).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        sectionViews.dequeue(identifier)
    }

    /// The header view on screen for `section` (the delegate's, or the one the table made
    /// for the section's title), or nil when the header is not on screen or has none
    /// (UIKit's `headerView(forSection:)`). A pinned header counts as on screen. After
    /// ``reloadData()`` the views are found again at the next layout: nil until then.
    public func headerView(forSection section: Int) -> View? {
        sectionViews.isStale ? nil : sectionViews.headers[section]
    }

    /// The footer view on screen for `section`, or nil (UIKit's `footerView(forSection:)`).
    public func footerView(forSection section: Int) -> View? {
        sectionViews.isStale ? nil : sectionViews.footers[section]
    }

    /// The rectangle of `section`'s header in content coordinates (y from the top of the
    /// content), in lines and columns; height 0 when the section has no header (UIKit's
    /// `rectForHeader(inSection:)`). Traps when `section` is out of range.
    public func rectForHeader(inSection section: Int) -> Rect {
        ensureGeometry()
        precondition(
            section >= 0 && section < data.geometry.numberOfSections,
            "rectForHeader(inSection:): section \(section) out of range 0..<\(data.geometry.numberOfSections)")
        return Rect(
            x: 0, y: data.geometry.headerY(section), width: contentWidth, height: data.geometry.sections[section].header
        )
    }

    /// The rectangle of `section`'s footer in content coordinates, in lines and columns;
    /// height 0 when it has none (UIKit's `rectForFooter(inSection:)`). Traps when
    /// `section` is out of range.
    public func rectForFooter(inSection section: Int) -> Rect {
        ensureGeometry()
        precondition(
            section >= 0 && section < data.geometry.numberOfSections,
            "rectForFooter(inSection:): section \(section) out of range 0..<\(data.geometry.numberOfSections)")
        return Rect(
            x: 0, y: data.geometry.footerY(section), width: contentWidth, height: data.geometry.sections[section].footer
        )
    }

    /// An estimate of header views' heights in lines, `>= 0` (UIKit's
    /// `estimatedSectionHeaderHeight`). When > 0, a header view whose height the delegate
    /// does not give is measured (`sizeThatFits`) only as it comes on screen, the visible
    /// rows staying still; 0 (the default) measures every header view at reload,
    /// O(sections) view requests. Takes effect at the next reload.
    public var estimatedSectionHeaderHeight: Int {
        get { sectionViews.estimatedHeaderHeight }
        set { sectionViews.estimatedHeaderHeight = max(0, newValue) }
    }

    /// An estimate of footer views' heights in lines, `>= 0`, as
    /// ``estimatedSectionHeaderHeight`` for footers (UIKit's `estimatedSectionFooterHeight`).
    public var estimatedSectionFooterHeight: Int {
        get { sectionViews.estimatedFooterHeight }
        set { sectionViews.estimatedFooterHeight = max(0, newValue) }
    }

    /// The number of rows from which the section index shows, `>= 0`: with fewer rows in
    /// the whole table the index is hidden (UIKit's `sectionIndexMinimumDisplayRowCount`;
    /// default 0, always shown).
    /// - Complexity: when > 0, reading the shown titles costs O(sections).
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { sectionViews.indexMinimumRowCount }
        set {
            sectionViews.indexMinimumRowCount = max(0, newValue)
            keepIndexCursorInShownTitles()
            setNeedsLayout()
        }
    }

    /// Whether the table has enough rows for its section index
    /// (``sectionIndexMinimumDisplayRowCount``).
    var hasRowsForSectionIndex: Bool {
        let minimum = sectionViews.indexMinimumRowCount
        guard minimum > 0 else { return true }
        var total = 0
        for s in data.geometry.sections {
            total += s.rowCount
            if total >= minimum { return true }
        }
        return false
    }

    /// Asks the data source for the section index titles again, without reloading rows
    /// (UIKit's `reloadSectionIndexTitles()`). The index cursor stays within the new
    /// titles.
    public func reloadSectionIndexTitles() {
        ensureGeometry()
        data.indexTitles = dataSource?.sectionIndexTitles(for: self) ?? []
        keepIndexCursorInShownTitles()
        setNeedsLayout()
        _checkInvariants()
    }

    /// Keeps the index cursor on a shown title, and the keyboard off an index that is gone.
    func keepIndexCursorInShownTitles() {
        let count = shownIndexTitles.count
        state.indexCursor = min(state.indexCursor, max(0, count - 1))
        if count == 0 { state.isIndexFocused = false }
    }

    /// The number of header and footer views alive: on screen plus in the reuse pool
    /// (a test hook).
    @_spi(Testing) public var liveHeaderFooterViewCount: Int { sectionViews.liveCount }

    /// How many reusable header and footer views the table has made (a test hook).
    @_spi(Testing) public var headerFooterViewsCreated: Int { sectionViews.viewsCreated }
}

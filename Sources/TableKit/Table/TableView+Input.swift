import Foundation

extension TableView {
    /// Lines scrolled by one mouse wheel step.
    public static let wheelLines = 3

    /// The keys the table handles, for the help line.
    var tableKeyBindings: [KeyBinding] {
        if rowActions != nil { return rowActionKeyBindings }
        if isIndexFocused {
            return [
                KeyBinding([.up, .down], "↑↓", help: "jump"),
                KeyBinding([.enter, .escape, .tab], "Enter/Esc", help: "back to rows"),
                KeyBinding([], "A–Z", help: "jump to a title"),
                KeyBinding([.home, .end], "Home/End", help: "first/last"),
                KeyBinding([.character("/")], help: "search"),
                KeyBinding([.character("?")], help: "help"),
            ]
        }
        var b = [
            KeyBinding([.up, .down, .character("k"), .character("j")], "↑↓", help: "move"),
            KeyBinding([.pageUp, .pageDown] + (allowsMultipleSelection ? [] : [.character(" ")]), "PgUp/PgDn", help: "page", short: false),
            KeyBinding([.home, .end, .character("g"), .character("G")], "g/G", help: "top/bottom", short: false),
        ]
        if allowsSelection {
            b.append(KeyBinding([.enter], "Enter", help: "select"))
        }
        if allowsMultipleSelection {
            b.append(KeyBinding([.character(" ")], help: "toggle"))
        }
        if !shownIndexTitles.isEmpty {
            b.append(KeyBinding([.tab], help: "index"))
        }
        return b + columnKeyBindings + editingKeyBindings
    }

    /// Handles keys and mouse events aimed at the table. Returns true when handled.
    func handleTableEvent(_ event: Event) -> Bool {
        ensureGeometry()
        switch event {
        case .key(let key):
            return isIndexFocused ? handleIndexKey(key) : handleKey(key)
        case .mouse(let m):
            return handleMouse(m)
        default:
            return false
        }
    }

    func handleKey(_ key: Key) -> Bool {
        if let handled = handleEditingKey(key) {  // editing, confirmations, row actions
            setNeedsLayout()
            return handled
        }
        if let handled = handleColumnKey(key) {  // ←/→ and s with columns (TableView+Columns.swift)
            setNeedsLayout()
            return handled
        }
        switch key {
        case .up, .character("k"): moveCursor(by: -1)
        case .down, .character("j"): moveCursor(by: 1)
        case .pageDown: page(1)
        case .character(" "):
            if allowsMultipleSelection {
                if let ip = cursorIndexPath { userSelectRow(at: ip) }
            } else {
                page(1)
            }
        case .pageUp: page(-1)
        case .home, .character("g"):
            setContentOffset(.zero, animated: false)
            if let first = geometry.firstRow(fromSection: 0) { moveCursor(to: first) }
        case .end, .character("G"):
            if let last = lastRow {
                moveCursor(to: last)
                scrollToRow(at: last, at: .bottom, animated: false)
            }
        case .enter:
            guard let ip = cursorIndexPath else { return false }
            userSelectRow(at: ip)
        case .tab:
            guard !shownIndexTitles.isEmpty else { return false }
            isIndexFocused = true
            indexCursor = currentIndexTitle() ?? 0
        default:
            return false
        }
        setNeedsLayout()
        return true
    }

    /// The last row of the last section that has rows.
    var lastRow: IndexPath? { lastRow(throughSection: geometry.numberOfSections - 1) }

    /// The last row of `section` or of the nearest earlier section that has rows, or nil.
    func lastRow(throughSection section: Int) -> IndexPath? {
        var s = min(section, geometry.numberOfSections - 1)
        while s >= 0 {
            let n = geometry.numberOfRows(inSection: s)
            if n > 0 { return IndexPath(row: n - 1, section: s) }
            s -= 1
        }
        return nil
    }

    /// The row after (`delta` 1) or before (-1) `ip`, across sections; nil at either end.
    func row(after ip: IndexPath, delta: Int) -> IndexPath? {
        if delta > 0 {
            if ip.row + 1 < geometry.numberOfRows(inSection: ip.section) { return IndexPath(row: ip.row + 1, section: ip.section) }
            return geometry.firstRow(fromSection: ip.section + 1)
        }
        if ip.row > 0 { return IndexPath(row: ip.row - 1, section: ip.section) }
        return lastRow(throughSection: ip.section - 1)
    }

    /// Moves the cursor one row; at the first row, ↑ scrolls to the very top (revealing
    /// the table header view, such as a search bar) and then reports a pull-down.
    func moveCursor(by delta: Int) {
        guard let current = cursorIndexPath, isValid(current) else {
            let top = geometry.firstRow(atOrAfterY: offsetY) ?? geometry.firstRow(fromSection: 0)
            moveCursor(to: top)
            return
        }
        if let next = row(after: current, delta: delta) {
            moveCursor(to: next)
            scrollToRow(at: next, at: .none, animated: false)
        } else if delta < 0 {
            if offsetY > 0 { setContentOffset(.zero, animated: false) } else { didPullDown() }
        }
    }

    /// Scrolls a page (the height less one line of overlap) and moves the cursor with it.
    func page(_ direction: Int) {
        let pageLines = max(1, bounds.height - 1)
        let cursorY = cursorIndexPath.flatMap { isValid($0) ? geometry.rowRange($0).lowerBound - offsetY : nil } ?? 0
        if !scroll(by: direction * pageLines) {
            // Already at the end: move the cursor to the last (or first) row.
            if direction > 0, let last = lastRow { moveCursor(to: last) }
            if direction < 0, let first = geometry.firstRow(fromSection: 0) { moveCursor(to: first) }
            return
        }
        let target = offsetY + max(0, cursorY)
        if let ip = geometry.firstRow(atOrAfterY: target) ?? lastRow { moveCursor(to: ip) }
    }

    /// The user scrolled up past the top: tells the delegate, then ``onPullDown``.
    func didPullDown() {
        delegate?.tableViewDidPullDown(self)
        onPullDown?()
    }

    func handleMouse(_ m: MouseEvent) -> Bool {
        if let handled = handleColumnHeaderMouse(m) { return handled }  // a click on a column title
        if let handled = handleEditingMouse(m) {  // header view, editing controls, row actions
            setNeedsLayout()
            return handled
        }
        switch m.kind {
        case .wheelUp:
            if !scroll(by: -TableView.wheelLines) { didPullDown() }
        case .wheelDown:
            scroll(by: TableView.wheelLines)
        case .press:
            if indexWidth > 0 && m.location.x >= bounds.width - indexWidth {
                let line = m.location.y - sectionIndexTop
                guard let i = sectionIndexLayout.titleIndex(atLine: line) else { return true }
                chooseIndexTitle(i)
                return true
            }
            // A click on the pinned header is a click on the header, not on the row it covers.
            if let pinned = pinnedHeader, (pinned.y..<(pinned.y + geometry.sections[pinned.section].header)).contains(m.location.y) {
                return true
            }
            guard let ip = indexPathForRow(at: Point(x: m.location.x, y: m.location.y + offsetY)) else { return true }
            moveCursor(to: ip)
            userSelectRow(at: ip)
        case .release:
            return false
        }
        setNeedsLayout()
        return true
    }

    // MARK: Section index

    /// The index title of the section at the top of the screen, when the data source's
    /// titles map one to one onto sections (after a leading search entry).
    func currentIndexTitle() -> Int? {
        let titles = shownIndexTitles
        guard let ds = dataSource, !titles.isEmpty,
              let top = geometry.section(atY: max(offsetY, geometry.tableHeaderHeight)) else { return nil }
        var best: Int? = nil
        for (i, t) in titles.enumerated() where t != TableView.indexSearch {
            let s = ds.tableView(self, sectionForSectionIndexTitle: t, at: i)
            if s >= 0 && s <= top { best = i }
        }
        return best
    }

    /// The section an index title scrolls to when the data source does not say: one title
    /// per section, after the search entry if the titles start with it.
    public static func defaultSection(forSectionIndexTitleAt index: Int, in tableView: TableView) -> Int {
        tableView.indexTitles.first == TableView.indexSearch ? index - 1 : index
    }

    /// Chooses index title `i`: the search entry scrolls to the very top and calls
    /// the delegate's ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)`` (then
    /// ``onIndexSearch``); any other title scrolls its section (from the data source's
    /// `sectionForSectionIndexTitle`) to the top.
    public func chooseIndexTitle(_ i: Int) {
        let titles = shownIndexTitles
        guard i >= 0 && i < titles.count else { return }
        indexCursor = i
        if titles[i] == TableView.indexSearch {
            setContentOffset(.zero, animated: false)
            delegate?.tableViewDidChooseIndexSearch(self)
            onIndexSearch?()
            return
        }
        guard let ds = dataSource else { return }
        let s = ds.tableView(self, sectionForSectionIndexTitle: titles[i], at: i)
        guard s >= 0 && s < geometry.numberOfSections else { return }
        scrollToSection(s)
        if let first = geometry.firstRow(fromSection: s) { moveCursor(to: first) }
        setNeedsLayout()
    }

    /// Keys while the index has the keyboard: ↑/↓ move and jump, a letter jumps to the first
    /// title starting with it, Enter, Esc or Tab give the keyboard back to the rows.
    func handleIndexKey(_ key: Key) -> Bool {
        let titles = shownIndexTitles
        guard !titles.isEmpty else { isIndexFocused = false; return false }
        switch key {
        case .up:
            chooseIndexTitle(max(0, indexCursor - 1))
        case .down:
            chooseIndexTitle(min(titles.count - 1, indexCursor + 1))
        case .home:
            chooseIndexTitle(titles.first == TableView.indexSearch && titles.count > 1 ? 1 : 0)
        case .end:
            chooseIndexTitle(titles.count - 1)
        case .enter:
            chooseIndexTitle(indexCursor)
            isIndexFocused = false
        case .escape, .tab, .backTab:
            isIndexFocused = false
        case .character("/"):
            // Searching starts from anywhere: give the keyboard back and let it through.
            isIndexFocused = false
            return false
        case .character("?"):
            return false  // the window's full help
        case .character(let c):
            // A title that is the letter with its diacritics first (Swedish Å, Ä, Ö are
            // titles of their own after Z), then any title ignoring them (German Ä → A).
            func firstTitle(_ options: String.CompareOptions) -> Int? {
                let needle = String(c).folding(options: options, locale: nil)
                return titles.indices.first { i in
                    titles[i] != TableView.indexSearch && titles[i].folding(options: options, locale: nil).hasPrefix(needle)
                }
            }
            guard let m = firstTitle(.caseInsensitive) ?? firstTitle([.caseInsensitive, .diacriticInsensitive]) else { return true }
            chooseIndexTitle(m)
        default:
            return false
        }
        setNeedsLayout()
        return true
    }
}

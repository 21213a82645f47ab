import Foundation

extension TableView {
    /// The selected row, the first if several; nil when none
    /// (UIKit's `indexPathForSelectedRow`).
    public var indexPathForSelectedRow: IndexPath? { state.selection.sorted().first }

    /// The selected rows in order, or nil when none (UIKit's `indexPathsForSelectedRows`).
    public var indexPathsForSelectedRows: [IndexPath]? { state.selection.isEmpty ? nil : state.selection.sorted() }

    /// Selects a row without calling the delegate's selection methods (the cursor moves to
    /// it, so the highlight methods are called), and scrolls it to `scrollPosition`
    /// (UIKit's `selectRow(at:animated:scrollPosition:)`; `.none` does not scroll, as in
    /// UIKit). nil clears the selection, and so does an out-of-range path. In single
    /// selection the previous row is deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        ensureGeometry()
        guard let ip = indexPath, isValid(ip) else {
            for old in state.selection { cells.visible[old]?.setSelected(false, animated: animated) }
            state.selection.removeAll()
            return
        }
        for old in state.select(ip, allowsMultiple: selectsMultipleRowsNow) {
            cells.visible[old]?.setSelected(false, animated: animated)
        }
        cells.visible[ip]?.setSelected(true, animated: animated)
        moveCursor(to: ip)
        if scrollPosition != .none { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without calling the delegate (UIKit's `deselectRow(at:animated:)`).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        state.deselect(indexPath)
        cells.visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// Moves the cursor (the keyboard's row) to a row, or nil for none. The cursor's row
    /// is drawn highlighted, so the delegate hears `shouldHighlightRowAt`,
    /// `didUnhighlightRowAt` and `didHighlightRowAt` (UIKit's highlight methods).
    public func moveCursor(to indexPath: IndexPath?) {
        // The same row: only the help is brought up to date (a delegate set since may add keys).
        guard indexPath != state.cursor else {
            refreshEditingHelp()
            return
        }
        if let old = state.cursor {
            let wasHighlighted = isValid(old) && (delegate?.tableView(self, shouldHighlightRowAt: old) ?? true)
            if let cell = cells.visible[old], cell.isHighlighted { cell.setHighlighted(false, animated: false) }
            // Told even when the row has scrolled off screen, so highlight calls pair up.
            if wasHighlighted { delegate?.tableView(self, didUnhighlightRowAt: old) }
        }
        state.cursor = indexPath
        if let ip = indexPath {
            let ok = delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true
            if ok {
                cells.visible[ip]?.setHighlighted(true, animated: false)
                delegate?.tableView(self, didHighlightRowAt: ip)
            }
        }
        refreshEditingHelp()
    }

    /// Selects a row as the user does: `willSelectRowAt` may veto or redirect; in single
    /// selection the previous row goes through `willDeselectRowAt`/`didDeselectRowAt`;
    /// then `didSelectRowAt`. With multiple selection a selected row is deselected instead
    /// (through `willDeselectRowAt`/`didDeselectRowAt`) and nil is returned.
    /// In single selection at most one row is ever selected: when the delegate keeps the
    /// previous row (`willDeselectRowAt` returns nil), the new selection is abandoned.
    /// Returns the row selected, or nil when vetoed or selection is off.
    @discardableResult
    public func userSelectRow(at indexPath: IndexPath) -> IndexPath? {
        ensureGeometry()
        guard selectionIsAllowedNow, isValid(indexPath) else { return nil }
        if selectsMultipleRowsNow && state.selection.contains(indexPath) {
            userDeselectRow(at: indexPath)
            return nil
        }
        let target: IndexPath?
        if let d = delegate { target = d.tableView(self, willSelectRowAt: indexPath) } else { target = indexPath }
        guard let ip = target, isValid(ip) else { return nil }
        if !selectsMultipleRowsNow {
            for old in state.selection where old != ip {
                let which: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
                guard let w = which else { continue }
                deselectRow(at: w, animated: false)
                delegate?.tableView(self, didDeselectRowAt: w)
            }
            if state.selection.contains(where: { $0 != ip }) { return nil }
        }
        if !state.selection.contains(ip) { state.selection.append(ip) }
        cells.visible[ip]?.setSelected(true, animated: false)
        moveCursor(to: ip)
        delegate?.tableView(self, didSelectRowAt: ip)
        return ip
    }

    /// Deselects as the user does, through `willDeselectRowAt` and `didDeselectRowAt`.
    /// Returns the row deselected, or nil when vetoed.
    @discardableResult
    public func userDeselectRow(at indexPath: IndexPath) -> IndexPath? {
        let which: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let w = which else { return nil }
        deselectRow(at: w, animated: false)
        delegate?.tableView(self, didDeselectRowAt: w)
        return w
    }
}

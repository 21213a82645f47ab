import Foundation

/// The rows' accessories as controls: the detail button `ⓘ` reached by a key or a click
/// (UIKit's `tableView(_:accessoryButtonTappedForRowWith:)`), and clicks on an
/// accessory view sent to that view.
extension TableView {
    /// Whether the cursor's row shows a detail button `ⓘ` now.
    var cursorRowHasDetailButton: Bool {
        guard let ip = state.cursor, let cell = cells.visible[ip] else { return false }
        return cell.detailButtonColumn != nil
    }

    /// The details key (``KeyMaps/table``) as a row of the table's action table: it
    /// applies while the cursor's row has a detail button and tells the delegate.
    var accessoryKeyActions: KeyActionTable {
        KeyActionTable([
            KeyAction(
                "details", KeyMaps.current.table.details, when: { [unowned self] in self.cursorRowHasDetailButton }
            ) {
                [unowned self] _ in
                guard let ip = self.state.cursor else { return false }
                self.accessoryButtonTapped(at: ip)
                return true
            }
        ])
    }

    /// A press on row `ip` at `m.location` (table coordinates on screen): on the detail
    /// button it puts the cursor on the row and tells the delegate; on an accessory view
    /// it goes to that view (a button presses). nil when the press is elsewhere in the row.
    func handleAccessoryPress(_ m: MouseEvent, at ip: IndexPath) -> Bool? {
        guard let cell = cells.visible[ip] else { return nil }
        let p = Point(x: m.location.x - cell.frame.minX, y: m.location.y - cell.frame.minY)
        if let column = cell.detailButtonColumn, p.x == column, p.y == 0 {
            moveCursor(to: ip)
            accessoryButtonTapped(at: ip)
            setNeedsLayout()
            return true
        }
        if let v = cell.shownAccessoryView, !v.isHidden, v.frame.contains(p),
            let target = v.hitTest(Point(x: p.x - v.frame.minX, y: p.y - v.frame.minY))
        {
            // The deepest view under the click first, then up to the accessory view.
            var view: View? = target
            while let cur = view, cur !== cell {
                let origin = cur.convert(.zero, to: cell)
                let local = MouseEvent(kind: m.kind, location: Point(x: p.x - origin.x, y: p.y - origin.y))
                if cur.handle(.mouse(local)) {
                    setNeedsLayout()
                    return true
                }
                view = cur.superview
            }
        }
        return nil
    }

    /// Tells the delegate that the detail button of row `ip` was chosen.
    func accessoryButtonTapped(at ip: IndexPath) {
        delegate?.tableView(self, accessoryButtonTappedForRowWith: ip)
    }
}

import Foundation

/// A table's clicks: a press on a row moves the cursor there (UIKit's highlight on touch
/// down), the release on the same row selects it (UIKit's touch up inside); a release on
/// another row, or none, selects nothing. With ``TableView/clicksToSelect`` 2, a single
/// click only moves the cursor and a double click selects (AppKit's `doubleAction`).
struct TableClicks {
    /// The row under the last press, until its release.
    var pressedRow: IndexPath?
    /// The row and time of the last click that did not select (``TableView/clicksToSelect`` 2).
    var lastClick: (row: IndexPath, at: ContinuousClock.Instant)?
    /// How many clicks select a row: 1 or 2.
    var clicksToSelect = 1
    /// The longest time between the two clicks of a double click.
    var doubleClickInterval: Duration = .milliseconds(500)
    /// The time now; tests replace it.
    var now: @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
}

extension TableView {
    /// How many clicks on a row select it (call ``TableViewDelegate/tableView(_:didSelectRowAt:)``):
    /// 1 (the default, a tap in UIKit) or 2, for a list where selecting acts at once (a
    /// picker), so that a single click there only moves the cursor to the row. A click is a
    /// press and a release of the left button on the same row; the row selects on the
    /// release. Values outside 1...2 are clamped. From AppKit's `NSTableView.doubleAction`
    /// (UIKit has no double tap on a table).
    public var clicksToSelect: Int {
        get { clicks.clicksToSelect }
        set {
            clicks.clicksToSelect = min(2, max(1, newValue))
            clicks.lastClick = nil
        }
    }

    /// The longest time between the two clicks of a double click when ``clicksToSelect``
    /// is 2: half a second by default (as Windows' and GNOME's defaults, 500 and 400 ms).
    public var doubleClickInterval: Duration {
        get { clicks.doubleClickInterval }
        set { clicks.doubleClickInterval = newValue }
    }

    /// A press of the left button on row `ip`: the cursor goes there and the release decides.
    func pressRow(at ip: IndexPath) {
        moveCursor(to: ip)
        clicks.pressedRow = ip
    }

    /// The release of the left button at `location` (the table's own coordinates): a click
    /// when it is on the row pressed. Returns whether a press was waiting for it.
    func releaseRow(at location: Point) -> Bool {
        guard let pressed = clicks.pressedRow else { return false }
        clicks.pressedRow = nil
        guard let ip = indexPathForRow(at: Point(x: location.x, y: location.y + state.contentOffsetY)), ip == pressed,
            isValid(ip)
        else {
            return true  // dragged off the row: no click (UIKit's touch up outside)
        }
        if clicks.clicksToSelect == 2 {
            let now = clicks.now()
            if let last = clicks.lastClick, last.row == ip, now - last.at <= clicks.doubleClickInterval {
                clicks.lastClick = nil
            } else {
                clicks.lastClick = (ip, now)
                return true
            }
        }
        userSelectRow(at: ip)
        return true
    }
}

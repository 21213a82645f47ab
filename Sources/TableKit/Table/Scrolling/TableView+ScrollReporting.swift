import Foundation

extension TableView: ScrollView {}

/// What the table tells its delegate about scrolling and about cells leaving the screen.
extension TableView {
    /// Tells the delegate `scrollViewDidScroll` when the content offset differs from the
    /// one last reported, so each change is reported once however many steps made it;
    /// with `animated`, then `scrollViewDidEndScrollingAnimation` as well. Returns whether
    /// the offset had changed.
    @discardableResult
    func reportScrollIfNeeded(animated: Bool = false) -> Bool {
        guard state.contentOffsetY != scrolling.reportedOffsetY else { return false }
        scrolling.reportedOffsetY = state.contentOffsetY
        delegate?.scrollViewDidScroll(self)
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
        return true
    }

    /// Tells the delegate that each cell left the screen (`didEndDisplaying`), in index
    /// path order, after the cells were taken off the screen. Returns true when the data
    /// source reloaded from one of these calls (the caller then starts its layout again).
    @discardableResult
    func endDisplaying(_ ended: [(IndexPath, TableViewCell)]) -> Bool {
        guard let d = delegate, !ended.isEmpty else { return false }
        let generation = data.generation
        for (ip, cell) in ended.sorted(by: { $0.0 < $1.0 }) {
            d.tableView(self, didEndDisplaying: cell, forRowAt: ip)
            if generation != data.generation { return true }
        }
        return false
    }
}

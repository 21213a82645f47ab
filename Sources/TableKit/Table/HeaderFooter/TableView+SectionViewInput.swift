import Foundation

/// Clicks on section header and footer views.
extension TableView {
    /// Delivers a click on a header or footer view to the deepest view under it (a button
    /// in a custom header, say), then up to the header view, the pinned header first as it
    /// lies on top. A click on a header or footer is never a click on a row, whether or
    /// not a view takes it. nil when the click is on no header or footer view.
    func handleSectionViewMouse(_ m: MouseEvent) -> Bool? {
        guard m.kind == .press, !sectionViews.isStale, m.location.x < contentWidth else { return nil }
        let pinned = pinnedHeader.flatMap { sectionViews.headers[$0.section] }
        var candidates: [View] = pinned.map { [$0] } ?? []
        candidates += sectionViews.headers.values.filter { $0 !== pinned }
        candidates += sectionViews.footers.values
        guard let view = candidates.first(where: { $0.frame.contains(m.location) }) else { return nil }
        let p = Point(x: m.location.x - view.frame.minX, y: m.location.y - view.frame.minY)
        guard var hit = view.hitTest(p) else { return true }
        while true {
            let origin = hit === view ? Point.zero : hit.convert(.zero, to: view)
            if hit.handle(.mouse(MouseEvent(kind: m.kind, location: Point(x: p.x - origin.x, y: p.y - origin.y)))) {
                setNeedsLayout()
                return true
            }
            guard hit !== view, let up = hit.superview else { return true }
            hit = up
        }
    }
}

/// A click's release sent to the control that took its press, wherever the release is:
/// the view that first routes a press (the window, or a table handling clicks itself)
/// notes where it was in its own coordinates, the control pressed notes its offset from
/// there, and the same router gives it the release, so `.touchUpInside` needs no
/// release path through tables, cells and header views.
extension Control {
    /// The control whose press waits for its release, and its origin in the router's
    /// coordinates.
    private struct Tracked {
        weak var control: Control?
        var origin: Point
    }
    private static var tracked: Tracked?
    /// Where the router that is delivering a press got it, in its own coordinates.
    private static var pressLocation: Point?

    /// Delivers a press at `location` (the caller's coordinates) through `deliver`; the
    /// outermost caller's coordinates are the ones a release is matched in.
    static func routePress(at location: Point, _ deliver: () -> Bool) -> Bool {
        guard pressLocation == nil else { return deliver() }
        pressLocation = location
        tracked = nil
        defer { pressLocation = nil }
        return deliver()
    }

    /// Gives a release at `location` (the coordinates the press was routed in) to the
    /// control that took the press; false when none waits for it (the release goes on).
    static func routeRelease(at location: Point) -> Bool {
        guard let t = tracked else { return false }
        tracked = nil
        guard let control = t.control, control.isTracking else { return false }
        let local = Point(x: location.x - t.origin.x, y: location.y - t.origin.y)
        _ = control.handle(.mouse(MouseEvent(kind: .release, location: local)))
        return true
    }

    /// Notes that `control` took the press at `local` (its own coordinates).
    static func beginTracking(_ control: Control, pressedAt local: Point) {
        guard let p = pressLocation else { return }
        tracked = Tracked(control: control, origin: Point(x: p.x - local.x, y: p.y - local.y))
    }
}

/// Where a controller's view is in its trip into or out of the window: the one state that
/// every appearance call goes through (``ViewController/beginAppearanceTransition(_:animated:)``
/// and ``ViewController/endAppearanceTransition()``).
enum AppearanceState: Sendable, Equatable {
    /// Not in a window (the start, and after `viewDidDisappear`).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// In a window (after `viewDidAppear`).
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// Whether the view is in the window or on its way in.
    var isInWindow: Bool { self == .appearing || self == .appeared }
}

/// The view lifecycle in UIKit's order. Every appearance call of TableKit goes through
/// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``, which load
/// the view first (`loadView`, `viewDidLoad`), call each method at most once per trip, and
/// forward it to the children whose views are inside this controller's view, parent first.
///
/// The orders (each list is one transition; "old" leaves the window, "new" enters it):
/// - window shows its root: root `viewWillAppear`, `viewDidAppear`;
/// - push, pop, `setViewControllers` with a new top, full-screen present and dismiss:
///   old `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear`;
/// - a sheet (`.automatic`, `.pageSheet`, `.formSheet`) leaves the presenter on screen: only
///   the presented controller hears the calls, as in UIKit since iOS 13;
/// - a child added to an on-screen parent: `willMove(toParent:)`, `viewWillAppear`,
///   `viewDidAppear` (from `didMove(toParent:)`); removed: `viewWillDisappear`,
///   `viewDidDisappear`, `didMove(toParent: nil)` (from `removeFromParent()`).
extension ViewController {
    /// True during the appearance calls of a controller being pushed on a navigation stack
    /// or added as a child (UIKit's `isMovingToParent`).
    public var isMovingToParent: Bool { movingToParent }
    /// True during the disappearance calls of a controller being popped or removed from
    /// its parent (UIKit's `isMovingFromParent`).
    public var isMovingFromParent: Bool { movingFromParent }
    /// True during the appearance calls of a controller being presented (UIKit's
    /// `isBeingPresented`); the presented controller only, not its children.
    public var isBeingPresented: Bool { beingPresented }
    /// True during the disappearance calls of a controller being dismissed (UIKit's
    /// `isBeingDismissed`); the presented controller only, not its children.
    public var isBeingDismissed: Bool { beingDismissed }

    /// Starts the view's trip into (`isAppearing` true) or out of the window, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`: loads the view, calls ``viewWillAppear(_:)``
    /// or ``viewWillDisappear(_:)``, and forwards the call to the children whose views are
    /// inside this view. A custom container calls it for a child whose view it moves in or
    /// out of the window by hand, then ``endAppearanceTransition()``. Does nothing when the
    /// view is already on that way (no call is made twice).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        if isAppearing {
            guard !appearanceState.isInWindow else { return }
            appearanceState = .appearing
            transitionAnimated = animated
            viewWillAppear(animated)
            for child in children where child.isViewInside(self) {
                child.beginAppearanceTransition(true, animated: animated)
            }
        } else {
            guard appearanceState.isInWindow else { return }
            appearanceState = .disappearing
            transitionAnimated = animated
            viewWillDisappear(animated)
            for child in children where child.appearanceState.isInWindow {
                child.beginAppearanceTransition(false, animated: animated)
            }
        }
    }

    /// Ends the trip begun by ``beginAppearanceTransition(_:animated:)`` (UIKit's
    /// `endAppearanceTransition()`): calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``
    /// and forwards it to the children on the same trip. Does nothing when no trip is under
    /// way. `animated` is the one given to the begin call.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(transitionAnimated)
            for child in children where child.appearanceState == .appearing { child.endAppearanceTransition() }
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(transitionAnimated)
            for child in children where child.appearanceState == .disappearing { child.endAppearanceTransition() }
        case .appeared, .disappeared:
            return
        }
    }

    /// Whether the controller's view is in the window, or on its way in (UIKit code asks
    /// `viewIfLoaded?.window != nil`).
    var isViewInWindow: Bool { appearanceState.isInWindow }

    /// Brings the children's appearance in line with their views, for an on-screen
    /// controller: a child whose view is inside this controller's view appears, one whose
    /// view left it disappears; then the same down the tree. The window runs it before
    /// each event and frame, `didMove(toParent:)` right away.
    /// - Complexity: O(controllers × depth of their views).
    func updateChildAppearance(animated: Bool) {
        guard appearanceState == .appeared else { return }
        for child in children {
            let inside = child.isViewInside(self)
            if inside && child.appearanceState == .disappeared {
                child.movingToParent = true
                child.beginAppearanceTransition(true, animated: animated)
                child.endAppearanceTransition()
                child.movingToParent = false
            } else if !inside && child.appearanceState == .appeared {
                child.beginAppearanceTransition(false, animated: animated)
                child.endAppearanceTransition()
            }
            child.updateChildAppearance(animated: animated)
        }
    }

    /// Whether this controller's view is loaded and inside `ancestor`'s view.
    /// - Complexity: O(depth of the view).
    func isViewInside(_ ancestor: ViewController) -> Bool {
        guard isViewLoaded, ancestor.isViewLoaded else { return false }
        let root = ancestor.view
        var v = view.superview
        while let cur = v {
            if cur === root { return true }
            v = cur.superview
        }
        return false
    }
}

/// A timer owned by a view controller that calls its block on the main actor, on the clock
/// of the controller's window (UIKit's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`
/// kept by a view controller, with the invalidation UIKit leaves to the app done for you).
///
/// Made by ``ViewController/scheduledTimer(withTimeInterval:repeats:block:)``. It fires only
/// while its controller is in a window (shown, or covered by a pushed or presented
/// controller), and stops for good when the controller leaves the window (popped,
/// dismissed, removed from its parent) or ``invalidate()`` is called. In the terminal host
/// the window's clock follows real time; headless it moves only with
/// ``Window/advanceTime(by:)``, so a test fires timers without waiting.
@MainActor
public final class ControllerTimer {
    /// The time between firings (at least 0.1 ms, UIKit's floor); for a timer that does not
    /// repeat, the delay before its one firing.
    public let timeInterval: Duration
    /// Whether the timer fires again every ``timeInterval`` after its first firing.
    public let repeats: Bool
    /// False once the timer was invalidated, fired without repeating, or its controller left
    /// the window (UIKit's `isValid`).
    public private(set) var isValid = true
    /// When the timer fires next, on the window's clock (``Window/currentTime``); nil until
    /// its controller is first seen in a window (UIKit's `fireDate`).
    public internal(set) var fireDate: Duration?
    /// Whether the controller has been in a window since the timer was made: leaving it
    /// then invalidates the timer.
    var hasBeenInWindow = false
    private let block: @MainActor (ControllerTimer) -> Void

    /// UIKit's smallest interval: a shorter one (0 or negative) becomes 0.1 ms.
    static let minimumInterval = Duration.microseconds(100)

    init(timeInterval: Duration, repeats: Bool, block: @escaping @MainActor (ControllerTimer) -> Void) {
        self.timeInterval = max(timeInterval, Self.minimumInterval)
        self.repeats = repeats
        self.block = block
    }

    /// Stops the timer; it never fires again (UIKit's `invalidate()`). Safe to call more
    /// than once, and from the block itself.
    public func invalidate() {
        isValid = false
        fireDate = nil
    }

    /// Calls the block now, without moving ``fireDate``; a timer that does not repeat is
    /// then invalidated (UIKit's `fire()`). Nothing once invalid.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Fires the timer as its date came at `now` on the window's clock: calls the block and
    /// moves ``fireDate`` one interval on (a repeating timer) or invalidates it.
    func fireAsScheduled(at now: Duration) {
        guard isValid else { return }
        if repeats, let date = fireDate {
            // A late host (the process was stopped) fires once, not once per missed interval.
            var next = date + timeInterval
            if next <= now { next = now + timeInterval }
            fireDate = next
        }
        fire()
    }
}

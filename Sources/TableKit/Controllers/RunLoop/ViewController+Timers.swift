extension ViewController {
    /// Schedules a timer that calls `block` on the main actor after `interval`, and every
    /// `interval` after that when `repeats` (UIKit's
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, owned by this controller).
    ///
    /// The interval is on the window's clock (``Window/currentTime``): real time in the
    /// terminal host, ``Window/advanceTime(by:)`` headless. An interval below 0.1 ms is 0.1 ms.
    /// The timer counts from now when the controller is in a window, else from when the
    /// window first sees the controller; it fires only while the controller is in a window,
    /// and is invalidated when the controller leaves it (a repeating timer stops when the
    /// screen goes away, which UIKit leaves to `viewWillDisappear`). Keep the result to
    /// ``ControllerTimer/invalidate()`` it sooner; the controller holds it meanwhile.
    @discardableResult
    public func scheduledTimer(
        withTimeInterval interval: Duration, repeats: Bool,
        block: @escaping @MainActor (ControllerTimer) -> Void
    ) -> ControllerTimer {
        let timer = ControllerTimer(timeInterval: interval, repeats: repeats, block: block)
        if let w = window {
            timer.fireDate = w.currentTime + timer.timeInterval
            timer.hasBeenInWindow = true
        }
        scheduledTimers.append(timer)
        ControllerWork.register(self)
        return timer
    }

    /// The controller's timers that are still valid, in the order they were scheduled.
    public var timers: [ControllerTimer] { scheduledTimers.filter(\.isValid) }
}

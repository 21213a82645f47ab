import Synchronization

/// Work run off the main actor whose result the main actor takes: awaited with
/// ``value()`` inside a controller's task (``ViewController/task(priority:_:)``), the way
/// to write it, or polled with ``poll()`` from ``ViewController/tick()``, the fallback
/// that existing code uses.
///
/// While the work runs the window ticks (``Window/needsTicks``), and when it finishes the
/// terminal host ticks at once, so a controller polling in `tick()` shows the result
/// without waiting for a key. ``Window/waitForBackgroundWork()`` and the key script word
/// `Wait` wait for it.
@MainActor
public final class BackgroundWork<Value: Sendable> {
    /// Where the detached task leaves its result.
    final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slot = Slot()
    private let task: Task<Void, Never>
    private var taken: Value?

    /// Starts `work` at once in a detached task (not on the main actor).
    public init(priority: TaskPriority? = nil, _ work: @escaping @Sendable () async -> Value) {
        let slot = self.slot
        let number = ControllerWork.nextNumber()
        task = Task.detached(priority: priority) {
            let v = await work()
            slot.value.withLock { $0 = v }
            // On the main queue: wakes the terminal host's run loop, which then ticks.
            await MainActor.run {
                ControllerWork.background[number] = nil
                ControllerWork.backgroundFinishedSinceTick = true
            }
        }
        ControllerWork.background[number] = task
    }

    /// The result once the work has finished, else nil. Never blocks.
    public func poll() -> Value? {
        if taken == nil { taken = slot.value.withLock { $0 } }
        return taken
    }

    /// Whether the result is in.
    public var isFinished: Bool { poll() != nil }

    /// Asks the work to stop (cooperative cancellation, `Task.isCancelled`).
    public func cancel() { task.cancel() }

    /// Waits for the result without blocking the main actor: what a controller's task
    /// awaits (``ViewController/task(priority:_:)``).
    public func value() async -> Value {
        await task.value
        return poll()!
    }
}

import Synchronization

/// Work run off the main actor whose result the main actor picks up by polling, for
/// example on the window's `.tick` (about every 100 ms).
///
/// The terminal host's run loop owns the main thread and does not drain the main actor's
/// queue, so background work cannot hop back with `MainActor.run`; instead it leaves its
/// result here and ``ViewController/tick()`` asks for it with ``poll()``.
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
        task = Task.detached(priority: priority) {
            let v = await work()
            slot.value.withLock { $0 = v }
        }
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

    /// Waits for the result without blocking the main actor; for tests and async callers.
    public func value() async -> Value {
        await task.value
        return poll()!
    }
}

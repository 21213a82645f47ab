extension ViewController {
    /// Starts `operation` on the main actor in a task this controller owns, and cancels it
    /// when the controller leaves the window (popped, dismissed, removed from its parent):
    /// SwiftUI's `.task` in a view controller's shape. Work that must not block the screen
    /// awaits something off the main actor (an `async` function, `Task.detached`,
    /// ``BackgroundWork/value()``); what follows the `await` runs on the main actor again
    /// and may change views: the terminal host draws it at once.
    ///
    /// Started from `viewDidLoad` or before the controller is shown, the task is cancelled
    /// only after the controller has been in a window and left it. A controller covered by
    /// a push or a presentation keeps its tasks. Cancellation is cooperative: check
    /// `Task.isCancelled` (or use throwing calls that do) before applying a result.
    /// ``Window/waitForBackgroundWork()`` and the key script word `Wait` wait for it.
    /// - Returns: the task, to cancel it sooner or await it.
    @discardableResult
    public func task(priority: TaskPriority? = nil, _ operation: @escaping @MainActor () async -> Void) -> Task<
        Void, Never
    > {
        let number = ControllerWork.nextNumber()
        let task = Task(priority: priority) { @MainActor [weak self] in
            await operation()
            self?.controllerTasks.removeAll { $0.number == number }
        }
        controllerTasks.append(ControllerTask(number: number, task: task, hasBeenInWindow: window != nil))
        ControllerWork.register(self)
        return task
    }

    /// Cancels every task started with ``task(priority:_:)`` that is still running.
    public func cancelTasks() {
        for t in controllerTasks { t.task.cancel() }
        controllerTasks.removeAll()
    }
}

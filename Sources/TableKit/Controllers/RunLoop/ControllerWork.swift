/// The controllers that own timers or tasks, and the background work in flight: what the
/// window's run loop fires, cancels when its controller leaves the window, and waits for
/// (``Window/waitForBackgroundWork()``). Main actor only.
@MainActor
enum ControllerWork {
    /// A controller held weakly, for the registry.
    struct Owner {
        weak var controller: ViewController?
    }

    /// Controllers with timers or tasks, by identity.
    static var owners: [ObjectIdentifier: Owner] = [:]
    /// ``BackgroundWork`` that has not finished, by its number.
    static var background: [Int: Task<Void, Never>] = [:]
    /// True when background work finished since the window last ticked: the terminal host
    /// ticks at once, so a controller polling the result in `tick()` shows it without delay.
    static var backgroundFinishedSinceTick = false
    private static var lastNumber = 0

    /// A new number for a task or background work.
    static func nextNumber() -> Int {
        lastNumber += 1
        return lastNumber
    }

    /// Starts following `controller`'s timers and tasks.
    static func register(_ controller: ViewController) {
        owners[ObjectIdentifier(controller)] = Owner(controller: controller)
    }

    /// Marks the work of controllers in a window as seen there, and ends that of
    /// controllers that left it (tasks cancelled, timers invalidated); forgets controllers
    /// that have none left or are gone.
    /// - Complexity: O(controllers with work × their depth in the hierarchy).
    static func prune() {
        for (id, owner) in owners {
            guard let c = owner.controller else {
                owners[id] = nil
                continue
            }
            c.pruneWork(inWindow: c.window != nil)
            if c.scheduledTimers.isEmpty && c.controllerTasks.isEmpty { owners[id] = nil }
        }
    }

    /// The valid timers of controllers shown in `window`.
    static func timers(in window: Window) -> [ControllerTimer] {
        owners.values.compactMap(\.controller).filter { $0.window === window }.flatMap(\.scheduledTimers).filter(
            \.isValid)
    }

    /// Every task and background work that has not finished.
    static var inFlight: [Task<Void, Never>] {
        Array(background.values) + owners.values.compactMap(\.controller).flatMap { $0.controllerTasks.map(\.task) }
    }
}

/// A task started by ``ViewController/task(priority:_:)``, with what its controller's
/// presence in a window decides.
@MainActor
final class ControllerTask {
    let number: Int
    var task: Task<Void, Never>
    var hasBeenInWindow: Bool

    init(number: Int, task: Task<Void, Never>, hasBeenInWindow: Bool) {
        self.number = number
        self.task = task
        self.hasBeenInWindow = hasBeenInWindow
    }
}

extension ViewController {
    /// Marks timers and tasks as seen in a window (`inWindow`), or ends those seen in one
    /// before (the controller left it); drops timers no longer valid.
    func pruneWork(inWindow: Bool) {
        for timer in scheduledTimers where timer.isValid {
            if inWindow {
                timer.hasBeenInWindow = true
            } else if timer.hasBeenInWindow {
                timer.invalidate()
            }
        }
        scheduledTimers.removeAll { !$0.isValid }
        for t in controllerTasks {
            if inWindow {
                t.hasBeenInWindow = true
            } else if t.hasBeenInWindow {
                t.task.cancel()
            }
        }
        controllerTasks.removeAll { !inWindow && $0.hasBeenInWindow }
    }
}

import Foundation
import TableKit

/// `photos --run-loop-check`: a screen whose status line lists each kind of main-thread
/// work as it runs, without a key pressed: a main-actor task, `DispatchQueue.main.async`
/// and `asyncAfter`, a Foundation `Timer`, a hop back with `MainActor.run` from a
/// background task, a main-queue notification posted from another thread, and a timer
/// of the controller (``ViewController/scheduledTimer(withTimeInterval:repeats:block:)``).
/// The end-to-end check reads it in a real terminal. Its rows then show, every 200 ms,
/// the monotonic clock's time (`CLOCK_MONOTONIC`, nanoseconds) at which another thread
/// enqueued main-queue work that set it, on the first and second row in turn (so every
/// stamp is written whole): the pty bench's main-queue → screen latency.
@MainActor
final class RunLoopCheckViewController: TableViewController {
    /// The kinds of work, in the order the status line lists them.
    static let kinds = ["task", "async", "after", "timer", "hop", "notification", "controller-timer"]
    static let notification = Notification.Name("RunLoopCheck")

    private(set) var ran: Set<String> = []
    /// The last stamp main-queue work brought, 0 before the first.
    private(set) var stamp: UInt64 = 0
    /// How many stamps came: the row showing the stamp is this number's parity.
    private var stamps = 0
    private var observer: (any NSObjectProtocol)?

    init() {
        super.init(style: .plain)
        title = "Run loop"
    }

    override var statusText: String? {
        let done = Self.kinds.filter(ran.contains)
        return done.count == Self.kinds.count
            ? "ran all: " + done.joined(separator: " ")
            : "ran: " + (done.isEmpty ? "nothing yet" : done.joined(separator: " "))
    }

    private func mark(_ kind: String) {
        ran.insert(kind)
    }

    /// `CLOCK_MONOTONIC` now, in nanoseconds.
    nonisolated static func monotonicNanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Stamp", for: indexPath)
        cell.textLabel?.text = indexPath.row == stamps % 2 ? "main queue stamp \(stamp)" : ""
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Stamp")
        Task { @MainActor in self.mark("task") }
        DispatchQueue.main.async { MainActor.assumeIsolated { self.mark("async") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) {
            MainActor.assumeIsolated { self.mark("after") }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
            MainActor.assumeIsolated { self.mark("timer") }
        }
        Task.detached {
            try? await Task.sleep(for: .milliseconds(100))
            await MainActor.run { self.mark("hop") }
        }
        observer = NotificationCenter.default.addObserver(forName: Self.notification, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { self.mark("notification") }
        }
        let name = Self.notification
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.15)
            NotificationCenter.default.post(name: name, object: nil)
        }
        scheduledTimer(withTimeInterval: .milliseconds(400), repeats: false) { [weak self] _ in
            self?.mark("controller-timer")
        }
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.5)
            while true {
                let t = Self.monotonicNanoseconds()
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        self.stamp = t
                        self.stamps += 1
                        self.tableView.reloadData()
                    }
                }
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
    }
}

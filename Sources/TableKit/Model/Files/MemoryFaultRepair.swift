import Synchronization

/// The one repair a crash-signal handler tries before it ends the process: a fault that a
/// library can mend (a page of a memory-mapped file gone past the file's new end, mapped
/// again as zeros) goes on instead of dying, whichever handler holds the signal.
///
/// Two handlers want SIGBUS: the mapped files' guard (TableKitData's `MappedFileGuard`),
/// which mends a read past a shrunk file's end, and the terminal host's crash handler
/// (TableKitTerminal's `TerminalRestore`), which restores the terminal and dies. A process
/// action has one holder, and the one installed last takes every fault; so the guard
/// installs its repair here too, and the crash handler calls ``attempt(signal:address:)``
/// first: a fault inside a mapping is mended in either order, with no moment between two
/// installations where it kills. Not in UIKit: a Unix process's signal chaining (as the
/// JVM's `libjsig` does for handlers of libraries).
public enum MemoryFaultRepair {
    /// A repair: the signal (SIGBUS, SIGSEGV) and the faulting address (`si_addr`); true
    /// when the fault is mended and the faulting instruction can run again. Called inside
    /// a signal handler: async-signal-safe (atomics, `mmap`; no locks, no allocation).
    public typealias Repair = @convention(c) (Int32, UnsafeMutableRawPointer?) -> Bool

    /// The repair's bits (0: none), read by a signal handler without a lock.
    private static let current = Atomic<Int>(0)

    /// Makes `repair` the one tried first by crash-signal handlers, in place of any other.
    /// Thread-safe; call before the faults it mends can happen.
    public static func install(_ repair: Repair) {
        current.store(unsafeBitCast(repair, to: Int.self), ordering: .releasing)
    }

    /// Removes the repair: crash-signal handlers then end the process on every fault.
    public static func uninstall() { current.store(0, ordering: .releasing) }

    /// Whether a repair is installed.
    public static var isInstalled: Bool { current.load(ordering: .acquiring) != 0 }

    /// In a crash-signal handler: tries the installed repair on the fault of `signal` at
    /// `address`; true when it mended it (the handler then returns and the instruction runs
    /// again), false when there is no repair or it could not. Async-signal-safe.
    public static func attempt(signal: Int32, address: UnsafeMutableRawPointer?) -> Bool {
        let bits = current.load(ordering: .acquiring)
        guard bits != 0 else { return false }
        return unsafeBitCast(bits, to: Repair.self)(signal, address)
    }
}

import Synchronization
import TableKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads of a mapped file past its end never crash: a file that shrinks under its mapping
/// (a followed log truncated by `copytruncate`, any file truncated while shown) would make
/// the next read of a page past its new end raise SIGBUS, in the indexer, the folding
/// thread, a search or the rows on screen. The mappings of ``ByteInput`` are registered
/// here, and a SIGBUS inside one maps a page of zeros over the vanished page: the read goes
/// on and sees NUL bytes, and the input is marked so that the next look at a followed file
/// reports it truncated (the screen then reads it again). A SIGBUS anywhere else goes to
/// the action that was there before (the Swift runtime's backtracer, or the default). A
/// handler installed over this one later (the terminal host's crash handler) mends the
/// same faults first through ``MemoryFaultRepair``, so the order of installation does not
/// matter and no fault in a mapping kills the process in between.
///
/// `less` reads with `read(2)` and never meets this; a copy of the file in memory would
/// break the rule that memory is the line index, not the file
/// (docs/decisions/2026-12-01-follow-survives-any-rewrite-a-shrunk-mapped-file-never.md).
enum MappedFileGuard {
    /// Mappings registered at once, at most (others are read unguarded).
    static let capacity = 64
    /// Each slot's first address (0: free, -1: being filled), its end, and whether a page
    /// of zeros was put in it. Atomics: the signal handler reads them without a lock.
    static let starts: InlineArray<64, Atomic<Int>> = InlineArray { _ in Atomic(0) }
    static let ends: InlineArray<64, Atomic<Int>> = InlineArray { _ in Atomic(0) }
    static let patched: InlineArray<64, Atomic<Bool>> = InlineArray { _ in Atomic(false) }
    static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// The SIGBUS action before this one's, restored for a fault outside every mapping.
    nonisolated(unsafe) static var previous = sigaction()
    /// The handler: a page of zeros for a fault in a registered mapping; otherwise the
    /// previous action takes the fault, which happens again as soon as this returns.
    static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, _ in
        let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        if signal == SIGBUS, MappedFileGuard.patch(address) { return }
        sigaction(SIGBUS, &MappedFileGuard.previous, nil)
    }
    /// The same mending for another handler that holds SIGBUS (``MemoryFaultRepair``: the
    /// terminal host's crash handler, installed after a file was mapped, tries it first).
    static let repair: MemoryFaultRepair.Repair = { signal, address in
        signal == SIGBUS && MappedFileGuard.patch(Int(bitPattern: address))
    }
    /// Installs the handler and the repair once (thread-safe: a static `let` is initialised
    /// once).
    static let installed: Bool = {
        _ = (
            starts[0].load(ordering: .relaxed), ends[0].load(ordering: .relaxed),
            patched[0].load(ordering: .relaxed), pageSize, handler
        )  // initialised before any signal
        MemoryFaultRepair.install(repair)
        return installOnTop()
    }()

    /// Installs ``handler`` over the current SIGBUS action, which becomes ``previous``,
    /// unless it is already the current one. True when the handler is in place.
    private static func installOnTop() -> Bool {
        var current = sigaction()
        guard sigaction(SIGBUS, nil, &current) == 0 else { return false }
        let mine = unsafeBitCast(handler, to: Int.self)
        if current.sa_flags & SA_SIGINFO != 0, let h = current.__sigaction_handler.sa_sigaction,
            unsafeBitCast(h, to: Int.self) == mine
        {
            return true  // never its own previous action: a fault not ours would loop
        }
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        action.sa_flags = SA_SIGINFO | SA_ONSTACK  // the terminal's alternate stack, if any
        sigemptyset(&action.sa_mask)
        previous = current
        return sigaction(SIGBUS, &action, nil) == 0
    }

    /// Guards `range` (addresses of a mapping); returns its slot, nil when every slot is
    /// taken (the mapping is then read unguarded).
    static func register(_ range: Range<Int>) -> Int? {
        guard installed else { return nil }
        for i in 0..<capacity
        where starts[i].compareExchange(expected: 0, desired: -1, ordering: .acquiringAndReleasing).exchanged {
            patched[i].store(false, ordering: .relaxed)
            ends[i].store(range.upperBound, ordering: .releasing)
            starts[i].store(range.lowerBound, ordering: .releasing)
            return i
        }
        return nil
    }

    /// Frees `slot` (before its mapping is unmapped).
    static func unregister(_ slot: Int) { starts[slot].store(0, ordering: .releasing) }

    /// True (once) after a page of zeros was put in `slot`'s mapping: the file shrank.
    static func takePatched(_ slot: Int) -> Bool { patched[slot].exchange(false, ordering: .acquiringAndReleasing) }
    /// As ``takePatched(_:)`` without taking it (for a look from another thread).
    static func isPatched(_ slot: Int) -> Bool { patched[slot].load(ordering: .acquiring) }

    /// In the signal handler: maps a page of zeros over the page of `address` when it is
    /// inside a registered mapping. Only atomics and `mmap`: no locks, no allocation.
    static func patch(_ address: Int) -> Bool {
        for i in 0..<capacity {
            let start = starts[i].load(ordering: .acquiring)
            guard start > 0, address >= start, address < ends[i].load(ordering: .acquiring) else { continue }
            let page = UnsafeMutableRawPointer(bitPattern: address & ~(pageSize - 1))
            let m = mmap(page, pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
            guard m != MAP_FAILED else { return false }
            patched[i].store(true, ordering: .releasing)
            return true
        }
        return false
    }
}

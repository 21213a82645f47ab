import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where each record (line) starts in the input, 8 bytes a record, appended by one writer
/// thread and read by any thread without locks.
///
/// Entries live in chunks of 65,536 `Int64`s behind a directory allocated once (zeroed, so
/// untouched parts cost no memory); entry `k` is written before ``count`` publishes it with
/// a release store, and readers load ``count`` with acquire, so a reader never sees an
/// entry being written. Capacity: 2³² entries.
///
/// Record `k` spans bytes `self[k] ..< self[k + 1]` (its line break included), for
/// `k + 1 < count`. Entry `k + 1` also carries one flag of record `k`, in its top bits:
/// whether the record has a byte that is not ASCII (``isNonASCII(record:)``), set by the
/// writer before the entry is published.
final class RecordOffsets: @unchecked Sendable {
    static let chunkShift = 16
    static let chunkSize = 1 << chunkShift
    static let maxChunks = 1 << 16

    private let directory: UnsafeMutablePointer<UnsafeMutablePointer<Int64>?>
    private let published = Atomic<Int>(0)
    private var written = 0  // the writer's count
    /// Address space for every chunk, reserved (no memory) when first needed: chunk `c` is
    /// at `arena + c * chunkBytes`, made writable and populated a slab at a time.
    private var arena: UnsafeMutableRawPointer?
    private var arenaBytes = 0
    /// Bytes of the arena made writable so far (whole slabs).
    private var ready = 0
    /// ``ready`` for readers on other threads.
    private let readyBytes = Atomic<Int>(0)

    init() {
        directory = .allocate(capacity: Self.maxChunks)
        directory.initialize(repeating: nil, count: Self.maxChunks)
    }

    deinit {
        if let arena { munmap(arena, arenaBytes) }
        directory.deallocate()
    }

    /// Bytes made writable and populated at once: 2 MiB (4 chunks), aligned, so that the
    /// kernel can back them with one transparent huge page (one fault, where 4 KiB pages
    /// cost a page fault's bookkeeping each: a third of the count of 10,000,000 lines).
    static let slabBytes = 2 << 20

    /// Bytes of one chunk (512 KiB).
    static let chunkBytes = chunkSize * MemoryLayout<Int64>.stride

    /// Entries readable now (published). Any thread.
    var count: Int { published.load(ordering: .acquiring) }

    /// Entry `k` (`0 ..< count`). Any thread.
    @inline(__always)
    subscript(k: Int) -> Int {
        Int(directory[k >> Self.chunkShift].unsafelyUnwrapped[k & (Self.chunkSize - 1)] & Self.offsetMask)
    }

    /// The flag bit of entries: record `k - 1` has a byte above 0x7F.
    static let nonASCIIFlag: Int64 = 1 << 62
    static let offsetMask: Int64 = (1 << 62) - 1

    /// Whether record `k` (`k + 1 < count`) has a byte that is not ASCII. Any thread.
    @inline(__always)
    func isNonASCII(record k: Int) -> Bool {
        let e = k + 1
        return directory[e >> Self.chunkShift].unsafelyUnwrapped[e & (Self.chunkSize - 1)] & Self.nonASCIIFlag != 0
    }

    /// Entry `k` as stored (`0 ..< count`): the offset and, in ``nonASCIIFlag``, whether
    /// record `k − 1` is not ASCII; one load for loops that want both. Any thread.
    @inline(__always)
    func entry(_ k: Int) -> Int64 {
        directory[k >> Self.chunkShift].unsafelyUnwrapped[k & (Self.chunkSize - 1)]
    }

    /// Whether the record that entry value `e` (from ``entry(_:)``) ends is not ASCII.
    @inline(__always)
    func isNonASCII(entry e: Int64) -> Bool { e & Self.nonASCIIFlag != 0 }

    /// Marks record `k` as not ASCII (writer only, before entry `k + 1` is published).
    func markNonASCII(record k: Int) {
        let e = k + 1
        directory[e >> Self.chunkShift].unsafelyUnwrapped[e & (Self.chunkSize - 1)] |= Self.nonASCIIFlag
    }

    /// A writer's cursor for tight loops: appends without going through the object for
    /// each entry. Take it with ``appender()``, give it back with ``commit(_:)``, and append
    /// nothing else in between (writer only).
    struct Appender {
        let offsets: RecordOffsets
        var chunk: UnsafeMutablePointer<Int64>?
        var index: Int
        var written: Int
        // Appending: ``LineEndSink/append(_:)``.
    }

    /// A cursor at the end of the entries written so far.
    func appender() -> Appender {
        let i = written & (Self.chunkSize - 1)
        if i == 0 { return Appender(offsets: self, chunk: nil, index: Self.chunkSize, written: written) }
        return Appender(offsets: self, chunk: directory[written >> Self.chunkShift], index: i, written: written)
    }

    /// Takes back the entries appended through `appender`.
    func commit(_ appender: Appender) { written = appender.written }

    /// The chunk holding entry `k`, allocated when new (writer only).
    func chunk(containing k: Int) -> UnsafeMutablePointer<Int64> {
        let c = k >> Self.chunkShift
        if directory[c] == nil { allocate(chunk: c) }
        return directory[c].unsafelyUnwrapped
    }

    /// Appends an entry (writer only); readable after ``publish()``.
    @inline(__always)
    func append(_ offset: Int) {
        let c = written >> Self.chunkShift
        if directory[c] == nil { allocate(chunk: c) }
        directory[c].unsafelyUnwrapped[written & (Self.chunkSize - 1)] = Int64(offset)
        written += 1
    }

    /// Makes chunk `c` writable: from the arena (reserved on first use: address space
    /// only, `PROT_NONE`, asking for huge pages), a whole slab made writable and populated
    /// in one call (`MADV_POPULATE_WRITE`; where the kernel lacks it, pages fault in as
    /// written). Not malloc: the memory goes back to the system at once when freed.
    private func allocate(chunk c: Int) {
        precondition(c < Self.maxChunks, "RecordOffsets: more than 2^32 records")
        if arena == nil {
            let bytes = Self.maxChunks * Self.chunkBytes + Self.slabBytes
            guard let m = mmap(nil, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
                m != MAP_FAILED
            else {
                fatalError("RecordOffsets: no address space for the record index")
            }
            // Aligned to a slab: the part before is let go.
            let aligned = (Int(bitPattern: m) + Self.slabBytes - 1) & ~(Self.slabBytes - 1)
            if aligned > Int(bitPattern: m) { munmap(m, aligned - Int(bitPattern: m)) }
            arena = UnsafeMutableRawPointer(bitPattern: aligned)
            arenaBytes = bytes - (aligned - Int(bitPattern: m))
            madvise(arena, arenaBytes, MADV_HUGEPAGE)
        }
        let base = arena.unsafelyUnwrapped
        let end = (c + 1) * Self.chunkBytes
        while ready < end {
            Self.populate(makeSlabWritable())
        }
        directory[c] = (base + c * Self.chunkBytes).bindMemory(to: Int64.self, capacity: Self.chunkSize)
    }

    /// Makes the next slab of the arena writable (writer only); returns it, not populated.
    private func makeSlabWritable() -> UnsafeMutableRawBufferPointer {
        let slab = arena.unsafelyUnwrapped + ready
        guard mprotect(slab, Self.slabBytes, PROT_READ | PROT_WRITE) == 0 else {
            fatalError("RecordOffsets: out of memory for the record index")
        }
        ready += Self.slabBytes
        readyBytes.store(ready, ordering: .relaxed)
        return UnsafeMutableRawBufferPointer(start: slab, count: Self.slabBytes)
    }

    /// Populates `slab` (`MADV_POPULATE_WRITE`, Linux 5.14; where the kernel lacks it, pages
    /// fault in as written). Any thread: the pages' contents do not change.
    static func populate(_ slab: UnsafeMutableRawBufferPointer) {
        _ = madvise(slab.baseAddress, slab.count, 23)
    }

    /// Makes writable the slab that entry `writtenCount + ahead` needs, when it is not yet
    /// (writer only), and returns it for another thread to populate meanwhile: the writer
    /// then finds its pages ready, where it would zero 2 MiB itself (as long as scanning a
    /// block's part). Nil when that slab is ready, or before the first chunk.
    func slabAhead(entries ahead: Int) -> UnsafeMutableRawBufferPointer? {
        guard arena != nil else { return nil }
        let need = (written + ahead) * MemoryLayout<Int64>.stride
        guard ready < need, ready < arenaBytes - Self.slabBytes else { return nil }
        return makeSlabWritable()
    }

    /// The bytes of memory the index takes: its directory and the slabs of the arena made
    /// writable so far (8 bytes an entry, in steps of ``slabBytes``). Any thread; may lag
    /// the writer by a slab.
    var reservedByteCount: Int {
        Self.maxChunks * MemoryLayout<UnsafeMutablePointer<Int64>?>.stride + readyBytes.load(ordering: .relaxed)
    }

    /// The entries appended so far, as the writer sees them.
    var writtenCount: Int { written }

    /// The last entry appended (writer only); traps when none.
    var lastWritten: Int { self[written - 1] }

    /// Makes every appended entry readable (writer only).
    func publish() { published.store(written, ordering: .releasing) }

    /// The largest `k` in `lo ..< hi` with `self[k] <= pos`, given `self[lo] <= pos`
    /// (galloping from `lo`, then binary search): the record containing byte `pos`.
    /// - Complexity: O(log(k − lo)).
    func last(atMost pos: Int, from lo: Int, below hi: Int) -> Int {
        var lo = lo
        var step = 1
        var probe = lo + 1
        while probe < hi && self[probe] <= pos {
            lo = probe
            step <<= 1
            probe = lo + step
        }
        var h = min(probe, hi)
        while h - lo > 1 {
            let mid = (lo + h) >> 1
            if self[mid] <= pos { lo = mid } else { h = mid }
        }
        return lo
    }
}

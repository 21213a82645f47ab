import Dispatch

/// Where ``LineEndScan`` puts the line ends it finds: one entry a line, the offset after its
/// LF, with ``RecordOffsets/nonASCIIFlag`` when the line has a byte above 0x7F.
protocol LineEndSink {
    mutating func append(_ entry: Int64)
}

extension RecordOffsets.Appender: LineEndSink {
    @inline(__always)
    mutating func append(_ entry: Int64) {
        if index == RecordOffsets.chunkSize {
            chunk = offsets.chunk(containing: written)
            index = 0
        }
        chunk.unsafelyUnwrapped[index] = entry
        index += 1
        written += 1
    }
}

/// The line ends of one half of a block, found by a second thread, reused between blocks.
final class LineEndBuffer: LineEndSink, @unchecked Sendable {
    private(set) var entries = UnsafeMutablePointer<Int64>.allocate(capacity: 0)
    private(set) var capacity = 0
    private(set) var count = 0

    deinit { entries.deallocate() }

    /// Empties the buffer, with room for `capacity` entries.
    func reset(capacity wanted: Int) {
        count = 0
        if wanted > capacity {
            entries.deallocate()
            entries = .allocate(capacity: wanted)
            capacity = wanted
        }
    }

    @inline(__always)
    func append(_ entry: Int64) {
        entries[count] = entry
        count += 1
    }
}

extension LineEndBuffer {
    /// A value wrapper, so that the generic scan keeps the buffer in registers.
    struct Sink: LineEndSink {
        let buffer: LineEndBuffer
        @inline(__always) mutating func append(_ entry: Int64) { buffer.append(entry) }
    }
}

/// Finding the line ends (LF) of plain text and the lines with bytes above 0x7F in one pass,
/// 64 bytes a step: each 8-byte word gives an LF, a CR and a high-bit byte mask (SWAR: 0x80
/// marks each matching byte, exactly), gathered into 64-bit masks by a multiplication;
/// then one entry is written for each LF bit. A CR stops the scan (the caller splits
/// what follows with the CR rules).
enum LineEndScan {

    /// Scans `base[from ..< end]`: appends to `sink` the end of each line whose LF is there,
    /// flagged when the line (with `pending`: its bytes before `from`) has a byte above
    /// 0x7F. Returns where it stopped: `end`, or the start of the first 64-byte step (or
    /// byte, in the tail) holding a CR, before which everything is scanned. `pending` is
    /// then whether the open line has a byte above 0x7F so far.
    /// - Complexity: O(end − from), one read of each byte.
    @inline(__always)
    static func scan<S: LineEndSink>(_ base: UnsafePointer<UInt8>, from: Int, to end: Int, pending: inout Bool, into sink: inout S) -> Int {
        let lf = 0x0A &* SWAR.ones, cr = 0x0D &* SWAR.ones
        let raw = UnsafeRawPointer(base)
        var open = pending
        var i = from
        while i + 64 <= end {
            var lfs: UInt64 = 0, high: UInt64 = 0, crs: UInt64 = 0
            @inline(__always) func word(_ w: Int) {
                let word = raw.loadUnaligned(fromByteOffset: i &+ w &* 8, as: UInt64.self)
                let shift = UInt64(truncatingIfNeeded: w) &* 8
                lfs |= SWAR.bits(SWAR.equal(word, lf)) &<< shift
                high |= SWAR.bits(word & SWAR.highs) &<< shift
                crs |= SWAR.equal(word, cr)
            }
            word(0); word(1); word(2); word(3); word(4); word(5); word(6); word(7)
            if crs != 0 { pending = open; return i }
            if lfs == 0 {
                open = open || high != 0
                i += 64
                continue
            }
            repeat {
                let lowest = lfs & (0 &- lfs)
                let below = lowest &- 1 // the bytes of this line in the step
                let flagged = open || high & below != 0
                sink.append(Int64(i + lowest.trailingZeroBitCount + 1) | (flagged ? RecordOffsets.nonASCIIFlag : 0))
                open = false
                high &= ~below
                lfs &= lfs &- 1
            } while lfs != 0
            open = high != 0
            i += 64
        }
        while i < end {
            let b = base[i]
            if b == 0x0D { pending = open; return i }
            if b == 0x0A {
                sink.append(Int64(i + 1) | (open ? RecordOffsets.nonASCIIFlag : 0))
                open = false
            } else if b >= 0x80 {
                open = true
            }
            i += 1
        }
        pending = open
        return end
    }

    /// As ``scan(_:from:to:pending:into:)`` into `offsets`, on two threads when the range is
    /// at least `parallelMinimum` bytes: the second half goes to `buffer` meanwhile, then is
    /// appended. Nothing is appended when either half meets a CR (returns `from`: the
    /// caller scans serially).
    static func scanInHalves(_ base: UnsafePointer<UInt8>, from: Int, to end: Int, pending: inout Bool,
                             into offsets: RecordOffsets, buffer: LineEndBuffer) -> Int {
        let mid = from + (end - from) / 2
        buffer.reset(capacity: end - mid)
        struct Half { var stop = 0; var pending = false; var out: RecordOffsets.Appender? }
        let halves = UnsafeMutablePointer<Half>.allocate(capacity: 2)
        halves.initialize(repeating: Half(), count: 2)
        defer { halves.deinitialize(count: 2); halves.deallocate() }
        halves[0].pending = pending
        nonisolated(unsafe) let h = halves
        let b = UInt(bitPattern: base)
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let base = UnsafePointer<UInt8>(bitPattern: b).unsafelyUnwrapped
            if half == 0 {
                var out = offsets.appender()
                h[0].stop = scan(base, from: from, to: mid, pending: &h[0].pending, into: &out)
                h[0].out = out
            } else {
                var sink = LineEndBuffer.Sink(buffer: buffer)
                h[1].stop = scan(base, from: mid, to: end, pending: &h[1].pending, into: &sink)
            }
        }
        guard halves[0].stop == mid && halves[1].stop == end, var out = halves[0].out else { return from }
        let n = buffer.count
        if n > 0 {
            // The first line of the second half began in the first half.
            out.append(buffer.entries[0] | (halves[0].pending ? RecordOffsets.nonASCIIFlag : 0))
            for j in 1 ..< n { out.append(buffer.entries[j]) }
            pending = halves[1].pending
        } else {
            pending = halves[0].pending || halves[1].pending
        }
        offsets.commit(out)
        return end
    }
}

import Dispatch

/// Where ``LineEndScan`` puts the line ends it finds: one entry a line, the offset after its
/// LF, with ``RecordOffsets/nonASCIIFlag`` when the line has a byte above 0x7F.
protocol LineEndSink {
    mutating func append(_ entry: Int64)
    /// Room for at least 64 entries after the last one, or nil (then ``append(_:)``): the
    /// scan writes up to 64 there, some past what it then keeps with ``advance(by:)``.
    mutating func room() -> UnsafeMutablePointer<Int64>?
    /// Keeps the first `n` entries written in ``room()``.
    mutating func advance(by n: Int)
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

    @inline(__always)
    mutating func room() -> UnsafeMutablePointer<Int64>? {
        if index == RecordOffsets.chunkSize {
            chunk = offsets.chunk(containing: written)
            index = 0
        }
        return index &+ 64 <= RecordOffsets.chunkSize ? chunk.unsafelyUnwrapped + index : nil
    }

    @inline(__always)
    mutating func advance(by n: Int) {
        index &+= n
        written &+= n
    }

    /// Appends `n` entries from `source` as they are (copied a chunk at a time).
    mutating func append(contentsOf source: UnsafePointer<Int64>, count n: Int) {
        var done = 0
        while done < n {
            if index == RecordOffsets.chunkSize {
                chunk = offsets.chunk(containing: written)
                index = 0
            }
            let k = min(n - done, RecordOffsets.chunkSize - index)
            (chunk.unsafelyUnwrapped + index).update(from: source + done, count: k)
            index += k
            written += k
            done += k
        }
    }
}

/// The line ends of one half of a block, found by a second thread, and the pieces the
/// parts of a block are read into; reused between blocks.
final class LineEndBuffer: LineEndSink, @unchecked Sendable {
    private(set) var entries = UnsafeMutablePointer<Int64>.allocate(capacity: 0)
    private(set) var capacity = 0
    private(set) var count = 0
    private var pieces: UnsafeMutablePointer<UInt8>?
    private var piecesBytes = 0

    deinit {
        entries.deallocate()
        pieces?.deallocate()
    }

    /// `parts` consecutive read buffers of `bytes` each (page-aligned), kept for the next
    /// blocks.
    func readPieces(_ parts: Int, bytes: Int) -> UnsafeMutablePointer<UInt8> {
        if pieces == nil || piecesBytes < parts * bytes {
            pieces?.deallocate()
            piecesBytes = parts * bytes
            pieces = UnsafeMutableRawPointer.allocate(byteCount: piecesBytes, alignment: 4096)
                .bindMemory(to: UInt8.self, capacity: piecesBytes)
        }
        return pieces.unsafelyUnwrapped
    }

    /// Room for 64 entries at the end (``reset(capacity:)`` keeps 64 spare).
    @inline(__always)
    func room() -> UnsafeMutablePointer<Int64>? { count &+ 64 <= capacity ? entries + count : nil }

    @inline(__always)
    func advance(by n: Int) { count &+= n }

    /// Empties the buffer, with room for `capacity` entries (and 64 spare, for ``room()``).
    func reset(capacity: Int) {
        count = 0
        let wanted = capacity + 64
        if wanted > self.capacity {
            entries.deallocate()
            entries = .allocate(capacity: wanted)
            self.capacity = wanted
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
        @inline(__always) mutating func room() -> UnsafeMutablePointer<Int64>? { buffer.room() }
        @inline(__always) mutating func advance(by n: Int) { buffer.advance(by: n) }
    }
}

/// Finding the line ends (LF) of plain text and the lines with bytes above 0x7F in one pass,
/// 64 bytes a step: four 16-byte vector compares give the LF bytes, gathered into a 64-bit
/// mask (a multiplication per 8 bytes), and whether the step has a CR or a byte above 0x7F;
/// then one entry is written for each LF bit (four without a branch each when the step is
/// ASCII, as most are). A CR stops the scan (the caller splits what follows with the CR
/// rules).
enum LineEndScan {

    /// Scans `base[from ..< end]`: appends to `sink` the end of each line whose LF is there
    /// (its index plus `origin`: the file offset of `base[0]` when `base` is a buffer read from
    /// a file), flagged when the line (with `pending`: its bytes before `from`) has a byte
    /// above 0x7F. Returns where it stopped: `end`, or the start of the first 64-byte step
    /// (or byte, in the tail) holding a CR, before which everything is scanned. `pending` is
    /// then whether the open line has a byte above 0x7F so far.
    /// - Complexity: O(end − from), one read of each byte.
    @inline(__always)
    static func scan<S: LineEndSink>(
        _ base: UnsafePointer<UInt8>, from: Int, to end: Int, origin: Int = 0,
        pending: inout Bool, into sink: inout S
    ) -> Int {
        let raw = UnsafeRawPointer(base)
        let lfv = SIMD16<UInt8>(repeating: 0x0A)
        let crv = SIMD16<UInt8>(repeating: 0x0D)
        let hv = SIMD16<UInt8>(repeating: 0x80)
        var open = pending
        var i = from
        while i &+ 64 <= end {
            let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let b = raw.loadUnaligned(fromByteOffset: i &+ 16, as: SIMD16<UInt8>.self)
            let c = raw.loadUnaligned(fromByteOffset: i &+ 32, as: SIMD16<UInt8>.self)
            let d = raw.loadUnaligned(fromByteOffset: i &+ 48, as: SIMD16<UInt8>.self)
            let crs = SWAR.any((a .== crv) .| (b .== crv) .| (c .== crv) .| (d .== crv))
            if crs {
                pending = open
                return i
            }
            var lfs =
                SWAR.bits(a .== lfv) | SWAR.bits(b .== lfv) &<< 16 | SWAR.bits(c .== lfv) &<< 32 | SWAR.bits(d .== lfv)
                &<< 48
            let anyHigh = SWAR.any(((a | b | c | d) & hv) .== hv)
            let at = Int64(origin &+ i &+ 1)
            if !anyHigh {
                // ASCII only (most steps): no flag but the open line's, four entries written
                // without a branch each (the ones past the count are overwritten later).
                if lfs != 0 {
                    let n = lfs.nonzeroBitCount
                    if let o = sink.room() {
                        o[0] = (at &+ Int64(lfs.trailingZeroBitCount)) | (open ? RecordOffsets.nonASCIIFlag : 0)
                        lfs &= lfs &- 1
                        o[1] = at &+ Int64(lfs.trailingZeroBitCount)
                        lfs &= lfs &- 1
                        o[2] = at &+ Int64(lfs.trailingZeroBitCount)
                        lfs &= lfs &- 1
                        o[3] = at &+ Int64(lfs.trailingZeroBitCount)
                        lfs &= lfs &- 1
                        var k = 4
                        while lfs != 0 {
                            o[k] = at &+ Int64(lfs.trailingZeroBitCount)
                            lfs &= lfs &- 1
                            k &+= 1
                        }
                        sink.advance(by: n)
                    } else {
                        sink.append((at &+ Int64(lfs.trailingZeroBitCount)) | (open ? RecordOffsets.nonASCIIFlag : 0))
                        lfs &= lfs &- 1
                        while lfs != 0 {
                            sink.append(at &+ Int64(lfs.trailingZeroBitCount))
                            lfs &= lfs &- 1
                        }
                    }
                    open = false
                }
                i &+= 64
                continue
            }
            var high =
                SWAR.bits((a & hv) .== hv) | SWAR.bits((b & hv) .== hv) &<< 16
                | SWAR.bits((c & hv) .== hv) &<< 32 | SWAR.bits((d & hv) .== hv) &<< 48
            while lfs != 0 {
                let lowest = lfs & (0 &- lfs)
                let below = lowest &- 1  // the bytes of this line in the step
                let flagged = open || high & below != 0
                sink.append((at &+ Int64(lowest.trailingZeroBitCount)) | (flagged ? RecordOffsets.nonASCIIFlag : 0))
                open = false
                high &= ~below
                lfs &= lfs &- 1
            }
            open = open || high != 0
            i &+= 64
        }
        while i < end {
            let b = base[i]
            if b == 0x0D {
                pending = open
                return i
            }
            if b == 0x0A {
                sink.append(Int64(origin &+ i &+ 1) | (open ? RecordOffsets.nonASCIIFlag : 0))
                open = false
            } else if b >= 0x80 {
                open = true
            }
            i += 1
        }
        pending = open
        return end
    }

    /// As ``scan(_:from:to:pending:into:)`` into `offsets`, in `parts` (1 or 2) on as many
    /// threads: the second half goes to `buffer` meanwhile, then is appended. With `file` (a
    /// descriptor of the mapped file; −1 for none) each part reads its bytes with
    /// ``scanRead(fd:buffer:piece:from:to:pending:into:)`` into `buffer`'s pieces of `piece`
    /// bytes instead of through the mapping at `base`. Nothing is appended when a part meets
    /// a CR or a read falls short: returns `from`, and the caller scans serially.
    static func scanInParts(
        _ base: UnsafePointer<UInt8>, from: Int, to end: Int, parts: Int, file: Int32, piece: Int,
        pending: inout Bool, into offsets: RecordOffsets, buffer: LineEndBuffer
    ) -> Int {
        let mid = parts > 1 ? from + (end - from) / 2 : end
        if parts > 1 { buffer.reset(capacity: end - mid) }
        let pieces = file >= 0 ? buffer.readPieces(parts, bytes: piece) : nil
        // The second part, once done, populates the index's next slab when this block and
        // the next (at the lines' length so far) would reach it, so that the first part is
        // not held up zeroing it: one slab at a time, at most one more than needed.
        let perByte = Double(offsets.writtenCount) / Double(max(from, 1 << 16))
        let ahead = parts > 1 ? offsets.slabAhead(entries: Int(Double(2 * (end - from)) * perByte) + 1) : nil
        struct Part {
            var ok = false
            var pending = false
            var out: RecordOffsets.Appender?
        }
        let h = UnsafeMutablePointer<Part>.allocate(capacity: 2)
        h.initialize(repeating: Part(), count: 2)
        defer {
            h.deinitialize(count: 2)
            h.deallocate()
        }
        h[0].pending = pending
        @inline(__always) func run(_ k: Int) {
            let lo = k == 0 ? from : mid
            let hi = k == 0 ? mid : end
            if k == 0 {
                var out = offsets.appender()
                if let pieces {
                    h[0].ok = scanRead(
                        fd: file, buffer: pieces, piece: piece, from: lo, to: hi, pending: &h[0].pending, into: &out)
                } else {
                    h[0].ok = scan(base, from: lo, to: hi, pending: &h[0].pending, into: &out) == hi
                }
                h[0].out = out
            } else {
                var sink = LineEndBuffer.Sink(buffer: buffer)
                if let pieces {
                    h[1].ok = scanRead(
                        fd: file, buffer: pieces + piece, piece: piece, from: lo, to: hi, pending: &h[1].pending,
                        into: &sink)
                } else {
                    h[1].ok = scan(base, from: lo, to: hi, pending: &h[1].pending, into: &sink) == hi
                }
                if let ahead { RecordOffsets.populate(ahead) }
            }
        }
        if parts > 1 {
            nonisolated(unsafe) let run = run
            DispatchQueue.concurrentPerform(iterations: 2) { run($0) }
        } else {
            run(0)
        }
        guard h[0].ok && (parts == 1 || h[1].ok), var out = h[0].out else { return from }
        if parts == 1 {
            pending = h[0].pending
        } else if buffer.count > 0 {
            // The first line of the second half began in the first half.
            out.append(buffer.entries[0] | (h[0].pending ? RecordOffsets.nonASCIIFlag : 0))
            out.append(contentsOf: buffer.entries + 1, count: buffer.count - 1)
            pending = h[1].pending
        } else {
            pending = h[0].pending || h[1].pending
        }
        offsets.commit(out)
        return end
    }
}

extension SWAR {
    /// Bit j set for each lane j of `m` that is true (lanes are 0x00 or 0xFF bytes): each
    /// 8-byte half gathered by a multiplication (no byte mask instruction in Swift).
    @inline(__always)
    static func bits(_ m: SIMDMask<SIMD16<Int8>>) -> UInt64 {
        let v = unsafeBitCast(m, to: SIMD2<UInt64>.self)
        return ((v[0] & ones) &* gather) >> 56 | (((v[1] & ones) &* gather) >> 56) &<< 8
    }

    /// Whether any lane of `m` is true.
    @inline(__always)
    static func any(_ m: SIMDMask<SIMD16<Int8>>) -> Bool {
        let v = unsafeBitCast(m, to: SIMD2<UInt64>.self)
        return v[0] | v[1] != 0
    }
}

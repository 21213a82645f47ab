#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Splits bytes into records as they arrive, appending where each record ends to
/// ``RecordOffsets``: the byte line index (text) or record index (CSV) of a source.
///
/// Lines end at LF, CR LF or a lone CR, as TableKit's `splitLines` (a CR that is the last
/// byte read so far waits for the next byte). With a delimiter, RFC 4180 quoting applies:
/// a `"` at the start of a field opens a quoted field, in which delimiters and line breaks
/// are data and `""` is a quote; a `"` inside an unquoted field is data. Plain text up to
/// its first CR goes through ``LineEndScan`` (64 bytes a step, large blocks on two
/// threads, read with `pread` from a file); the rest is found with `memchr`: the next
/// quote, the line breaks before it, the quote closing a field.
struct RecordScanner {
    let delimiter: UInt8?
    /// The next byte to scan.
    private(set) var position: Int
    /// True while inside a quoted field (at the end of input: an unclosed quote).
    private(set) var isInQuotes = false
    /// The record read so far (not ended yet) has a byte above 0x7F.
    private var pendingNonASCII = false
    /// Plain text blocks of at least this many bytes are scanned in parts (on two threads
    /// when there are two cores) and, given a file, read with `pread` rather than through
    /// the mapping; smaller ones serially through the mapping.
    var parallelMinimum = 1 << 18
    /// The parts of a large block: 2 with two cores or more, else 1.
    var parts = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 ? 2 : 1
    /// Bytes a part reads at a time (stays in a core's cache for the scan that follows).
    var readPiece = 128 << 10
    /// Where the second thread puts its half's line ends (shared by copies of the scanner).
    private let buffer = LineEndBuffer()

    /// A scanner whose first record starts at `start` (after a byte order mark).
    init(syntax: RecordSyntax, start: Int) {
        delimiter = syntax.delimiter
        position = start
    }

    /// Moves past bytes known to be NUL (a hole of a sparse file, ``ByteInput/holes``) up to
    /// `end` without reading them: NULs end no record, open or close no quote and are ASCII,
    /// so the state after them is the state before. Does nothing when `end <= position`.
    mutating func skipZeros(to end: Int) {
        position = max(position, end)
    }

    /// Scans `position ..< end` (`end <= available`), appending each record's end and
    /// marking the records that have a byte above 0x7F (``RecordOffsets/isNonASCII(record:)``).
    /// Plain text goes through ``LineEndScan`` (in ``parts`` from ``parallelMinimum`` bytes,
    /// read from `file` with `pread` when it is a descriptor of the bytes at `base`) up to its
    /// first CR, if any; the rest with the CR and quote rules, through `base`.
    /// Returns true when it read bytes through `base` (mapped pages the caller may let go),
    /// false when it read them all with `pread`.
    @discardableResult
    mutating func scan(
        _ base: UnsafePointer<UInt8>, to end: Int, available: Int, isEnd: Bool, file: Int32 = -1,
        into offsets: RecordOffsets
    ) -> Bool {
        guard position < end else { return false }
        if delimiter == nil {
            var pending = pendingNonASCII
            if end - position >= parallelMinimum && (parts > 1 || file >= 0) {
                if LineEndScan.scanInParts(
                    base, from: position, to: end, parts: parts, file: file, piece: readPiece,
                    pending: &pending, into: offsets, buffer: buffer) == end
                {
                    pendingNonASCII = pending
                    position = end
                    return file < 0
                }
            }
            var out = offsets.appender()
            position = LineEndScan.scan(base, from: position, to: end, pending: &pending, into: &out)
            offsets.commit(out)
            pendingNonASCII = pending
            if position == end { return true }
        }
        let was = position
        let before = offsets.writtenCount
        splitRecords(base, to: end, available: available, isEnd: isEnd, into: offsets)
        markNonASCII(base, from: was, to: position, firstEntry: before, into: offsets)
        return true
    }

    /// Marks the records with a byte above 0x7F among the bytes `from ..< to` just split
    /// (entries `firstEntry ..< writtenCount` are new), carrying the open record's flag.
    private mutating func markNonASCII(
        _ base: UnsafePointer<UInt8>, from: Int, to: Int, firstEntry before: Int, into offsets: RecordOffsets
    ) {
        let after = offsets.writtenCount
        if pendingNonASCII && after > before {
            offsets.markNonASCII(record: before - 1)
            pendingNonASCII = false
        }
        var p = from
        while let q = ByteSearch.firstNonASCII(base, from: p, to: to) {
            let k = offsets.last(atMost: q, from: before - 1, below: after)
            if k + 1 < after {
                offsets.markNonASCII(record: k)
                p = offsets[k + 1]
            } else {
                pendingNonASCII = true
                break
            }
        }
    }

    /// Splits `position ..< end` into lines (text) or RFC 4180 records (CSV).
    private mutating func splitRecords(
        _ base: UnsafePointer<UInt8>, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets
    ) {
        guard let d = delimiter else {
            position = Self.splitLines(base, from: position, to: end, available: available, isEnd: isEnd, into: offsets)
            return
        }
        var i = position
        while i < end {
            if isInQuotes {
                guard let q = Self.find(0x22, base, i, end) else {
                    i = end
                    break
                }
                if q + 1 < available {
                    if base[q + 1] == 0x22 {
                        i = q + 2
                        continue
                    }  // "" is a quote
                } else if !isEnd {
                    i = q
                    break  // wait: a closing quote or the first of ""?
                }
                isInQuotes = false
                i = q + 1
            } else {
                let q = Self.find(0x22, base, i, end) ?? end
                let stop = Self.splitLines(base, from: i, to: q, available: available, isEnd: isEnd, into: offsets)
                if stop < q || q == end {
                    i = stop
                    break
                }
                // A quote opens a quoted field only at a field's start.
                if q == offsets.lastWritten || base[q - 1] == d { isInQuotes = true }
                i = q + 1
            }
        }
        position = i
    }

    /// The first `byte` in `base[from ..< end]`.
    @inline(__always)
    private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ from: Int, _ end: Int) -> Int? {
        guard from < end, let p = memchr(base + from, Int32(byte), end - from) else { return nil }
        return UnsafePointer(p.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// Appends the ends of the lines in `from ..< end`; returns where scanning stopped: `end`,
    /// past it (a CR LF across `end`), or at a CR that is the last byte available (waiting).
    @inline(__always)
    private static func splitLines(
        _ base: UnsafePointer<UInt8>, from: Int, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets
    ) -> Int {
        var i = from
        guard i < end else { return max(i, end) }
        guard memchr(base + i, 0x0D, end - i) != nil else {
            appendLineEnds(base, from: i, to: end, into: offsets)
            return end
        }
        while i < end {
            let h = find(0x0D, base, i, end) ?? end
            while let k = find(0x0A, base, i, h) {
                offsets.append(k + 1)
                i = k + 1
            }
            if h == end { return end }
            if h + 1 < available {
                i = base[h + 1] == 0x0A ? h + 2 : h + 1
            } else if isEnd {
                i = h + 1
            } else {
                return h  // wait for the byte after the CR
            }
            offsets.append(i)
        }
        return i
    }

    /// Appends the end of every line whose LF is in `from ..< end` (no CR there): eight
    /// bytes a step (SWAR: 0x80 marks each byte equal to LF, exactly), every LF in a word
    /// taken from its bit mask. Cheaper than a `memchr` call per line for short lines.
    @inline(__always)
    private static func appendLineEnds(
        _ base: UnsafePointer<UInt8>, from: Int, to end: Int, into offsets: RecordOffsets
    ) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let lf: UInt64 = 0x0A &* ones
        let raw = UnsafeRawPointer(base)
        var i = from
        while i + 8 <= end {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ lf
            var z = ~(((x & lows) &+ lows) | x | lows)
            while z != 0 {
                offsets.append(i + z.trailingZeroBitCount >> 3 + 1)
                z &= z &- 1
            }
            i += 8
        }
        while i < end {
            if base[i] == 0x0A { offsets.append(i + 1) }
            i += 1
        }
    }

    /// At the end of input: appends the last record when it has no line break. Returns false
    /// (appending nothing) when a quoted field is still open.
    mutating func finish(available: Int, into offsets: RecordOffsets) -> Bool {
        if isInQuotes { return false }
        if offsets.lastWritten < available {
            offsets.append(available)
            if pendingNonASCII { offsets.markNonASCII(record: offsets.writtenCount - 2) }
        }
        pendingNonASCII = false
        position = available
        return true
    }
}

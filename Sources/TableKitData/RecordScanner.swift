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
/// are data and `""` is a quote; a `"` inside an unquoted field is data. Blocks with no
/// CR (and, for CSV, no quote) are split with `memchr` only.
struct RecordScanner {
    /// CSV states.
    private static let fieldStart: UInt8 = 0, unquoted: UInt8 = 1, quoted: UInt8 = 2, quoteInQuoted: UInt8 = 3

    let delimiter: UInt8?
    /// The next byte to scan.
    private(set) var position: Int
    private var state: UInt8 = 0

    /// A scanner whose first record starts at `start` (after a byte order mark).
    init(syntax: RecordSyntax, start: Int) {
        delimiter = syntax.delimiter
        position = start
    }

    /// True while inside a quoted field (at the end of input: an unclosed quote).
    var isInQuotes: Bool { state == Self.quoted }

    /// Scans `position ..< end` (`end <= available`), appending each record's end.
    mutating func scan(_ base: UnsafePointer<UInt8>, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets) {
        if position >= end { return }
        let noCR = memchr(base + position, 0x0D, end - position) == nil
        if let d = delimiter {
            if state <= Self.unquoted && noCR && memchr(base + position, 0x22, end - position) == nil {
                splitLines(base, from: position, to: end, into: offsets)
                // The state at the block's end: at a record or field start, or inside a field.
                state = offsets.lastWritten == end || base[end - 1] == d ? Self.fieldStart : Self.unquoted
                return
            }
            scanQuoted(base, delimiter: d, to: end, available: available, isEnd: isEnd, into: offsets)
            return
        }
        if noCR { splitLines(base, from: position, to: end, into: offsets); return }
        var i = position
        while i < end {
            guard let hit = memchr(base + i, 0x0D, end - i) else { splitLines(base, from: i, to: end, into: offsets); return }
            let h = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base
            splitLines(base, from: i, to: h, into: offsets) // lines ending in LF before the CR
            if h + 1 < available {
                i = base[h + 1] == 0x0A ? h + 2 : h + 1
                offsets.append(i)
            } else if isEnd {
                i = h + 1
                offsets.append(i)
            } else {
                position = h // wait for the byte after the CR
                return
            }
        }
        position = i
    }

    /// LF-only splitting of `from ..< end` with `memchr`; sets ``position`` to `end`.
    @inline(__always)
    private mutating func splitLines(_ base: UnsafePointer<UInt8>, from: Int, to end: Int, into offsets: RecordOffsets) {
        var i = from
        while i < end, let l = memchr(base + i, 0x0A, end - i) {
            let k = UnsafePointer(l.assumingMemoryBound(to: UInt8.self)) - base
            offsets.append(k + 1); i = k + 1
        }
        position = end
    }

    /// The CSV state machine, byte by byte (quoted runs skipped with `memchr`).
    private mutating func scanQuoted(_ base: UnsafePointer<UInt8>, delimiter d: UInt8, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets) {
        var i = position
        var s = state
        while i < end {
            if s == Self.quoted {
                guard let q = memchr(base + i, 0x22, end - i) else { i = end; break }
                i = UnsafePointer(q.assumingMemoryBound(to: UInt8.self)) - base + 1
                s = Self.quoteInQuoted
                continue
            }
            let c = base[i]
            if c == 0x0A {
                offsets.append(i + 1); s = Self.fieldStart; i += 1
            } else if c == 0x0D {
                if i + 1 < available {
                    i = base[i + 1] == 0x0A ? i + 2 : i + 1
                    offsets.append(i); s = Self.fieldStart
                } else if isEnd {
                    i += 1; offsets.append(i); s = Self.fieldStart
                } else {
                    break // wait for the byte after the CR
                }
            } else if c == d {
                s = Self.fieldStart; i += 1
            } else if c == 0x22 {
                // Opens a quoted field at its start; `""` inside one is a quote; elsewhere data.
                s = (s == Self.fieldStart || s == Self.quoteInQuoted) ? Self.quoted : Self.unquoted
                i += 1
            } else {
                s = Self.unquoted; i += 1
            }
        }
        state = s
        position = i
    }

    /// At the end of input: appends the last record when it has no line break. Returns false
    /// (appending nothing) when a quoted field is still open.
    mutating func finish(available: Int, into offsets: RecordOffsets) -> Bool {
        if state == Self.quoted { return false }
        if offsets.lastWritten < available { offsets.append(available) }
        position = available
        return true
    }
}

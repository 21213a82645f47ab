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
/// are data and `""` is a quote; a `"` inside an unquoted field is data. Everything is found
/// with `memchr`: the next quote, the line breaks before it, the quote closing a field.
struct RecordScanner {
    let delimiter: UInt8?
    /// The next byte to scan.
    private(set) var position: Int
    /// True while inside a quoted field (at the end of input: an unclosed quote).
    private(set) var isInQuotes = false

    /// A scanner whose first record starts at `start` (after a byte order mark).
    init(syntax: RecordSyntax, start: Int) {
        delimiter = syntax.delimiter
        position = start
    }

    /// Scans `position ..< end` (`end <= available`), appending each record's end.
    mutating func scan(_ base: UnsafePointer<UInt8>, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets) {
        guard let d = delimiter else {
            position = Self.splitLines(base, from: position, to: end, available: available, isEnd: isEnd, into: offsets)
            return
        }
        var i = position
        while i < end {
            if isInQuotes {
                guard let q = Self.find(0x22, base, i, end) else { i = end; break }
                if q + 1 < available {
                    if base[q + 1] == 0x22 { i = q + 2; continue } // "" is a quote
                } else if !isEnd {
                    i = q; break // wait: a closing quote or the first of ""?
                }
                isInQuotes = false
                i = q + 1
            } else {
                let q = Self.find(0x22, base, i, end) ?? end
                let stop = Self.splitLines(base, from: i, to: q, available: available, isEnd: isEnd, into: offsets)
                if stop < q || q == end { i = stop; break }
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
    private static func splitLines(_ base: UnsafePointer<UInt8>, from: Int, to end: Int, available: Int, isEnd: Bool, into offsets: RecordOffsets) -> Int {
        var i = from
        guard i < end else { return max(i, end) }
        guard memchr(base + i, 0x0D, end - i) != nil else {
            while let k = find(0x0A, base, i, end) { offsets.append(k + 1); i = k + 1 }
            return end
        }
        while i < end {
            let h = find(0x0D, base, i, end) ?? end
            while let k = find(0x0A, base, i, h) { offsets.append(k + 1); i = k + 1 }
            if h == end { return end }
            if h + 1 < available {
                i = base[h + 1] == 0x0A ? h + 2 : h + 1
            } else if isEnd {
                i = h + 1
            } else {
                return h // wait for the byte after the CR
            }
            offsets.append(i)
        }
        return i
    }

    /// At the end of input: appends the last record when it has no line break. Returns false
    /// (appending nothing) when a quoted field is still open.
    mutating func finish(available: Int, into offsets: RecordOffsets) -> Bool {
        if isInQuotes { return false }
        if offsets.lastWritten < available { offsets.append(available) }
        position = available
        return true
    }
}

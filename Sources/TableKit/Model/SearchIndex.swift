import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A substring filter over a fixed list of strings, fast enough to run on every
/// keystroke of a search bar over a million rows.
///
/// Rows match when their folded text *contains* the folded query: case- and
/// diacritic-insensitively (``fold(_:)``), as literal text (no pattern syntax: `a.b`
/// matches only a literal dot, `(` is an ordinary character).
///
/// Each string is folded once, at `init`, into one contiguous UTF-8 buffer, every row
/// followed by a 0x00 separator (folding removes U+0000, so a match never spans two
/// rows). A query scans the buffer with `memchr` (one-byte queries) or an 8-byte SWAR
/// filter on the query's first two bytes confirmed by `memcmp`, maps each hit to its row
/// by galloping search over the row offsets, then skips to the next row. Buffers over
/// 1 MiB are scanned in two halves on two threads (`DispatchQueue.concurrentPerform`).
///
/// Each call blocks its caller until done: for a million names about 2–10 ms on the 2-core
/// reference machine (docs/PERFORMANCE.md). Run it off the main actor and apply the result
/// only if the query is still current; a call cannot be cancelled part-way.
///
/// Typical use in a search controller, one call per keystroke:
/// ```swift
/// let index = SearchIndex(names)                    // once, off the main actor
/// var rows = index.matches("a")                     // first keystroke: full scan
/// rows = index.matches("an", within: rows)          // query extends the previous one
/// ```
/// A value type with no shared mutable state: `Sendable`, safe to query from any thread.
public struct SearchIndex: Sendable {
    /// Folded UTF-8 of every string, each followed by one 0x00 byte.
    private let bytes: [UInt8]
    /// `offsets[i]` is where row `i` starts in `bytes`; `offsets[count]` is `bytes.count`.
    /// So row `i` is `bytes[offsets[i] ..< offsets[i + 1] - 1]`.
    private let offsets: [Int]

    /// Builds the index, folding each string once with ``fold(_:)``.
    ///
    /// Row numbers are positions in `strings`, from 0.
    /// - Complexity: O(total length). ASCII strings are folded by lowercasing bytes, Latin
    ///   ones (below U+0300) from a table; only the rest go through Foundation.
    public init<S: Sequence>(_ strings: S) where S.Element == String {
        self.init(array: Array(strings))
    }

    /// The build itself, on an array (the generic entry point's elements would otherwise
    /// be fetched through the `Sequence` witness one by one).
    private init(array strings: [String]) {
        var bytes: [UInt8] = []
        var offsets = [Int](repeating: 0, count: strings.count + 1)
        var total = 0
        for s in strings { total += s.utf8.count + 1 }
        bytes.reserveCapacity(total + total / 8)
        Self.latinFoldingPacked.withUnsafeBufferPointer { latin in
            for (i, s) in strings.enumerated() {
                Self.appendFolded(s, to: &bytes, latin: latin)
                bytes.append(0)
                offsets[i + 1] = bytes.count
            }
        }
        self.bytes = bytes
        self.offsets = offsets
    }

    /// Traps unless the storage is consistent: offsets start at 0, grow strictly, end at the
    /// buffer's end, and every row is free of 0x00 and followed by exactly one. O(bytes);
    /// for tests and debug checks.
    func checkInvariants() {
        precondition(offsets.first == 0 && offsets.last == bytes.count, "SearchIndex offsets do not span the buffer")
        for r in 0 ..< count {
            let start = offsets[r], end = offsets[r + 1]
            precondition(end > start && bytes[end - 1] == 0, "SearchIndex row \(r) is not followed by its separator")
            precondition(!bytes[start ..< end - 1].contains(0), "SearchIndex row \(r) contains a separator byte")
        }
    }

    /// The number of strings indexed (rows), `>= 0`.
    public var count: Int { offsets.count - 1 }

    /// The folded form of row `row`, as stored in the index. Traps when out of range.
    public func foldedString(at row: Int) -> String {
        precondition(row >= 0 && row < count, "SearchIndex row \(row) is outside 0..<\(count)")
        return String(decoding: bytes[offsets[row] ..< offsets[row + 1] - 1], as: UTF8.self)
    }

    /// Indices (ascending) of the strings containing `query` after folding; all of them
    /// (`0..<count`) when the query folds to the empty string.
    ///
    /// - Complexity: O(B) for B bytes of folded text, plus O(log gap) per matching row.
    public func matches(_ query: String) -> [Int] {
        let needle = Array(Self.fold(query).utf8)
        if needle.isEmpty { return Array(0 ..< count) }
        return scanAll(needle)
    }

    /// Indices (ascending) of the strings among `candidates` that contain `query` after
    /// folding; all of `candidates` when the query folds to the empty string.
    ///
    /// Use it when the query extends the previous one (typing one more letter): the
    /// previous result is the candidate list, and only those rows need to be searched.
    /// Any ascending list is valid, though; the result is always `candidates ∩ matches(query)`.
    /// - Parameters:
    ///   - query: the text typed; folded as the rows were (case and diacritics ignored).
    ///   - candidates: strictly ascending row indices in `0..<count`; a list out of
    ///     order or out of range is a programmer's error and traps.
    /// - Complexity: O(k) for k candidates plus the bytes of their rows, searched row by
    ///   row (on two threads from 65,536 candidates); when candidates are over 3/4 of all
    ///   rows, a full ``matches(_:)`` scan intersected with them instead, which is then
    ///   faster (see docs/PERFORMANCE.md).
    public func matches(_ query: String, within candidates: [Int]) -> [Int] {
        var previous = -1
        for c in candidates {
            precondition(c > previous && c < count,
                         "SearchIndex candidates must be strictly ascending in 0..<\(count); found \(c) after \(previous)")
            previous = c
        }
        let needle = Array(Self.fold(query).utf8)
        if needle.isEmpty { return candidates }
        if candidates.count > count / 4 * 3 { return Self.intersect(scanAll(needle), candidates) }
        if candidates.count < Self.parallelRowThreshold || ProcessInfo.processInfo.activeProcessorCount < 2 {
            return scanRows(needle, candidates[...])
        }
        let mid = candidates.count / 2
        return Self.inTwoHalves { scanRows(needle, $0 == 0 ? candidates[..<mid] : candidates[mid...]) }
    }

    /// Calls `body` with the folded text of every row, each followed by a 0x00 byte, in row
    /// order: the buffer that ``matches(_:)`` scans. For diagnostics and benchmarks.
    public func withUnsafeFoldedBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    // MARK: Folding

    /// The folding used for rows and queries: case and diacritics removed, U+0000 removed.
    ///
    /// The reference is Foundation's
    /// `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)` applied to
    /// the NFC form (so precomposed and decomposed accents fold alike). Two fast paths give
    /// the same result: pure-ASCII text lowercases A–Z; text of scalars below U+0300 only
    /// folds scalar by scalar from a table made once with Foundation. Consequences, all
    /// locale-independent:
    /// - `José` → `jose`, `ZOË` → `zoe`, `Łódź` → `łodz` (ł, ø, æ are letters, not
    ///   accented ones, and stay);
    /// - `ß` and `ẞ` → `ss` (full case folding), so `strasse` finds `Straße` and `straße`
    ///   finds `STRASSE`;
    /// - Turkish: `İ` → `i`, but dotless `ı` stays `ı`, so `i` does not find `ısı` and `ı`
    ///   does not find `Isik`; no Turkish locale rules are applied;
    /// - final sigma `ς` → `σ`; fullwidth letters fold case only (`Ｆ` → `ｆ`, not `f`).
    /// - Complexity: O(n).
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded UTF-8 of `text`, without any 0x00 byte, to `bytes`.
    private static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        latinFoldingPacked.withUnsafeBufferPointer { appendFolded(text, to: &bytes, latin: $0) }
    }

    /// Appends the folded UTF-8 of `text`, without any 0x00 byte, to `bytes`;
    /// `latin` is ``latinFoldingPacked``.
    private static func appendFolded(_ text: String, to bytes: inout [UInt8], latin: UnsafeBufferPointer<UInt32>) {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { src in
            if isPlainASCII(src) {
                appendLowercasedASCII(src, to: &bytes)
                return true
            }
            return appendFoldedLatin(src, to: &bytes, table: latin)
        }
        if done == true { return }
        // Other scripts, combining marks, or text without contiguous UTF-8: Foundation.
        for b in foundationFold(text).utf8 where b != 0 { bytes.append(b) }
    }

    /// True when every byte is ASCII and none is 0x00; eight bytes at a time.
    @inline(__always)
    private static func isPlainASCII(_ src: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var j = 0
        while j + 8 <= src.count {
            let w = UnsafeRawPointer(src.baseAddress! + j).loadUnaligned(as: UInt64.self)
            // A byte ≥ 0x80, or a 0x00 byte (exact: no borrow reaches a set high bit).
            if w & highs != 0 || (w &- ones) & ~w & highs != 0 { return false }
            j += 8
        }
        while j < src.count {
            if src[j] >= 0x80 || src[j] == 0 { return false }
            j += 1
        }
        return true
    }

    /// Appends plain ASCII with A–Z lowercased: one copy, then eight bytes at a time in place.
    @inline(__always)
    private static func appendLowercasedASCII(_ src: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let start = bytes.count, n = src.count
        bytes.append(contentsOf: src)
        bytes.withUnsafeMutableBufferPointer { out in
            let base = UnsafeMutableRawPointer(out.baseAddress! + start)
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            var j = 0
            while j + 8 <= n {
                let w = base.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                // For ASCII bytes, adding 0x3F (0x25) sets the high bit exactly for b ≥ 0x41 (≥ 0x5B).
                let upper = (w &+ 0x3F &* ones) & ~(w &+ 0x25 &* ones) & highs
                base.storeBytes(of: w | upper >> 2, toByteOffset: j, as: UInt64.self)
                j += 8
            }
            while j < n {
                let b = out[start + j]
                out[start + j] = b &- 0x41 < 26 ? b | 0x20 : b
                j += 1
            }
        }
    }

    /// Text of scalars below U+0300 only (Latin-1, Latin Extended-A/B, IPA: no combining
    /// mark, so already NFC), folded scalar by scalar from `table` (``latinFoldingPacked``),
    /// reading UTF-8 directly. Returns false, having appended nothing, for any other text
    /// and for the few scalars that fold to more than three bytes (Foundation folds those).
    private static func appendFoldedLatin(_ src: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8],
                                          table: UnsafeBufferPointer<UInt32>) -> Bool {
        // Each input byte gives at most 1.5 output bytes (two in, at most three out).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * src.count + 8) { scratch -> Bool in
            var used = 0
            var i = 0
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while i < src.count {
                // Eight plain ASCII bytes at once, lowercased as in appendLowercasedASCII.
                if i + 8 <= src.count {
                    let w = UnsafeRawPointer(src.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if w & highs == 0 && (w &- ones) & ~w & highs == 0 {
                        let upper = (w &+ 0x3F &* ones) & ~(w &+ 0x25 &* ones) & highs
                        UnsafeMutableRawPointer(scratch.baseAddress! + used).storeBytes(of: w | upper >> 2, as: UInt64.self)
                        used += 8
                        i += 8
                        continue
                    }
                }
                let b = src[i]
                if b < 0x80 {
                    if b != 0 {
                        scratch[used] = b &- 0x41 < 26 ? b | 0x20 : b
                        used += 1
                    }
                    i += 1
                    continue
                }
                // U+0080–U+02FF are two bytes: a lead in 0xC2...0xCB and one continuation.
                guard b >= 0xC2 && b <= 0xCB, i + 1 < src.count else { return false }
                var packed = table[Int(b & 0x1F) << 6 | Int(src[i + 1] & 0x3F)]
                guard packed >> 24 != 0xFF else { return false }
                for _ in 0 ..< packed >> 24 {
                    scratch[used] = UInt8(truncatingIfNeeded: packed)
                    used += 1
                    packed >>= 8
                }
                i += 2
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0 ..< used]))
            return true
        }
    }

    /// The reference folding: Foundation's, on the NFC form.
    static func foundationFold(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The folded UTF-8 of each scalar U+0000–U+02FF, made once by ``foundationFold(_:)``.
    /// Folding these scalars is context-free (no combining marks, no final-sigma rule).
    static let latinFolding: [[UInt8]] = (0 ..< 0x300).map { v in
        Array(foundationFold(String(Unicode.Scalar(UInt32(v))!)).utf8)
    }

    /// ``latinFolding`` packed: the folded bytes (without 0x00) in the low three bytes,
    /// first byte lowest, their count in the top byte; 0xFF in the top byte when the
    /// folding is longer than three bytes (then the text is folded by Foundation).
    static let latinFoldingPacked: [UInt32] = latinFolding.map { folded in
        let kept = folded.filter { $0 != 0 }
        guard kept.count <= 3 else { return 0xFF00_0000 }
        var packed = UInt32(kept.count) << 24
        for (k, b) in kept.enumerated() { packed |= UInt32(b) << (8 * k) }
        return packed
    }

    // MARK: Scanning

    /// Buffers below this many bytes are scanned on one thread.
    static let parallelThreshold = 1 << 20
    /// Candidate lists below this many rows are searched on one thread.
    static let parallelRowThreshold = 1 << 16

    private func scanAll(_ needle: [UInt8]) -> [Int] {
        guard count > 0 else { return [] }
        if bytes.count < Self.parallelThreshold || ProcessInfo.processInfo.activeProcessorCount < 2 {
            return scan(needle, rows: 0 ..< count)
        }
        // Two halves at a row boundary, one per core.
        let mid = count / 2
        let parts = [0 ..< mid, mid ..< count]
        return Self.inTwoHalves { scan(needle, rows: parts[$0]) }
    }

    /// Runs `part(0)` and `part(1)` on two threads and concatenates their results.
    private static func inTwoHalves(_ part: @Sendable (Int) -> [Int]) -> [Int] {
        let results = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: 2)
        results.initialize(repeating: [])
        defer { results.deinitialize(); results.deallocate() }
        nonisolated(unsafe) let out = results
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            out[i] = part(i)
        }
        var all = results[0]
        all.append(contentsOf: results[1])
        return all
    }

    /// Matching rows within `rows`, by one pass over their bytes.
    private func scan(_ needle: [UInt8], rows: Range<Int>) -> [Int] {
        var out: [Int] = []
        bytes.withUnsafeBufferPointer { buf in
            offsets.withUnsafeBufferPointer { off in
                needle.withUnsafeBufferPointer { ndl in
                    let base = buf.baseAddress!
                    var row = rows.lowerBound
                    var p = off[row]
                    let end = off[rows.upperBound]
                    while let pos = Self.find(ndl, in: base, from: p, to: end) {
                        row = Self.row(containing: pos, from: row, offsets: off)
                        out.append(row)
                        row += 1
                        p = off[row]
                    }
                }
            }
        }
        return out
    }

    /// The first position `>= from` where `needle` (not empty) occurs wholly in
    /// `base[from ..< to]`, or nil.
    ///
    /// One byte: `memchr`. Longer: a SWAR filter that tests eight candidate positions at a
    /// time for the needle's first two bytes (little-endian 64-bit loads), then `memcmp`
    /// for the rest. Reads no byte at or beyond `to`.
    @inline(__always)
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        let m = needle.count
        let last = end - m // last possible start
        if last < from { return nil }
        if m == 1 {
            guard let hit = memchr(base + from, Int32(needle[0]), end - from) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let pattern0 = UInt64(needle[0]) &* ones
        let pattern1 = UInt64(needle[1]) &* ones
        let rest = m - 2
        let restNeedle = needle.baseAddress! + 2
        var i = from
        // Positions i..<i+8 as starts: needs bytes i ..< i+9, all before `end`.
        while i + 9 <= end {
            let x = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ pattern0
            let y = UnsafeRawPointer(base + i + 1).loadUnaligned(as: UInt64.self) ^ pattern1
            // 0x80 in each byte that is zero in x and in y (exact, no false positives).
            let zx = ~(((x & lows) &+ lows) | x | lows)
            let zy = ~(((y & lows) &+ lows) | y | lows)
            var z = zx & zy
            while z != 0 {
                let s = i + z.trailingZeroBitCount >> 3
                if s > last { return nil }
                if rest == 0 || memcmp(base + s + 2, restNeedle, rest) == 0 { return s }
                z &= z &- 1
            }
            i += 8
        }
        while i <= last {
            if base[i] == needle[0] && base[i + 1] == needle[1]
                && (rest == 0 || memcmp(base + i + 2, restNeedle, rest) == 0) { return i }
            i += 1
        }
        return nil
    }

    /// The row whose bytes include `pos`, searching forward from `row` (galloping, then
    /// binary search): O(log(distance)).
    @inline(__always)
    private static func row(containing pos: Int, from row: Int, offsets off: UnsafeBufferPointer<Int>) -> Int {
        // Invariant: off[lo] <= pos; find the last lo with off[lo] <= pos.
        var lo = row
        if off[lo + 1] > pos { return lo }
        var step = 1
        var hi = lo + 1
        while hi < off.count && off[hi] <= pos {
            lo = hi
            step &<<= 1
            hi = lo + step
        }
        hi = min(hi, off.count - 1) // off[hi] > pos (off.last is past every byte)
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if off[mid] <= pos { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Matching rows among `candidates`, one row at a time.
    private func scanRows(_ needle: [UInt8], _ candidates: ArraySlice<Int>) -> [Int] {
        var out: [Int] = []
        bytes.withUnsafeBufferPointer { buf in
            offsets.withUnsafeBufferPointer { off in
                needle.withUnsafeBufferPointer { ndl in
                    let base = buf.baseAddress!
                    let m = ndl.count
                    for r in candidates {
                        let start = off[r]
                        let len = off[r + 1] - 1 - start
                        if len >= m && Self.find(ndl, in: base, from: start, to: start + len) != nil { out.append(r) }
                    }
                }
            }
        }
        return out
    }

    /// The common elements of two ascending lists, ascending.
    static func intersect(_ a: [Int], _ b: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(min(a.count, b.count))
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i] < b[j] { i += 1 } else if a[i] > b[j] { j += 1 } else { out.append(a[i]); i += 1; j += 1 }
        }
        return out
    }

    /// Same as ``matches(_:within:)`` but always searching row by row (for tests and
    /// benchmarks).
    @_spi(Benchmarks) public func matchesRowByRow(_ query: String, within candidates: [Int]) -> [Int] {
        let needle = Array(Self.fold(query).utf8)
        return needle.isEmpty ? candidates : scanRows(needle, candidates[...])
    }

    /// Same as ``matches(_:)`` but on one thread (for tests and benchmarks).
    @_spi(Benchmarks) public func matchesSingleThreaded(_ query: String) -> [Int] {
        let needle = Array(Self.fold(query).utf8)
        if needle.isEmpty { return Array(0 ..< count) }
        return count == 0 ? [] : scan(needle, rows: 0 ..< count)
    }
}

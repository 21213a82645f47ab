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
    let bytes: [UInt8]
    /// `offsets[i]` is where row `i` starts in `bytes`; `offsets[count]` is `bytes.count`.
    /// So row `i` is `bytes[offsets[i] ..< offsets[i + 1] - 1]`.
    let offsets: [Int]

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
        for r in 0..<count {
            let start = offsets[r]
            let end = offsets[r + 1]
            precondition(end > start && bytes[end - 1] == 0, "SearchIndex row \(r) is not followed by its separator")
            precondition(!bytes[start..<end - 1].contains(0), "SearchIndex row \(r) contains a separator byte")
        }
    }

    /// The number of strings indexed (rows), `>= 0`.
    public var count: Int { offsets.count - 1 }

    /// The folded form of row `row`, as stored in the index. Traps when out of range.
    public func foldedString(at row: Int) -> String {
        precondition(row >= 0 && row < count, "SearchIndex row \(row) is outside 0..<\(count)")
        return String(decoding: bytes[offsets[row]..<offsets[row + 1] - 1], as: UTF8.self)
    }

    /// Indices (ascending) of the strings containing `query` after folding; all of them
    /// (`0..<count`) when the query folds to the empty string.
    ///
    /// - Complexity: O(B) for B bytes of folded text, plus O(log gap) per matching row.
    public func matches(_ query: String) -> [Int] {
        let needle = Array(Self.fold(query).utf8)
        if needle.isEmpty { return Array(0..<count) }
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
            precondition(
                c > previous && c < count,
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
}

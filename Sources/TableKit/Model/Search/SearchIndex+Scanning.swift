import Foundation

/// How ``SearchIndex`` scans its folded bytes for a query, on one or two threads.
extension SearchIndex {
    /// Buffers below this many bytes are scanned on one thread.
    static let parallelThreshold = 1 << 20
    /// Candidate lists below this many rows are searched on one thread.
    static let parallelRowThreshold = 1 << 16

    func scanAll(_ needle: [UInt8]) -> [Int] {
        guard count > 0 else { return [] }
        if bytes.count < Self.parallelThreshold || ProcessInfo.processInfo.activeProcessorCount < 2 {
            return scan(needle, rows: 0..<count)
        }
        // Two halves at a row boundary, one per core.
        let mid = count / 2
        let parts = [0..<mid, mid..<count]
        return Self.inTwoHalves { scan(needle, rows: parts[$0]) }
    }

    /// Runs `part(0)` and `part(1)` on two threads and concatenates their results.
    static func inTwoHalves(_ part: @Sendable (Int) -> [Int]) -> [Int] {
        let results = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: 2)
        results.initialize(repeating: [])
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let out = results
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            out[i] = part(i)
        }
        var all = results[0]
        all.append(contentsOf: results[1])
        return all
    }

    /// Matching rows within `rows`, by one pass over their bytes.
    func scan(_ needle: [UInt8], rows: Range<Int>) -> [Int] {
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
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, from: Int, to end: Int)
        -> Int?
    {
        let m = needle.count
        let last = end - m  // last possible start
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
                && (rest == 0 || memcmp(base + i + 2, restNeedle, rest) == 0)
            {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The row whose bytes include `pos`, searching forward from `row` (galloping, then
    /// binary search): O(log(distance)).
    @inline(__always)
    static func row(containing pos: Int, from row: Int, offsets off: UnsafeBufferPointer<Int>) -> Int {
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
        hi = min(hi, off.count - 1)  // off[hi] > pos (off.last is past every byte)
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if off[mid] <= pos { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// Matching rows among `candidates`, one row at a time.
    func scanRows(_ needle: [UInt8], _ candidates: ArraySlice<Int>) -> [Int] {
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

    /// The common elements of two ascending lists, ascending (also `TableKitData`'s search).
    package static func intersect(_ a: [Int], _ b: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(min(a.count, b.count))
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] < b[j] {
                i += 1
            } else if a[i] > b[j] {
                j += 1
            } else {
                out.append(a[i])
                i += 1
                j += 1
            }
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
        if needle.isEmpty { return Array(0..<count) }
        return count == 0 ? [] : scan(needle, rows: 0..<count)
    }
}

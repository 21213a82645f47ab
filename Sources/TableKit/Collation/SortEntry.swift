import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One row to sort by its ICU sort key: the first 8 key bytes as a big-endian integer (so
/// most comparisons never touch the key buffer), the section and the row's input index.
struct SortEntry: Sendable {
    var prefix: UInt64
    var index: Int32
    var section: Int32

    /// One entry per string of `keys`, in input order; `sections[i]` is row i's section,
    /// or 0 when `nil`.
    static func entries(for keys: ICUCollator.SortKeys, sections: [Int32]?) -> [SortEntry] {
        var result: [SortEntry] = []
        result.reserveCapacity(keys.offsets.count - 1)
        forEachEntry(of: keys, sections: sections) { result.append($0) }
        return result
    }

    /// Calls `body` with the entry of every string of `keys`, in input order.
    static func forEachEntry(of keys: ICUCollator.SortKeys, sections: [Int32]?, _ body: (SortEntry) -> Void) {
        let count = keys.offsets.count - 1
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.offsets.withUnsafeBufferPointer { offsets in
                for i in 0..<count {
                    body(
                        SortEntry(
                            prefix: chunk(of: i, at: 0, bytes: bytes, offsets: offsets),
                            index: Int32(i), section: sections?[i] ?? 0))
                }
            }
        }
    }

    /// Sorts entries by their full sort keys (`memcmp` order), ties by input index, so
    /// the result is deterministic and stable.
    ///
    /// An MSD radix sort over 8-byte chunks of the keys: a large run is radix-sorted by
    /// its current chunk (stable LSD over the chunk's 8 bytes, passes whose byte is the
    /// same everywhere skipped), then each sub-run of equal chunks continues with the next
    /// chunk. Runs under 64 entries finish with a comparison sort (the rest of the keys compared 8 bytes at a time).
    /// Keys end in NUL and hold no other NUL, so zero padding after a key's end sorts a
    /// key before every longer key that extends it.
    /// - Precondition: entries are in increasing `index` order wherever their keys are
    ///   equal (true for entries from ``entries(for:sections:)``, distributed stably).
    /// - Complexity: O(n · d) for keys that differ within their first 8·d bytes.
    static func sort(_ entries: inout ArraySlice<SortEntry>, keys: ICUCollator.SortKeys) {
        entries.withUnsafeMutableBufferPointer { sortBuffer($0, keys: keys) }
    }

    /// ``sort(_:keys:)`` on a buffer.
    static func sortBuffer(_ buffer: UnsafeMutableBufferPointer<SortEntry>, keys: ICUCollator.SortKeys) {
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.offsets.withUnsafeBufferPointer { offsets in
                let scratch = UnsafeMutableBufferPointer<SortEntry>.allocate(capacity: max(1, buffer.count))
                defer { scratch.deallocate() }
                sortRun(buffer, scratch: scratch, depth: 0, bytes: bytes, offsets: offsets)
            }
        }
    }

    /// Sorts each of the disjoint `ranges` of `entries` as ``sort(_:keys:)`` does. From
    /// ``ICUCollator/parallelThreshold`` entries on, the ranges are sorted by
    /// `DispatchQueue.concurrentPerform`, largest first, each taken by whichever thread is
    /// free.
    static func sort(_ entries: inout [SortEntry], inRanges ranges: [Range<Int>], keys: ICUCollator.SortKeys) {
        guard entries.count >= ICUCollator.parallelThreshold, ranges.count > 1 else {
            for range in ranges { sort(&entries[range], keys: keys) }
            return
        }
        let largestFirst = ranges.filter { $0.count > 1 }.sorted { $0.count > $1.count }
        entries.withUnsafeMutableBufferPointer { buffer in
            let work = ParallelRanges(entries: buffer, ranges: largestFirst, keys: keys)
            DispatchQueue.concurrentPerform(iterations: largestFirst.count) { work.run($0) }
        }
    }

    /// What ``sort(_:inRanges:keys:)`` sorts: disjoint `ranges` of `entries`, one an
    /// iteration, with the read-only `keys`.
    private struct ParallelRanges: @unchecked Sendable {
        let entries: UnsafeMutableBufferPointer<SortEntry>
        let ranges: [Range<Int>]
        let keys: ICUCollator.SortKeys

        func run(_ k: Int) {
            SortEntry.sortBuffer(UnsafeMutableBufferPointer(rebasing: entries[ranges[k]]), keys: keys)
        }
    }

    /// Sorts `run`, whose keys are equal before byte `8 * depth` and whose `prefix`
    /// fields hold bytes `8 * depth ..< 8 * depth + 8`.
    private static func sortRun(
        _ run: UnsafeMutableBufferPointer<SortEntry>, scratch: UnsafeMutableBufferPointer<SortEntry>,
        depth: Int, bytes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int>
    ) {
        if run.count < 64 {
            comparisonSort(run, from: 8 * depth, bytes: bytes, offsets: offsets)
            return
        }
        radixSortByPrefix(run, scratch: scratch)
        var i = 0
        while i < run.count {
            let prefix = run[i].prefix
            var j = i + 1
            while j < run.count && run[j].prefix == prefix { j += 1 }
            // A run whose chunk ends in NUL has ended: its keys are equal, already in
            // index order.
            if j - i > 1 && prefix & 0xFF != 0 {
                let sub = UnsafeMutableBufferPointer(rebasing: run[i..<j])
                let next = 8 * (depth + 1)
                for k in sub.indices {
                    sub[k].prefix = chunk(of: Int(sub[k].index), at: next, bytes: bytes, offsets: offsets)
                }
                sortRun(
                    sub, scratch: UnsafeMutableBufferPointer(rebasing: scratch[i..<j]),
                    depth: depth + 1, bytes: bytes, offsets: offsets)
            }
            i = j
        }
    }

    /// Bytes `start ..< start + 8` of key `index` as a big-endian integer, zero past its end.
    /// One unaligned load: the key buffer has ``ICUCollator/SortKeys/padding`` bytes after
    /// the last key, so reading 8 bytes from inside any key stays in the buffer.
    @inline(__always)
    private static func chunk(
        of index: Int, at start: Int, bytes: UnsafeBufferPointer<UInt8>,
        offsets: UnsafeBufferPointer<Int>
    ) -> UInt64 {
        let from = offsets[index] + start
        let end = offsets[index + 1]
        guard from < end else { return 0 }
        let word = UInt64(bigEndian: UnsafeRawPointer(bytes.baseAddress! + from).loadUnaligned(as: UInt64.self))
        let valid = end - from
        return valid >= 8 ? word : word & ~(UInt64.max >> UInt64(8 * valid))
    }

    /// Stable LSD radix sort by `prefix`, one byte per pass.
    private static func radixSortByPrefix(
        _ entries: UnsafeMutableBufferPointer<SortEntry>,
        scratch: UnsafeMutableBufferPointer<SortEntry>
    ) {
        let n = entries.count
        var counts = [Int](repeating: 0, count: 8 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for entry in entries {
                var p = entry.prefix
                for digit in 0..<8 {
                    counts[digit &* 256 &+ Int(p & 0xFF)] &+= 1
                    p >>= 8
                }
            }
            var source = entries
            var target = scratch
            var inScratch = false
            var offsets = [Int](repeating: 0, count: 256)
            for digit in 0..<8 {
                let base = digit * 256
                if (0..<256).contains(where: { counts[base + $0] == n }) { continue }
                var sum = 0
                for b in 0..<256 {
                    offsets[b] = sum
                    sum += counts[base + b]
                }
                let shift = UInt64(digit * 8)
                for entry in source {
                    let b = Int((entry.prefix >> shift) & 0xFF)
                    target.initializeElement(at: offsets[b], to: entry)
                    offsets[b] += 1
                }
                swap(&source, &target)
                inScratch.toggle()
            }
            if inScratch {
                _ = entries.update(fromContentsOf: scratch[0..<n])
            }
        }
    }

    /// Sorts by the key bytes from `start` on (the bytes before are equal), ties by index.
    private static func comparisonSort(
        _ entries: UnsafeMutableBufferPointer<SortEntry>, from start: Int,
        bytes: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<Int>
    ) {
        guard let base = bytes.baseAddress else { return }
        var entries = entries
        entries.sort { a, b in
            if a.prefix != b.prefix { return a.prefix < b.prefix }
            let ia = Int(a.index)
            let ib = Int(b.index)
            let sa = offsets[ia]
            let sb = offsets[ib]
            let la = offsets[ia + 1] - sa
            let lb = offsets[ib + 1] - sb
            // Equal prefix chunks: compare what follows them, 8 bytes at a time (the
            // padding after the last key makes every load safe). A key that ended inside
            // the equal bytes (its NUL among them) equals the other.
            var p = start + 8
            let common = min(la, lb)
            while p < common {
                var wa = UInt64(bigEndian: UnsafeRawPointer(base + sa + p).loadUnaligned(as: UInt64.self))
                var wb = UInt64(bigEndian: UnsafeRawPointer(base + sb + p).loadUnaligned(as: UInt64.self))
                if common - p < 8 {
                    let keep = ~(UInt64.max >> UInt64(8 * (common - p)))
                    wa &= keep
                    wb &= keep
                }
                if wa != wb { return wa < wb }
                p += 8
            }
            if la != lb { return la < lb }
            return ia < ib
        }
    }
}

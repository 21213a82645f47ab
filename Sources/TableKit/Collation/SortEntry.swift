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

    /// One entry per string of `keys`; `sections[i]` is row i's section, or 0 when `nil`.
    static func entries(for keys: ICUCollator.SortKeys, sections: [Int32]?) -> [SortEntry] {
        let count = keys.offsets.count - 1
        return keys.bytes.withUnsafeBufferPointer { bytes in
            keys.offsets.withUnsafeBufferPointer { offsets in
                (0..<count).map { i in
                    let start = offsets[i], end = offsets[i + 1]
                    var prefix: UInt64 = 0
                    for j in 0..<8 {
                        prefix <<= 8
                        if start + j < end { prefix |= UInt64(bytes[start + j]) }
                    }
                    return SortEntry(prefix: prefix, index: Int32(i), section: sections?[i] ?? 0)
                }
            }
        }
    }

    /// Sorts entries by their full sort keys (`memcmp`), ties by input index, so the
    /// result is deterministic and stable.
    ///
    /// Large slices are first radix-sorted by their 8-byte prefix (stable LSD, one byte per
    /// pass, passes whose byte is the same everywhere skipped); only runs with equal
    /// prefixes are then compared with `memcmp`.
    /// - Precondition: entries with equal full keys are in increasing `index` order, so
    ///   the stable radix pass keeps that tie order (true for entries made by
    ///   ``entries(for:sections:)`` and then distributed stably).
    /// - Complexity: O(n) radix passes plus O(r log r) comparisons per run of r equal prefixes.
    static func sort(_ entries: inout ArraySlice<SortEntry>, keys: ICUCollator.SortKeys) {
        if entries.count < 128 {
            comparisonSort(&entries, keys: keys)
            return
        }
        entries.withUnsafeMutableBufferPointer { radixSortByPrefix($0) }
        var i = entries.startIndex
        while i < entries.endIndex {
            let prefix = entries[i].prefix
            var j = i + 1
            while j < entries.endIndex && entries[j].prefix == prefix { j += 1 }
            if j - i > 1 { comparisonSort(&entries[i..<j], keys: keys) }
            i = j
        }
    }

    /// Stable LSD radix sort by `prefix`, one byte per pass.
    private static func radixSortByPrefix(_ entries: UnsafeMutableBufferPointer<SortEntry>) {
        let n = entries.count
        var counts = [Int](repeating: 0, count: 8 * 256)
        for entry in entries {
            var p = entry.prefix
            for digit in 0..<8 {
                counts[digit * 256 + Int(p & 0xFF)] += 1
                p >>= 8
            }
        }
        let scratch = UnsafeMutableBufferPointer<SortEntry>.allocate(capacity: n)
        defer { scratch.deallocate() }
        var source = entries, target = scratch
        var inScratch = false
        for digit in 0..<8 {
            let base = digit * 256
            if (0..<256).contains(where: { counts[base + $0] == n }) { continue }
            var offsets = [Int](repeating: 0, count: 256)
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
            _ = entries.update(fromContentsOf: scratch)
        }
    }

    private static func comparisonSort(_ entries: inout ArraySlice<SortEntry>, keys: ICUCollator.SortKeys) {
        keys.bytes.withUnsafeBufferPointer { bytes in
            keys.offsets.withUnsafeBufferPointer { offsets in
                let base = bytes.baseAddress
                entries.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    let ia = Int(a.index), ib = Int(b.index)
                    let sa = offsets[ia], sb = offsets[ib]
                    let la = offsets[ia + 1] - sa, lb = offsets[ib + 1] - sb
                    // Equal 8-byte prefixes: compare from byte 8 on. Keys end in NUL and
                    // contain no other NUL, so a shorter key that is a prefix sorts first.
                    if la > 8 && lb > 8, let base {
                        let c = memcmp(base + sa + 8, base + sb + 8, min(la, lb) - 8)
                        if c != 0 { return c < 0 }
                    }
                    if la != lb { return la < lb }
                    return ia < ib
                }
            }
        }
    }
}

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
    static func sort(_ entries: inout ArraySlice<SortEntry>, keys: ICUCollator.SortKeys) {
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

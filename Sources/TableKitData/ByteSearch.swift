#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a needle in bytes: exact (for folded text) and ASCII-case-insensitive (for raw
/// lines of a file, whose folding is ASCII lowercasing wherever they are all ASCII).
enum ByteSearch {
    /// The first position `>= from` where `needle` (not empty) occurs wholly in
    /// `base[from ..< end]`, or nil: `memchr` for one byte, else an 8-byte SWAR filter on
    /// the first and last bytes confirmed by `memcmp`.
    @inline(__always)
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in base: UnsafePointer<UInt8>, from: Int, to end: Int)
        -> Int?
    {
        findFolding(needle, masks: nil, in: base, from: from, to: end)
    }

    /// The bits OR-ed into each byte before comparing with the (lowercase) needle: 0x20 for
    /// a letter a–z, so that `A` matches `a`; 0 for every other byte, which must match exactly.
    static func caseMasks(_ needle: [UInt8]) -> [UInt8] {
        needle.map { $0 >= 0x61 && $0 <= 0x7A ? 0x20 : 0 }
    }

    /// As ``find(_:in:from:to:)``, but byte k of the text matches when `text | masks[k] ==
    /// needle[k]` (`masks` from ``caseMasks(_:)``; nil compares exactly).
    @inline(__always)
    static func findFolding(
        _ needle: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>?, in base: UnsafePointer<UInt8>,
        from: Int, to end: Int
    ) -> Int? {
        let m = needle.count
        let last = end - m
        if last < from { return nil }
        if m == 1 && (masks == nil || masks![0] == 0) {
            guard let hit = memchr(base + from, Int32(needle[0]), end - from) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
        }
        @inline(__always) func rest(_ s: Int) -> Bool {
            guard let masks else { return m == 1 || memcmp(base + s + 1, needle.baseAddress! + 1, m - 1) == 0 }
            var k = 1
            while k < m {
                if base[s + k] | masks[k] != needle[k] { return false }
                k += 1
            }
            return true
        }
        // Eight candidate starts a step (SWAR): bytes i ..< i+8 against the first needle byte
        // and i+m-1 ..< i+m+7 against the last (a rarer pair than the first two bytes in
        // text: `marie` is `m…e`), little-endian 64-bit loads; 0x80 marks each byte that
        // matched both, exactly (no false positives); then each candidate in full.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let mask0 = UInt64(masks?[0] ?? 0) &* ones
        let pattern0 = UInt64(needle[0]) &* ones
        let second = m > 1
        let off = m - 1
        let mask1 = second ? UInt64(masks?[off] ?? 0) &* ones : 0
        let pattern1 = second ? UInt64(needle[off]) &* ones : 0
        let raw = UnsafeRawPointer(base)
        var i = from
        while i + off + 8 <= end && i + 9 <= end {
            let x = (raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | mask0) ^ pattern0
            var z = ~(((x & lows) &+ lows) | x | lows)
            if second {
                let y = (raw.loadUnaligned(fromByteOffset: i + off, as: UInt64.self) | mask1) ^ pattern1
                z &= ~(((y & lows) &+ lows) | y | lows)
            }
            while z != 0 {
                let s = i + z.trailingZeroBitCount >> 3
                if s > last { return nil }
                if rest(s) { return s }
                z &= z &- 1
            }
            i += 8
        }
        while i <= last {
            if base[i] | (masks?[0] ?? 0) == needle[0] && rest(i) { return i }
            i += 1
        }
        return nil
    }

    /// True when any byte of `base[from ..< end]` is 0x80 or above (not ASCII).
    static func containsNonASCII(_ base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Bool {
        firstNonASCII(base, from: from, to: end) != nil
    }

    /// The first byte of `base[from ..< end]` that is 0x80 or above, or nil: 32 bytes a
    /// step (four 8-byte words OR-ed), then the exact byte.
    static func firstNonASCII(_ base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        let high: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(base)
        var i = from
        while i + 32 <= end {
            let w =
                raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            if w & high != 0 { break }
            i += 32
        }
        while i + 8 <= end {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & high
            if w != 0 { return i + w.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < end {
            if base[i] >= 0x80 { return i }
            i += 1
        }
        return nil
    }
}

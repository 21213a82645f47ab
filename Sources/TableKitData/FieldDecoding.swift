#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Bytes of a record to strings: the record's bounds without its line break, its CSV
/// fields (RFC 4180), and UTF-8 decoding with U+FFFD for invalid bytes, cut at
/// ``DataLimits/displayBytes``.
enum FieldDecoding {
    /// `start ..< end` without the line break at its end (LF, CR LF or CR).
    @inline(__always)
    static func trimmed(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var e = end
        if e > start && base[e - 1] == 0x0A {
            e -= 1
            if e > start && base[e - 1] == 0x0D { e -= 1 }
        } else if e > start && base[e - 1] == 0x0D {
            e -= 1
        }
        return start..<e
    }

    /// The bytes as a string, invalid UTF-8 as U+FFFD, cut to `limit` bytes at a scalar's start.
    @inline(__always)
    static func string(_ base: UnsafePointer<UInt8>, _ range: Range<Int>, limit: Int = DataLimits.displayBytes)
        -> String
    {
        var end = range.upperBound
        if end - range.lowerBound > limit {
            end = range.lowerBound + limit
            var back = 0
            while end > range.lowerBound && back < 3 && base[end] & 0xC0 == 0x80 {
                end -= 1
                back += 1
            }
        }
        return String(
            decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: end - range.lowerBound), as: UTF8.self)
    }

    /// The fields of the CSV record `range` (line break already trimmed), up to and
    /// including field `upTo` (all when nil), each cut to `limit` bytes (`Int.max`: whole).
    /// An empty record is one empty field. A quoted field's `""` is a quote; text after its
    /// closing quote is kept as data (lenient).
    static func fields(
        _ base: UnsafePointer<UInt8>, _ range: Range<Int>, delimiter d: UInt8, upTo: Int? = nil,
        limit: Int = DataLimits.displayBytes
    ) -> [String] {
        var out: [String] = []
        var i = range.lowerBound
        let end = range.upperBound
        while true {
            if i < end && base[i] == 0x22 {
                var bytes: [UInt8] = []
                i += 1
                while i < end {
                    guard let q = memchr(base + i, 0x22, end - i) else {
                        bytes.append(contentsOf: UnsafeBufferPointer(start: base + i, count: end - i))
                        i = end
                        break
                    }
                    let k = UnsafePointer(q.assumingMemoryBound(to: UInt8.self)) - base
                    bytes.append(contentsOf: UnsafeBufferPointer(start: base + i, count: k - i))
                    if k + 1 < end && base[k + 1] == 0x22 {
                        bytes.append(0x22)
                        i = k + 2
                        continue
                    }
                    i = k + 1
                    break
                }
                // Anything after the closing quote up to the delimiter, as data.
                let stop =
                    memchr(base + i, Int32(d), end - i).map {
                        UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
                    } ?? end
                if stop > i { bytes.append(contentsOf: UnsafeBufferPointer(start: base + i, count: stop - i)) }
                i = stop
                out.append(bytes.withUnsafeBufferPointer { string($0.baseAddress ?? base, 0..<$0.count, limit: limit) })
            } else {
                let stop =
                    i < end
                    ? (memchr(base + i, Int32(d), end - i).map {
                        UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base
                    } ?? end) : end
                out.append(string(base, i..<stop, limit: limit))
                i = stop
            }
            if let upTo, out.count > upTo { return out }
            if i < end { i += 1 } else { return out }  // past the delimiter; a trailing one makes an empty field
        }
    }
}

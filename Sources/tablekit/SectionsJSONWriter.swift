#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes `tablekit sections` JSON as it is made: bytes go into a 64 KiB buffer that is
/// written to a file descriptor whenever it fills, and every write is checked.
///
/// Strings are JSON string literals (RFC 8259) with `"` and `\` escaped and, as `\uXXXX`,
/// every scalar a terminal could obey or that reorders text: C0 controls (`\n`, `\r`,
/// `\t` in their short forms), DEL, C1 controls U+0080–U+009F, U+061C, U+200E, U+200F,
/// U+2028–U+202E and U+2066–U+2069 (the scalars ``Sanitizer`` neutralises on screen). So
/// the output is safe to print on a terminal, and a JSON reader still gets every string
/// back exactly. Everything else, non-ASCII included, is written as is.
struct SectionsJSONWriter {
    /// Where the bytes go: a file descriptor, or memory (for ``SectionsCommand/json(collation:lines:)``).
    enum Sink {
        case fileDescriptor(Int32)
        case memory
    }

    let sink: Sink
    /// Everything written so far, when the sink is memory; otherwise what is not yet written.
    private(set) var buffer: [UInt8] = []
    private static let capacity = 1 << 16

    init(_ sink: Sink) {
        self.sink = sink
        buffer.reserveCapacity(Self.capacity)
    }

    /// Appends raw bytes (ASCII punctuation and keys).
    mutating func raw(_ text: StaticString) throws(SectionsCommand.Failure) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
        try flushIfFull()
    }

    /// Appends `string` as a JSON string literal, quotes included.
    mutating func string(_ string: String) throws(SectionsCommand.Failure) {
        var string = string
        string.withUTF8 { Self.appendQuoted($0, to: &buffer) }
        try flushIfFull()
    }

    /// Writes out what is buffered. Call once at the end.
    mutating func flush() throws(SectionsCommand.Failure) {
        guard case .fileDescriptor(let fd) = sink, !buffer.isEmpty else { return }
        var failure: Int32 = 0
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
        if failure != 0 {
            throw SectionsCommand.Failure(description: "cannot write the output: \(String(cString: strerror(failure)))")
        }
    }

    private mutating func flushIfFull() throws(SectionsCommand.Failure) {
        if buffer.count >= Self.capacity { try flush() }
    }

    /// True for a byte that starts something to escape: C0, `"`, `\`, DEL, and the lead
    /// bytes of C1 controls (0xC2), U+061C (0xD8) and the U+2xxx controls (0xE2).
    @inline(__always)
    private static func isSpecial(_ b: UInt8) -> Bool {
        b < 0x20 || b == 0x22 || b == 0x5C || (b >= 0x7F && (b == 0x7F || b == 0xC2 || b == 0xD8 || b == 0xE2))
    }

    /// The escaped scalar's value and UTF-8 length when the bytes at `i` must be escaped
    /// as `\uXXXX`, or nil.
    private static func escapedScalar(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int)? {
        let b = s[i]
        if b < 0x20 || b == 0x7F { return (UInt32(b), 1) }
        guard i + 1 < s.count else { return nil }
        let c1 = s[i + 1]
        if b == 0xC2 { return c1 < 0xA0 ? (UInt32(c1), 2) : nil }  // U+0080–U+009F
        if b == 0xD8 { return c1 == 0x9C ? (0x061C, 2) : nil }
        guard b == 0xE2, i + 2 < s.count else { return nil }
        let c2 = s[i + 2]
        let value = 0x2000 | UInt32(c1 & 0x3F) << 6 | UInt32(c2 & 0x3F)
        switch value {
        case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return (value, 3)
        default: return nil
        }
    }

    /// Appends `"…"` for the valid UTF-8 in `s`, escaped as the type describes.
    static func appendQuoted(_ s: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(0x22)
        var plain = 0  // start of the run of bytes copied as they are
        var i = 0
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        while i < s.count {
            guard isSpecial(s[i]) else {
                i += 1
                continue
            }
            let b = s[i]
            var replacement: [UInt8]?
            var length = 1
            switch b {
            case 0x22: replacement = [0x5C, 0x22]
            case 0x5C: replacement = [0x5C, 0x5C]
            case 0x0A: replacement = [0x5C, 0x6E]
            case 0x0D: replacement = [0x5C, 0x72]
            case 0x09: replacement = [0x5C, 0x74]
            default:
                if let (value, n) = escapedScalar(s, at: i) {
                    replacement = [
                        0x5C, 0x75, hex[Int(value >> 12 & 0xF)], hex[Int(value >> 8 & 0xF)],
                        hex[Int(value >> 4 & 0xF)], hex[Int(value & 0xF)],
                    ]
                    length = n
                }
            }
            guard let replacement else {
                i += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: s[plain..<i]))
            out.append(contentsOf: replacement)
            i += length
            plain = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: s[plain..<s.count]))
        out.append(0x22)
    }
}

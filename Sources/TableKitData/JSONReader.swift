/// How a JSON `null` travels in a row's fields: as U+FFFF, a noncharacter (Unicode keeps
/// the noncharacters for a program's internal use, never for interchanged text), so that a
/// viewer can show it apart from a missing field, which is "". A JSON string holding
/// U+FFFF (`"\uffff"`) reads as null too.
public enum JSONNull {
    /// The field of a JSON `null`: "\u{FFFF}".
    public static let field = "\u{FFFF}"
    /// What a null is shown and printed as: `null`, as `jq -r` prints it.
    public static let shown = "null"
    /// `value` as shown: ``shown`` for a null's ``field``, else `value` itself.
    public static func shownText(_ value: String) -> String { value == field ? shown : value }
}

/// A small JSON reader (RFC 8259) over bytes that keeps what Foundation's parser loses:
/// the order of an object's keys, and each value's bytes (for compact JSON of nested values
/// and for the record as read).
struct JSONReader {
    /// A parse failure at a byte offset.
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var i: Int
    /// Arrays and objects open around the reader: deeper than ``maxDepth`` is an error, not
    /// a stack overflow (indexing runs on a thread with a smaller stack than the main one).
    private var depth = 0
    /// How deeply arrays and objects may nest.
    static let maxDepth = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int = 0) {
        self.bytes = bytes
        i = start
    }

    var atEnd: Bool { i >= bytes.count }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    func fail(_ reason: String) -> Failure { Failure(offset: i, reason: reason) }

    mutating func expect(_ c: UInt8, _ what: String) throws(Failure) {
        skipSpace()
        guard i < bytes.count, bytes[i] == c else {
            throw fail(i < bytes.count ? "expected \(what)" : "unexpected end of input, expected \(what)")
        }
        i += 1
    }

    /// Peeks the next non-space byte.
    mutating func peek() -> UInt8? {
        skipSpace()
        return i < bytes.count ? bytes[i] : nil
    }

    /// An object's fields in order, each value as shown in a cell: strings decoded, numbers
    /// and `true`/`false` as written, `null` as ``JSONNull/field``, arrays and objects as compact JSON.
    mutating func objectFields() throws(Failure) -> [(key: String, value: String)] {
        try expect(0x7B, "'{'")
        var out: [(String, String)] = []
        if peek() == 0x7D {
            i += 1
            return out
        }
        while true {
            guard peek() == 0x22 else { throw fail("expected a key in quotes") }
            let key = try string()
            try expect(0x3A, "':' after a key")
            out.append((key, try displayValue()))
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end of input in an object") }
            if bytes[i] == 0x2C {
                i += 1
                continue
            }
            if bytes[i] == 0x7D {
                i += 1
                return out
            }
            throw fail("expected ',' or '}' in an object")
        }
    }

    /// The next value as a cell shows it (see ``objectFields()``).
    mutating func displayValue() throws(Failure) -> String {
        guard let c = peek() else { throw fail("unexpected end of input, expected a value") }
        switch c {
        case 0x22: return try string()
        case 0x7B, 0x5B:
            let start = i
            try skipValue()
            return compact(start..<i)
        default:
            let start = i
            try skipValue()
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            return text == "null" ? JSONNull.field : text
        }
    }

    /// Skips one value, checking its syntax.
    mutating func skipValue() throws(Failure) {
        guard let c = peek() else { throw fail("unexpected end of input, expected a value") }
        if c == 0x7B || c == 0x5B {
            depth += 1
            if depth > Self.maxDepth { throw fail("arrays and objects nested more than \(Self.maxDepth) deep") }
        }
        defer { if c == 0x7B || c == 0x5B { depth -= 1 } }
        switch c {
        case 0x22: _ = try stringBytes()
        case 0x7B:
            i += 1
            if peek() == 0x7D {
                i += 1
                return
            }
            while true {
                guard peek() == 0x22 else { throw fail("expected a key in quotes") }
                _ = try stringBytes()
                try expect(0x3A, "':' after a key")
                try skipValue()
                guard let n = peek() else { throw fail("unexpected end of input in an object") }
                i += 1
                if n == 0x2C { continue }
                if n == 0x7D { return }
                i -= 1
                throw fail("expected ',' or '}' in an object")
            }
        case 0x5B:
            i += 1
            if peek() == 0x5D {
                i += 1
                return
            }
            while true {
                try skipValue()
                guard let n = peek() else { throw fail("unexpected end of input in an array") }
                i += 1
                if n == 0x2C { continue }
                if n == 0x5D { return }
                i -= 1
                throw fail("expected ',' or ']' in an array")
            }
        case 0x74: try literal("true")
        case 0x66: try literal("false")
        case 0x6E: try literal("null")
        case 0x2D, 0x30...0x39: try number()
        default: throw fail("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count, memcmp(bytes.baseAddress! + i, word.utf8Start, n) == 0 else {
            throw fail("unexpected character")
        }
        i += n
    }

    private mutating func number() throws(Failure) {
        let start = i
        if bytes[i] == 0x2D { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if digits() == 0 {
            i = start
            throw fail("invalid number")
        }
        if i < bytes.count && bytes[i] == 0x2E {
            i += 1
            if digits() == 0 { throw fail("invalid number") }
        }
        if i < bytes.count && (bytes[i] == 0x65 || bytes[i] == 0x45) {
            i += 1
            if i < bytes.count && (bytes[i] == 0x2B || bytes[i] == 0x2D) { i += 1 }
            if digits() == 0 { throw fail("invalid number") }
        }
    }

    /// A string (at `"`) checked as ``string()`` checks it, not decoded: the bytes between
    /// its quotes, and whether they hold an escape (then ``string()`` decodes them).
    mutating func stringBytes() throws(Failure) -> (bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        let open = i
        i += 1
        while i < bytes.count && bytes[i] != 0x22 && bytes[i] != 0x5C && bytes[i] >= 0x20 { i += 1 }
        guard i < bytes.count else { throw fail("unterminated string") }
        if bytes[i] == 0x22 {
            i += 1
            return (UnsafeBufferPointer(rebasing: bytes[open + 1..<i - 1]), false)
        }
        i = open
        _ = try string()
        return (UnsafeBufferPointer(rebasing: bytes[open + 1..<i - 1]), true)
    }

    /// A string value (at `"`), escapes decoded; invalid UTF-8 as U+FFFD.
    mutating func string() throws(Failure) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            let run = i
            while i < bytes.count && bytes[i] != 0x22 && bytes[i] != 0x5C && bytes[i] >= 0x20 { i += 1 }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
            guard i < bytes.count else { throw fail("unterminated string") }
            let c = bytes[i]
            if c == 0x22 {
                i += 1
                break
            }
            if c < 0x20 { throw fail("a control character in a string") }
            i += 1  // backslash
            guard i < bytes.count else { throw fail("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case 0x22, 0x5C, 0x2F: out.append(e)
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var v = try hex4()
                if v >= 0xD800 && v < 0xDC00, i + 1 < bytes.count, bytes[i] == 0x5C, bytes[i + 1] == 0x75 {
                    let save = i
                    i += 2
                    let low = try hex4()
                    if low >= 0xDC00 && low < 0xE000 {
                        v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        i = save
                    }
                }
                out.append(contentsOf: String(Unicode.Scalar(v).map(Character.init) ?? "\u{FFFD}").utf8)
            default:
                i -= 1
                throw fail("invalid escape in a string")
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("invalid \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            default: throw fail("invalid \\u escape")
            }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    /// The bytes of `range` without the whitespace outside strings: compact JSON.
    func compact(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var inString = false
        var escaped = false
        for k in range {
            let c = bytes[k]
            if inString {
                out.append(c)
                if escaped {
                    escaped = false
                } else if c == 0x5C {
                    escaped = true
                } else if c == 0x22 {
                    inString = false
                }
            } else if c == 0x22 {
                inString = true
                out.append(c)
            } else if c != 0x20 && c != 0x0A && c != 0x0D && c != 0x09 {
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The 1-based line and column (in scalars) of byte `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for k in 0..<min(offset, bytes.count) {
            if bytes[k] == 0x0A {
                line += 1
                column = 1
            } else if bytes[k] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

import Foundation

/// A JSON value read from a layout file, with the byte offset where it starts, so that an
/// error about any key can say the line and column (``ParsePosition``). Foundation's
/// `JSONSerialization` keeps no positions, hence this small reader (RFC 8259's grammar).
struct LayoutJSON {
    /// The value's kind and contents. Object members keep file order and their keys'
    /// offsets.
    enum Value {
        case object([Member])
        case array([LayoutJSON])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    /// One member of an object: the key, where the key starts, and the value.
    struct Member {
        var key: String
        var keyOffset: Int
        var value: LayoutJSON
    }

    var value: Value
    /// The byte offset of the value's first byte in the file.
    var offset: Int

    /// The member `key` of an object; nil for a missing key or a value that is not an object.
    subscript(key: String) -> LayoutJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the value is, for error messages: "the string \"x\"", "a list", "3", "null".
    var described: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string(let s): "the string \"\(s)\""
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        }
    }
}

/// Why the text is not JSON, and the byte offset where reading stopped.
struct LayoutJSONSyntaxError: Error {
    var offset: Int
    var message: String
}

extension LayoutJSON {
    /// The deepest nesting read; deeper input is an error rather than a stack overflow.
    static let maximumDepth = 64

    /// Reads one JSON value filling `bytes` (whitespace around it allowed).
    /// - Throws: ``LayoutJSONSyntaxError`` at the first byte that does not fit the grammar.
    /// - Complexity: O(n) in the bytes.
    static func parse(_ bytes: [UInt8]) throws(LayoutJSONSyntaxError) -> LayoutJSON {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        let v = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at >= bytes.count else { throw reader.fail("unexpected text after the JSON value") }
        return v
    }
}

private struct Reader {
    let bytes: [UInt8]
    var at = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ message: String) -> LayoutJSONSyntaxError { LayoutJSONSyntaxError(offset: at, message: message) }

    var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func skipSpace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { at += 1 }
    }

    mutating func expect(_ literal: String, _ v: LayoutJSON.Value) throws(LayoutJSONSyntaxError) -> LayoutJSON {
        let start = at
        for b in literal.utf8 {
            guard peek == b else { throw fail("expected '\(literal)'") }
            at += 1
        }
        return LayoutJSON(value: v, offset: start)
    }

    mutating func value(depth: Int) throws(LayoutJSONSyntaxError) -> LayoutJSON {
        guard depth < LayoutJSON.maximumDepth else {
            throw fail("nested deeper than \(LayoutJSON.maximumDepth) levels")
        }
        guard let b = peek else { throw fail("unexpected end of file (expected a value)") }
        let start = at
        switch b {
        case UInt8(ascii: "{"):
            at += 1
            var members: [LayoutJSON.Member] = []
            skipSpace()
            if peek == UInt8(ascii: "}") {
                at += 1
                return LayoutJSON(value: .object(members), offset: start)
            }
            while true {
                skipSpace()
                let keyOffset = at
                guard peek == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
                let key = try string()
                skipSpace()
                guard peek == UInt8(ascii: ":") else { throw fail("expected ':' after the key \"\(key)\"") }
                at += 1
                skipSpace()
                if members.contains(where: { $0.key == key }) {
                    at = keyOffset
                    throw fail("the key \"\(key)\" appears twice in one object")
                }
                members.append(LayoutJSON.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth + 1)))
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    at += 1
                    continue
                }
                if peek == UInt8(ascii: "}") {
                    at += 1
                    return LayoutJSON(value: .object(members), offset: start)
                }
                throw fail("expected ',' or '}' in an object")
            }
        case UInt8(ascii: "["):
            at += 1
            var items: [LayoutJSON] = []
            skipSpace()
            if peek == UInt8(ascii: "]") {
                at += 1
                return LayoutJSON(value: .array(items), offset: start)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if peek == UInt8(ascii: ",") {
                    at += 1
                    continue
                }
                if peek == UInt8(ascii: "]") {
                    at += 1
                    return LayoutJSON(value: .array(items), offset: start)
                }
                throw fail("expected ',' or ']' in a list")
            }
        case UInt8(ascii: "\""):
            return LayoutJSON(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return LayoutJSON(value: .number(try number()), offset: start)
        default:
            throw fail("unexpected character (expected a value)")
        }
    }

    mutating func digits() -> Int {
        let s = at
        while let b = peek, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { at += 1 }
        return at - s
    }

    mutating func number() throws(LayoutJSONSyntaxError) -> Double {
        let start = at
        if peek == UInt8(ascii: "-") { at += 1 }
        guard digits() > 0 else { throw fail("expected a digit") }
        if peek == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            at += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        guard let d = Double(String(decoding: bytes[start..<at], as: UTF8.self)) else {
            at = start
            throw fail("not a number")
        }
        return d
    }

    /// A string starting at the opening quote; escapes decoded, UTF-8 checked.
    mutating func string() throws(LayoutJSONSyntaxError) -> String {
        at += 1
        var out: [UInt8] = []
        while true {
            guard let b = peek else { throw fail("unexpected end of file in a string") }
            if b == UInt8(ascii: "\"") {
                at += 1
                break
            }
            if b < 0x20 { throw fail("a control character in a string (write it as an escape)") }
            if b != UInt8(ascii: "\\") {
                out.append(b)
                at += 1
                continue
            }
            at += 1
            guard let e = peek else { throw fail("unexpected end of file in a string") }
            at += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard peek == UInt8(ascii: "\\"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "u") else {
                        throw fail("a lone surrogate in a \\u escape")
                    }
                    at += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate in a \\u escape") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail("a lone surrogate in a \\u escape") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default:
                at -= 2
                throw fail("unknown escape in a string")
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
        return s
    }

    mutating func hex4() throws(LayoutJSONSyntaxError) -> UInt32 {
        var n: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let d = Int(String(UnicodeScalar(b)), radix: 16) else {
                throw fail("expected four hex digits after \\u")
            }
            n = n * 16 + UInt32(d)
            at += 1
        }
        return n
    }
}

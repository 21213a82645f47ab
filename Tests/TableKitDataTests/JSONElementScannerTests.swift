import Foundation
import Testing

@testable import TableKitData

/// The element scanner of JSON sources: where each top-level element lies, found without
/// parsing, the same whether the bytes come at once or one at a time (a pipe).
@Suite struct JSONElementScannerTests {
    /// What a scan of `text` found: the elements' texts, and the failure as
    /// `offset: reason` or `unfinished: text`.
    struct Outcome: Equatable, CustomStringConvertible {
        var elements: [String]
        var failure: String?
        var description: String { "\(elements) \(failure ?? "-")" }
    }

    /// Scans `text` in pieces of `piece` bytes (the whole when nil), as the indexer does.
    static func scan(_ text: [UInt8], _ layout: JSONElementScanner.Layout, piece: Int? = nil) -> Outcome {
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scanner = JSONElementScanner(layout: layout, start: start)
        var elements: [String] = []
        return text.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress ?? UnsafePointer(bitPattern: 16)!
            func add(_ r: Range<Int>) { elements.append(String(decoding: buf[r], as: UTF8.self)) }
            var available = 0
            while available < buf.count {
                available = min(buf.count, available + (piece ?? buf.count))
                if let f = scanner.scan(base, to: available, available: available, found: add) {
                    return Outcome(elements: elements, failure: "\(f.offset): \(f.reason)")
                }
            }
            let (f, unfinished) = scanner.finish(base, available: buf.count, found: add)
            let failure =
                f.map { "\($0.offset): \($0.reason)" }
                ?? unfinished.map { "unfinished: " + String(decoding: buf[$0], as: UTF8.self) }
            return Outcome(elements: elements, failure: failure)
        }
    }

    @Test(arguments: [
        // Nested objects and arrays are one element each.
        (
            #"[{"a":[1,{"b":[2,3]}],"c":{}},{"d":{"e":{"f":[]}}}]"#,
            Outcome(elements: [#"{"a":[1,{"b":[2,3]}],"c":{}}"#, #"{"d":{"e":{"f":[]}}}"#], failure: nil)
        ),
        // Quotes, brackets, braces and commas inside strings, escaped quotes and backslashes.
        (
            #"[{"a":"x\"]},{"}, "q\\", "]", "\\\"["]"#,
            Outcome(elements: [#"{"a":"x\"]},{"}"#, #""q\\""#, #""]""#, #""\\\"[""#], failure: nil)
        ),
        // Whitespace around and between elements is not part of them.
        (
            "  [ \n {\"a\": 1} \r\n , \t {\"b\": 2}\n]\n ",
            Outcome(elements: ["{\"a\": 1}", "{\"b\": 2}"], failure: nil)
        ),
        // Scalars end before a space, comma or bracket.
        ("[1, true,null ,-2.5e3]", Outcome(elements: ["1", "true", "null", "-2.5e3"], failure: nil)),
        ("[]", Outcome(elements: [], failure: nil)),
        (" [ \n ] ", Outcome(elements: [], failure: nil)),
        // Trailing garbage, a missing comma, a truncated file, no array at all.
        ("[{\"a\":1}] x", Outcome(elements: ["{\"a\":1}"], failure: "10: unexpected text after the array")),
        ("[{\"a\":1} {\"b\":2}]", Outcome(elements: ["{\"a\":1}"], failure: "9: expected ',' or ']' in the array")),
        ("[{\"a\":1}, {\"b\":[2", Outcome(elements: ["{\"a\":1}"], failure: "unfinished: {\"b\":[2")),
        ("[{\"a\":\"x]", Outcome(elements: [], failure: "unfinished: {\"a\":\"x]")),
        ("[{\"a\":1},", Outcome(elements: ["{\"a\":1}"], failure: "9: unexpected end of input, expected a value")),
        ("[{\"a\":1}", Outcome(elements: ["{\"a\":1}"], failure: "8: unexpected end of input in the array")),
        ("[1", Outcome(elements: ["1"], failure: "2: unexpected end of input in the array")),
        ("", Outcome(elements: [], failure: "0: expected an array of objects ('[')")),
        ("x", Outcome(elements: [], failure: "0: expected an array of objects ('[')")),
    ])
    func anArrayIsSplitIntoItsElements(text: String, expected: Outcome) {
        #expect(Self.scan(Array(text.utf8), .array) == expected)
        #expect(Self.scan(Array(text.utf8), .array, piece: 1) == expected)
        #expect(Self.scan(Array(text.utf8), .array, piece: 3) == expected)
    }

    @Test func aByteOrderMarkIsSkipped() {
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[{\"a\":1}]".utf8)
        #expect(Self.scan(text, .array) == Outcome(elements: ["{\"a\":1}"], failure: nil))
    }

    @Test(arguments: [
        (
            "{\"a\": 1}\n{\n  \"b\": [1,\n 2]\n}\n",
            Outcome(elements: ["{\"a\": 1}", "{\n  \"b\": [1,\n 2]\n}"], failure: nil)
        ),
        ("{\"a\": 1} {\"b\": 2}", Outcome(elements: ["{\"a\": 1}"], failure: "9: expected one value per line")),
    ])
    func objectsOneAfterAnotherStartOnNewLines(text: String, expected: Outcome) {
        #expect(Self.scan(Array(text.utf8), .sequence) == expected)
        #expect(Self.scan(Array(text.utf8), .sequence, piece: 2) == expected)
    }

    /// JSON Lines: blank lines (spaces, tabs, CR) are skipped, CR LF ends a line, the last
    /// line needs no LF; a value is the line without the blanks around it.
    @Test(arguments: [1, 4, 1000])
    func jsonLinesAreTheNonBlankLines(piece: Int) {
        let text = "{\"a\":1}\r\n\r\n  \t\n {\"b\":\"x\\ny\"} \r\n\n{\"c\":3}"
        #expect(
            Self.scan(Array(text.utf8), .lines, piece: piece)
                == Outcome(elements: ["{\"a\":1}", "{\"b\":\"x\\ny\"}", "{\"c\":3}"], failure: nil))
    }
}

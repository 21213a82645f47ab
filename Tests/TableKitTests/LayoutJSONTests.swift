import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The positioned JSON reader behind layout files: RFC 8259's grammar, offsets kept.
@Suite struct LayoutJSONTests {
    func parse(_ s: String) throws(LayoutJSONSyntaxError) -> LayoutJSON { try LayoutJSON.parse(Array(s.utf8)) }

    @Test func readsValuesWithTheirOffsets() throws {
        let v = try parse(#" {"a": [1, -2.5e1, true, null], "b": "x\"\u00e9\ud83d\ude00\n"} "#)
        guard case .object(let members) = v.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members.map(\.keyOffset) == [2, 32])
        #expect(v.offset == 1)
        guard case .array(let items) = v["a"]?.value else {
            Issue.record("not a list")
            return
        }
        #expect(items.map(\.described) == ["1", "-25", "true", "null"])
        #expect(items.map(\.offset) == [8, 11, 19, 25])
        guard case .string(let s) = v["b"]?.value else {
            Issue.record("not a string")
            return
        }
        #expect(s == "x\"é😀\n")
    }

    @Test(arguments: [
        ("", 0, "unexpected end of file (expected a value)"),
        ("{\"a\" 1}", 5, "expected ':' after the key \"a\""),
        ("[1 2]", 3, "expected ',' or ']' in a list"),
        ("{\"a\": 1, \"a\": 2}", 9, "the key \"a\" appears twice in one object"),
        ("\"\\q\"", 1, "unknown escape in a string"),
        ("\"\\ud800\"", 7, "a lone surrogate in a \\u escape"),
        ("01x", 2, "unexpected text after the JSON value"),
        ("tru", 3, "expected 'true'"),
        ("\"a\nb\"", 2, "a control character in a string (write it as an escape)"),
    ])
    func aSyntaxErrorSaysWhereAndWhat(text: String, offset: Int, message: String) {
        do {
            _ = try parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.offset == offset && error.message == message)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 10_000)
        do {
            _ = try parse(deep)
            Issue.record("accepted")
        } catch {
            #expect(error.message == "nested deeper than 64 levels")
        }
    }

    @Test func randomBytesNeverCrashTheReaderOrTheLayout() {
        var rng = SeededRandom(seed: 9)
        let alphabet = Array(#"{}[]:,"\ 0123456789.-eEtrufalsn"#.utf8) + [0xC3, 0xA9, 0x0A, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            _ = try? LayoutJSON.parse(bytes)
            _ = try? ViewLayout(data: Data(bytes), source: "fuzz.json")
        }
    }
}

import TableKitTestSupport
import Testing

@testable import TableKit

@Suite struct TextWrappingTests {
    @Test(arguments: [
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("the quick brown fox", 5, ["the", "quick", "brown", "fox"]),
        ("the quick brown fox", 100, ["the quick brown fox"]),
        ("", 5, [""]),
        ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
        ("ab abcdefgh", 4, ["ab", "abcd", "efgh"]),
        ("one\ntwo three", 5, ["one", "two", "three"]),
        ("one\r\ntwo", 5, ["one", "two"]),
        ("a\n\nb", 5, ["a", "", "b"]),
        ("a\u{2028}b", 5, ["a", "b"]),
        ("trailing   ", 20, ["trailing"]),
        ("  indented", 20, ["  indented"]),
        ("aaaa bbbb", 4, ["aaaa", "bbbb"]),
        ("aaa  bbbb", 4, ["aaa", "bbbb"]),
        ("张三李四王五", 4, ["张三", "李四", "王五"]),
        ("张三李四王五", 5, ["张三", "李四", "王五"]),
        ("hi 张三李四", 7, ["hi 张三", "李四"]),
        ("e\u{301}e\u{301}e\u{301}e\u{301}", 3, ["e\u{301}e\u{301}e\u{301}", "e\u{301}"]),
        ("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", 5, ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧"]),
        ("tab\there", 8, ["tab here"]),
        ("esc\u{1B}[2J", 20, ["esc␛[2J"]),
        ("张", 1, ["…"]),
    ])
    func wrapsToColumns(_ text: String, _ width: Int, _ expected: [String]) {
        #expect(TextWrapping.wrap(text, width: width) == expected)
    }

    @Test func widthBelowOneGivesNoLines() {
        #expect(TextWrapping.wrap("abc", width: 0) == [])
    }

    @Test func everyLineFitsAndNoVisibleTextIsLost() {
        let seed = SeededRandom.seed(0x7AB1E_0002)
        var rng = SeededRandom(seed: seed)
        let pieces = TruncationTests.pieces + ["word", "longerword", " ", " ", "  "]
        for _ in 0..<2000 {
            let n = Int.random(in: 0...20, using: &rng)
            let text = (0..<n).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let width = Int.random(in: 2...12, using: &rng)
            let lines = TextWrapping.wrap(text, width: width)
            for line in lines {
                #expect(
                    line.displayWidth <= width,
                    "seed \(seed): \(line.debugDescription) wider than \(width) from \(text.debugDescription)")
                #expect(!Sanitizer.needsSanitizing(line), "seed \(seed): raw control in \(line.debugDescription)")
            }
            // Only spaces are dropped (clusters never wider than 2 fit from width 2 up).
            let nonSpace = { (s: String) in s.unicodeScalars.filter { $0 != " " }.map(\.value) }
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { nonSpace(Sanitizer.sanitize(String($0))) }.joined()
            #expect(
                Array(lines.map(nonSpace).joined()) == Array(expected),
                "seed \(seed): text lost in \(text.debugDescription)")
        }
    }
}

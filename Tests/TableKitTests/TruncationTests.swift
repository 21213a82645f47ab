import TableKitTestSupport
import Testing

@testable import TableKit

@Suite struct TruncationTests {
    @Test(arguments: [
        ("hello", 0, ""),
        ("hello", -3, ""),
        ("hello", 1, "…"),
        ("h", 1, "h"),
        ("hello", 5, "hello"),
        ("hello", 4, "hel…"),
        ("hello", 9, "hello"),
        ("", 3, ""),
        ("张三", 4, "张三"),
        ("张三", 3, "张…"),
        ("张三李", 4, "张…"),  // 三 would leave no room for …: dropped, result 3 wide
        ("a张三", 3, "a…"),
        ("张", 1, "…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("ab👨‍👩‍👧cd", 4, "ab…"),
        ("ab👨‍👩‍👧cd", 5, "ab👨‍👩‍👧…"),
        ("🇸🇪🇫🇮", 3, "🇸🇪…"),
        ("x1️⃣y", 2, "x…"),
        ("\u{1B}[2Jxyz", 4, "\u{1B}[2…"),
    ])
    func truncatesToWidthWithEllipsis(_ text: String, _ width: Int, _ expected: String) {
        let out = Truncation.truncate(text, toWidth: width)
        #expect(out == expected)
        #expect(out.displayWidth <= max(width, 0))
    }

    @Test func ellipsisIsOneColumn() {
        #expect(DisplayWidth.columns(of: Truncation.ellipsis) == 1)
    }

    /// Clusters that stress every rule, mixed at random.
    static let pieces: [String] = [
        "a", "b", " ", "e\u{301}", "👨‍👩‍👧", "🇸🇪", "1️⃣", "张", "三", "ｱ", "Ａ", "\u{1B}", "[",
        "한", "\u{1100}\u{1161}\u{11A8}", "☺", "☺️", "❤️", "👍🏽", "\u{200B}", "กำ", "कि", "क्षि",
        "م", "\u{85}", "\u{202E}", "\r", "\n", "\r\n", "\u{7F}", "\u{0}", "\t", "\u{301}", "…",
    ]

    static func randomString(_ rng: inout SeededRandom) -> String {
        let n = Int.random(in: 0...14, using: &rng)
        return (0..<n).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    @Test func resultNeverExceedsWidthAndKeepsWholeClusters() {
        let seed = SeededRandom.seed(0x7AB1E_0001)
        var rng = SeededRandom(seed: seed)
        for _ in 0..<3000 {
            let text = Self.randomString(&rng)
            let width = Int.random(in: -1...12, using: &rng)
            let out = Truncation.truncate(text, toWidth: width)
            #expect(
                out.displayWidth <= max(width, 0),
                "seed \(seed): \(text.debugDescription) at \(width) gave \(out.debugDescription)")
            #expect(Sanitizer.sanitize(out).displayWidth <= max(width, 0), "seed \(seed): sanitised output too wide")
            if width <= 0 {
                #expect(out.isEmpty, "seed \(seed)")
                continue
            }
            if out == text {
                #expect(text.displayWidth <= width, "seed \(seed)")
                continue
            }
            #expect(out.last == Truncation.ellipsis, "seed \(seed): \(out.debugDescription)")
            let kept = out.dropLast()
            // The kept part is a prefix of whole clusters of the input.
            let keptClusters = Array(kept)
            #expect(
                Array(text.prefix(keptClusters.count)) == keptClusters,
                "seed \(seed): \(text.debugDescription) → \(out.debugDescription)")
            // ...and as long as it can be: the next cluster would not fit before the ellipsis.
            if keptClusters.count < text.count {
                let next = Array(text)[keptClusters.count]
                #expect(
                    kept.displayWidth + DisplayWidth.columns(of: next) > width - 1,
                    "seed \(seed): cut too early in \(text.debugDescription)")
            }
        }
    }
}

import Testing

@testable import TableKit

/// Overwriting either half of a wide grapheme must blank the other half.
@Suite struct CanvasWideEdgeTests {
    static func drawn(_ steps: [(String, Int)], width: Int = 4) -> String {
        var c = Canvas(width: width, height: 1)
        for (text, x) in steps { c.draw(text, x: x, y: 0) }
        return TextRenderer.lines(c, trimTrailingSpaces: false)[0]
    }

    @Test(arguments: [
        ([("张三", 0), ("x", 1)], " x三"),
        ([("张三", 0), ("x", 2)], "张x "),
        ([("abcd", 0), ("张", 1)], "a张d"),
        ([("张三", 0), ("李", 1)], " 李 "),
        ([("ab", 0), ("👨‍👩‍👧", 3)], "ab  "),
        ([("ab", 0), ("e\u{301}", 2)], "abe\u{301} "),
    ])
    func overwritingHalfAWideGraphemeBlanksTheOtherHalf(_ steps: [(String, Int)], _ expected: String) {
        #expect(Self.drawn(steps) == expected)
    }

    @Test func zeroWidthClusterNeverChangesACellThisDrawDidNotWrite() {
        var c = Canvas(width: 6, height: 1)
        c.draw("│", x: 0, y: 0)
        c.draw("\u{301}ab", x: 1, y: 0)  // a lone accent at the start of the data
        #expect(TextRenderer.lines(c, trimTrailingSpaces: false) == ["│ab   "])
        var d = Canvas(width: 3, height: 1)
        d.draw("ab张\u{200B}", x: 0, y: 0)  // 张 cut at the edge: the ZWSP has no grapheme to join
        #expect(d[2, 0].grapheme == " ")
    }

    @Test func zeroWidthClusterJoinsTheGraphemeDrawnBeforeIt() {
        var c = Canvas(width: 4, height: 1)
        c.draw("张\u{200B}x", x: 0, y: 0)
        #expect(c[0, 0].grapheme == "张\u{200B}")
        #expect(TextRenderer.lines(c, trimTrailingSpaces: false) == ["张\u{200B}x "])
    }

    @Test func fillOverHalfAWideGraphemeBlanksTheOtherHalf() {
        var c = Canvas(width: 4, height: 1)
        c.draw("张三", x: 0, y: 0)
        c.fill(Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(TextRenderer.lines(c, trimTrailingSpaces: false) == ["    "])
    }

    @Test func wideGraphemeCutByLeftClipEdgeBecomesBlank() {
        var c = Canvas(width: 4, height: 1)
        c.draw("张三", x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(TextRenderer.lines(c, trimTrailingSpaces: false) == ["  三"])
    }

    @Test func everyCellGraphemeIsSanitisedAndRowWidthsAddUp() {
        var c = Canvas(width: 12, height: 1)
        c.draw("\u{1B}[2J\u{202E}张\u{9B}", x: 0, y: 0)
        let line = TextRenderer.lines(c, trimTrailingSpaces: false)[0]
        #expect(line == "␛[2J⁇张\u{FFFD}    ")
        #expect(line.displayWidth == 12)
    }
}

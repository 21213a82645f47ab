import Testing

@testable import TableKit

@Suite struct CanvasTests {
    @Test func wideGraphemeCutAtRightEdgeBecomesBlank() {
        var c = Canvas(width: 3, height: 1)
        c.draw("a张三", x: 0, y: 0)
        #expect(TextRenderer.lines(c, trimTrailingSpaces: false) == ["a张"])
        var d = Canvas(width: 2, height: 1)
        d.draw("a张", x: 0, y: 0)
        #expect(TextRenderer.lines(d, trimTrailingSpaces: false) == ["a "])
    }

    @Test func escapeSequencesAreNeutralised() {
        var c = Canvas(width: 8, height: 1)
        c.draw("\u{1B}[2J", x: 0, y: 0)
        #expect(TextRenderer.render(c) == "␛[2J")
    }
}

import TableKitTestSupport
import Testing

@testable import TableKit

/// `Canvas.changes(from:)`: the runs a terminal showing one frame must be sent to show
/// the next, tested without a terminal.
@Suite struct CanvasDiffTests {
    static func canvas(_ lines: [String], width: Int = 8) -> Canvas {
        var c = Canvas(width: width, height: lines.count)
        for (y, l) in lines.enumerated() { c.draw(l, x: 0, y: y) }
        return c
    }

    /// Each run as "x,y:text".
    static func described(_ runs: [Canvas.Run]) -> [String] { runs.map { "\($0.x),\($0.y):\($0.text)" } }

    /// What a terminal showing `old` shows after the runs are written on it.
    static func applied(_ runs: [Canvas.Run], to old: Canvas) -> Canvas {
        var c = old
        for run in runs {
            for (i, cell) in run.cells.enumerated() { c.cells[run.y * c.size.width + run.x + i] = cell }
        }
        return c
    }

    @Test func cellsAreComparedByTheirBytesOnThisPlatform() {
        // The diff's fast path reads a cell's 20 bytes; this layout keeps it in use.
        #expect(Canvas.Cell.isPacked, "\(MemoryLayout<Canvas.Cell>.size) \(MemoryLayout<Style>.size)")
        let a = Canvas.Cell(grapheme: "e\u{301}", width: 1, style: .plain)
        let b = Canvas.Cell(grapheme: "\u{E9}", width: 1, style: .plain)
        // Different bytes, the same grapheme: equal, as `==` says.
        withUnsafePointer(to: a) { pa in
            withUnsafePointer(to: b) { pb in #expect(Canvas.Cell.same(pa, pb, packed: true)) }
        }
    }

    @Test func theBlankTailOfALineStartsAfterItsLastNonBlankCell() {
        var c = Self.canvas(["Aaron", "", "张"], width: 8)
        c.setStyle(.reverse, in: Rect(x: 0, y: 0, width: 7, height: 1))
        #expect(c.blankTail(ofLine: 0) == 7)  // reversed blanks are not blank
        #expect(c.blankTail(ofLine: 1) == 0)
        #expect(c.blankTail(ofLine: 2) == 2)
    }

    @Test func anUnchangedFrameHasNoChanges() {
        let a = Self.canvas(["Aaron", "Abbie"])
        #expect(a.changes(from: a).isEmpty)
    }

    @Test func changedCellsComeAsRunsWithTheirPositions() {
        let old = Self.canvas(["Aaron", "Abbie", "Abby"])
        let new = Self.canvas(["Aaron", "Abel", "Abdul"])
        // Line 1: "bie" → "el " (columns 2–4); line 2: "by" → "dul" (columns 2–4).
        #expect(Self.described(new.changes(from: old)) == ["2,1:el ", "2,2:dul"])
    }

    @Test func cellsThatDidNotChangeSplitARun() {
        let old = Self.canvas(["abcdef"])
        let new = Self.canvas(["xbcdyf"])
        #expect(Self.described(new.changes(from: old)) == ["0,0:x", "4,0:y"])
    }

    @Test func aStyleChangeAloneIsAChange() {
        let old = Self.canvas(["Aaron", "Abbie"])
        var new = old
        new.setStyle(.reverse, in: Rect(x: 0, y: 1, width: 8, height: 1))
        let runs = new.changes(from: old)
        #expect(Self.described(runs) == ["0,1:Abbie   "])
        #expect(runs[0].cells.allSatisfy { $0.style == .reverse })
    }

    @Test func aWideGlyphReplacedByTwoNarrowOnesAndBack() {
        let wide = Self.canvas(["a张b"], width: 4)
        let narrow = Self.canvas(["axyb"], width: 4)
        // The wide glyph's two columns become two narrow cells: one run of both.
        #expect(Self.described(narrow.changes(from: wide)) == ["1,0:xy"])
        // Back: the run holds the wide glyph and its continuation, two columns.
        let back = wide.changes(from: narrow)
        #expect(Self.described(back) == ["1,0:张"])
        #expect(back[0].columns == 1..<3)
        #expect(back[0].cells.last?.isContinuation == true)
    }

    @Test func onlyOneHalfOfAWideGlyphReplacedDrawsTheWholeChange() {
        let wide = Self.canvas(["张三"], width: 4)
        var new = wide
        new.draw("x", x: 1, y: 0)  // the right half of 张: the left half becomes a blank
        #expect(Self.described(new.changes(from: wide)) == ["0,0: x"])
    }

    @Test func aStyleChangeOfTheContinuationCellDrawsTheWideGlyphAgain() {
        let old = Self.canvas(["a张b"], width: 4)
        var new = old
        new.setStyle(.bold, in: Rect(x: 2, y: 0, width: 1, height: 1))
        let runs = new.changes(from: old)
        #expect(Self.described(runs) == ["1,0:张"])
        #expect(runs[0].x == 1 && runs[0].cells.count == 2)
    }

    @Test func aWideGlyphMovedByOneColumn() {
        let old = Self.canvas(["张bc"], width: 5)
        let new = Self.canvas(["a张c"], width: 5)
        #expect(Self.described(new.changes(from: old)) == ["0,0:a张"])
        #expect(Self.applied(new.changes(from: old), to: old) == new)
    }

    @Test(arguments: [(8, 3), (6, 2), (10, 4)])
    func aSizeChangeRedrawsEveryLineWhole(width: Int, height: Int) {
        let old = Self.canvas(["Aaron", "Abbie"])
        var new = Canvas(width: width, height: height)
        new.draw("Aaron", x: 0, y: 0)
        let runs = new.changes(from: old)
        #expect(runs.map(\.y) == Array(0..<height))
        #expect(runs.allSatisfy { $0.x == 0 && $0.cells.count == width })
    }

    @Test func emptyCanvasesHaveNoChanges() {
        #expect(Canvas(width: 0, height: 3).changes(from: Canvas(width: 4, height: 3)).isEmpty)
    }

    /// Random frames with narrow and wide graphemes and styles: writing the runs on the
    /// old frame gives the new one, no run starts on a continuation or cuts a wide glyph,
    /// and every changed cell is in a run.
    @Test func writingTheRunsOnTheOldFrameGivesTheNewOne() {
        let seed = SeededRandom.seed(0xD1FF_0008)
        var rng = SeededRandom(seed: seed)
        let glyphs = ["a", "b", "张", "三", "é", " ", "🔍", "•"]
        let styles: [Style] = [.plain, .reverse, .bold, Style(foreground: .black, background: .cyan)]
        func random() -> Canvas {
            var c = Canvas(width: 9, height: 4)
            for _ in 0..<12 {
                let text = (0..<Int.random(in: 1...4, using: &rng)).map { _ in glyphs.randomElement(using: &rng)! }
                    .joined()
                c.draw(
                    text, x: Int.random(in: -1..<9, using: &rng), y: Int.random(in: 0..<4, using: &rng),
                    style: styles.randomElement(using: &rng)!)
            }
            return c
        }
        var nonEmpty = 0
        for _ in 0..<400 {
            let old = random()
            let new = random()
            let runs = new.changes(from: old)
            if !runs.isEmpty { nonEmpty += 1 }
            #expect(Self.applied(runs, to: old) == new, "seed \(seed)")
            for run in runs {
                #expect(run.cells.first?.isContinuation == false, "seed \(seed)")
                #expect(run.cells.last?.width != 2, "seed \(seed): a run ends inside a wide glyph")
            }
        }
        #expect(nonEmpty > 300, "the generator should make different frames")
    }
}

/// `Canvas.detectScroll(from:)` and `scrolled(_:)`: a table that moved by whole lines
/// beside a section index that did not.
@Suite struct CanvasScrollTests {
    static let names = ["Aaron", "Abbie", "Abby", "Abdul", "Abel", "Abigail", "Abraham", "Ada", "Adam", "Adan"]

    /// A header on line 0, names from `first` on lines 1–5, an index letter per line in
    /// column 9, a status line on line 6.
    static func table(from first: Int, index: Bool = true) -> Canvas {
        var c = Canvas(width: 10, height: 7)
        c.draw(" A", x: 0, y: 0, style: .bold)
        for y in 1...5 { c.draw(names[first + y - 1], x: 1, y: y) }
        if index { for y in 0...5 { c.draw(String(UnicodeScalar(65 + y)!), x: 9, y: y) } }
        c.draw("10 names", x: 1, y: 6, style: .reverse)
        return c
    }

    @Test func aTableScrolledUpBesideAnIndexIsFoundWithoutTheIndexColumn() throws {
        let old = Self.table(from: 0)
        let new = Self.table(from: 1)
        let s = try #require(new.detectScroll(from: old))
        #expect(s.lines == 1)
        // Columns 0–8 moved (the index in column 9 did not); lines 1–5: 1–4 moved, 5 came in.
        #expect(s.region == Rect(x: 0, y: 1, width: 9, height: 5))
        // After the scroll only the line that came in is drawn.
        #expect(CanvasDiffTests.described(new.changes(from: old.scrolled(s))) == ["1,5:Abigail"])
    }

    @Test func aTableScrolledDownIsFoundToo() throws {
        let old = Self.table(from: 3)
        let new = Self.table(from: 2)
        let s = try #require(new.detectScroll(from: old))
        #expect(s.lines == -1)
        #expect(s.region == Rect(x: 0, y: 1, width: 9, height: 5))
        #expect(CanvasDiffTests.described(new.changes(from: old.scrolled(s))) == ["1,1:Abby"])
    }

    @Test func scrollingTheFullWidthMovesTheIndexTooSoItsCellsAreDrawnAgain() throws {
        let old = Self.table(from: 0)
        let new = Self.table(from: 1)
        let s = try #require(new.detectScroll(from: old))
        var full = s
        full.region = Rect(x: 0, y: s.region.minY, width: 10, height: s.region.height)
        // The index letters B–F moved up with the lines; they go back where they were.
        let runs = new.changes(from: old.scrolled(full))
        #expect(CanvasDiffTests.described(runs) == ["9,1:B", "9,2:C", "9,3:D", "9,4:E", "1,5:Abigail", "9,5:F"])
        #expect(CanvasDiffTests.applied(runs, to: old.scrolled(full)) == new)
    }

    @Test func aScrollByThreeLinesIsFound() throws {
        let old = Self.table(from: 0, index: false)
        let new = Self.table(from: 3, index: false)
        let s = try #require(new.detectScroll(from: old))
        #expect(s.lines == 3)
        #expect(s.region.minY == 1 && s.region.maxY == 6)
    }

    @Test func noScrollWhenNothingMovedOrTheSizeChanged() {
        let a = Self.table(from: 0)
        #expect(a.detectScroll(from: a) == nil)
        var b = a
        b.draw("Zed", x: 1, y: 2)
        #expect(b.detectScroll(from: a) == nil)
        #expect(Canvas(width: 10, height: 8).detectScroll(from: a) == nil)
    }

    @Test func scrollingARegionBlanksTheLinesThatComeInAndKeepsTheRest() {
        let c = CanvasDiffTests.canvas(["11", "22", "33", "44"], width: 2)
        let up = c.scrolled(.init(region: Rect(x: 0, y: 1, width: 2, height: 2), lines: 1))
        #expect(TextRenderer.lines(up, trimTrailingSpaces: false) == ["11", "33", "  ", "44"])
        let down = c.scrolled(.init(region: Rect(x: 0, y: 0, width: 2, height: 4), lines: -2))
        #expect(TextRenderer.lines(down, trimTrailingSpaces: false) == ["  ", "  ", "11", "22"])
    }

    @Test func aWideGlyphCutByTheRegionsEdgeBecomesBlanks() {
        let c = CanvasDiffTests.canvas(["a张b", "c三d"], width: 4)
        let s = c.scrolled(.init(region: Rect(x: 0, y: 0, width: 2, height: 2), lines: 1))
        #expect(TextRenderer.lines(s, trimTrailingSpaces: false) == ["c  b", "   d"])
    }
}

/// `changes(from:afterScrolling:)` is `changes(from: previous.scrolled(…))` for the full
/// width, without building the scrolled canvas.
@Suite struct CanvasScrolledDiffTests {
    @Test func theRunsAfterAFullWidthScrollAreThoseOfTheScrolledCanvas() {
        let seed = SeededRandom.seed(0x5C20_0008)
        var rng = SeededRandom(seed: seed)
        let glyphs = ["a", "b", "张", "é", " ", "🔍"]
        for _ in 0..<300 {
            var old = Canvas(width: 7, height: 6)
            for y in 0..<6 {
                old.draw(
                    (0..<4).map { _ in glyphs.randomElement(using: &rng)! }.joined(),
                    x: Int.random(in: 0..<4, using: &rng), y: y)
            }
            let top = Int.random(in: 0..<5, using: &rng)
            let height = Int.random(in: 2...(6 - top), using: &rng)
            let k = Int.random(in: 1..<height, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            let scroll = Canvas.VerticalScroll(region: Rect(x: 0, y: top, width: 7, height: height), lines: k)
            var new = old.scrolled(scroll)
            new.draw("xy", x: Int.random(in: 0..<6, using: &rng), y: Int.random(in: 0..<6, using: &rng))
            #expect(
                new.changes(from: old, afterScrolling: scroll) == new.changes(from: old.scrolled(scroll)),
                "seed \(seed)")
        }
    }
}

import Foundation
import Testing

@testable import TableKit
@testable import TableKitApps

/// A 50 MB line shows as its start cut with `…`: truncating, sanitising and measuring look
/// only at the part that can be shown. The values are asserted, not the time.
@MainActor
@Suite struct HugeLineTests {
    /// 50 MB: "0123456789" repeated, with no line break.
    nonisolated static let digits = String(repeating: "0123456789", count: 5_000_000)

    @Test func aFiftyMegabyteLineInALabelShowsItsStart() {
        let label = Label(text: Self.digits)
        #expect(label.lines(forWidth: 12) == ["01234567890…"])
        #expect(label.sizeThatFits(Size(width: 30, height: 1)) == Size(width: 30, height: 1))
        label.numberOfLines = 2
        #expect(label.lines(forWidth: 5) == ["01234", "5678…"])
    }

    @Test func aLineOfControlsShowsTheirPicturesAndAnEllipsis() {
        let label = Label(text: String(repeating: "\u{0}\u{1B}", count: 10_000_000))
        #expect(label.lines(forWidth: 6) == ["␀␛␀␛␀…"])
    }

    @Test func wideTextIsCutAtAScalarBoundary() {
        // 3-byte scalars: a cut inside one would split its UTF-8.
        let text = String(repeating: "张", count: 2_000_000)
        let (prefix, isCut) = Truncation.displayPrefix(of: text, columns: 10)
        #expect(isCut)
        #expect(prefix.allSatisfy { $0 == "张" })
        #expect(prefix.utf8.count <= 12 * Truncation.bytesPerColumn)
        #expect(Label(text: text).lines(forWidth: 10) == ["张张张张…"])
    }

    @Test func shortTextIsNotCut() {
        let (prefix, isCut) = Truncation.displayPrefix(of: "hello", columns: 3)
        #expect(prefix == "hello" && !isCut)
        #expect(Truncation.truncate("hello", toWidth: 9, continues: true) == "hello…")
        #expect(Truncation.truncate("hello", toWidth: 5, continues: true) == "hell…")
    }

    @Test func aHugeRowInATableShowsItsStart() {
        let content = ListContent(sections: [
            ListContent.Section(
                title: nil,
                rows: [
                    ListContent.Row(text: Self.digits, detail: Self.digits), ListContent.Row(text: "short"),
                ])
        ])
        let controller = IndexedListViewController(content: content, style: .plain, noun: "rows")
        let window = Window(rootViewController: controller, size: Size(width: 40, height: 6))
        let screen = TextRenderer.render(window.render()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(screen[1] == " 01234567890123456789012345678901234567…")
        #expect(screen[2].hasPrefix(" short"))
        // Moving the selection and drawing again shows the same start.
        window.send(.key(.down))
        let again = TextRenderer.render(window.render()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(again[1] == " 01234567890123456789012345678901234567…")
    }
}

@Suite struct HugeLineDrawingTests {
    @Test func drawingAHugeLineCutToAWidthDrawsItsStart() {
        var context = DrawContext(canvas: Canvas(width: 12, height: 1))
        context.draw(String(repeating: "ab\u{1B}", count: 10_000_000), x: 0, y: 0, width: 10)
        #expect(TextRenderer.render(context.canvas) == "ab␛ab␛ab␛…")  // the renderer drops trailing blanks
    }
}

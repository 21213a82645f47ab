import Foundation
import TableKitApps
import TableKitTestSupport
import Testing

@testable import TableKit

/// A text view of `width` × `height` showing `text`, laid out.
@MainActor
func textView(_ text: String, width: Int, height: Int, wraps: Bool = true) -> TextView {
    let v = TextView(text: text, frame: Rect(x: 0, y: 0, width: width, height: height))
    v.wrapsLines = wraps
    v.layoutIfNeeded()
    return v
}

/// Sends the keys of a key script to `view`.
@MainActor
func press(_ script: String, on view: View) throws {
    for e in try KeyScript.parse(script) { _ = view.handle(e) }
}

/// What a text view draws: wrapping at words and wide characters, tabs, sanitised controls,
/// unwrapped lines panned sideways.
@MainActor
@Suite struct TextViewDrawingTests {
    @Test func wrapsAtSpacesDroppingTheSpacesAtABreak() {
        expectScreen(
            textView("The quick brown fox jumps over the lazy dog", width: 12, height: 5).renderedCanvas(),
            ["The quick", "brown fox", "jumps over", "the lazy dog", ""])
    }

    @Test func breaksAWordWiderThanTheViewBetweenCharacters() {
        expectScreen(
            textView("abcdefghijklmnop qr", width: 6, height: 4).renderedCanvas(),
            ["abcdef", "ghijkl", "mnop", "qr"])
    }

    @Test func wrapsWideCharactersByTheirTwoColumns() {
        expectScreen(
            textView("日本語のテキスト\nab日本", width: 8, height: 4).renderedCanvas(),
            ["日本語の", "テキスト", "ab日本", ""])
    }

    @Test func expandsTabsToTheNextMultipleOfEightColumns() {
        expectScreen(
            textView("a\tb\tc\n12345678\tx\n\tend", width: 30, height: 3).renderedCanvas(),
            ["a       b       c", "12345678        x", "        end"])
    }

    @Test func showsControlCharactersAndEscapesAsTheirMarks() {
        expectScreen(
            textView("x\u{1B}[2Jy\u{7}\r\nnext\u{202E}rev", width: 20, height: 2).renderedCanvas(),
            ["x␛[2Jy␇", "next⁇rev"])
    }

    @Test func aFinalNewlineEndsTheLastLine() {
        let v = textView("one\ntwo\n", width: 5, height: 3)
        #expect(v.numberOfLines == 2)
        expectScreen(v.renderedCanvas(), ["one", "two", ""])
    }

    @Test func unwrappedLinesPanHalfTheWidthWhileALineGoesOnPastTheEdge() throws {
        let v = textView("0123456789abcdefghij\nshort", width: 10, height: 2, wraps: false)
        expectScreen(v.renderedCanvas(), ["0123456789", "short"])
        try press("Right", on: v)
        expectScreen(v.renderedCanvas(), ["56789abcde", ""])
        try press("Right", on: v)
        expectScreen(v.renderedCanvas(), ["abcdefghij", ""])
        try press("Right", on: v)  // nothing goes on past the edge
        #expect(v.contentOffset == Point(x: 10, y: 0))
        try press("Left Left", on: v)
        expectScreen(v.renderedCanvas(), ["0123456789", "short"])
        #expect(!v.handle(.key(.left)), "at the left edge ← goes on")
    }

    @Test func aWideCharacterCutByTheLeftEdgeShowsAsBlanks() throws {
        let v = textView("a日本語xyz", width: 5, height: 1, wraps: false)
        try press("Right", on: v)
        #expect(v.contentOffset.x == 2)
        expectScreen(v.renderedCanvas(), [" 本語"])
    }

    @Test func wrappedLinesDoNotPanAndLetTheArrowsGoOn() {
        let v = textView("0123456789abcdefghij", width: 10, height: 2)
        #expect(!v.handle(.key(.right)))
        #expect(!v.handle(.key(.left)))
        expectScreen(v.renderedCanvas(), ["0123456789", "abcdefghij"])
    }
}

/// Scrolling a text view: the table's keys and the wheel, never past the last screen full.
@MainActor
@Suite struct TextViewScrollingTests {
    static let twenty = (1...20).map { "line \($0)" }.joined(separator: "\n")

    struct Case: CustomStringConvertible, Sendable {
        var keys: String
        var firstLine: String
        var offset: Int
        var description: String { keys }
    }

    @Test(arguments: [
        Case(keys: "Down", firstLine: "line 2", offset: 1),
        Case(keys: "j j j", firstLine: "line 4", offset: 3),
        Case(keys: "Down Up", firstLine: "line 1", offset: 0),
        Case(keys: "Up", firstLine: "line 1", offset: 0),
        Case(keys: "PgDn", firstLine: "line 5", offset: 4),
        Case(keys: "Space", firstLine: "line 5", offset: 4),
        Case(keys: "C-f C-f PgUp", firstLine: "line 5", offset: 4),
        Case(keys: "End", firstLine: "line 17", offset: 16),
        Case(keys: "G Down Down", firstLine: "line 17", offset: 16),
        Case(keys: "End Home", firstLine: "line 1", offset: 0),
        Case(keys: "PgDn PgDn PgDn PgDn PgDn", firstLine: "line 17", offset: 16),
    ])
    func keysScrollByRowsAndScreens(_ c: Case) throws {
        let v = textView(Self.twenty, width: 10, height: 4)
        try press(c.keys, on: v)
        #expect(TextRenderer.lines(v.renderedCanvas()).first == c.firstLine)
        #expect(v.contentOffset == Point(x: 0, y: c.offset))
    }

    @Test func theWheelScrollsThreeRows() {
        let v = textView(Self.twenty, width: 10, height: 4)
        #expect(v.handle(.mouse(MouseEvent(kind: .wheelDown, location: Point(x: 1, y: 1)))))
        expectScreen(v.renderedCanvas(), ["line 4", "line 5", "line 6", "line 7"])
        #expect(v.handle(.mouse(MouseEvent(kind: .wheelUp, location: Point(x: 1, y: 1)))))
        #expect(v.contentOffset == .zero)
    }

    @Test func wrappedRowsCountInTheContentOffset() throws {
        let v = textView("aaaa bbbb cccc\nshort\ndddd eeee\nlast", width: 5, height: 2)
        try press("Down Down Down Down", on: v)
        expectScreen(v.renderedCanvas(), ["dddd", "eeee"])
        #expect(v.contentOffset == Point(x: 0, y: 4))
        try press("Up Up", on: v)
        expectScreen(v.renderedCanvas(), ["cccc", "short"])
        try press("End", on: v)
        expectScreen(v.renderedCanvas(), ["eeee", "last"])
        #expect(v.contentOffset == Point(x: 0, y: 5))
    }

    @Test func settingTheContentOffsetScrollsThereKeepingTheLastScreenFull() {
        let v = textView(Self.twenty, width: 10, height: 4)
        v.contentOffset = Point(x: 0, y: 7)
        expectScreen(v.renderedCanvas(), ["line 8", "line 9", "line 10", "line 11"])
        v.setContentOffset(Point(x: 0, y: 100), animated: true)
        #expect(v.contentOffset == Point(x: 0, y: 16))
    }

    @Test func aNewWidthKeepsTheFirstLineOnScreen() throws {
        let v = textView("one two three four\nfive six", width: 9, height: 2)
        try press("Down", on: v)  // "three" is the first row
        v.frame = Rect(x: 0, y: 0, width: 20, height: 2)
        expectScreen(v.renderedCanvas(), ["one two three four", "five six"])
    }

    @Test func settingTheTextGoesBackToTheTop() throws {
        let v = textView(Self.twenty, width: 10, height: 4)
        try press("End", on: v)
        v.text = "new\ntext"
        expectScreen(v.renderedCanvas(), ["new", "text", "", ""])
        #expect(v.contentOffset == .zero)
    }

    @Test func theFirstScreenOfALongTextReadsOnlyItsFirstLines() {
        let long = String(repeating: "a line of some forty characters or so..\n", count: 50_000)  // 2 MB
        let v = textView(long, width: 40, height: 10)
        _ = v.renderedCanvas()
        #expect(v.lines.scanned < 1_000)
        _ = v.handle(.key(.pageDown))
        _ = v.renderedCanvas()
        #expect(v.lines.scanned < 2_000)
        _ = v.handle(.key(.end))
        #expect(v.lines.isComplete)
        #expect(v.contentOffset == Point(x: 0, y: 49_990))
    }

    @Test func aLongWrappedLineLaysOutOnlyTheRowsOnScreen() throws {
        let line = String(repeating: "0123456789", count: 100_000)  // one 1 MB line
        let v = textView(line + "\nnext", width: 10, height: 3)
        expectScreen(v.renderedCanvas(), ["0123456789", "0123456789", "0123456789"])
        try press("Down", on: v)
        #expect(v.top == TextPosition(line: 0, row: 1, byte: 10))
    }
}

/// Searching a text view as less does: `/`, the query typed on the last line, Enter, `n`, `N`.
@MainActor
@Suite struct TextViewSearchTests {
    static let text = (1...12).map { $0 % 4 == 0 ? "line \($0) has Beta in it" : "line \($0)" }.joined(separator: "\n")

    @Test func theQueryIsTypedOnTheLastLine() throws {
        let v = textView(Self.text, width: 24, height: 4)
        try press("/ 'b e'", on: v)
        #expect(v.isCapturingKeys)
        expectScreen(v.renderedCanvas(), ["line 1", "line 2", "line 3", "/b e"])
        try press("BS BS", on: v)
        expectScreen(v.renderedCanvas(), ["line 1", "line 2", "line 3", "/b"])
        try press("Esc", on: v)
        #expect(!v.isCapturingKeys)
        expectScreen(v.renderedCanvas(), ["line 1", "line 2", "line 3", "line 4 has Beta in it"])
    }

    @Test func enterHighlightsTheFirstMatchInEitherCaseAndScrollsToIt() throws {
        let v = textView(Self.text, width: 24, height: 3)
        try press("/ 'beta' Enter", on: v)
        let canvas = v.renderedCanvas()
        expectScreen(canvas, ["line 4 has Beta in it", "line 5", "line 6"])
        #expect(
            StyleLayer.render(canvas) == """
                ── styles: a = reverse
                ...........aaaa


                """)
        #expect(v.matchLocation == Point(x: 11, y: 3))
    }

    @Test func nAndShiftNGoToTheNextAndPreviousMatch() throws {
        let v = textView(Self.text, width: 24, height: 3)
        try press("/ 'beta' Enter n", on: v)
        #expect(v.matchLocation == Point(x: 11, y: 7))
        expectScreen(v.renderedCanvas(), ["line 8 has Beta in it", "line 9", "line 10"])
        try press("n", on: v)
        #expect(v.matchLocation == Point(x: 12, y: 11))
        expectScreen(v.renderedCanvas(), ["line 10", "line 11", "line 12 has Beta in it"])
        try press("N N", on: v)
        #expect(v.matchLocation == Point(x: 11, y: 3))
        expectScreen(v.renderedCanvas(), ["line 4 has Beta in it", "line 5", "line 6"])
    }

    @Test func noMoreMatchesSaysSoUntilTheNextKey() throws {
        let v = textView(Self.text, width: 24, height: 3)
        try press("/ 'zeta' Enter", on: v)
        expectScreen(v.renderedCanvas(), ["line 1", "line 2", "Not found: zeta"])
        try press("Down", on: v)
        expectScreen(v.renderedCanvas(), ["line 2", "line 3", "line 4 has Beta in it"])
        try press("/ 'beta' Enter n n N N N", on: v)
        expectScreen(v.renderedCanvas(), ["line 4 has Beta in it", "line 5", "No more matches: beta"])
    }

    @Test func aMatchOffTheRightEdgeIsPannedTo() throws {
        let v = textView("short\n" + String(repeating: "x", count: 50) + "needle", width: 20, height: 2, wraps: false)
        try press("/ 'needle' Enter", on: v)
        #expect(v.contentOffset.x == 40)
        expectScreen(v.renderedCanvas(), ["", "xxxxxxxxxxneedle"])
    }

    @Test func anUnselectableTextViewHasNoSearchKeys() {
        let v = textView(Self.text, width: 24, height: 3)
        v.isSelectable = false
        #expect(!v.handle(.key(.character("/"))))
        #expect(!v.keyBindings.contains { $0.keys.contains(.character("/")) })
    }
}

/// A text view as a screen of its own and inside a table's cell.
@MainActor
@Suite struct TextViewControllerTests {
    @Test func aPushedTextViewControllerScrollsAndListsItsKeysInHelp() throws {
        let text = (1...30).map { "paragraph \($0)" }.joined(separator: "\n")
        let controller = TextViewController(text: text, title: "Notes")
        let nav = NavigationController(rootViewController: controller)
        let driver = ScreenDriver(nav, size: Size(width: 40, height: 8))
        try driver.press("Down Down")
        expectScreen(
            driver,
            [
                "                 Notes", "paragraph 3", "paragraph 4", "paragraph 5", "paragraph 6", "paragraph 7",
                "paragraph 8", "↑↓ scroll  / search  ? help  q quit",
            ])
        try driver.press("/ 'graph 2' Enter")
        #expect(driver.lines[1] == "paragraph 20")
        #expect(controller.textView.keyBindings.map(\.keyLabel) == ["↑↓", "PgUp/PgDn", "Home/End", "/", "n/N"])
    }
}

/// A text view in a cell, pinned to the content view with four constraints as a UIKit
/// cell's subview is: the row sizes itself to the wrapped text (self-sizing by default),
/// a fixed height shows the first rows, and a reused cell shows the new row's text.
@MainActor
@Suite struct TextViewInACellTests {
    /// A commit's subject over its message, the message in a text view.
    final class CommitCell: TableViewCell {
        let subject = Label()
        let message = TextView()

        required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            for v in [subject, message] as [View] {
                v.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(v)
            }
            message.style = .dim
            NSLayoutConstraint.activate([
                subject.topAnchor.constraint(equalTo: contentView.topAnchor),
                subject.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                subject.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                message.topAnchor.constraint(equalTo: subject.bottomAnchor),
                message.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
                message.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                message.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            ])
        }
    }

    final class Commits: TableViewDataSource {
        let commits: [(String, String)]
        init(_ commits: [(String, String)]) { self.commits = commits }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { commits.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "commit", for: indexPath) as! CommitCell
            cell.subject.text = commits[indexPath.row].0
            cell.message.text = commits[indexPath.row].1
            return cell
        }
    }

    static let commits = [
        ("Wrap the message", "A text view in a cell wraps at its width and the row grows to fit it."),
        ("One line", "short"),
        ("Two paragraphs", "first\nsecond"),
    ]

    func table(_ source: Commits, width: Int = 30, height: Int = 12) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: height))
        table.register(CommitCell.self, forCellReuseIdentifier: "commit")
        table.dataSource = source
        keepAlive.append(source)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    @Test func theRowGrowsToTheWrappedMessage() {
        let t = table(Commits(Self.commits))
        expectScreen(
            t.renderedCanvas(),
            [
                " Wrap the message",
                "   A text view in a cell wraps",
                "   at its width and the row",
                "   grows to fit it.",
                " One line",
                "   short",
                " Two paragraphs",
                "   first",
                "   second",
                "", "", "",
            ])
        #expect((0..<3).map { t.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [4, 2, 3])
    }

    @Test func aFixedRowHeightShowsTheMessagesFirstRows() {
        let source = Commits(Self.commits)
        let t = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 6))
        t.register(CommitCell.self, forCellReuseIdentifier: "commit")
        t.rowHeight = 2
        t.dataSource = source
        keepAlive.append(source)
        t.reloadData()
        t.layoutIfNeeded()
        expectScreen(
            t.renderedCanvas(),
            [
                " Wrap the message", "   A text view in a cell wraps", " One line", "   short", " Two paragraphs",
                "   first",
            ])
    }

    @Test func aReusedCellShowsTheNewRowsMessageFromItsTop() throws {
        let many = (1...20).map { ("commit \($0)", "line a of \($0)\nline b of \($0)") }
        let t = table(Commits(many), height: 6)
        t.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        t.layoutIfNeeded()
        expectScreen(
            t.renderedCanvas(),
            [" commit 11", "   line a of 11", "   line b of 11", " commit 12", "   line a of 12", "   line b of 12"])
    }
}

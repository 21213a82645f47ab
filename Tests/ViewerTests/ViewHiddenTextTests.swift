import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view` shows what data hides: bidi controls and invisible format characters
/// show as `⁇`, one column each, in the table and in a row's detail, and never raw.
@Suite("tablekit view hidden text")
@MainActor
struct ViewHiddenTextTests {
    static let csv = "name,file\nevil,gnp\u{202E}exe.txt\npass\u{2060}word,a\u{FEFF}b\nok,👨\u{200D}👩\u{200D}👧 family\n"

    @Test func bidiAndZeroWidthCharactersShowAsOneColumnMarks() throws {
        let (s, _) = try ViewScreenTests().screen(
            [try ViewScreenTests().file("hidden.csv", Self.csv)], size: Size(width: 40, height: 8))
        #expect(s.lines[2] == " name      file")
        #expect(s.lines[3] == " evil      gnp⁇exe.txt")
        #expect(s.lines[4] == " pass⁇word a⁇b")
        #expect(s.lines[5] == " ok        👨‍👩‍👧 family")  // ZWJ keeps an emoji sequence whole
        #expect(!s.screen.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x2060 || $0.value == 0xFEFF })
    }

    @Test func aSearchMarksTheShownTextAroundAMark() throws {
        let (s, data) = try ViewScreenTests().screen(
            [try ViewScreenTests().file("hidden.csv", Self.csv), "--search", "exe"],
            size: Size(width: 40, height: 8))
        #expect(data.arrangement.rowCount == 1)
        try s.press("Enter")
        data.tableView.moveCursor(to: nil)
        let canvas = s.window.render()
        let y = try #require((0..<canvas.size.height).first { canvas.line($0).contains("gnp⁇exe.txt") })
        let line = canvas.line(y)
        let x = line[..<(try #require(line.range(of: "exe.")).lowerBound)].displayWidth
        let match = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle
        // "exe" is marked right after the one-column mark, which is not.
        #expect((x..<x + 3).allSatisfy { canvas[$0, y].style == match })
        #expect(canvas[x - 1, y].style == .plain && canvas[x + 3, y].style == .plain)
    }

    @Test func theDetailScreenShowsTheMarksToo() throws {
        let (s, _) = try ViewScreenTests().screen(
            [try ViewScreenTests().file("hidden.csv", Self.csv)], size: Size(width: 40, height: 10))
        try s.press("Enter")
        #expect(s.screen.contains("gnp⁇exe.txt"))
        #expect(!s.screen.unicodeScalars.contains { $0.value == 0x202E })
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `y` copies the cursor's cell and `Y` its row (tab-separated) to the window's pasteboard,
/// which the terminal host writes as OSC 52 (TerminalClipboardTests checks those bytes);
/// the status line says how many characters, until the next key the table takes.
@Suite("tablekit view: copy")
@MainActor
struct ViewCopyTests {
    let screens = ViewScreenTests()

    @Test func yCopiesTheCellAndShiftYTheRowTabSeparated() throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        try s.press("Right Right y")
        #expect(s.window.pasteboardRequest == "New York, NY")
        #expect(data.statusText == "5 rows · copied 12 characters")
        #expect(s.window.takePasteboardRequest() == "New York, NY" && s.window.pasteboardRequest == nil)
        try s.press("Down Down Y")  // Zoë 👩‍💻: one character is one grapheme
        #expect(s.window.pasteboardRequest == "Zoë 👩‍💻\t130\tParis")
        #expect(data.statusText == "5 rows · copied 15 characters")
        try s.press("Down")
        #expect(data.statusText == "5 rows")
    }

    @Test func aPrintedScreenHasNoClipboardAndSaysSo() throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        data.printsOnce = true
        try s.press("y")
        #expect(s.window.pasteboardRequest == nil)
        #expect(data.statusText == "5 rows · nothing copied: a printed screen has no clipboard")
    }

    @Test func escapesInTheDataAreCopiedAsTheyAreForBase64NotDrawn() throws {
        let (s, _) = try screens.screen([try screens.file("esc.txt", "a\u{1B}]52;c;x\u{07}b\n")])
        try s.press("y")
        #expect(s.window.pasteboardRequest == "a\u{1B}]52;c;x\u{07}b")
    }
}

import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// Enter on a row's detail opens a value too long for its row whole in a text view.
@Suite("tablekit view: long values in a text view")
@MainActor
struct ViewLongValueTests {
    let screens = ViewScreenTests()

    @Test func enterOpensALongFieldWholeAndEndShowsItsLastBytes() throws {
        let (s, _) = try screens.screen(
            [try screens.file("long.csv", "id,t\n1,\(ViewLongFieldTests.long)\n")], size: Size(width: 40, height: 8))
        try s.press("Enter Enter")
        let top = try #require((s.window.rootViewController as? NavigationController)?.topViewController)
        let text = try #require(top as? TextViewController)
        #expect(text.title == "t")
        #expect(text.textView.text.utf8.count == 70_003)
        try s.press("End")
        let end = try #require(s.lines.firstIndex { $0 == "END" })
        #expect(s.lines[end - 1] == String(repeating: "a", count: 40))
        try s.press("/ 'end' Enter")
        #expect(text.textView.matchLocation == Point(x: 0, y: 70_000 / 40))
    }

    @Test func aShortFieldStaysInTheDetail() throws {
        let (s, _) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        try s.press("Enter Enter")
        let nav = try #require(s.window.rootViewController as? NavigationController)
        #expect(nav.topViewController is RecordDetailViewController)
    }
}

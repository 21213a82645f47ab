import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Alerts with text fields (UIKit's `addTextField(configurationHandler:)`).
@MainActor
@Suite struct AlertTextFieldTests {
    final class Root: ViewController {}

    /// A login alert over a 44×14 window: user and password fields, Cancel and Log In
    /// (preferred); `log` records what the handlers read.
    func login() -> (ScreenDriver, Alert, Log) {
        let log = Log()
        let root = Root()
        let w = ScreenDriver(root, size: Size(width: 44, height: 14))
        let a = Alert(title: "Log in", message: "to the item store")
        a.addTextField { $0.placeholder = "User" }
        a.addTextField { f in
            f.placeholder = "Password"
            f.isSecureTextEntry = true
        }
        a.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.lines.append("cancel") })
        let ok = AlertAction(title: "Log In") { [unowned a] _ in
            log.lines.append("login \(a.textFields?[0].text ?? "?") \(a.textFields?[1].text ?? "?")")
        }
        a.addAction(ok)
        a.preferredAction = ok
        root.present(a)
        keepAlive.append(root)
        return (w, a, log)
    }

    final class Log { var lines: [String] = [] }

    @Test func theFirstFieldHasTheKeyboardAndTheHandlerReadsTheFields() throws {
        let (w, a, log) = login()
        #expect(a.focusedTextFieldIndex == 0 && a.textFields?[0].isEditing == true)
        assertSnapshot(w.canvas, named: "alert-text-fields-empty")
        try w.press("'ann' Left 'i' Tab 's3 cret'")
        #expect(a.textFields?[0].text == "anin" && a.textFields?[1].text == "s3 cret")
        assertSnapshot(w.canvas, named: "alert-text-fields-typed")
        try w.press("Enter")
        #expect(log.lines == ["login anin s3 cret"], "Enter in a field presses the preferred action")
        #expect(w.modalViews.isEmpty)
    }

    @Test func tabGoesFromTheFieldsToTheButtonsAndBack() throws {
        let (w, a, log) = login()
        try w.press("Tab Tab")
        #expect(a.focusedTextFieldIndex == nil && a.focusedIndex == 0, "after the last field: the first button")
        #expect(w.window.keyBindings.contains { $0.help == "to the fields" })
        try w.press("Right")
        #expect(a.focusedIndex == 1, "←/→ still choose among the buttons")
        try w.press("Tab")
        #expect(a.focusedTextFieldIndex == 0, "Tab from the last button wraps to the first field")
        try w.press("BTab")
        #expect(a.focusedTextFieldIndex == nil && a.focusedIndex == 1)
        try w.press("Up Up")
        #expect(
            a.focusedTextFieldIndex == 1 && a.textFields?[1].isEditing == true && a.textFields?[0].isEditing == false)
        try w.press("Esc")
        #expect(log.lines == ["cancel"])
    }

    @Test func spaceAndLettersTypeInAFieldAndAClickFocusesOne() throws {
        let (w, a, _) = login()
        try w.press("Tab Tab")
        _ = w.screen  // laid out, as every frame is before the next click
        let second = try #require(a.textFields?[1])
        let p = second.convert(Point(x: 0, y: 0), to: nil)
        w.send(.mouse(MouseEvent(kind: .press, location: p)))
        #expect(a.focusedTextFieldIndex == 1)
        try w.press("'a b' q")
        #expect(second.text == "a bq" && w.isRunning, "q types in a field; it does not quit")
    }

    @Test func anAlertWithoutFieldsHasNone() {
        #expect(Alert(title: "t", message: nil).textFields == nil)
    }
}

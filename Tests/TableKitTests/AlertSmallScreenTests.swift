import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// An alert on a screen too short for it: the blank line under the title goes
/// first, and the message is cut with `…` rather than dropped.
@MainActor
@Suite struct AlertSmallScreenTests {
    func screen(_ size: Size, message: String) -> String {
        let root = ViewController()
        let w = Window(rootViewController: root, size: size)
        let a = Alert(title: "Row Selected!", message: message)
        a.addAction(AlertAction(title: "Yes I Did"))
        root.present(a)
        return TextRenderer.render(w.render())
    }

    // Whole screens: where the title, message and button sit is the point of each test (a
    // substring check would pass with the title on the wrong line).

    @Test func atTwentyBySixTheMessageIsShownCutInsteadOfDropped() {
        assertSnapshot(
            text: screen(Size(width: 20, height: 6), message: "You selected Grumpy"),
            named: "alert-small-cut-20x6")
    }

    @Test func aMessageThatFitsOnTheShortBoxIsWholeWithoutTheBlankLine() {
        assertSnapshot(text: screen(Size(width: 20, height: 6), message: "Grumpy"), named: "alert-small-whole-20x6")
    }

    @Test func onATallScreenTheBlankLineUnderTheTitleStays() {
        assertSnapshot(
            text: screen(Size(width: 40, height: 12), message: "You selected Grumpy"),
            named: "alert-small-tall-40x12")
    }
}

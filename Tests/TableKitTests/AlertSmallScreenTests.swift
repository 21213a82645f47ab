import Foundation
import Testing
@testable import TableKit

/// An alert on a screen too short for it: the blank line under the title goes
/// first, and the message is cut with `…` rather than dropped.
@MainActor
@Suite struct AlertSmallScreenTests {
    func screen(_ size: Size, message: String) -> [Substring] {
        let root = ViewController()
        let w = Window(rootViewController: root, size: size)
        let a = Alert(title: "Row Selected!", message: message)
        a.addAction(AlertAction(title: "Yes I Did"))
        root.present(a)
        return TextRenderer.render(w.render()).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func atTwentyBySixTheMessageIsShownCutInsteadOfDropped() {
        let lines = screen(Size(width: 20, height: 6), message: "You selected Grumpy")
        #expect(lines[1].contains("Row Selected!"))
        #expect(lines[2].contains("You selected…"), "\(lines.joined(separator: "\n"))")
        #expect(lines[3].contains("[ Yes I Did ]"))
    }

    @Test func aMessageThatFitsOnTheShortBoxIsWholeWithoutTheBlankLine() {
        let lines = screen(Size(width: 20, height: 6), message: "Grumpy")
        #expect(lines[2].contains("Grumpy") && !lines[2].contains("…"))
    }

    @Test func onATallScreenTheBlankLineUnderTheTitleStays() throws {
        let lines = screen(Size(width: 40, height: 12), message: "You selected Grumpy")
        let title = try #require(lines.firstIndex { $0.contains("Row Selected!") })
        #expect(lines[title + 1].trimmingCharacters(in: CharacterSet(charactersIn: " │|")).isEmpty)
        #expect(lines[title + 2].contains("You selected Grumpy"))
    }
}

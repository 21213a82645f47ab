import Foundation
import Testing

@testable import TableKit

/// The full help (`?`) at small widths: descriptions are word-wrapped, or put
/// under their keys, never cut with `…` mid-word; key names stay whole.
@MainActor
@Suite struct FullHelpWrappingTests {
    let bindings = [
        KeyBinding([.up, .character("k"), .down, .character("j")], help: "move"),
        KeyBinding([.character("q")], help: "quit the app at once"),
    ]

    @Test func atTwentyColumnsDescriptionsGoUnderTheirKeys() {
        let body = Window.wrappedHelp(bindings, width: 14)
        #expect(body.prefix(4) == ["↑/k/↓/j  move", "q", "  quit the app", "  at once"])
        #expect(!body.contains { $0.contains("…") })
        #expect(body.allSatisfy { $0.displayWidth <= 14 })
        let mouse = body.drop { !$0.hasPrefix("Mouse") }
        #expect(mouse.joined(separator: " ") == "Mouse: the wheel scrolls, a click selects a row or presses a button.")
    }

    @Test func aWideEnoughDescriptionColumnWrapsInPlace() {
        let body = Window.wrappedHelp(bindings, width: 21)
        #expect(body.prefix(3) == ["↑/k/↓/j  move", "q        quit the app", "         at once"])
    }

    @Test func atFortyColumnsTheMouseSentenceWrapsAtAWord() {
        let body = Window.wrappedHelp(bindings, width: 36)
        let mouse = body.drop { !$0.hasPrefix("Mouse") }
        #expect(mouse.joined(separator: " ") == "Mouse: the wheel scrolls, a click selects a row or presses a button.")
        #expect(!body.contains { $0.contains("…") })
    }

    @Test func theHelpBoxAtTwentyBySixShowsWholeWords() throws {
        let w = Window(rootViewController: ViewController(), size: Size(width: 20, height: 6))
        w.send(.key(.character("?")))
        let screen = TextRenderer.render(w.render())
        #expect(!screen.contains("…"), "\(screen)")
    }
}

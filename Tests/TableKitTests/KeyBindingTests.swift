import Testing

@testable import TableKit
@testable import TableKitApps

@Suite struct KeyBindingTests {
    let bindings = [
        KeyBinding([.up, .down], "↑↓", help: "move"),
        KeyBinding([.enter], help: "select"),
        KeyBinding([.character("/")], help: "search"),
        KeyBinding([.character("x")], help: "hidden", short: false),
        KeyBinding([.character("?")], help: "help"),
        KeyBinding([.character("q")], help: "quit"),
    ]

    @Test func theHelpLineIsGeneratedFromTheBindings() {
        #expect(
            KeyBinding.shortHelp(bindings, width: 80, keepingLast: 2)
                == "↑↓ move  Enter select  / search  ? help  q quit")
    }

    @Test func aNarrowLineDropsMiddleEntriesButKeepsHelpAndQuit() {
        #expect(KeyBinding.shortHelp(bindings, width: 30, keepingLast: 2) == "↑↓ move  ? help  q quit")
    }

    @Test func fullHelpListsEveryBindingAligned() {
        let lines = KeyBinding.fullHelp(bindings)
        #expect(lines.count == 6)
        #expect(lines[0] == "↑/↓    move")  // every key, not only the short label
        #expect(lines[1] == "Enter  select")
        #expect(lines[3] == "x      hidden")
    }

    @Test func keyScriptsParseNamedKeysAndQuotedText() throws {
        let events = try KeyScript.parse("Down Tab 'ab' Esc q C-u")
        #expect(
            events == [
                .key(.down), .key(.tab), .key(.character("a")), .key(.character("b")), .key(.escape),
                .key(.character("q")), .key(.ctrl("u")),
            ])
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("Nope") }
    }

    @Test func aGroupShowsItsOwnLabelUntilAMemberIsRemapped() {
        var up = KeyBinding([.up, .character("k")], help: "up")
        let down = KeyBinding([.down, .character("j")], help: "down")
        #expect(KeyBinding.group([up, down], "↑↓", help: "move").keyLabel == "↑↓")
        up.remap([.ctrl("p")], label: "^P")
        let moved = KeyBinding.group([up, down], "↑↓", help: "move")
        #expect(moved.keyLabel == "^P/↓/j")
        #expect(moved.matches(.ctrl("p")) && !moved.matches(.up))
    }

    @Test func characterClassesMatchTypedCharactersAndEventsMatchTheirKeys() {
        let jump = KeyBinding([], "A–Z", characters: .letters, help: "jump")
        #expect(jump.matches(.character("é")) && !jump.matches(.character("1")) && !jump.matches(.up))
        let type = KeyBinding([], characters: .printable, help: "type")
        #expect(type.matches(.character("#")) && !type.matches(.ctrl("u")))
        #expect(KeyBinding([.enter], help: "go").matches(Event.key(.enter)))
        #expect(!KeyBinding([.enter], help: "go").matches(Event.tick))
    }
}

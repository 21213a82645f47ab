import Foundation
import Testing

@testable import TableKit

/// Action tables: one row per binding with its condition and action, read by dispatch and
/// by help alike.
@MainActor
@Suite struct KeyActionTableTests {
    /// A table of four rows over `log`: `a` (or any letter) writes, Space pages unless
    /// `toggling`, `t` toggles, `x` never applies.
    final class Log {
        var entries: [String] = []
        var toggling = false
    }
    func table(_ log: Log) -> KeyActionTable {
        let group = KeyAction.Help.group("a/A", help: "write")
        return KeyActionTable([
            KeyAction("write", KeyBinding([.character("a")], help: "write a"), help: group) { _ in
                log.entries.append("write")
                return true
            },
            KeyAction("writeUpper", KeyBinding([.character("A")], help: "write A"), help: group) { _ in
                log.entries.append("writeUpper")
                return true
            },
            KeyAction("pageDown", KeyBinding([.character(" ")], "Space", help: "page")) { _ in
                log.entries.append("pageDown")
                return true
            },
            KeyAction("never", KeyBinding([.character("x")], help: "never"), when: { false }) { _ in
                log.entries.append("never")
                return true
            },
            KeyAction("letters", KeyBinding([], "A–Z", characters: .letters, help: "any letter")) { key in
                log.entries.append("letters \(key)")
                return false
            },
        ])
    }

    @Test(arguments: [
        (Key.character("a"), "write", true),  // its own key beats the letters that come later
        (.character("A"), "writeUpper", true),
        (.character(" "), "pageDown", true),
        (.character("x"), "letters x", false),  // "never" does not apply: the letters take it
        (.character("q"), "letters q", false),  // answered false: the key goes on
    ])
    func aKeyRunsTheFirstRowThatListsItAndApplies(_ key: Key, _ ran: String, _ taken: Bool) {
        let log = Log()
        #expect(table(log).perform(key) == taken)
        #expect(log.entries == [ran])
    }

    @Test func aKeyNoRowListsGoesOnUntouched() {
        let log = Log()
        #expect(table(log).perform(.enter) == nil)
        #expect(table(log).action(for: .character("1")) == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func helpListsTheRowsThatApplyWithNeighboursGrouped() {
        let help = table(Log()).keyBindings
        #expect(help.map(\.keyLabel) == ["a/A", "Space", "A–Z"])
        #expect(help.map(\.help) == ["write", "page", "any letter"])
        #expect(help[0].keys == [.character("a"), .character("A")])
        #expect(KeyBinding.shortHelp(help, width: 80) == "a/A write  Space page  A–Z any letter")
    }

    /// A control key is a row inserted before the row whose key it takes: Space toggles
    /// while the row has a switch, and pages otherwise; help says which.
    @Test func anInsertedControlKeyTakesItsKeyWhileItApplies() {
        let log = Log()
        var t = table(log)
        t.insert(
            KeyAction(
                "toggleSwitch", KeyBinding([.character(" ")], "Space", help: "toggle"),
                when: { log.toggling }
            ) { _ in
                log.entries.append("toggleSwitch")
                return true
            },
            before: "pageDown")
        #expect(t.perform(.character(" ")) == true)
        log.toggling = true
        #expect(t.perform(.character(" ")) == true)
        #expect(log.entries == ["pageDown", "toggleSwitch"])
        #expect(t.keyBindings.map(\.help) == ["write", "toggle", "page", "any letter"])
    }

    /// A controller overrides a row by name, or removes it: the key then does what the new
    /// row says, or goes on, and help follows.
    @Test func aRowReplacedOrRemovedByNameChangesKeyAndHelpTogether() {
        let log = Log()
        var t = table(log)
        var write = t["write"]!
        write.perform = { _ in
            log.entries.append("mine")
            return true
        }
        t["write"] = write
        #expect(t.perform(.character("a")) == true && log.entries == ["mine"])
        t.remove("pageDown")
        #expect(t.perform(.character(" ")) == nil)
        #expect(t.keyBindings.map(\.help) == ["write", "any letter"])
        #expect(t.actions.map(\.name) == ["write", "writeUpper", "never", "letters"])
    }

    @Test func aRowListedOnlyWhenItDoesSomethingStillTakesItsKey() {
        let log = Log()
        let t = KeyActionTable([
            KeyAction("select", KeyBinding([.enter], "Enter", help: "select"), listedWhen: { false }) { _ in
                log.entries.append("select")
                return true
            }
        ])
        #expect(t.keyBindings.isEmpty)
        #expect(t.perform(.enter) == true && log.entries == ["select"])
    }
}

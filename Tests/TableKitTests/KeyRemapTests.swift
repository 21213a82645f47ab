import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Runs `body` with ``KeyMaps/current`` changed by `change`, then puts the standard maps
/// back. Tests are synchronous on the main actor, so no other test sees the change.
@MainActor
func withKeyMaps(_ change: (inout KeyMaps) -> Void, _ body: () throws -> Void) rethrows {
    let saved = KeyMaps.current
    defer { KeyMaps.current = saved }
    change(&KeyMaps.current)
    try body()
}

/// Apps remap keys through one API, ``KeyMaps/current``: dispatch and help follow.
@MainActor
@Suite struct KeyRemapTests {
    func window() throws -> Window {
        let content = try ListContent.load(path: sortedNamesPath())
        return Window(
            rootViewController: IndexedListViewController(content: content, style: .plain),
            size: Size(width: 80, height: 10))
    }

    func helpLine(_ w: Window) -> String {
        String(TextRenderer.render(w.render()).split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    @Test func takingQAwayLeavesQuitOnControlCAndTheHelpSaysSo() throws {
        try withKeyMaps({ $0.window.quit.remap([.ctrl("c")]) }) {
            let w = try window()
            #expect(helpLine(w).hasSuffix("? help  ^C quit"))
            w.send(.key(.character("q")))
            #expect(w.isRunning)
            w.send(.key(.ctrl("c")))
            #expect(!w.isRunning)
        }
        let w = try window()
        #expect(helpLine(w).hasSuffix("? help  q quit"))  // the standard maps are back
    }

    @Test func viKeysPageTheRowsAndShowInTheFullHelp() throws {
        try withKeyMaps({ maps in
            maps.table.pageDown.remap([.pageDown, .ctrl("f")], label: "^F")
            maps.table.pageUp.remap([.pageUp, .ctrl("b")], label: "^B")
            maps.table.top.remap([.character("g")])
            maps.table.bottom.remap([.character("G")])
        }) {
            let w = try window()
            let vc = w.rootViewController as! IndexedListViewController
            let before = vc.tableView.contentOffset.y
            w.send(.key(.ctrl("f")))
            #expect(vc.tableView.contentOffset.y > before)
            w.send(.key(.ctrl("b")))
            #expect(vc.tableView.contentOffset.y < before + 1)
            w.send(.key(.end))  // End no longer goes to the bottom
            #expect(vc.tableView.cursorIndexPath?.section == 0)
            let help = KeyBinding.fullHelp(w.keyBindings)
            #expect(help.contains { $0.hasPrefix("PgUp/^B/PgDn/^F ") && $0.hasSuffix("page") })  // every key
            #expect(help.contains { $0.hasPrefix("g/G ") && $0.hasSuffix("top/bottom") })
        }
    }

    @Test func anEmptyBindingIsOffAndLeftOutOfHelp() {
        var b = KeyBinding([.character("x")], help: "cut")
        b.remap([])
        #expect(!b.isEnabled && !b.matches(.character("x")))
        #expect(KeyBinding.shortHelp([b], width: 80) == "")
        #expect(KeyBinding.fullHelp([b]).isEmpty)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A live process list as a tool writes it: a table controller whose `k` kills the process
/// under the cursor (UIKit's `keyCommands`), `j`/`k` moving everywhere else.
@MainActor
final class ProcessListController: TableViewController {
    var processes = ["init", "sshd", "swift-build", "vim"]
    var killed: [String] = []

    override func viewDidLoad() {
        title = "Processes"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "p")
    }

    override var keyCommands: [KeyCommand]? {
        [KeyCommand(title: "kill", action: { [weak self] _ in self?.killProcessUnderCursor() }, input: "k")]
    }

    func killProcessUnderCursor() {
        guard let ip = tableView.cursorIndexPath else { return }
        killed.append(processes.remove(at: ip.row))
        try? tableView.deleteRows(at: [ip], with: .none)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { processes.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "p", for: indexPath)
        cell.textLabel?.text = processes[indexPath.row]
        return cell
    }
}

/// A plain list for the screens around the process list, where `k` moves up.
@MainActor
final class NeighbourListController: TableViewController {
    let rows = ["one", "two", "three"]
    override func viewDidLoad() { tableView.register(TableViewCell.self, forCellReuseIdentifier: "r") }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// Keys per table and controller: a controller's `keyCommands` take their keys before the
/// table, as UIKit's responder chain does; a table leaves keys to its controller with
/// `removedKeys`; help shows the result.
@MainActor
@Suite struct KeyCommandTests {
    let size = Size(width: 60, height: 8)

    @Test func aControllersKeyCommandTakesItsKeyBeforeTheTable() throws {
        let list = ProcessListController()
        let nav = NavigationController(rootViewController: list)
        let w = ScreenDriver(nav, size: size)
        try w.press("j j")
        #expect(list.tableView.cursorIndexPath == IndexPath(row: 2, section: 0), "j still moves down")
        try w.press("k")
        #expect(list.killed == ["swift-build"])
        #expect(list.tableView.cursorIndexPath?.row == 2, "k did not move the cursor")
        try w.press("Up")
        #expect(list.tableView.cursorIndexPath?.row == 1, "↑ still moves up")
        expectScreen(
            w,
            [
                "                         Processes",
                " init",
                " sshd",
                " vim",
                "",
                "",
                "",
                "↑↓ move  Enter select  k kill  ? help  q quit",
            ])
    }

    @Test func theFullHelpListsTheCommandAndUpWithoutItsKey() throws {
        let w = ScreenDriver(
            NavigationController(rootViewController: ProcessListController()), size: Size(width: 60, height: 30))
        try w.press("?")
        let lines = w.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("│ k") && $0.contains("kill") })
        #expect(lines.contains { $0.hasPrefix("│ ↑/↓/j ") && $0.contains(" move ") }, "k left the table's move keys")
        #expect(!lines.contains { $0.contains("↑/k") || $0.contains("/k/") })
    }

    @Test func jAndKMoveOnAScreenPushedOverTheProcessList() throws {
        let list = ProcessListController()
        let nav = NavigationController(rootViewController: list)
        let w = ScreenDriver(nav, size: size)
        let other = NeighbourListController()
        nav.pushViewController(other, animated: false)
        try w.press("j j k")
        #expect(other.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        #expect(list.killed.isEmpty)
        #expect(w.lines.last == "↑↓ move  Enter select  Esc/← back  ? help  q quit")
        try w.press("Esc k")
        #expect(list.killed == ["init"])
    }

    @Test func aKeyCommandIsNotTakenWhileASearchBarTypes() throws {
        let list = ProcessListController()
        let search = SearchController()
        list.tableView.tableHeaderView = search.searchBar
        let w = ScreenDriver(list, size: size)
        try w.press("/ k")
        #expect(search.text == "k")
        #expect(list.killed.isEmpty)
    }

    @Test func aDisabledKeyCommandLeavesTheKeyToTheTable() throws {
        final class Disabled: TableViewController {
            let command = KeyCommand(title: "kill", action: { _ in Issue.record("a disabled command ran") }, input: "j")
            override var keyCommands: [KeyCommand]? { [command] }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let vc = Disabled()
        vc.command.isDisabled = true
        let w = ScreenDriver(vc, size: size)
        try w.press("j")
        #expect(vc.tableView.cursorIndexPath?.row == 1)
        #expect(!w.window.helpBindings.contains { $0.help == "kill" })
    }

    @Test func aTablesRemovedKeysGoOnToItsController() throws {
        final class Counting: TableViewController {
            var taken: [Key] = []
            override func handle(_ event: Event) -> Bool {
                if case .key(let k) = event, k == .character("k") {
                    taken.append(k)
                    return true
                }
                return super.handle(event)
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let vc = Counting()
        vc.tableView.removedKeys = [.character("k")]
        let w = ScreenDriver(vc, size: size)
        try w.press("j k")
        #expect(vc.tableView.cursorIndexPath?.row == 1, "k no longer moves this table up")
        #expect(vc.taken == [.character("k")])
        let up = vc.tableView.keyBindings.first { $0.help == "move" }
        #expect(up?.keys == [.up, .down, .character("j")])
    }

    nonisolated static let keys: [(String, KeyCommand.ModifierFlags, Key)] = [
        ("k", [], .character("k")),
        ("k", .shift, .character("K")),
        ("k", .control, .ctrl("k")),
        ("K", .control, .ctrl("k")),
        (KeyCommand.inputUpArrow, [], .up),
        (KeyCommand.inputUpArrow, .shift, .shiftUp),
        (KeyCommand.inputEscape, [], .escape),
        ("\r", [], .enter),
        ("\t", .shift, .backTab),
        (" ", [], .character(" ")),
        (KeyCommand.inputDelete, [], .delete),
    ]

    @Test(arguments: keys.indices)
    func inputAndModifierFlagsNameTheKey(_ i: Int) {
        let (input, flags, key) = Self.keys[i]
        #expect(KeyCommand.key(input: input, modifierFlags: flags) == key)
    }

    nonisolated static let noKeys: [(String, KeyCommand.ModifierFlags)] = [
        ("ab", []), ("1", .control), (KeyCommand.inputLeftArrow, .shift), (KeyCommand.inputEscape, .control), ("", []),
    ]

    @Test(arguments: noKeys.indices)
    func keysNoTerminalSendsAreNone(_ i: Int) {
        let (input, flags) = Self.noKeys[i]
        #expect(KeyCommand.key(input: input, modifierFlags: flags) == nil)
    }

    @Test(arguments: [
        (KeyBinding([.character("d"), .delete], "d/Del", help: "delete"), "Del"),
        (KeyBinding([.up, .character("k")], help: "up"), "↑"),
        (KeyBinding([.up, .character("k"), .down], "↑↓", help: "move"), "↑↓"),
    ])
    func removingAKeyKeepsALabelOfItsOwn(binding: KeyBinding, label: String) {
        let left = binding.removingKeys([.character("k"), .character("d")])
        #expect(left.keyLabel == label)
        #expect(!left.keys.contains(.character("k")) && !left.keys.contains(.character("d")))
    }

    /// A label that spells out the first keys (`Esc/←` of Esc, ←, ⌫; `q` of q, ⌃C) becomes
    /// those of them left, or the keys left when none is.
    @Test(arguments: [
        (KeyBinding([.escape, .left, .backspace], "Esc/←", help: "back"), Set<Key>([.left]), "Esc"),
        (KeyBinding([.escape, .left, .backspace], "Esc/←", help: "back"), Set<Key>([.escape, .left]), "⌫"),
        (KeyBinding([.character("q"), .ctrl("c")], "q", help: "quit"), Set<Key>([.character("q")]), "^C"),
    ])
    func removingASpelledOutKeyLeavesTheOthersLabel(binding: KeyBinding, removed: Set<Key>, label: String) {
        #expect(binding.removingKeys(removed).keyLabel == label)
    }
}

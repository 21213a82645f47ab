import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport
import Testing

@testable import HomepwnerUI

/// Homepwner's screens, driven by keys and clicks as a person would, checked as text and
/// against the store's file.
@MainActor
@Suite struct HomepwnerScreenTests {
    let directory: URL
    let storeURL: URL

    init() throws { (directory, storeURL) = try temporaryStore("homepwner-ui") }

    /// A window on a store seeded with `count` of the sample items; New appends "Shiny Spork".
    func app(seed count: Int = 25, size: Size = Size(width: 80, height: 24)) throws -> (
        ScreenDriver, ItemsViewController
    ) {
        try homepwnerApp(store: storeURL, seed: count, size: size)
    }

    func savedNames() throws -> [String] { try ItemStore.read(storeURL).map(\.name) }

    @Test func listAt80x24() throws {
        let (w, _) = try app()
        assertSnapshot(w.canvas, named: "homepwner-80x24")
    }

    @Test func editingAsksBeforeRemoving() throws {
        let (w, vc) = try app(seed: 5)
        try w.press("e Down d")
        assertSnapshot(w.canvas, named: "homepwner-confirm-remove-80x24")
        try w.press("Esc")
        #expect(vc.store.allItems.count == 5 && !FileManager.default.fileExists(atPath: storeURL.path))
        try w.press("d y")
        #expect(vc.store.allItems.map(\.name) == ["Rusty Guitar", "Squeaky Kettle", "Heavy Camera", "Heavy Camera"])
        #expect(try savedNames() == vc.store.allItems.map(\.name))
        #expect(vc.tableView.numberOfRows(inSection: 0) == 4)
        #expect(vc.statusText == "4 items · $70 in all")
    }

    @Test func newAppendsScrollsAndSaves() throws {
        let (w, vc) = try app()
        try w.press("n")
        #expect(vc.store.allItems.count == 26 && vc.store.allItems.last?.name == "Shiny Spork")
        #expect(try savedNames().last == "Shiny Spork")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 25, section: 0))
        #expect(vc.tableView.isMarkedChanged(IndexPath(row: 25, section: 0)))
        assertSnapshot(w.canvas, named: "homepwner-new-item-80x24")
        for _ in 0..<TableView.changeMarkTicks { w.send(.tick) }
        #expect(!vc.tableView.isMarkedChanged(IndexPath(row: 25, section: 0)))
    }

    /// UIKit's swipe to delete: `d` outside editing, confirmed, reaches `commit editingStyle`
    /// with no opt-in beyond implementing it; the reorder controls show while editing with
    /// no `canMoveRowAt`, because `moveRowAt` is implemented.
    @Test func deletingAndMovingNeedOnlyTheBooksTwoMethods() throws {
        let (w, vc) = try app(seed: 3)
        #expect(!vc.isEditing)
        try w.press("Down d")
        #expect(vc.tableView.indexPathForOpenRowActions == IndexPath(row: 1, section: 0))
        try w.press("y")
        #expect(try savedNames() == ["Rusty Guitar", "Squeaky Kettle"])
        try w.press("e")
        #expect(w.lines[3].hasSuffix("≡"))  // the reorder control
    }

    @Test func movingARowMovesTheItemInTheStore() throws {
        let (w, vc) = try app(seed: 4)
        try w.press("e J J")
        #expect(vc.store.allItems.map(\.name) == ["Shiny Camera", "Squeaky Kettle", "Rusty Guitar", "Heavy Camera"])
        #expect(try savedNames() == vc.store.allItems.map(\.name))
        try w.press("S-Up")
        #expect(try savedNames() == ["Shiny Camera", "Rusty Guitar", "Squeaky Kettle", "Heavy Camera"])
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func rowActionsRemoveAndRevalue() throws {
        let (w, vc) = try app(seed: 3)
        try w.press("Down a")
        assertSnapshot(w.canvas, named: "homepwner-row-actions-80x24")
        try w.press("Enter")  // Revalue, the default
        #expect(vc.store.allItems.map(\.name) == ["Rusty Guitar", "Shiny Camera", "Squeaky Kettle"])
        try w.press("a Left Enter Right Enter")  // Remove…, then Remove in its alert
        #expect(try savedNames() == ["Rusty Guitar", "Squeaky Kettle"])
    }

    @Test func theHeaderButtonsAreClickable() throws {
        let (w, vc) = try app(seed: 2)
        _ = w.screen
        // Under the bar, " [ Edit ]   …   [ New ] ": Edit at columns 1–8, New at 72–78.
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 3, y: 1))))
        #expect(vc.tableView.isEditing && vc.isEditing)
        #expect(w.lines[1].hasPrefix(" [ Done ]") && w.lines[1].hasSuffix("[ New ]"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 75, y: 1))))
        #expect(vc.store.allItems.count == 3)
        try w.press("e")
        #expect(!vc.tableView.isEditing)
    }

    @Test func hugeValuesAddUpWithoutTrappingAndShowAsTheTotalDoes() throws {
        let date = Date(timeIntervalSince1970: 1_736_568_482)
        let store = try ItemStore(
            fileURL: storeURL,
            seed: [
                Item(name: "Gold Mac", serialNumber: nil, valueInDollars: .max, dateCreated: date),
                Item(name: "Gold Lamp", serialNumber: nil, valueInDollars: .max, dateCreated: date),
            ], persists: false)
        let vc = ItemsViewController(store: store)
        let w = ScreenDriver(vc, size: Size(width: 80, height: 24))
        #expect(vc.statusText == "2 items · $18,446,744,073,709,551,614 in all")
        let text = w.screen
        #expect(text.contains("Gold Mac") && text.contains("$9,223,372,036,854,775,807"))
    }

    @Test func amountsAreFormattedOneWay() {
        #expect(ItemsViewController.dollars(0) == "$0")
        #expect(ItemsViewController.dollars(999) == "$999")
        #expect(ItemsViewController.dollars(1_000) == "$1,000")
        #expect(ItemsViewController.dollars(-99_999_999_999_999_999) == "-$99,999,999,999,999,999")
        #expect(ItemsViewController.dollars(Decimal(Int.max) * 3) == "$27,670,116,110,564,327,421")
    }

    @Test func theConfirmationShowsOnlyItsOwnKeys() throws {
        let (w, _) = try app(seed: 3)
        try w.press("e Down d")
        let help = w.keyBindings.map(\.help)
        #expect(help.contains("cancel") && !help.contains("new") && !help.contains("done"), "\(help)")
        try w.press("Esc")
        #expect(w.keyBindings.map(\.help).contains("new"))
    }

    /// The list's own keys (`e`, `n`) are rows of its action table, and both fit on the
    /// help line at 80 columns beside the table's.
    @Test func theHelpLineListsEditAndNew() throws {
        let (w, vc) = try app()
        #expect(
            String(w.lines.last ?? "")
                == "↑↓ move  Enter select  d/Del delete  a actions  e edit  n new  ? help  q quit")
        #expect(vc.keyActions.actions.prefix(2).map(\.name) == ["edit", "newItem"])
    }

    /// Runs `body` with the app's key remapping applied to ``KeyMaps/current``, then puts
    /// the standard maps back (tests run one at a time on the main actor).
    func withKeyMaps(_ change: (inout KeyMaps) -> Void, _ body: () throws -> Void) rethrows {
        let saved = KeyMaps.current
        defer { KeyMaps.current = saved }
        change(&KeyMaps.current)
        try body()
    }

    @Test func homepwnerWithViKeysAndWithoutQ() throws {
        try withKeyMaps({ maps in
            maps.window.quit.remap([.ctrl("c")])  // take q away
            maps.table.delete.remap([.character("x")])  // vi: x deletes
            maps.table.pageDown.remap([.pageDown, .ctrl("f")], label: "^F")
        }) {
            let (d, vc) = try app()
            #expect(String(d.lines.last ?? "").hasSuffix("? help  ^C quit"))
            try d.press("q")
            #expect(d.isRunning)  // q does nothing now
            try d.press("C-f")
            #expect(vc.tableView.contentOffset.y > 0)
            try d.press("e Down")
            #expect(d.window.keyBindings.contains { $0.keyLabel == "x" && $0.help == "delete" })
            try d.press("d")
            #expect(vc.tableView.indexPathForOpenRowActions == nil)  // d is no longer delete
            try d.press("x")
            #expect(vc.tableView.indexPathForOpenRowActions != nil)
            try d.press("Esc e C-c")
            #expect(!d.isRunning)
        }
    }
}

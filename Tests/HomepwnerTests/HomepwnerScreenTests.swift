import Foundation
import Testing
import TableKit
import HomepwnerCore
@testable import HomepwnerUI

/// Compares rendered text with `Snapshots/<name>.txt`; a missing snapshot (or any, with
/// `RECORD_SNAPSHOTS=1`) is written and the test fails, so that a person reads it first.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
                    filePath: String = #filePath) {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != "1", let expected = try? String(contentsOf: file, encoding: .utf8) {
        #expect(text + "\n" == expected, "snapshot \(name) differs:\n--- expected\n\(expected)--- actual\n\(text)\n", sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name) at \(file.path): review it and run the tests again", sourceLocation: sourceLocation)
}

/// The seed items shipped with the example.
let seedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Homepwner/Resources/items.json")

/// Homepwner's screens, driven by keys and clicks as a person would, checked as text and
/// against the store's file.
@MainActor
@Suite struct HomepwnerScreenTests {
    let directory: URL
    let storeURL: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("homepwner-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        storeURL = directory.appendingPathComponent("homepwner.json")
    }

    /// A window on a store seeded with `count` of the sample items; New appends "Shiny Spork".
    func app(seed count: Int = 25, size: Size = Size(width: 80, height: 24)) throws -> (Window, ItemsViewController) {
        let store = try ItemStore(fileURL: storeURL, seed: Array(try ItemStore.read(seedURL).prefix(count)))
        let vc = ItemsViewController(store: store) {
            Item(name: "Shiny Spork", serialNumber: "1A2B3", valueInDollars: 7,
                 dateCreated: Date(timeIntervalSince1970: 1_764_374_400))  // 2025-11-29
        }
        return (Window(rootViewController: vc, size: size), vc)
    }

    func press(_ w: Window, _ script: String) throws {
        for e in try KeyScript.parse(script) { w.send(e) }
    }

    func screen(_ w: Window) -> String { TextRenderer.render(w.render()) }

    func savedNames() throws -> [String] { try ItemStore.read(storeURL).map(\.name) }

    @Test func listAt80x24() throws {
        let (w, _) = try app()
        assertSnapshot(screen(w), named: "homepwner-80x24")
    }

    @Test func editingAsksBeforeRemoving() throws {
        let (w, vc) = try app(seed: 5)
        try press(w, "e Down Down d")
        assertSnapshot(screen(w), named: "homepwner-confirm-remove-80x24")
        try press(w, "Esc")
        #expect(vc.store.allItems.count == 5 && !FileManager.default.fileExists(atPath: storeURL.path))
        try press(w, "d y")
        #expect(vc.store.allItems.map(\.name) == ["Rusty Guitar", "Squeaky Kettle", "Heavy Camera", "Heavy Camera"])
        #expect(try savedNames() == vc.store.allItems.map(\.name))
        #expect(vc.tableView.numberOfRows(inSection: 0) == 4)
        #expect(vc.statusText == "4 items · $70 in all")
    }

    @Test func newAppendsScrollsAndSaves() throws {
        let (w, vc) = try app()
        try press(w, "n")
        #expect(vc.store.allItems.count == 26 && vc.store.allItems.last?.name == "Shiny Spork")
        #expect(try savedNames().last == "Shiny Spork")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 25, section: 0))
        #expect(vc.tableView.isMarkedChanged(IndexPath(row: 25, section: 0)))
        assertSnapshot(screen(w), named: "homepwner-new-item-80x24")
        for _ in 0..<TableView.changeMarkTicks { w.send(.tick) }
        #expect(!vc.tableView.isMarkedChanged(IndexPath(row: 25, section: 0)))
    }

    @Test func movingARowMovesTheItemInTheStore() throws {
        let (w, vc) = try app(seed: 4)
        try press(w, "e Down J J")
        #expect(vc.store.allItems.map(\.name) == ["Shiny Camera", "Squeaky Kettle", "Rusty Guitar", "Heavy Camera"])
        #expect(try savedNames() == vc.store.allItems.map(\.name))
        try press(w, "S-Up")
        #expect(try savedNames() == ["Shiny Camera", "Rusty Guitar", "Squeaky Kettle", "Heavy Camera"])
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func rowActionsRemoveAndRevalue() throws {
        let (w, vc) = try app(seed: 3)
        try press(w, "Down Down a")
        assertSnapshot(screen(w), named: "homepwner-row-actions-80x24")
        try press(w, "Left Enter")  // Revalue
        #expect(vc.store.allItems.map(\.name) == ["Rusty Guitar", "Shiny Camera", "Squeaky Kettle"])
        try press(w, "a Enter")  // Remove
        #expect(try savedNames() == ["Rusty Guitar", "Squeaky Kettle"])
    }

    @Test func theHeaderButtonsAreClickable() throws {
        let (w, vc) = try app(seed: 2)
        _ = screen(w)
        // " Homepwner   [ Edit ]  [ New ]": Edit at columns 13–20, New at 23–29.
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 15, y: 0))))
        #expect(vc.tableView.isEditing)
        #expect(screen(w).hasPrefix(" Homepwner   [ Done ]  [ New ]"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 25, y: 0))))
        #expect(vc.store.allItems.count == 3)
        try press(w, "e")
        #expect(!vc.tableView.isEditing)
    }

    @Test func hugeValuesAddUpWithoutTrappingAndShowAsTheTotalDoes() throws {
        let date = Date(timeIntervalSince1970: 1_736_568_482)
        let store = try ItemStore(fileURL: storeURL, seed: [
            Item(name: "Gold Mac", serialNumber: nil, valueInDollars: .max, dateCreated: date),
            Item(name: "Gold Lamp", serialNumber: nil, valueInDollars: .max, dateCreated: date),
        ], persists: false)
        let vc = ItemsViewController(store: store)
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 24))
        #expect(vc.statusText == "2 items · $18,446,744,073,709,551,614 in all")
        let text = screen(w)
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
        try press(w, "e Down d")
        let help = w.keyBindings.map(\.help)
        #expect(help.contains("cancel") && !help.contains("new item") && !help.contains("done"), "\(help)")
        try press(w, "Esc")
        #expect(w.keyBindings.map(\.help).contains("new item"))
    }
}

import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport
import Testing

@testable import HomepwnerUI

/// Homepwner's row actions: Enter runs the harmless default (Revalue), and removing always
/// asks to confirm, as docs/SAMPLES.md and `--help` say; at 80×24 and at the smallest screen
/// where the strip and the alert fit.
@MainActor
@Suite struct HomepwnerRowActionTests {
    let storeURL = URL(fileURLWithPath: TemporaryFiles.unusedPath(prefix: "homepwner-actions", extension: "json"))

    func app(size: Size) throws -> (ScreenDriver, ItemsViewController) {
        try homepwnerApp(store: storeURL, seed: 3, size: size)
    }

    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 10)]

    @Test(arguments: sizes)
    func theDefaultRowActionIsNotDestructive(size: Size) throws {
        let (w, vc) = try app(size: size)
        try w.press("a")
        #expect(vc.tableView.openRowActionTitles == ["Revalue", "Remove…"])
        try w.press("Enter")
        #expect(vc.store.allItems.count == 3)
        #expect(vc.tableView.indexPathForOpenRowActions == nil)
    }

    @Test(arguments: sizes)
    func removeAsksFirstAndEnterOrEscInTheAlertKeepsTheItem(size: Size) throws {
        for dismiss in ["Enter", "Esc"] {
            let (w, vc) = try app(size: size)
            let name = vc.store.allItems[0].name
            try w.press("a Left Enter")
            #expect(vc.store.allItems.count == 3)
            #expect(w.screen.contains("Remove \(name.prefix(size.width / 3))"))
            #expect(w.screen.contains("Cancel"))
            try w.press(dismiss)
            #expect(vc.store.allItems.count == 3, "\(dismiss) chose Cancel")
            #expect(!w.screen.contains("Cancel"))
        }
    }

    @Test func removeInTheAlertRemovesAndSaves() throws {
        let (w, vc) = try app(size: Size(width: 80, height: 24))
        let name = vc.store.allItems[0].name
        try w.press("a Left Enter")
        assertSnapshot(w.canvas, named: "homepwner-remove-confirm-80x24")
        try w.press("Right Enter")
        #expect(!vc.store.allItems.map(\.name).contains(name))
        #expect(try !ItemStore.read(storeURL).map(\.name).contains(name))
    }
}

/// Esc leaves editing mode, innermost first: an open delete confirmation
/// closes, then editing ends through `setEditing(false, animated:)`, so the header's
/// Done button reads Edit again; the help line says so while editing.
@MainActor
@Suite struct HomepwnerEscEndsEditingTests {
    @Test func escClosesTheConfirmationThenEndsEditing() throws {
        let url = URL(fileURLWithPath: TemporaryFiles.unusedPath(prefix: "homepwner-esc", extension: "json"))
        defer { try? FileManager.default.removeItem(at: url) }
        let (w, vc) = try homepwnerApp(store: url, seed: 3, size: Size(width: 80, height: 24))
        try w.press("e")
        #expect(vc.isEditing && vc.editButton?.title == "Done")
        #expect(w.window.helpBindings.contains { $0.label == "Esc" && $0.help == "end editing" })
        try w.press("d")
        #expect(vc.tableView.indexPathForOpenRowActions != nil)
        try w.press("Esc")
        #expect(vc.tableView.indexPathForOpenRowActions == nil && vc.isEditing)
        try w.press("Esc")
        #expect(!vc.isEditing && !vc.tableView.isEditing && vc.editButton?.title == "Edit")
        #expect(w.screen.contains("Edit") && !w.screen.contains("Done"))
        #expect(vc.store.allItems.count == 3)
        #expect(!w.window.helpBindings.contains { $0.help == "end editing" })
    }
}

import Foundation
import HomepwnerCore
import TableKit
import Testing

@testable import HomepwnerUI

#if canImport(Glibc)
import Glibc
import TableKitTestSupport
#endif

/// What the screen says when the store cannot save or cannot be written: the reason on the
/// status line (whole at 80 columns) until a save succeeds, a question before `q` loses
/// changes, and a read-only store that shows its items and refuses changes.
@MainActor
@Suite struct HomepwnerSavingTests {
    let directory: URL
    let storeURL: URL

    init() throws { (directory, storeURL) = try temporaryStore("homepwner-saving") }

    func app(seed count: Int = 3, width: Int = 80) throws -> (ScreenDriver, ItemsViewController) {
        try homepwnerApp(store: storeURL, seed: count, size: Size(width: width, height: 24))
    }

    @Test(arguments: [
        (ENOSPC, StoreWriter.Step.write, "Not saved: No space left on device. Retried on the next change and on quit."),
        (EACCES, StoreWriter.Step.create, "Not saved: Permission denied. Retried on the next change and on quit."),
    ])
    func aFailedSaveIsShownWithItsReasonUntilASaveSucceeds(code: Int32, step: StoreWriter.Step, status: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        vc.store.writer = .failing(code, at: step)
        try w.press("n")
        #expect(statusLine(w) == status)  // whole, at 80 columns
        #expect(vc.tableView.numberOfRows(inSection: 0) == 4)
        try w.press("Down Up e e")  // moving about and other keys keep it shown
        #expect(statusLine(w) == status)
        try w.press("n")
        #expect(statusLine(w) == status)
        vc.store.writer = .system
        try w.press("n")  // the next change writes all three
        #expect(statusLine(w) == "6 items · $138 in all")
        #expect(try ItemStore.read(storeURL).count == 6)
    }

    @Test func aNarrowScreenKeepsTheReasonAndDropsTheAdvice() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app(width: 50)
        vc.store.writer = .failing(ENOSPC, at: .write)
        try w.press("n")
        #expect(statusLine(w) == "Not saved: No space left on device.")
    }

    @Test func quittingWithUnsavedChangesAsksRetryQuitOrStay() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        vc.store.writer = .failing(ENOSPC, at: .write)
        try w.press("n q")
        #expect(w.isRunning && w.modalViews.count == 1)
        assertSnapshot(w.canvas, named: "homepwner-unsaved-quit-80x24")
        try w.press("Esc")  // Stay
        #expect(w.isRunning && w.modalViews.isEmpty && vc.store.hasUnsavedChanges)
        try w.press("q Enter")  // Retry, still failing: asked again
        #expect(w.isRunning && w.modalViews.count == 1)
        vc.store.writer = .system
        try w.press("Enter")  // Retry works: saved, then quit
        #expect(!w.isRunning && !vc.store.hasUnsavedChanges)
        #expect(try ItemStore.read(storeURL).count == 4)
    }

    @Test func qInTheUnsavedChangesQuestionDoesNothingSoNothingIsLostSilently() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        vc.store.writer = .failing(ENOSPC, at: .write)
        try w.press("n q q")  // the second q lands in the question, which has Quit and lose them
        #expect(w.isRunning && w.modalViews.count == 1 && !vc.discardsUnsavedChanges)
        #expect(!w.window.helpBindings.contains { $0.label == "q" })  // help: ^C quit only
    }

    @Test func quitAndLoseThemQuitsWithoutSaving() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        vc.store.writer = .failing(EACCES, at: .create)
        try w.press("n q Right Enter")
        #expect(!w.isRunning && vc.discardsUnsavedChanges)
        #expect(!FileManager.default.fileExists(atPath: storeURL.path))
    }

    @Test func quittingWithEverythingSavedDoesNotAsk() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, _) = try app()
        try w.press("n q")
        #expect(!w.isRunning && w.modalViews.isEmpty)
    }

    @Test func aFailedSaveIsRetriedAtQuitAndQuitsWhenItWorks() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        vc.store.writer = .failing(ENOSPC, at: .write)
        try w.press("n")
        vc.store.writer = .system
        try w.press("q")
        #expect(try !w.isRunning && w.modalViews.isEmpty && ItemStore.read(storeURL).count == 4)
    }

    @Test func aReadOnlyStoreShowsItsItemsAndRefusesChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try ItemStore(fileURL: storeURL, seed: Array(try ItemStore.read(seedURL).prefix(3))).save()
        #expect(chmod(storeURL.path, 0o444) == 0)
        let bytes = try Data(contentsOf: storeURL)
        let (w, vc) = try app()
        #expect(statusLine(w) == "Read-only: the file is read-only · 3 items · $117 in all")
        let refused = "Not changed: read-only store (the file is read-only)."
        try w.press("n")
        #expect(statusLine(w) == refused && vc.tableView.numberOfRows(inSection: 0) == 3)
        try w.press("e Down J")
        #expect(
            statusLine(w) == refused
                && vc.store.allItems.map(\.name) == ["Rusty Guitar", "Shiny Camera", "Squeaky Kettle"])
        try w.press("d y")
        #expect(statusLine(w) == refused && vc.tableView.numberOfRows(inSection: 0) == 3)
        try w.press("e Down a Enter")  // Revalue, the default row action
        #expect(
            try statusLine(w) == refused
                && vc.store.allItems[2].valueInDollars == ItemStore.read(seedURL)[2].valueInDollars)
        #expect(try Data(contentsOf: storeURL) == bytes)
        try w.press("q")  // nothing unsaved: quits
        #expect(!w.isRunning)
    }
}

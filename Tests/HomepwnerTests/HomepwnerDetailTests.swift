import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport
import Testing

@testable import HomepwnerUI

#if canImport(Glibc)
import Glibc
#endif

/// The item's screen: Enter on a row pushes it, every edit is saved through the store at
/// once, an invalid value is refused with a message, and the list shows the edits.
@MainActor
@Suite struct HomepwnerDetailTests {
    let directory: URL
    let storeURL: URL

    init() throws { (directory, storeURL) = try temporaryStore("homepwner-detail") }

    func app(seed count: Int = 3) throws -> (ScreenDriver, ItemsViewController) {
        try homepwnerApp(store: storeURL, seed: count, size: Size(width: 80, height: 24))
    }

    func detail(_ vc: ItemsViewController) throws -> DetailViewController {
        try #require(vc.navigationController?.topViewController as? DetailViewController)
    }

    @Test func enterOnAnItemPushesItsScreenWithTheFieldsFilledIn() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        try w.press("Down Enter")
        let screen = try detail(vc)
        #expect(screen.item.name == "Shiny Camera")
        #expect(screen.nameField.isEditing)  // typing goes to the name at once
        assertSnapshot(w.canvas, named: "homepwner-detail-80x24")
        #expect(!FileManager.default.fileExists(atPath: storeURL.path))  // looking changes nothing
    }

    @Test func editsAreSavedAsTypedAndTheListShowsThemAfterGoingBack() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        try w.press("Enter C-u 'Banjo'")
        #expect(try ItemStore.read(storeURL)[0].name == "Banjo")  // saved on the change, not on leaving
        try w.press("Tab C-u Tab C-u '1,200'")
        let saved = try ItemStore.read(storeURL)[0]
        #expect(saved.name == "Banjo" && saved.serialNumber == nil && saved.valueInDollars == 1_200)
        #expect(statusLine(w) == "Saved as you type · Esc stops editing, Esc again goes back")
        try w.press("Esc")
        #expect(statusLine(w) == "Saved as you type")
        #expect(vc.navigationController?.topViewController is DetailViewController)
        try w.press("Esc")
        #expect(vc.navigationController?.topViewController === vc)
        #expect(w.lines[3].hasPrefix(" Banjo") && w.lines[3].hasSuffix("$1,200"))
        #expect(w.lines[4].hasPrefix(" no serial · "))
        #expect(vc.statusText == "3 items · $1,279 in all")
    }

    @Test(arguments: ["12.5", "-3", "", "abc", "1,2", "$", "99999999999999999999", "٣"])
    func anInvalidValueIsRefusedWithAMessageAndNotSaved(value: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        try w.press("Enter Tab Tab C-u")
        if !value.isEmpty { w.send(.paste(value)) }
        let screen = try detail(vc)
        #expect(screen.valueIsInvalid)
        // A number past Int.max is said to be too large, not "not a whole number".
        #expect(
            statusLine(w)
                == (value == "99999999999999999999"
                    ? "Value not saved: it is too large (at most $9,223,372,036,854,775,807)."
                    : "Value not saved: it must be a whole number of dollars, 0 or more."))
        #expect(screen.item.valueInDollars == 38)
        // A name change still saves; the refused value does not.
        try w.press("S-Tab S-Tab C-u 'Lute'")
        let saved = try ItemStore.read(storeURL)[0]
        #expect(saved.name == "Lute" && saved.valueInDollars == 38)
        try w.press("Esc Esc")
        #expect(w.lines[3].hasPrefix(" Lute") && w.lines[3].hasSuffix("$38"))
    }

    @Test(arguments: [
        ("0", 0), ("38", 38), (" 120 ", 120), ("$7", 7), ("1,200", 1_200), ("$12,345,678", 12_345_678),
        ("9223372036854775807", Int.max),
    ])
    func validValues(text: String, dollars: Int) {
        #expect(DollarValue.parse(text) == dollars)
    }

    @Test(arguments: [
        "", " ", "-1", "+1", "1.0", "1e3", "12,34", ",100", "1,0000", "$$1", "9223372036854775808", "１２", "٣",
    ])
    func invalidValues(text: String) {
        #expect(DollarValue.parse(text) == nil)
        #expect(DollarValue.isTooLarge(text) == (text == "9223372036854775808"))
    }

    @Test(arguments: ["99999999999999999999", "$99,999,999,999,999,999,999", " 9223372036854775808 "])
    func aNumberPastIntMaxIsTooLarge(text: String) {
        #expect(DollarValue.parse(text) == nil && DollarValue.isTooLarge(text))
        #expect(DollarValue.refusal(text) == "it is too large (at most $9,223,372,036,854,775,807)")
    }

    @Test func aFailedSaveIsShownAndTheEditKeptForTheNextSave() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try app()
        try w.press("Enter")
        vc.store.writer = .failing(ENOSPC, at: .write)
        try w.press("'!'")
        #expect(statusLine(w) == "Not saved: No space left on device. Retried on the next change and on quit.")
        #expect(vc.store.hasUnsavedChanges && vc.store.allItems[0].name == "Rusty Guitar!")
        vc.store.writer = .system
        try w.press("'!'")
        #expect(try ItemStore.read(storeURL)[0].name == "Rusty Guitar!!")
        #expect(statusLine(w) == "Saved as you type · Esc stops editing, Esc again goes back")
    }

    @Test func aReadOnlyStoreShowsTheItemWithTheFieldsDisabled() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try ItemStore(fileURL: storeURL, seed: Array(try ItemStore.read(seedURL).prefix(3))).save()
        #expect(chmod(storeURL.path, 0o444) == 0)
        let bytes = try Data(contentsOf: storeURL)
        let (w, vc) = try app()
        try w.press("Enter")
        let screen = try detail(vc)
        #expect(!screen.nameField.isEnabled && !screen.nameField.isEditing)
        try w.press("'x' Tab 'y'")
        #expect(screen.nameField.text == "Rusty Guitar" && screen.item.name == "Rusty Guitar")
        #expect(statusLine(w) == "Read-only: the file is read-only")
        #expect(try Data(contentsOf: storeURL) == bytes)
        try w.press("Esc")
        #expect(vc.navigationController?.topViewController === vc)
    }
}

/// A screen too short for the whole form (20×6): the form scrolls so the field
/// with the keyboard is always on screen, and what is typed is seen where it goes.
@MainActor
@Suite struct HomepwnerDetailSmallScreenTests {
    @Test func tabScrollsTheFormSoTheFieldWithTheKeyboardIsShown() throws {
        let directory = try TemporaryFiles.directory(prefix: "homepwner-small")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try homepwnerApp(
            store: directory.appendingPathComponent("h.json"), seed: 3, size: Size(width: 20, height: 6))
        try w.press("Enter")
        #expect(w.screen.contains("Name"))
        try w.press("Tab")
        #expect(w.screen.contains("Serial"))
        try w.press("Tab '7'")
        let screen = try #require(vc.navigationController?.topViewController as? DetailViewController)
        #expect(screen.valueField.isEditing && screen.valueField.text == "387")
        #expect(w.lines.contains { $0.contains("Value") && $0.contains("387") }, "\(w.screen)")
        try w.press("S-Tab S-Tab")
        #expect(w.lines.contains { $0.contains("Name") }, "\(w.screen)")
        #expect(!w.screen.contains("Value"))
    }
}

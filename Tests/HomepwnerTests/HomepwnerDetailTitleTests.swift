import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport
import Testing

@testable import HomepwnerUI

/// The item's screen is titled by the item's name: renamed, the title follows as it is
/// typed (each edit is saved at once, and the book's `item` sets the title in its
/// `didSet`), and the screen opened again after going back shows the new name.
@MainActor
@Suite struct HomepwnerDetailTitleTests {
    let directory: URL
    let storeURL: URL

    init() throws { (directory, storeURL) = try temporaryStore("homepwner-title") }

    @Test func theTitleFollowsTheNameAsItIsTyped() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try homepwnerApp(store: storeURL, seed: 3, size: Size(width: 40, height: 10))
        try w.press("Enter")
        #expect(w.lines[0] == "‹ Homepwner   Rusty Guitar")
        try w.press("C-u 'Banjo'")
        let detail = try #require(vc.navigationController?.topViewController as? DetailViewController)
        #expect(detail.title == "Banjo")
        #expect(w.lines[0] == "‹ Homepwner      Banjo")
    }

    @Test func theScreenOpenedAgainAfterARenameShowsTheNewName() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try homepwnerApp(store: storeURL, seed: 3, size: Size(width: 40, height: 10))
        try w.press("Enter C-u 'Banjo' Esc Esc")
        #expect(vc.navigationController?.topViewController === vc)
        try w.press("Enter")
        let detail = try #require(vc.navigationController?.topViewController as? DetailViewController)
        #expect(detail.item.name == "Banjo" && detail.title == "Banjo")
        #expect(w.lines[0] == "‹ Homepwner      Banjo")
    }
}

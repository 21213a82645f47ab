import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport
import Testing

@testable import HomepwnerUI

/// The terminal growing from 20×6 to 80×24 after scrolling (a fresh user's report): the
/// content offset is clamped as UIKit's scroll view clamps it when its bounds grow, so no
/// empty space is left below the rows, and the table header view (Edit, New) shows again
/// when every row fits.
@MainActor
@Suite struct HomepwnerResizeTests {
    let directory: URL
    let storeURL: URL

    init() throws { (directory, storeURL) = try temporaryStore("homepwner-resize") }

    @Test(arguments: [(5, "Down Down"), (5, "G"), (8, "Down Up"), (8, "G"), (9, "G"), (25, "G"), (25, "Down Up")])
    func growingClampsTheOffsetAndShowsTheHeaderWhenEverythingFits(seed: Int, keys: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (w, vc) = try homepwnerApp(store: storeURL, seed: seed, size: Size(width: 20, height: 6))
        try w.press(keys)
        #expect(vc.tableView.contentOffset.y > 0)  // the header view scrolled away at 20×6
        for height in 7...24 {
            w.send(.resize(Size(width: 20 + 3 * (height - 6) + 6, height: height)))
            _ = w.screen
        }
        w.send(.resize(Size(width: 80, height: 24)))
        let table = vc.tableView
        let lines = w.lines
        #expect(table.contentOffset.y <= table.maximumContentOffset)
        if table.contentSize.height <= table.bounds.height {
            #expect(table.contentOffset.y == 0)
            #expect(lines[1].hasPrefix(" [ Edit ]") && lines[1].hasSuffix("[ New ]"))
        } else {
            // No empty line between the last row shown and the status line.
            #expect(!lines[lines.count - 3].trimmingCharacters(in: .whitespaces).isEmpty)
        }
    }
}

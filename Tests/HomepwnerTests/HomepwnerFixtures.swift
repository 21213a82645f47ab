import Foundation
import HomepwnerCore
import TableKit
import TableKitTestSupport

@testable import HomepwnerUI

/// The seed items shipped with the example.
let seedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Homepwner/Resources/items.json")

/// The items screen on a store at `store` seeded with the first `count` sample items, in a
/// navigation controller (as the app shows it) in a driver of `size`; New appends "Shiny
/// Spork" (2025-11-29), so screens are reproducible.
@MainActor
func homepwnerApp(store url: URL, seed count: Int, size: Size) throws -> (ScreenDriver, ItemsViewController) {
    let store = try ItemStore(fileURL: url, seed: Array(try ItemStore.read(seedURL).prefix(count)))
    let vc = ItemsViewController(store: store) {
        Item(
            name: "Shiny Spork", serialNumber: "1A2B3", valueInDollars: 7,
            dateCreated: Date(timeIntervalSince1970: 1_764_374_400))  // 2025-11-29
    }
    return (ScreenDriver(NavigationController(rootViewController: vc), size: size), vc)
}

/// A new empty folder `prefix-UUID` under the temporary directory and the store path
/// `homepwner.json` inside it: each test suite instance gets its own.
func temporaryStore(_ prefix: String) throws -> (directory: URL, storeURL: URL) {
    let directory = try TemporaryFiles.directory(prefix: prefix)
    return (directory, directory.appendingPathComponent("homepwner.json"))
}

/// A homepwner screen's status line: the second line from the bottom, trimmed.
@MainActor
func statusLine(_ w: ScreenDriver) -> String {
    let lines = w.lines
    return lines[lines.count - 2].trimmingCharacters(in: .whitespaces)
}

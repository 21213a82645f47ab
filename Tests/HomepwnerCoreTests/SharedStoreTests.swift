import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// `BNRItemStore.sharedStore`, the book's singleton: opened once by the app, replaced or
/// reset by tests. The only suite that touches the shared store, and serialized.
@MainActor
@Suite(.serialized) struct SharedStoreTests {
    let dir: URL
    let file: URL

    init() throws {
        dir = try TemporaryFiles.directory(prefix: "homepwner-shared")
        file = dir.appendingPathComponent("homepwner.json")
    }

    @Test func openingMakesTheStoreTheSharedOneAndResettingLeavesNone() throws {
        defer {
            BNRItemStore.setSharedStore(nil)
            try? FileManager.default.removeItem(at: dir)
        }
        let seed = [Item(name: "Laptop", serialNumber: "A1", valueInDollars: 900)]
        let store = try BNRItemStore.openSharedStore(fileURL: file, seed: seed)
        #expect(BNRItemStore.hasSharedStore)
        #expect(BNRItemStore.sharedStore === store)
        #expect(BNRItemStore.sharedStore.allItems.map(\.name) == ["Laptop"])
        try BNRItemStore.sharedStore.createItem()
        #expect(try ItemStore.read(file).count == 2)
        BNRItemStore.setSharedStore(nil)
        #expect(!BNRItemStore.hasSharedStore)
    }

    /// Opening again replaces the shared store, releasing the old one first: its lock on
    /// the same file does not refuse the new one (when nothing else holds the old store).
    @Test func openingAgainReplacesTheSharedStoreOnTheSameFile() throws {
        defer {
            BNRItemStore.setSharedStore(nil)
            try? FileManager.default.removeItem(at: dir)
        }
        try BNRItemStore.openSharedStore(fileURL: file).createItem()
        let items = BNRItemStore.sharedStore.allItems
        #expect(items.count == 1)
        let second = try BNRItemStore.openSharedStore(fileURL: file)
        #expect(BNRItemStore.sharedStore === second)
        #expect(second.allItems.map(\.name) == items.map(\.name))  // read back from the file
    }

    /// A test injects its own store; `setSharedStore(nil)` puts the shared state back.
    @Test func aTestInjectsAStoreThatNeverPersists() throws {
        defer { BNRItemStore.setSharedStore(nil) }
        let store = try ItemStore(fileURL: file, seed: [], persists: false)
        BNRItemStore.setSharedStore(store)
        #expect(BNRItemStore.sharedStore === store)
        try BNRItemStore.sharedStore.createItem()
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}

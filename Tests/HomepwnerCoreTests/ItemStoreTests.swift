import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// The seed items shipped with the example (Examples/Homepwner/Resources/items.json).
let seedURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Homepwner/Resources/items.json")

@Suite struct ItemStoreTests {
    @Test func seedFileDecodesAllItems() throws {
        let items = try ItemStore.read(seedURL)
        #expect(items.count == 25)
        #expect(items[0].name == "Rusty Guitar" && items[0].serialNumber == "9G2L2" && items[0].valueInDollars == 38)
        #expect(items[0].dateCreated == ISO8601DateFormatter().date(from: "2025-01-11T04:08:02Z"))
    }

    @Test func everyChangeIsSavedAndReadBack() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("nested/homepwner.json")
        let store = try ItemStore(fileURL: file, seed: try ItemStore.read(seedURL))
        #expect(!FileManager.default.fileExists(atPath: file.path))  // nothing written before a change
        let created = try store.createItem()
        try store.moveItem(from: 25, to: 0)
        try store.removeItem(store.allItems[1])
        var edited = created
        edited.valueInDollars = 7
        try store.updateItem(edited)
        let reread = try ItemStore(fileURL: file, persists: false)  // the first one holds the lock
        #expect(reread.allItems.count == 25)
        #expect(zip(reread.allItems, store.allItems).allSatisfy { $0.hasSameContent(as: $1) })
        #expect(reread.allItems[0].valueInDollars == 7 && reread.allItems[0].name == created.name)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .sorted()
        #expect(leftovers == [".homepwner.json.lock", "homepwner.json"])  // no temporary files; the lock stays
        withExtendedLifetime(store) {}
    }

    @Test func randomItemsLookLikeTheSeed() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let item = Item.random(using: &rng)
            let words = item.name.split(separator: " ").map(String.init)
            #expect(words.count == 2 && Item.adjectives.contains(words[0]) && Item.nouns.contains(words[1]))
            #expect((0...99).contains(item.valueInDollars))
            let serial = Array(item.serialNumber ?? "")
            #expect(
                serial.count == 5 && serial[0].isNumber && serial[1].isLetter && serial[2].isNumber
                    && serial[3].isLetter && serial[4].isNumber)
        }
    }

    @Test func defaultPathFollowsXDGDataHome() {
        #expect(
            ItemStore.defaultFileURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"]).path
                == "/data/tablekit/homepwner.json")
        #expect(
            ItemStore.defaultFileURL(environment: ["HOME": "/home/u"]).path
                == "/home/u/.local/share/tablekit/homepwner.json")
        #expect(
            ItemStore.defaultFileURL(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.local/share/tablekit/homepwner.json")
    }

    @Test func malformedStoreThrowsWithLineAndColumnAndIsNeverOverwritten() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        let text =
            "[\n  {\"name\": \"Tiny Bear\", \"valueInDollars\": 5, \"dateCreated\": \"2025-01-21T21:24:12Z\"}\n  {\"name\": \"x\"}\n]"
        try Data(text.utf8).write(to: file)
        do {
            _ = try ItemStore(fileURL: file)
            Issue.record("a malformed store must not open")
        } catch {
            guard case let .corrupt(path, line, column, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(path == file.path && line == 3 && column != nil)
            #expect(error.description.hasPrefix("\(file.path):3:"))  // FILE:LINE:COLUMN: what
        }
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    @Test func wellFormedJSONWithAMissingFieldNamesTheItem() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        try Data(#"[{"name": "Tiny Bear", "dateCreated": "2025-01-21T21:24:12Z"}]"#.utf8).write(to: file)
        #expect(
            throws: ItemStoreError.corrupt(
                path: file.path, line: nil, column: nil, reason: "item 0: missing \"valueInDollars\"")
        ) {
            try ItemStore(fileURL: file)
        }
    }

    @Test func unreadableStoreThrowsAndNamesThePath() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)  // a directory, not a file
        do {
            _ = try ItemStore(fileURL: file)
            Issue.record("a directory must not open as a store")
        } catch {
            #expect(error == .unreadable(path: file.path, reason: "it is a directory, not a file"))
        }
    }
}

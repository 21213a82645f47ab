import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// Opening a store: a file of 0 bytes is an empty store (a garbage file stays an error),
/// and a store given in a folder that does not exist is refused, never made.
@Suite struct StoreOpeningTests {
    let dir: URL
    let file: URL

    init() throws {
        dir = try TemporaryFiles.directory(prefix: "homepwner")
        file = dir.appendingPathComponent("homepwner.json")
    }

    @Test(arguments: ["", "\n", "  \r\n\t"])
    func anEmptyFileIsAnEmptyStoreThatSavesNormally(text: String) throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(text.utf8).write(to: file)
        let store = try ItemStore(fileURL: file, seed: [Item(name: "Seeded", serialNumber: nil, valueInDollars: 1)])
        #expect(store.allItems.isEmpty)  // the file exists: the seed is not used
        try store.createItem()
        #expect(try ItemStore.read(file).count == 1)
    }

    @Test(arguments: ["garbage\n", "[", "{}", "\u{0}"])
    func aFileWithGarbageIsStillCorruptAndKept(text: String) throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(text.utf8).write(to: file)
        #expect {
            _ = try ItemStore(fileURL: file)
        } throws: { error in
            guard case .corrupt(let path, _, _, _) = error as? ItemStoreError else { return false }
            return path == file.path
        }
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    @Test func aStoreInAMissingFolderIsRefusedAndTheFolderIsNotMade() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let folder = dir.appendingPathComponent("missing/deeper")
        let store = folder.appendingPathComponent("homepwner.json")
        let expected = ItemStoreError.missingFolder(path: store.path, folder: folder.path)
        #expect(throws: expected) {
            _ = try ItemStore(fileURL: store, createsDirectory: false)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing").path))
        #expect(
            expected.description
                == "Cannot open the item store at \(store.path): the folder \(folder.path) does not exist; make it first or choose another --store."
        )
    }

    /// `--print` only reads: a store in a missing folder shows the seed, and nothing is made.
    @Test func aStoreThatDoesNotPersistInAMissingFolderStartsFromTheSeed() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("missing/homepwner.json")
        let seed = [Item(name: "Seeded", serialNumber: nil, valueInDollars: 1)]
        #expect(
            try ItemStore(fileURL: store, seed: seed, persists: false, createsDirectory: false).allItems.map(\.name)
                == ["Seeded"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("missing").path))
    }

    @Test func theDefaultFilesFolderIsStillMade() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = dir.appendingPathComponent("data/tablekit/homepwner.json")
        try ItemStore(fileURL: store, createsDirectory: true).createItem()
        #expect(try ItemStore.read(store).count == 1)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

#if canImport(Glibc)
import Glibc
#endif

/// A save that fails (a full disk, a permission, an I/O error; injected through
/// ``StoreWriter``) loses nothing: the change stays in memory, the old file is untouched
/// and no temporary file is left, the store says what failed until a save works, and the
/// next change (or ``ItemStore/save()``, as on quit) writes everything.
@Suite struct SaveFailureTests {
    @Test(arguments: [
        (ENOSPC, StoreWriter.Step.write, "No space left on device"),
        (EACCES, StoreWriter.Step.create, "Permission denied"),
        (EIO, StoreWriter.Step.write, "Input/output error"),
        (EIO, StoreWriter.Step.sync, "Input/output error"),
    ])
    func aFailedSaveKeepsTheChangeAndTheNextChangeWritesEverything(code: Int32, step: StoreWriter.Step, reason: String)
        throws
    {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        let store = try ItemStore(fileURL: file, seed: Array(try ItemStore.read(seedURL).prefix(2)))
        try store.createItem()
        let bytes = try Data(contentsOf: file)
        store.writer = .failing(code, at: step)
        for _ in 0..<3 {
            do {
                try store.createItem()
                Issue.record("the injected writer did not fail")
            } catch {
                guard case let .saveFailed(path, _, why) = error else {
                    Issue.record("wrong error \(error)")
                    return
                }
                #expect(path == file.path && why == reason)
                #expect(error.reason == reason)
            }
        }
        #expect(store.allItems.count == 6 && store.hasUnsavedChanges)
        #expect(store.lastSaveError?.reason == reason)
        #expect(try Data(contentsOf: file) == bytes)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                ".homepwner.json.lock", "homepwner.json",
            ])
        store.writer = .system  // space freed, permission given back
        try store.moveItem(from: 0, to: 5)
        #expect(!store.hasUnsavedChanges && store.lastSaveError == nil)
        let saved = try ItemStore.read(file)
        #expect(saved.count == 6 && zip(saved, store.allItems).allSatisfy { $0.hasSameContent(as: $1) })
    }

    @Test func aRetryWithoutAChangeSavesWhatWaits() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        let store = try ItemStore(fileURL: file, seed: [])
        store.writer = .failing(ENOSPC, at: .write)
        #expect(throws: ItemStoreError.self) { try store.createItem() }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(throws: ItemStoreError.self) { try store.save() }
        #expect(store.hasUnsavedChanges)
        store.writer = .system
        try store.save()
        #expect(try ItemStore.read(file).count == 1 && !store.hasUnsavedChanges)
    }

    @Test func reasonsAreShortAndCarryNoPath() {
        #expect(
            ItemStoreError.saveFailed(path: "/p", step: "writing /p.tmp", reason: "No space left on device").reason
                == "No space left on device")
        #expect(ItemStoreError.inUse(path: "/p", pid: 42).reason == "in use by another homepwner (pid 42)")
        #expect(ItemStoreError.readOnly(path: "/p", reason: "the file is read-only.").reason == "the file is read-only")
    }
}

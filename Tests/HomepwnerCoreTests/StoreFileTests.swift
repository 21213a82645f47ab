import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

#if canImport(Glibc)
import Glibc
#endif

/// What a save does to the file it replaces: a symbolic link stays a link and its target
/// gets the items; permissions, owner and group are kept; a read-only file (or one made
/// read-only while the store is open) is never replaced, and a read-only store opens for
/// viewing and refuses changes.
@Suite struct StoreFileTests {
    let dir: URL
    let file: URL

    init() throws {
        dir = try TemporaryFiles.directory(prefix: "homepwner")
        file = dir.appendingPathComponent("homepwner.json")
    }

    func status(_ url: URL) -> stat {
        var st = stat()
        #expect(stat(url.path, &st) == 0)
        return st
    }

    func seed(_ count: Int) throws -> [Item] { Array(try ItemStore.read(seedURL).prefix(count)) }

    @Test func savingThroughASymbolicLinkUpdatesTheTargetAndKeepsTheLink() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let data = dir.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let target = data.appendingPathComponent("real.json")
        try ItemStore(fileURL: target, seed: try seed(2)).save()
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "data/real.json")
        let store = try ItemStore(fileURL: file, seed: [])
        #expect(store.allItems.count == 2)
        try store.createItem()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "data/real.json")
        #expect(try ItemStore.read(target).count == 3)
        // Temporary files and the lock live beside the target, not beside the link.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: data.path).sorted() == [".real.json.lock", "real.json"])
        withExtendedLifetime(store) {}
    }

    @Test func aDanglingLinkGetsItsTargetCreated() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "later.json")
        let store = try ItemStore(fileURL: file, seed: try seed(1))
        try store.createItem()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "later.json")
        #expect(try ItemStore.read(dir.appendingPathComponent("later.json")).count == 2)
        withExtendedLifetime(store) {}
    }

    @Test func aLoopOfLinksIsReportedNotFollowedForever() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("b.json").path, withDestinationPath: "homepwner.json")
        #expect(throws: ItemStoreError.unreadable(path: file.path, reason: "Too many levels of symbolic links")) {
            try ItemStore(fileURL: file, seed: [])
        }
    }

    @Test func permissionsOwnerAndGroupAreKeptAcrossTheReplace() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try ItemStore(fileURL: file, seed: try seed(2)).save()
        #expect(chmod(file.path, 0o640) == 0)
        let owner: (uid_t, gid_t) = geteuid() == 0 ? (4321, 4322) : (geteuid(), getegid())
        #expect(chown(file.path, owner.0, owner.1) == 0)
        let before = status(file)
        let store = try ItemStore(fileURL: file, seed: [])
        try store.createItem()
        let after = status(file)
        #expect(after.st_ino != before.st_ino)  // replaced, atomically
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == owner.0 && after.st_gid == owner.1)
        withExtendedLifetime(store) {}
    }

    @Test func aReadOnlyFileOpensReadOnlyAndRefusesChangesLeavingEverythingAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try ItemStore(fileURL: file, seed: try seed(3)).save()
        #expect(chmod(file.path, 0o444) == 0)
        let bytes = try Data(contentsOf: file)
        let store = try ItemStore(fileURL: file, seed: [])
        #expect(store.readOnlyReason == "the file is read-only")
        #expect(store.allItems.count == 3)
        let refused = ItemStoreError.readOnly(path: file.path, reason: "the file is read-only")
        #expect(throws: refused) { try store.createItem() }
        #expect(throws: refused) { try store.removeItem(store.allItems[0]) }
        #expect(throws: refused) { try store.moveItem(from: 0, to: 2) }
        var edited = store.allItems[1]
        edited.valueInDollars = 1
        #expect(throws: refused) { try store.updateItem(edited) }
        #expect(store.allItems.map(\.name) == (try seed(3)).map(\.name) && !store.hasUnsavedChanges)
        #expect(try Data(contentsOf: file) == bytes && status(file).st_mode & 0o777 == 0o444)
        #expect(
            refused.description
                == "The item store at \(file.path) is read-only (the file is read-only); changes are not allowed.")
        // A read-only store takes no lock: a writer could open it once it is writable again.
        #expect(chmod(file.path, 0o644) == 0)
        let writer = try ItemStore(fileURL: file, seed: [])
        #expect(writer.readOnlyReason == nil)
        withExtendedLifetime(store) {}
    }

    @Test(
        .enabled(
            if: geteuid() != 0, "root writes any directory: the read-only directory is checked in test_homepwner.sh"))
    func aReadOnlyDirectoryOpensReadOnly() throws {
        defer {
            chmod(dir.path, 0o755)
            try? FileManager.default.removeItem(at: dir)
        }
        try ItemStore(fileURL: file, seed: try seed(2)).save()
        #expect(chmod(dir.path, 0o555) == 0)
        let store = try ItemStore(fileURL: file, seed: [])
        #expect(store.readOnlyReason == "its directory is not writable (Permission denied)")
        #expect(store.allItems.count == 2)
    }

    @Test func aFileMadeReadOnlyWhileOpenIsNeverReplacedAndTheChangeWaitsInMemory() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let store = try ItemStore(fileURL: file, seed: try seed(2))
        try store.createItem()
        #expect(chmod(file.path, 0o444) == 0)
        let bytes = try Data(contentsOf: file)
        #expect(
            throws: ItemStoreError.saveFailed(
                path: file.path, step: "checking the file", reason: "the file is read-only")
        ) {
            try store.createItem()
        }
        #expect(store.allItems.count == 4 && store.hasUnsavedChanges)
        #expect(try Data(contentsOf: file) == bytes && status(file).st_mode & 0o777 == 0o444)
        #expect(chmod(file.path, 0o600) == 0)
        try store.save()  // what q tries
        #expect(!store.hasUnsavedChanges && store.lastSaveError == nil)
        #expect(try ItemStore.read(file).count == 4 && status(file).st_mode & 0o777 == 0o600)
        withExtendedLifetime(store) {}
    }
}

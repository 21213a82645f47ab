import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

#if canImport(Glibc)
import Glibc
#endif

/// One writer per store file, whatever path leads to it: a symbolic link (to the file or
/// to its directory), a hard link under another name, a `..` path, or a second instance
/// after the lock file was deleted. Each case: the second writer is refused, and no change
/// of the first is lost (or, when the first cannot save, it is told).
@Suite struct StoreIdentityTests {
    let dir: URL
    let file: URL

    init() throws {
        dir = try TemporaryFiles.directory(prefix: "homepwner")
        file = dir.appendingPathComponent("homepwner.json")
    }

    /// A store with `count` saved items at ``file``, closed again.
    func savedStore(_ count: Int) throws {
        let s = try ItemStore(fileURL: file, seed: Array(try ItemStore.read(seedURL).prefix(count)))
        try s.save()
    }

    func expectInUse(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let second = try ItemStore(fileURL: url, seed: [])
            Issue.record("a second writer got in through \(url.path)", sourceLocation: sourceLocation)
            withExtendedLifetime(second) {}
        } catch {
            guard case let .inUse(path, pid) = error else {
                Issue.record("wrong error \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(path == url.path && pid == getpid(), sourceLocation: sourceLocation)
        }
    }

    @Test func aSymbolicLinkToTheFileOrItsDirectoryFindsTheSameLock() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try savedStore(3)
        let link = dir.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "homepwner.json")
        let linkedDir = dir.appendingPathComponent("linked-dir")
        try FileManager.default.createSymbolicLink(atPath: linkedDir.path, withDestinationPath: dir.path)
        let first = try ItemStore(fileURL: link, seed: [])
        expectInUse(file)
        expectInUse(linkedDir.appendingPathComponent("homepwner.json"))
        expectInUse(linkedDir.appendingPathComponent("link.json"))
        #expect(
            ItemStore.lockFileURL(for: link)
                == URL(fileURLWithPath: try StorePath.resolve(file, creatingDirectory: false).lockPath))
        try first.createItem()
        #expect(try ItemStore.read(file).count == 4)
        withExtendedLifetime(first) {}
    }

    @Test func aDotDotPathFindsTheSameLock() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let first = try ItemStore(fileURL: file, seed: [])
        expectInUse(URL(fileURLWithPath: dir.path + "/sub/../homepwner.json"))
        expectInUse(URL(fileURLWithPath: dir.path + "/./sub/..//homepwner.json"))
        withExtendedLifetime(first) {}
    }

    @Test func aHardLinkUnderAnotherNameIsRefusedBeforeAndAfterSaves() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try savedStore(2)
        let elsewhere = dir.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let alias = elsewhere.appendingPathComponent("alias.json")
        #expect(link(file.path, alias.path) == 0)
        let first = try ItemStore(fileURL: file, seed: [])
        expectInUse(alias)
        try first.createItem()  // the name now holds a new file; the alias keeps the old one
        expectInUse(alias)  // still locked: the old file is linked by the alias
        expectInUse(file)  // the new file is locked too
        #expect(try ItemStore.read(file).count == 3)
        withExtendedLifetime(first) {}
        #expect(first.lockedFileCount == 2)
    }

    @Test func aDeletedLockFileDoesNotLetASecondWriterIn() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try savedStore(2)
        let first = try ItemStore(fileURL: file, seed: [])
        try FileManager.default.removeItem(atPath: StorePath.resolve(file, creatingDirectory: false).lockPath)
        expectInUse(file)  // the store file itself is locked
        try first.createItem()  // the first takes a fresh lock file and saves
        #expect(try ItemStore.read(file).count == 3)
        #expect(FileManager.default.fileExists(atPath: ItemStore.lockFileURL(for: file).path))
        expectInUse(file)
        withExtendedLifetime(first) {}
    }

    @Test func whenTheLockFileWasDeletedBeforeTheFirstSaveTheLoserIsToldAndLosesNothingSilently() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try ItemStore(fileURL: file, seed: [])  // no store file yet: nothing to lock but the lock file
        try FileManager.default.removeItem(atPath: ItemStore.lockFileURL(for: file).path)
        let second = try ItemStore(fileURL: file, seed: [])
        try second.createItem()
        #expect(throws: ItemStoreError.inUse(path: file.path, pid: getpid())) { try first.createItem() }
        #expect(first.hasUnsavedChanges && first.lastSaveError == .inUse(path: file.path, pid: getpid()))
        #expect(first.allItems.count == 1)  // kept in memory, and the user is told
        #expect(try ItemStore.read(file).count == 1 && second.allItems.count == 1)
        withExtendedLifetime(second) {}
    }
}

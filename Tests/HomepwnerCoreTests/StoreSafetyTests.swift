import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

#if canImport(Glibc)
import Glibc
#endif

/// The store's guarantees beyond saving: a read-only mode that writes nothing, a lock that
/// keeps two instances from overwriting each other, refusal of negative values, and error
/// messages that name the right file. (Temporary files: TemporaryFileTests.)
@Suite struct StoreSafetyTests {
    func names(in dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    @Test func aReadOnlyStoreNeverWritesOrCreatesAnything() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        // An existing store: changes stay in memory, the file keeps its bytes.
        let file = dir.appendingPathComponent("pr.json")
        let writer = try ItemStore(fileURL: file, seed: try ItemStore.read(seedURL))
        try writer.save()
        let before = try Data(contentsOf: file)
        let listing = try names(in: dir)
        withExtendedLifetime(writer) {}
        let store = try ItemStore(fileURL: file, persists: false)
        try store.createItem()
        try store.moveItem(from: 0, to: 3)
        try store.removeItem(store.allItems[1])
        try store.save()
        #expect(store.allItems.count == 25)
        #expect(try Data(contentsOf: file) == before)
        #expect(try names(in: dir) == listing)
        // A missing store in a missing directory: nothing is created at all.
        let absent = dir.appendingPathComponent("x/tablekit/homepwner.json")
        let fresh = try ItemStore(fileURL: absent, seed: [], persists: false)
        try fresh.createItem()
        #expect(fresh.allItems.count == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }

    @Test func aSecondWriterOnTheSameStoreIsRefusedUntilTheFirstCloses() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        var first: ItemStore? = try ItemStore(fileURL: file, seed: [])
        try first?.createItem()
        do {
            _ = try ItemStore(fileURL: file, seed: [])
            Issue.record("a second writer must be refused")
        } catch {
            #expect(error == .inUse(path: file.path, pid: getpid()))
            #expect(
                error.description
                    == "The item store at \(file.path) is in use by another homepwner (pid \(getpid())); quit that one first."
            )
        }
        // Reading without writing needs no lock.
        #expect(try ItemStore(fileURL: file, persists: false).allItems.count == 1)
        try first?.createItem()
        first = nil  // releases the lock at once (LOCK_UN, even while a child forked elsewhere shares it)
        let second = try ItemStore(fileURL: file, seed: [])
        #expect(second.allItems.count == 2)
        #expect(try names(in: dir) == [".homepwner.json.lock", "homepwner.json"])
    }

    @Test func aNegativeValueIsRefusedNamingTheFileAndTheItem() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        let text =
            #"[{"name": "Tiny Bear", "valueInDollars": 5, "dateCreated": "2025-01-21T21:24:12Z"},"#
            + #" {"name": "Rusty Spork", "valueInDollars": -99999999999999999, "dateCreated": "2025-01-21T21:24:12Z"}]"#
        try Data(text.utf8).write(to: file)
        do {
            _ = try ItemStore(fileURL: file)
            Issue.record("a negative value must be refused")
        } catch {
            #expect(
                error.description == "\(file.path): the item store is not a valid item list: item 1, valueInDollars: "
                    + "\"Rusty Spork\" has a negative value, -99999999999999999; a value in dollars must be 0 or more. "
                    + "The file was left untouched; fix or move it away to start afresh.")
        }
        #expect(try Data(contentsOf: file) == Data(text.utf8))
    }

    @Test func seedErrorsNameTheSeedAndGivePlainReasons() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        func message(_ path: String) -> String {
            do {
                _ = try ItemStore.readSeed(URL(fileURLWithPath: path))
                return "no error"
            } catch { return error.description }
        }
        #expect(message("/nonexistent") == "Cannot read the seed file at /nonexistent: No such file or directory.")
        #expect(message(dir.path) == "Cannot read the seed file at \(dir.path): it is a directory, not a file.")
        #expect(
            message("/dev/null")
                == "Cannot read the seed file at /dev/null: it is not a regular file (a device, fifo or socket).")
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(
            message(fifo)
                == "Cannot read the seed file at \(fifo): it is not a regular file (a device, fifo or socket).")
        let bad = dir.appendingPathComponent("seed.json")
        try Data("x".utf8).write(to: bad)
        let text = message(bad.path)
        #expect(text.hasPrefix("\(bad.path):1:1: the seed file is not a valid item list: "))
        #expect(text.hasSuffix(".") && !text.contains(".."), "doubled full stop: \(text)")
        #expect(!text.contains("item store") && !text.contains("untouched"))
    }

    @Test func storeErrorsHaveOneFullStopAndNoCocoaCodes() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        try Data("x".utf8).write(to: file)
        do {
            _ = try ItemStore(fileURL: file)
            Issue.record("must not open")
        } catch {
            #expect(!error.description.contains(".."), "doubled full stop: \(error.description)")
        }
        do {
            _ = try ItemStore(fileURL: URL(fileURLWithPath: "/dev/null"), persists: false)
            Issue.record("must not open")
        } catch {
            #expect(
                error == .unreadable(path: "/dev/null", reason: "it is not a regular file (a device, fifo or socket)"))
            #expect(!error.description.contains("NSCocoaErrorDomain") && !error.description.contains("permission"))
        }
    }
}

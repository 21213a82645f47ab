import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// The store and the seed are read with TableKit's input limit (64 MiB, raised by
/// `TABLEKIT_MAX_INPUT_BYTES`), so a huge or endless file is refused before it is read.
@Suite struct StoreInputLimitTests {
    /// A sparse file of `size` bytes (no disk space used) named `name` in a fresh directory.
    func sparseFile(_ name: String, size: off_t) throws -> (dir: URL, file: URL) {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        let file = dir.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        #expect(truncate(file.path, size) == 0)
        return (dir, file)
    }

    @Test func aStoreOverTheLimitIsRefusedWithItsSizeAndTheVariable() throws {
        let (dir, file) = try sparseFile("homepwner.json", size: 1 << 30)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            throws: ItemStoreError.unreadable(
                path: file.path,
                reason: "the file is 1 GiB, over the 64 MiB input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)")
        ) {
            try ItemStore(fileURL: file)
        }
    }

    @Test func aSeedOverTheLimitIsRefusedAsTheSeed() throws {
        let (dir, file) = try sparseFile("seed.json", size: 4096)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            throws: ItemStoreError.unreadable(
                path: file.path,
                reason:
                    "the file is 4096 bytes, over the 4095 bytes input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)"
            )
        ) {
            try ItemStore.readRegularFile(file, limit: 4095)
        }
        let error = ItemStoreError.seed(
            .unreadable(path: file.path, reason: InputLimit.tooLarge("4096 bytes", limit: 4095)))
        #expect(
            error.description
                == "Cannot read the seed file at \(file.path): the file is 4096 bytes, over the 4095 bytes input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)."
        )
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let (dir, file) = try sparseFile("homepwner.json", size: 4096)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try ItemStore.readRegularFile(file, limit: 4096).count == 4096)
    }

    @Test(arguments: [("", 64 << 20), ("4096", 4096), ("512K", 512 << 10), ("256M", 256 << 20), ("2G", 2 << 30)])
    func theLimitComesFromTheSameVariableAsTableKits(value: String, expected: Int) throws {
        #expect(
            try InputLimit.bytes(environment: value.isEmpty ? [:] : ["TABLEKIT_MAX_INPUT_BYTES": value]) == expected)
    }

    @Test(arguments: ["0", "-1", "lots", "12X"])
    func aLimitThatIsNotASizeSaysSo(value: String) {
        #expect(!InputLimit.isTooLargeSize(value))
        #expect(throws: InputLimitError.self) { try InputLimit.bytes(environment: ["TABLEKIT_MAX_INPUT_BYTES": value]) }
    }

    /// A whole number past the largest size says "too large", not "not a number of bytes".
    @Test(arguments: ["99999999999999999999", "99999999999G"])
    func aLimitPastTheLargestSizeIsTooLarge(value: String) {
        #expect(InputLimit.isTooLargeSize(value))
        do {
            _ = try InputLimit.bytes(environment: ["TABLEKIT_MAX_INPUT_BYTES": value])
            Issue.record("accepted \(value)")
        } catch {
            #expect(
                error.reason == "TABLEKIT_MAX_INPUT_BYTES is too large: '\(value)' (at most 9223372036854775807 bytes)")
        }
    }
}

import Foundation
import Glibc
import StatesCore
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Files are read with a size limit: an oversized file is refused before it is read, with
/// one line naming its size, the limit and the variable that raises it.
@Suite struct InputLimitTests {
    /// A sparse file of `size` bytes (no disk space used).
    func sparseFile(size: Int, name: String = "big.plist") throws -> (URL, URL) {
        let dir = try InjectionCorpus.scratchDirectory()
        let url = dir.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        #expect(truncate(url.path, off_t(size)) == 0)
        return (dir, url)
    }

    @Test func aOneGigabyteFileIsRefusedWithItsSizeAndTheLimit() throws {
        let (dir, url) = try sparseFile(size: 1 << 30)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            throws: DataFileError(
                "\(url.path): the file is 1 GiB, over the 64 MiB input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)"
            )
        ) {
            try DataFile.read(url.path, limit: DataFile.defaultMaximumSize)
        }
    }

    @Test func everyLoaderRefusesTheOversizedFile() throws {
        let (dir, url) = try sparseFile(size: (1 << 30) + 5)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: StatesList.LoadError.self) { try StatesList.load(path: url.path) }
        #expect(throws: ListContentError.self) { try ListContent.load(path: url.path) }
        do { _ = try StatesList.load(path: url.path) } catch { #expect(error.description.contains("over the")) }
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsNot() throws {
        let (dir, url) = try sparseFile(size: 4096)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try DataFile.read(url.path, limit: 4096).count == 4096)
        #expect(
            throws: DataFileError(
                "\(url.path): the file is 4096 bytes, over the 4095 bytes input limit (set TABLEKIT_MAX_INPUT_BYTES to raise it)"
            )
        ) {
            try DataFile.read(url.path, limit: 4095)
        }
    }

    @Test(arguments: [
        ("", DataFile.defaultMaximumSize), ("100", 100), ("64K", 65_536), ("256M", 256 << 20), ("2g", 2 << 30),
    ])
    func theVariableSetsTheLimit(value: String, expected: Int) throws {
        #expect(
            try DataFile.maximumSize(environment: value.isEmpty ? [:] : ["TABLEKIT_MAX_INPUT_BYTES": value]) == expected
        )
    }

    @Test(arguments: ["99999999999999999999", "99999999999999999999G", "9007199254740992K"])
    func aLimitPastTheLargestSizeIsTooLarge(value: String) {
        #expect(DataFile.isTooLargeSize(value))
        #expect(
            throws: DataFileError(
                "TABLEKIT_MAX_INPUT_BYTES is too large: '\(value)' (at most 9223372036854775807 bytes)")
        ) {
            try DataFile.maximumSize(environment: ["TABLEKIT_MAX_INPUT_BYTES": value])
        }
    }

    @Test(arguments: ["x", "-5", "0", "12Q", "1\u{1B}[2J"])
    func aBadLimitIsOneSafeLine(value: String) {
        #expect(!DataFile.isTooLargeSize(value))
        do {
            _ = try DataFile.maximumSize(environment: ["TABLEKIT_MAX_INPUT_BYTES": value])
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.description.hasPrefix("TABLEKIT_MAX_INPUT_BYTES must be a number of bytes"))
            #expect(InjectionCorpus.problems(in: error.description) == [])
        }
    }

    @Test func devicesAndFifosAreRefusedWithoutReading() throws {
        #expect(throws: DataFileError("/dev/zero: not a regular file (a device, fifo or socket)")) {
            try DataFile.read("/dev/zero")
        }
        let dir = try InjectionCorpus.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: DataFileError("\(fifo): not a regular file (a device, fifo or socket)")) {
            try DataFile.read(fifo)
        }
    }
}

/// Binary property lists that are damaged say so, and what is wrong.
@Suite struct BinaryPropertyListTests {
    static let good: Data = try! PropertyListSerialization.data(
        fromPropertyList: ["A": ["Ann", "Abe"]], format: .binary, options: 0)

    static func damaged(_ change: (inout [UInt8]) -> Void) -> Data {
        var b = [UInt8](good)
        change(&b)
        return Data(b)
    }

    @Test func aGoodBinaryPropertyListParses() throws {
        #expect(DataFile.binaryPropertyListProblem(Self.good) == nil)
        #expect(try DataFile.propertyList(Self.good, path: "x.plist") as? [String: [String]] == ["A": ["Ann", "Abe"]])
    }

    @Test(arguments: [
        (
            Data("bplist00garbage".utf8),
            "x.plist: not a valid binary property list: the file is 15 bytes, too short for the 8-byte header, one object and the 32-byte trailer"
        ),
        (
            Data("bplist17".utf8 + [UInt8](repeating: 0, count: 40)),
            "x.plist: not a valid binary property list: version '17' is not supported (only bplist00)"
        ),
        (
            damaged { $0[$0.count - 26] = 0 },
            "x.plist: not a valid binary property list: the trailer is corrupt: offset size 0 and reference size 1 must be 1 to 8 bytes"
        ),
        (
            damaged { $0.removeLast(40) },
            "x.plist: not a valid binary property list: the file is \(good.count - 40) bytes, too short for the 8-byte header, one object and the 32-byte trailer"
        ),
    ])
    func damagedBinaryPropertyListsSaySoAndWhy(data: Data, expected: String) {
        #expect(throws: DataFileError(expected)) { try DataFile.propertyList(data, path: "x.plist") }
    }

    @Test func anOffsetTableOutsideTheFileIsReported() {
        let data = Self.damaged { $0[$0.count - 8] = 1 }  // table offset + 2^56
        do {
            _ = try DataFile.propertyList(data, path: "x.plist")
            Issue.record("accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "x.plist: not a valid binary property list: the trailer is corrupt: an offset table of "))
            #expect(error.description.hasSuffix("does not fit in the \(data.count)-byte file"))
        }
    }

    @Test func anObjectOffsetOutsideTheObjectsIsReported() {
        // The first entry of the offset table (1-byte offsets) points past the objects.
        let data = Self.damaged { b in
            let table = b[(b.count - 8)...].reduce(0) { $0 << 8 | Int($1) }
            b[table] = 0xFF
        }
        do {
            _ = try DataFile.propertyList(data, path: "x.plist")
            Issue.record("accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "x.plist: not a valid binary property list: object 0 is at byte 255, outside the objects"))
        }
    }

    @Test func aCorruptObjectIsReportedAsABinaryPropertyList() {
        // The trailer is intact, the first object's marker is not a known kind.
        let data = Self.damaged { $0[8] = 0x7F }
        #expect(
            throws: DataFileError(
                "x.plist: not a valid binary property list: an object in it is corrupt or of an unknown kind")
        ) {
            try DataFile.propertyList(data, path: "x.plist")
        }
    }

    @Test func textPropertyListErrorsStillSayPropertyList() {
        do {
            _ = try DataFile.propertyList(
                Data("<?xml version=\"1.0\"?><plist><dict><key>a</key></dict></plist>".utf8), path: "t.plist")
        } catch {
            #expect(error.description.hasPrefix("t.plist:1: not a valid property list: "))  // FILE:LINE: what
        }
    }
}

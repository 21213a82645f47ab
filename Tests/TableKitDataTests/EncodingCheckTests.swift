import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Input that is not UTF-8: UTF-16 with a byte order mark is refused with one line saying
/// how to convert it; a binary file and invalid UTF-8 get a note for the status line.
@Suite struct EncodingCheckTests {
    /// `text` in UTF-16, little- or big-endian, after its byte order mark.
    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        var out: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for u in text.utf16 {
            out += littleEndian ? [UInt8(u & 0xFF), UInt8(u >> 8)] : [UInt8(u >> 8), UInt8(u & 0xFF)]
        }
        return out
    }

    @Test(arguments: [("u.tsv", true), ("u.csv", false), ("u.txt", true)])
    func utf16WithAByteOrderMarkIsRefusedSayingHowToConvertIt(name: String, littleEndian: Bool) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file(name, Self.utf16("name\tage\r\nJosé\t31\r\n", littleEndian: littleEndian))
        let bom = littleEndian ? "FF FE" : "FE FF"
        #expect(
            throws: DataError(
                "\(path): UTF-16 text (byte order mark \(bom)) is not read; convert it to UTF-8 first: iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8"
            )
        ) {
            try DataSources.open(path: path)
        }
    }

    @Test func utf16FromAPipeSaysToConvertThePipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes = Self.utf16("a,b\n1,2\n", littleEndian: true)
        #expect(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == bytes.count)
        close(fds[1])
        let input = try ByteInput.standardInput(fd: fds[0], limit: 1 << 20)  // it closes fds[0]
        #expect(
            throws: DataError(
                "standard input: UTF-16 text (byte order mark FF FE) is not read; convert it to UTF-8 first: iconv -f UTF-16 -t UTF-8 | tablekit view"
            )
        ) {
            try DataSources.openOnce(input, title: "standard input", options: DataOpenOptions())
        }
    }

    @Test func latin1IsShownWithReplacementCharactersAndANote() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file(
            "latin1.csv", Array("name,city\nJos".utf8) + [0xE9] + Array(",M".utf8) + [0xE1] + Array("laga\n".utf8))
        let s = try loaded(path)
        #expect(s.notice == "not UTF-8: invalid bytes shown as �")
        #expect(allFields(s) == [["Jos�", "M�laga"]])
    }

    @Test func aBinaryFileGetsANote() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        var rng = SystemRandomNumberGenerator()
        var bytes = (0..<5_000).map { _ in UInt8.random(in: 1...255, using: &rng) }
        bytes[100] = 0
        bytes[101] = 0x41  // a NUL inside the data
        let s = try loaded(dir.file("bin.dat", bytes))
        #expect(s.notice == "binary file (NUL bytes)")
    }

    @Test(arguments: [
        ("plain.csv", Array("a,b\n1,2\n".utf8)),
        ("accents.txt", Array("José\nMálaga\n日本\n".utf8)),
        ("bom.csv", [0xEF, 0xBB, 0xBF] + Array("a,b\n1,2\n".utf8)),
        ("nul-tail.txt", Array("a\nb\n".utf8) + [UInt8](repeating: 0, count: 4_096)),  // a sparse file's end
    ])
    func utf8AndATrailingRunOfNULsGetNoNote(name: String, bytes: [UInt8]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file(name, bytes))
        #expect(s.notice == nil)
    }

    /// A multi-byte character cut by the end of the first 64 KiB is not invalid UTF-8.
    @Test func aCharacterCutByTheCheckedBlockIsNotInvalid() throws {
        let line = Array("ä".utf8) + [0x0A]
        let bytes = [UInt8](repeating: 0x61, count: ByteEncodingCheck.checkedBytes - 1) + line
        let found = bytes.withUnsafeBufferPointer { all in
            ByteEncodingCheck.check(
                UnsafeBufferPointer(rebasing: all[0..<ByteEncodingCheck.checkedBytes]), totalBytes: bytes.count,
                hole: { _ in nil })
        }
        #expect(found == .utf8)
        func isUTF8(_ b: [UInt8], complete: Bool) -> Bool {
            b.withUnsafeBufferPointer { ByteEncodingCheck.isUTF8($0, complete: complete) }
        }
        #expect(isUTF8([0x61, 0xC3], complete: false))
        #expect(!isUTF8([0x61, 0xC3], complete: true))
        #expect(!isUTF8([0x61, 0xFF], complete: false))
        #expect(!isUTF8([0x61, 0xC3, 0x41], complete: false))
    }
}

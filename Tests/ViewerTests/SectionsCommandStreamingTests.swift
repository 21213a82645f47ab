import Foundation
import TableKit
import TableKitTestSupport
import Testing

@testable import tablekit

#if canImport(Glibc)
import Glibc
#endif

/// `tablekit sections` reading in chunks within a byte limit, escaping what a terminal
/// could obey, and checking its writes.
@Suite struct SectionsCommandStreamingTests {
    @Test(arguments: [
        ("a\u{85}b", "\"a\\u0085b\""),  // C1 NEL
        ("\u{9B}31m", "\"\\u009b31m\""),  // C1 CSI
        ("x\u{202E}y\u{2066}z\u{2069}", "\"x\\u202ey\\u2066z\\u2069\""),
        ("\u{200E}\u{200F}\u{61C}\u{2028}\u{2029}", "\"\\u200e\\u200f\\u061c\\u2028\\u2029\""),
        ("\u{1B}]0;title\u{7}", "\"\\u001b]0;title\\u0007\""),
        ("é\u{A0}\u{2030}€😀", "\"é\u{A0}\u{2030}€😀\""),  // near misses stay as they are
        ("\"\\\t\r\n", "\"\\\"\\\\\\t\\r\\n\""),
    ])
    func controlAndBidiScalarsAreEscaped(input: String, expected: String) throws {
        let quoted = SectionsCommand.quoted(input)
        #expect(quoted == expected)
        // A JSON reader gets the original back.
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(quoted)]".utf8))
        #expect(decoded == [input])
        // Nothing a terminal obeys is left raw.
        #expect(
            !quoted.unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
            })
    }

    @Test func documentOfDataWithInjectionsHasNoRawControls() throws {
        let collation = try IndexedCollation(locale: "en")
        let text = SectionsCommand.json(collation: collation, lines: ["\u{9B}2J", "Bob\u{202E}evil", "\u{1B}[31mred"])
        #expect(
            !text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x1B || $0.value == 0x202E }
        )
        let document = try JSONDecoder().decode(CollationSectionsCommandTests.Document.self, from: Data(text.utf8))
        #expect(
            document.sections.flatMap(\.rows).sorted() == ["\u{1B}[31mred", "\u{9B}2J", "Bob\u{202E}evil"].sorted())
    }

    @Test(arguments: [1, 2, 3, 7, 1 << 20])
    func linesAreTheSameWhateverTheChunksAre(chunk: Int) throws {
        let bytes = Array("Ann\r\n\nBéa\r\nlast".utf8)
        var collector = SectionsInput.LineCollector(source: "test")
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            try bytes[start..<min(start + chunk, bytes.count)].withUnsafeBufferPointer { try collector.add($0) }
        }
        try collector.finish()
        #expect(collector.lines == ["Ann", "", "Béa", "last"])
    }

    @Test func endlessInputStopsAtTheLimitWithOneLine() throws {
        let fd = open("/dev/zero", O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect {
            _ = try SectionsInput.lines(of: fd, limit: 3 << 20, source: "standard input")
        } throws: { error in
            (error as? SectionsCommand.Failure)?.description
                == "standard input is larger than 3145728 bytes, the input limit (raise it with --max-bytes)"
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        let path = try TemporaryFiles.file("limit.txt", Data(repeating: 0x61, count: 4096), prefix: "tk-limit")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.read(.init(path: path, maxBytes: 4095)) }
        #expect(try SectionsCommand.read(.init(path: path, maxBytes: 4096)).count == 1)
    }

    @Test func invalidUTF8StopsAtItsLineWhileReading() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let bytes: [UInt8] = [0x61, 0x0A, 0x62, 0x0A, 0xFF, 0xFE, 0x0A]
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        #expect {
            _ = try SectionsInput.lines(of: fds[0], limit: 1 << 20, source: "standard input")
        } throws: { error in
            (error as? SectionsCommand.Failure)?.description == "standard input:3: invalid UTF-8"
        }
    }

    @Test func aFailedWriteIsOneError() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var writer = SectionsJSONWriter(.fileDescriptor(fd))
        try writer.string("Ann")
        #expect {
            try writer.flush()
        } throws: { error in
            (error as? SectionsCommand.Failure)?.description == "cannot write the output: No space left on device"
        }
    }

    @Test func fileNamesInErrorsAreSanitised() {
        #expect {
            _ = try SectionsCommand.read(.init(path: "/nonexistent/\u{1B}]0;pwned\u{7}"))
        } throws: { error in
            let text = (error as? SectionsCommand.Failure)?.description ?? ""
            return text.hasPrefix("cannot read '/nonexistent/␛]0;pwned")
                && !text.unicodeScalars.contains { $0.value < 0x20 }
        }
    }
}

import Foundation
import Testing

@testable import TableKitTerminal

@Suite struct TerminalClipboardTests {
    /// The bytes read back from a pipe are exactly `ESC ] 52 ; c ;`, the base64 of the text
    /// (Python's `base64.b64encode("Zürich\t\u{1B}[31m1,200".encode())` is
    /// `WsO8cmljaAkbWzMxbTEsMjAw`) and BEL: the escape in the data never reaches the terminal raw.
    @Test func theBytesWrittenAreTheOSC52SequenceOfTheBase64Text() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        #expect(TerminalClipboard.write("Zürich\t\u{1B}[31m1,200", to: fds[1]))
        close(fds[1])
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 256)
        while case let n = read(fds[0], &buf, buf.count), n > 0 { out += buf[0..<n] }
        let expected = Array("\u{1B}]52;c;WsO8cmljaAkbWzMxbTEsMjAw\u{07}".utf8)
        #expect(out == expected)
        #expect(out.filter { $0 == 0x1B }.count == 1)  // only the sequence's own ESC
    }

    @Test func emptyTextIsAnEmptyPayload() {
        #expect(TerminalClipboard.sequence(for: "") == Array("\u{1B}]52;c;\u{07}".utf8))
        #expect(TerminalClipboard.sequence(for: "ab") == Array("\u{1B}]52;c;YWI=\u{07}".utf8))
    }
}

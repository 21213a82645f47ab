import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// The status line says when a file is binary or not UTF-8 (as `less` warns).
@Suite("tablekit view: encoding notes")
@MainActor
struct ViewEncodingNoticeTests {
    let screens = ViewScreenTests()

    @Test(arguments: [
        (
            [0x4A, 0x6F, 0x73, 0xE9, 0x0A, 0x42, 0x6F, 0x62, 0x0A] as [UInt8],
            "2 rows · not UTF-8: invalid bytes shown as �"
        ),
        ([0x61, 0x00, 0x62, 0x0A, 0x63, 0x0A] as [UInt8], "2 rows · binary file (NUL bytes)"),
        (Array("José\nBob\n".utf8), "2 rows"),
    ])
    func theStatusLineNotesBinaryAndInvalidBytes(bytes: [UInt8], status: String) throws {
        let path = try screens.file("enc.txt", "")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let (_, data) = try screens.screen([path])
        #expect(data.statusText == status)
    }
}

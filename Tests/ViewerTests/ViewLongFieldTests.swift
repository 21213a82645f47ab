import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A CSV or JSON field longer than a cell shows (64 KiB) is picked whole with
/// `--print-column`, and the detail screen says how many of its bytes it does not show.
@Suite("tablekit view: long fields")
@MainActor
struct ViewLongFieldTests {
    let screens = ViewScreenTests()

    nonisolated static let long = String(repeating: "a", count: 70_000) + "END"

    /// A CSV and a JSON file whose field `t` is 70,003 bytes: more than a cell shows.
    nonisolated static let longFiles: [(name: String, text: String)] = [
        ("long.csv", "id,t\n1,\(long)\n"),
        ("long.json", "[{\"id\":1,\"t\":\"\(long)\"}]\n"),
    ]

    @Test(arguments: longFiles)
    func aFieldLongerThan64KiBIsPickedWhole(_ file: (name: String, text: String)) throws {
        let (s, data) = try screens.screen([try screens.file(file.name, file.text), "--pick", "--print-column", "t"])
        try s.press("Enter")
        let picked = try #require(data.picked?.first)
        #expect(picked.count == 70_003)
        #expect(String(decoding: picked.suffix(4), as: UTF8.self) == "aEND")
        #expect(data.source.field(ofRow: 0, column: 1).utf8.count == DataLimits.displayBytes)  // the cell's is cut
    }

    @Test(arguments: longFiles)
    func theDetailSaysHowManyBytesOfALongFieldAreNotShown(_ file: (name: String, text: String)) throws {
        let (_, data) = try screens.screen([try screens.file(file.name, file.text)])
        let detail = RecordDetailViewController(source: data.source, row: 0, isText: false)
        #expect(detail.fields.map(\.name) == ["id", "t"])
        #expect(detail.fields[0].value == "1")
        let note = "\n… \(4_467.formatted()) more bytes not shown"
        #expect(detail.fields[1].value == String(repeating: "a", count: DataLimits.displayBytes) + note)
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view --print` on inputs a new user tried, through the built program: a
/// directory as standard input is refused alone (no screen), a JSON Lines file whose
/// last line was cut off shows the rows before it and says so, while a bad line in the
/// middle is still refused by its line.
@Suite("tablekit view: printed inputs at their edges")
@MainActor
struct ViewPrintedInputEdgeTests {
    let screens = ViewScreenTests()
    static let size = ["--width", "40", "--height", "8"]

    @Test func aDirectoryAsStandardInputIsRefusedWithoutAScreen() throws {
        let dir = TemporaryDirectory(prefix: "tkview")
        defer { dir.cleanup() }
        let r = try BuiltProduct.run("tablekit", ["view", "--print"] + Self.size, input: dir.url.path)
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr == "tablekit: standard input: is a directory\n")
    }

    nonisolated static let five = (1...5).map { "{\"n\": \($0), \"name\": \"row \($0)\"}\n" }.joined()

    @Test func aJSONLinesFileCutOffInItsLastLineShowsTheRowsBeforeIt() throws {
        let path = try screens.file("cut.jsonl", Self.five + "{\"n\": 6, \"name\": \"ro")
        let r = try BuiltProduct.run("tablekit", ["view", path, "--print", "--width", "200", "--height", "12"])
        let line = "cut.jsonl:6: the last line is cut off (the input ends inside its value), not shown"
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix(line + "\n") && r.stderr.hasPrefix("tablekit: "), "\(r.stderr)")
        #expect(r.stdout.contains("row 5") && !r.stdout.contains("row 6"), "\(r.stdout)")
        #expect(r.stdout.contains("the last line is cut off"), "\(r.stdout)")
        // On screen: the five rows, the status line saying it.
        let (_, data) = try screens.screen([path])
        #expect(data.state.loadedRows == 5)
        #expect(data.statusText?.hasSuffix(line + " · 5 rows before it") == true, "\(data.statusText ?? "")")
    }

    /// A bad line with lines after it, or a last line complete but not valid: refused by
    /// its line and column, as before.
    @Test(arguments: [
        (Self.five.replacingOccurrences(of: "{\"n\": 3,", with: "{\"n\": 3"), "bad.jsonl:3:9: not valid JSON"),
        (Self.five + "{\"n\": 6,}\n", "bad.jsonl:6:9: not valid JSON"),
    ])
    func aBadLineIsStillRefusedByItsPlace(text: String, prefix: String) throws {
        let path = try screens.file("bad.jsonl", text)
        let r = try BuiltProduct.run("tablekit", ["view", path, "--print"] + Self.size)
        #expect(r.status == 1)
        #expect(r.stdout == "")
        #expect(r.stderr.contains(prefix), "\(r.stderr)")
    }
}

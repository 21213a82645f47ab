import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// An input with no rows says so (a new user saw only "0 rows"): on the status line in
/// place of the count; with `--print` on the screen alone, exit status 0.
@Suite("tablekit view: an input with no rows")
@MainActor
struct ViewEmptyInputTests {
    let screens = ViewScreenTests()

    @Test(arguments: [
        ("empty.csv", "", "no rows: empty.csv is empty"),
        ("empty.txt", "", "no rows: empty.txt is empty"),
        ("header.csv", "name,age,city\n", "header only: 3 columns, no rows"),
        ("header.tsv", "name\tage\n", "header only: 2 columns, no rows"),
        ("one.csv", "name\n", "header only: 1 column, no rows"),
        ("none.json", "[]", "no rows in none.json"),
    ])
    func theStatusLineSaysThereAreNoRows(name: String, text: String, status: String) throws {
        let (_, data) = try screens.screen([try screens.file(name, text)])
        #expect(data.statusText == status)
    }

    @Test func aCSVWithoutItsHeaderReadHasNoHeaderOnlyNote() throws {
        let (_, data) = try screens.screen([try screens.file("h.csv", "name,age\n"), "--no-header"])
        #expect(data.statusText == "1 row")
    }

    @Test func aHeaderOnlyCSVShowsItsHeaderAndTheNote() throws {
        let (s, _) = try screens.screen(
            [try screens.file("header.csv", "name,age,city\n")], size: Size(width: 40, height: 6))
        #expect(
            s.lines == [
                "               header.csv",
                "🔍 Search",
                " name   age   city",
                "",
                " header only: 3 columns, no rows",
                "↑↓ move  Enter open  ? help  q quit",
            ])
    }

    /// `--print` of an input with no rows, as `cat` and `less` treat an empty file: the
    /// screen (which says so) on standard output, nothing on standard error, exit 0; from
    /// a file or from standard input alike.
    @Test(arguments: [
        ("empty.csv", "", "no rows: empty.csv is empty"),
        ("header.csv", "a,b,c\n", "header only: 3 columns, no rows"),
        ("-", "", "no rows: standard input is empty"),
    ])
    func printingAnInputWithNoRowsSaysSoOnTheScreenAlone(name: String, text: String, note: String) throws {
        let args = ["--print", "--width", "40", "--height", "6"]
        let r =
            name == "-"
            ? try BuiltProduct.run("tablekit", ["view", "-"] + args, input: try screens.file("stdin", text))
            : try BuiltProduct.run("tablekit", ["view", try screens.file(name, text)] + args)
        #expect(r.status == 0)
        #expect(r.stderr == "")
        #expect(r.stdout.contains(note), "\(r.stdout)")
    }

    /// A lone CR (the old Mac line end) ends a line as LF and CRLF do, in text and in CSV;
    /// inside a quoted CSV field it stays in the field.
    @Test(arguments: [
        ("cr.txt", "x\ry\rz\r", [["x"], ["y"], ["z"]]),
        ("mixed.txt", "x\ry\r\nz\n", [["x"], ["y"], ["z"]]),
        ("cr.csv", "a,b\r1,2\r3,4\r", [["1", "2"], ["3", "4"]]),
        ("quoted.csv", "a,b\r\"1\r2\",3\r", [["1\r2", "3"]]),
    ])
    func aLoneCREndsARow(name: String, text: String, rows: [[String]]) throws {
        let source = try DataSources.open(path: try screens.file(name, text))
        source.waitUntilComplete()
        #expect((0..<source.rowCount).map { source.fields(ofRow: $0) } == rows)
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view --follow` when the file read again has other columns (a fresh user's
/// cases): the header is rebuilt from the new file's columns, the sort, `--section-by` and
/// `--columns` are found again by name (blank, and said so, when the name is gone), never
/// a crash; an empty CSV takes its header from its first line; an appended CSV row with
/// an extra field adds a column; a bad JSON Lines record does not stop the watch for a
/// rewrite.
@Suite("tablekit view --follow: columns of the file read again")
@MainActor
struct ViewFollowColumnsTests {
    let f = ViewFollowTests()

    /// Writes `text` as the whole file (truncating it first).
    static func rewrite(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func append(_ path: String, _ text: String) throws {
        let h = try #require(FileHandle(forWritingAtPath: path))
        h.seekToEndOfFile()
        h.write(Data(text.utf8))
        try h.close()
    }

    /// Ticks until `done`, waiting between two ticks for the screen's source to catch up
    /// with its file once more (``ViewFollowTests/tick(_:_:until:)``).
    func tick(_ s: ScreenDriver, _ data: DataTableViewController, until done: () -> Bool) -> Bool {
        f.tick(s, data, until: done)
    }

    func titles(_ data: DataTableViewController) -> [String] { data.tableView.columnLayout?.columns.map(\.title) ?? [] }

    func shown(_ data: DataTableViewController) -> [[String]] {
        data.arrangement.sections.flatMap { sec in (0..<sec.rows.count).map { data.fields(ofRow: sec.rows[$0]) } }
    }

    /// The crash of `RowOrder: column 1 is outside 0..<1`: sorted by the second column,
    /// the file read again has one; the sort is dropped.
    @Test(arguments: [
        ("f.csv", "name,age\nzed,3\nyan,1\n", "only\nz\na\n", "only"),
        ("f.jsonl", "{\"a\":1,\"b\":\"x\"}\n{\"a\":2,\"b\":\"w\"}\n", "{\"a\":9}\n{\"a\":8}\n", "a"),
    ])
    func aSortOnAColumnTheFileReadAgainLacksIsDropped(name: String, old: String, new: String, title: String) throws {
        let path = try f.file(name, old)
        let (s, data) = try f.screen([path, "--follow"])
        try s.press("Right s")
        #expect(data.tableView.sortDescriptor?.column == 1)
        try Self.rewrite(path, new)
        #expect(f.tick(s, data, until: "read again"))
        #expect(titles(data) == [title])
        #expect(data.tableView.sortDescriptor == nil)
        // The status line (wrapped at 50 columns) says why the sort went.
        let status = s.lines.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(status.contains("read again; no column \(name == "f.csv" ? "age" : "b") to sort by"), "\(s.lines)")
        #expect(data.state.order == nil)
        #expect(shown(data).map { $0[0] } == (name == "f.csv" ? ["z", "a"] : ["9", "8"]))
    }

    /// Sorted, then emptied (`: > f.csv`): no column is left to sort by; the lines written
    /// next are its header and rows.
    @Test func aSortedFileEmptiedThenWrittenAgainTakesItsNewHeader() throws {
        let path = try f.file("f.csv", "name,age\nzed,3\nyan,1\n")
        let (s, data) = try f.screen([path, "--follow"])
        try s.press("Right s")
        #expect(truncate(path, 0) == 0)
        // The status line, wrapped at 50 columns.
        func status() -> String {
            s.lines.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        #expect(
            f.tick(s, data) { status().contains("no rows: f.csv is empty · file truncated; read again") }, "\(s.lines)")
        #expect(data.tableView.sortDescriptor == nil)
        try Self.append(path, "x,y\n1,2\n")
        #expect(tick(s, data) { titles(data) == ["x", "y"] && shown(data) == [["1", "2"]] })
    }

    /// The sort stays on the column of the same name when it moved: `age` was the second
    /// column and is the first in the file read again.
    @Test func aSortStaysOnTheColumnOfTheSameName() throws {
        let path = try f.file("f.csv", "name,age\nzed,3\nyan,1\n")
        let (s, data) = try f.screen([path, "--follow"])
        try s.press("Right s")
        try Self.rewrite(path, "age,name\n5,q\n2,r\n9,t\n")
        #expect(f.tick(s, data, until: "read again"))
        s.send(.tick)  // a sort in the background (inline) applied
        #expect(!data.isSorting)
        #expect(titles(data) == ["age", "name"])
        #expect(data.tableView.sortDescriptor == ColumnSortDescriptor(column: 0, ascending: true))
        #expect(shown(data) == [["2", "r"], ["5", "q"], ["9", "t"]])
    }

    /// The crash of `JSONSource: column 1 is outside 0..<1` with `--section-by b`: the
    /// file read again has no `b`; every row is in one (blank) section, the status line
    /// says so, and a file read again with `b` makes its sections again.
    @Test func sectionsByAColumnTheFileReadAgainLacksAreOneBlankSection() throws {
        let path = try f.file("f.jsonl", "{\"a\":1,\"b\":\"x\"}\n{\"a\":2,\"b\":\"y\"}\n")
        let (s, data) = try f.screen([path, "--follow", "--section-by", "b"])
        #expect(data.arrangement.sections.map(\.title) == ["x", "y"])
        try Self.rewrite(path, "{\"a\":9}\n")
        #expect(f.tick(s, data, until: "read again"))
        #expect(data.arrangement.sections.map(\.title) == ["(blank)"])
        #expect(shown(data) == [["9"]])
        #expect(s.lines.contains { $0.contains("1 row · file truncated; read again · no column b") })
        try Self.rewrite(path, "{\"a\":7,\"b\":\"k\"}\n{\"a\":6,\"b\":\"j\"}\n")
        #expect(tick(s, data) { data.arrangement.sections.map(\.title) == ["j", "k"] })
        #expect(!s.lines.contains { $0.contains("no column") })
    }

    /// A CSV's columns swapped: the titles follow the new file, so `team` is over `red`.
    @Test(arguments: [
        ("sw.csv", "name,team\nann,red\nbob,blue\n", "team,name\nred,q\n"),
        ("sw.jsonl", "{\"name\":\"ann\",\"team\":\"red\"}\n", "{\"team\":\"red\",\"name\":\"q\"}\n"),
    ])
    func theHeaderIsRebuiltFromTheColumnsOfTheFileReadAgain(name: String, old: String, new: String) throws {
        let path = try f.file(name, old)
        let (s, data) = try f.screen([path, "--follow"])
        #expect(titles(data) == ["name", "team"])
        try Self.rewrite(path, new)
        #expect(f.tick(s, data, until: "read again"))
        #expect(titles(data) == ["team", "name"])
        #expect(shown(data) == [["red", "q"]])
        #expect(s.lines.contains { $0.hasPrefix(" team") && $0.contains("name") })
    }

    /// `--section-by team` with the columns swapped: still grouped by `team`.
    @Test func sectionsStayOnTheColumnOfTheSameName() throws {
        let path = try f.file("st.csv", "name,team\nann,red\nbob,blue\n")
        let (s, data) = try f.screen([path, "--follow", "--section-by", "team"])
        #expect(data.arrangement.sections.map(\.title) == ["blue", "red"])
        try Self.rewrite(path, "team,name\ngreen,q\nred,r\n")
        #expect(f.tick(s, data, until: "read again"))
        #expect(data.arrangement.sections.map(\.title) == ["green", "red"])
        #expect(shown(data) == [["green", "q"], ["red", "r"]])
    }

    /// More columns in the file read again: all shown, with their values.
    @Test(arguments: [
        (
            "c2.csv", "name,age\nann,30\n", "city,pop,extra\nrome,3,x\nabu,9,y\n", ["city", "pop", "extra"],
            [["rome", "3", "x"], ["abu", "9", "y"]]
        ),
        ("c2.jsonl", "{\"a\":1}\n", "{\"a\":1,\"b\":\"bee\"}\n", ["a", "b"], [["1", "bee"]]),
    ])
    func newColumnsOfTheFileReadAgainShowTheirValues(
        name: String, old: String, new: String, columns: [String], rows: [[String]]
    ) throws {
        let path = try f.file(name, old)
        let (s, data) = try f.screen([path, "--follow"])
        try Self.rewrite(path, new)
        #expect(f.tick(s, data, until: "read again"))
        #expect(titles(data) == columns)
        #expect(shown(data) == rows)
    }

    /// `--columns` names found again by name; one the file lacks is a blank column with
    /// its title, said in the status line; sorting by it does nothing.
    @Test func columnsChosenByNameAreFoundAgainAndAGoneOneIsBlank() throws {
        let path = try f.file("c.csv", "name,team,age\nann,red,3\n")
        let (s, data) = try f.screen([path, "--follow", "--columns", "team,name"])
        try Self.rewrite(path, "name,age,team\nbo,4,blue\n")
        #expect(f.tick(s, data, until: "read again"))
        #expect(titles(data) == ["team", "name"])
        #expect(shown(data) == [["blue", "bo"]])
        try Self.rewrite(path, "name\nq\n")
        #expect(tick(s, data) { shown(data) == [["", "q"]] })
        #expect(titles(data) == ["team", "name"])
        #expect(data.statusText?.hasSuffix("· no column team") == true)
        try s.press("s")  // the column cursor is on the blank `team`
        #expect(shown(data) == [["", "q"]])
    }

    /// Following an empty CSV: its first line is its header, as when the file starts so.
    @Test func anEmptyFollowedCSVTakesItsHeaderFromItsFirstLine() throws {
        let path = try f.file("e.csv", "")
        let (s, data) = try f.screen([path, "--follow"])
        try Self.append(path, "a,b\n1,2\n")
        #expect(tick(s, data) { titles(data) == ["a", "b"] })
        #expect(tick(s, data) { shown(data) == [["1", "2"]] })
        try Self.append(path, "3,4\n")
        #expect(tick(s, data) { shown(data) == [["1", "2"], ["3", "4"]] })
        #expect(s.lines.contains { $0.contains("2 rows · following") })
    }

    /// An appended CSV row with an extra field adds a column titled `3`, as opening the
    /// file does.
    @Test func anAppendedCSVRowWithAnExtraFieldAddsAColumn() throws {
        let path = try f.file("c4.csv", "a,b\n1,2\n")
        let (s, data) = try f.screen([path, "--follow"])
        try Self.append(path, "5,6,7\n")
        #expect(tick(s, data) { titles(data) == ["a", "b", "3"] })
        #expect(tick(s, data) { shown(data) == [["1", "2", ""], ["5", "6", "7"]] })
    }

    /// A bad JSON Lines record stops reading, not following: lines appended after it stay
    /// unread, and a valid rewrite is read again.
    @Test func aBadJSONRecordStillLetsARewriteBeReadAgain() throws {
        let path = try f.file("g.jsonl", "{\"a\":1}\n")
        let (s, data) = try f.screen([path, "--follow"])
        data.followLookInterval = .zero
        try Self.append(path, "{\"a\":2, \"k\": tru}\n")
        #expect(tick(s, data) { s.lines.contains { $0.contains("not valid JSON") } })
        try Self.append(path, "{\"a\":3}\n")
        // The source's thread ended at the bad record; the screen looks at the file on each
        // tick (the interval is zero) and finds it grown, not changed.
        #expect(data.source.progress.error != nil)
        for _ in 0..<10 { s.send(.tick) }
        #expect(shown(data) == [["1"]])
        #expect(s.lines.contains { $0.contains("not valid JSON") })
        try Self.rewrite(path, "{\"a\":1}\n{\"a\":5}\n")
        #expect(f.tick(s, data, until: "read again"))
        #expect(shown(data) == [["1"], ["5"]])
        try Self.append(path, "{\"a\":6}\n")
        #expect(tick(s, data) { shown(data) == [["1"], ["5"], ["6"]] })
    }
}

/// The other columns chosen by name, when the file read again lacks them: a
/// `--search-column` searches every column, a `--print-column` prints a blank line (the
/// blank field), and the status line names them.
@Suite("tablekit view --follow: search and print columns gone from the file read again")
@MainActor
struct ViewFollowGoneColumnsTests {
    let f = ViewFollowTests()

    @Test func aGoneSearchColumnSearchesEveryColumnAndAGonePrintColumnPrintsBlank() throws {
        let path = try f.file("p.csv", "name,team\nann,red\nbob,blue\n")
        let (s, data) = try f.screen([path, "--follow", "--pick", "--print-column", "team", "--search-column", "team"])
        try ViewFollowColumnsTests.rewrite(path, "name\nq\nr\n")
        #expect(f.tick(s, data, until: "read again"))
        #expect(data.statusText?.hasSuffix("· no column team") == true)
        #expect(data.query.column == nil)
        try s.press("Down Enter")
        #expect(data.picked == [[]])
    }

    /// A rewrite that is not valid JSON from its start cannot be read again: its error
    /// replaces the old one, the rows shown are the file's as it was; once fixed, it is
    /// read.
    @Test func aRewriteThatCannotBeReadSaysWhyAndIsReadOnceFixed() throws {
        let path = try f.file("h.jsonl", "{\"a\":1}\n")
        let (s, data) = try f.screen([path, "--follow"])
        data.followLookInterval = .zero
        try ViewFollowColumnsTests.rewrite(path, "{\"a\":tru}\n")
        #expect(
            ViewFollowColumnsTests().tick(s, data) {
                data.statusText == "\(path):1:6: not valid JSON: unexpected character · 1 row as the file was"
            })
        try ViewFollowColumnsTests.rewrite(path, "{\"a\":4}\n{\"a\":5}\n")
        #expect(f.tick(s, data, until: "2 rows · file"))
        #expect(ViewFollowColumnsTests().shown(data) == [["4"], ["5"]])
    }
}

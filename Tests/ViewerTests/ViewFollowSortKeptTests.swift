import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// A followed file rewritten fast is sometimes read again between its truncation and its
/// new header: the sort and the sections wait for their column by name, and come back
/// with it; "no column" is said only when a file with a header lacks it.
@Suite("tablekit view --follow: a sort and sections survive a rewrite caught empty")
@MainActor
struct ViewFollowSortKeptTests {
    let f = ViewFollowTests()

    /// The status line, wrapped at 50 columns, as one line.
    func status(_ s: ScreenDriver) -> String {
        s.lines.suffix(3).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    func shown(_ data: DataTableViewController) -> [[String]] {
        data.arrangement.sections.flatMap { sec in (0..<sec.rows.count).map { data.fields(ofRow: sec.rows[$0]) } }
    }

    @Test func aSortSurvivesAReadAgainOfTheEmptiedFileAndComesBackWithItsColumn() throws {
        let path = try f.file("f.csv", "name,age\nzed,3\nyan,1\n")
        let (s, data) = try f.screen([path, "--follow"])
        try s.press("Right s")
        #expect(truncate(path, 0) == 0)
        #expect(f.tick(s, data) { status(s).contains("file truncated; read again") }, "\(s.lines)")
        #expect(!s.lines.contains { $0.contains("no column") }, "\(s.lines)")
        try ViewFollowColumnsTests.append(path, "name,age\nq,9\nr,2\nt,5\n")
        #expect(f.tick(s, data) { shown(data).count == 3 && !data.isSorting && data.state.order != nil })
        #expect(data.tableView.sortDescriptor == ColumnSortDescriptor(column: 1, ascending: true))
        #expect(shown(data) == [["r", "2"], ["t", "5"], ["q", "9"]])
        #expect(!s.lines.contains { $0.contains("no column") }, "\(s.lines)")
    }

    @Test func sectionsSayNoColumnOnlyWhenTheFileReadAgainHasAHeaderWithoutIt() throws {
        let path = try f.file("f.csv", "name,team\nann,red\nbob,blue\n")
        let (s, data) = try f.screen([path, "--follow", "--section-by", "team"])
        #expect(truncate(path, 0) == 0)
        #expect(f.tick(s, data) { status(s).contains("file truncated; read again") }, "\(s.lines)")
        #expect(data.missingColumnNames == [])
        try ViewFollowColumnsTests.append(path, "name,team\ncy,green\n")
        #expect(f.tick(s, data) { data.arrangement.sections.map(\.title) == ["green"] }, "\(s.lines)")
        #expect(data.missingColumnNames == [])
    }
}

/// `--sort -team,name` on a followed file read again keeps every key, found again by name
/// in the new file's columns (moved there), and drops a later key whose column is gone.
@Suite("tablekit view --follow: a sort by several keys survives a rewrite")
@MainActor
struct ViewFollowSeveralSortKeysTests {
    let f = ViewFollowTests()

    func shown(_ data: DataTableViewController) -> [[String]] {
        data.arrangement.sections.flatMap { sec in (0..<sec.rows.count).map { data.fields(ofRow: sec.rows[$0]) } }
    }

    @Test func everyKeyIsFoundAgainByName() throws {
        let path = try f.file("f.csv", "name,team\nbo,red\nal,blue\ncy,red\n")
        let (s, data) = try f.screen([path, "--follow", "--sort", "-team,name"])
        #expect(f.tick(s, data) { !data.isSorting && data.state.order != nil })
        #expect(shown(data) == [["bo", "red"], ["cy", "red"], ["al", "blue"]])
        // Rewritten with the columns swapped: team first, then name.
        let rewritten = "team,name\nred,zo\nblue,al\nred,ann\nblue,ed\n"
        try rewritten.write(toFile: path + ".new", atomically: false, encoding: .utf8)
        #expect(rename(path + ".new", path) == 0)
        #expect(f.tick(s, data) { shown(data).count == 4 && !data.isSorting && data.state.order != nil }, "\(s.lines)")
        #expect(shown(data) == [["red", "ann"], ["red", "zo"], ["blue", "al"], ["blue", "ed"]])
        #expect(data.state.sortKey?.thenBy == [RowOrder.Key(column: 1, ascending: true)])
    }

    @Test func aLaterKeyWhoseColumnIsGoneIsDropped() throws {
        let path = try f.file("f.csv", "name,team\nbo,red\nal,blue\n")
        let (s, data) = try f.screen([path, "--follow", "--sort", "-team,name"])
        #expect(f.tick(s, data) { !data.isSorting && data.state.order != nil })
        try "team,size\nred,2\nblue,1\nred,1\n".write(toFile: path + ".new", atomically: false, encoding: .utf8)
        #expect(rename(path + ".new", path) == 0)
        #expect(f.tick(s, data) { shown(data).count == 3 && !data.isSorting && data.state.order != nil }, "\(s.lines)")
        #expect(data.state.sortKey?.thenBy == [])
        #expect(shown(data).map { $0[0] } == ["red", "red", "blue"])
    }
}

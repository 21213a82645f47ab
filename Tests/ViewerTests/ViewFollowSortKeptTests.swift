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

    func shown(_ data: DataTableViewController) -> [[String]] {
        data.arrangement.sections.flatMap { sec in (0..<sec.rows.count).map { data.fields(ofRow: sec.rows[$0]) } }
    }

    @Test func aSortSurvivesAReadAgainOfTheEmptiedFileAndComesBackWithItsColumn() throws {
        let path = try f.file("f.csv", "name,age\nzed,3\nyan,1\n")
        let (s, data) = try f.screen([path, "--follow"])
        try s.press("Right s")
        #expect(truncate(path, 0) == 0)
        #expect(f.tick(s, data, until: "file truncated; read again"))
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
        #expect(f.tick(s, data, until: "file truncated; read again"))
        #expect(data.missingColumnNames == [])
        try ViewFollowColumnsTests.append(path, "name,team\ncy,green\n")
        #expect(f.tick(s, data) { data.arrangement.sections.map(\.title) == ["green"] }, "\(s.lines)")
        #expect(data.missingColumnNames == [])
    }
}

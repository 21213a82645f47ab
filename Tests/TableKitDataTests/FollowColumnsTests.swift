import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// A followed CSV grows its columns as JSON Lines does: a record appended with more fields
/// than there are columns adds columns at the right, titled by their number, as opening
/// the file does for the rows it samples; the rows before are blank there.
@Suite struct FollowColumnsTests {
    @Test func anAppendedRecordWithMoreFieldsAddsNumberedColumns() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("c4.csv", "a,b\n1,2\n")
        let s = try FollowRewriteTests.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 1)
        #expect(s.columns.map(\.name) == ["a", "b"])
        try JSONFollowTests.append(path, "5,6,7,8\nx,y\n")
        try #require(JSONFollowTests.waitForRowCount(s, 3) == 3)
        #expect(
            s.columns == [
                Column(name: "a", type: .number), Column(name: "b", type: .number),
                Column(name: "3", type: .number), Column(name: "4", type: .number),
            ])
        #expect(allFields(s) == [["1", "2", "", ""], ["5", "6", "7", "8"], ["x", "y", "", ""]])
        #expect(s.field(ofRow: 1, column: 3) == "8")
    }

    /// A followed TSV's appended row adds its column too, titled as opening the file
    /// (which samples that row) titles it.
    @Test func anAppendedTSVRecordAddsAColumnAsTheOpenDoes() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("t.tsv", "a\tb\n1\t2\n")
        let s = try FollowRewriteTests.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitUntilCaughtUp().rowCount == 1)
        try JSONFollowTests.append(path, "5\t6\t7\n")
        try #require(JSONFollowTests.waitForRowCount(s, 2) == 2)
        #expect(s.columns.map(\.name) == ["a", "b", "3"])
        let plain = try loaded(path)
        #expect(plain.columns.map(\.name) == ["a", "b", "3"])  // opened now: sampled
    }

    /// A followed CSV with only its header: its columns take the type of the first values
    /// appended (numbers, then sorted by value and right-aligned), as opening the file
    /// with those rows would; a column blank in every row so far is typed the same way.
    @Test(arguments: [
        ("x,y\n", "5,6\n77,88\n100,1\n9,2\n", [ColumnType.number, .number]),
        ("x,y\n1,\n2,\n", "3,100\n4,9\n5,77\n", [.number, .number]),
        ("x,y\n", "a,2024-01-02\nb,2024-03-04\n", [.text, .date]),
    ])
    func aHeaderOnlyCSVTakesItsTypesFromTheFirstRowsAppended(start: String, appended: String, types: [ColumnType])
        throws
    {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.file("ho.csv", start)
        let s = try FollowRewriteTests.follow(path)
        defer { s.stopLoading() }
        let before = s.waitUntilCaughtUp().rowCount
        try JSONFollowTests.append(path, appended)
        let rows = before + appended.split(separator: "\n").count
        try #require(JSONFollowTests.waitForRowCount(s, rows) == rows)
        #expect(s.columns.map(\.type) == types)
        #expect(try loaded(path).columns.map(\.type) == types)  // as the open gives
    }
}

import Foundation
import Testing
@testable import TableKitData

/// A followed CSV grows its columns as JSON Lines does: a record appended with more fields
/// than there are columns adds columns at the right, titled by their number, as opening
/// the file does for the rows it samples; the rows before are blank there.
@Suite struct FollowColumnsTests {
    @Test func anAppendedRecordWithMoreFieldsAddsNumberedColumns() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let path = dir.file("c4.csv", "a,b\n1,2\n")
        let s = try FollowRewriteTests.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitForCaughtUp().rowCount == 1)
        #expect(s.columns.map(\.name) == ["a", "b"])
        try JSONFollowTests.append(path, "5,6,7,8\nx,y\n")
        try #require(JSONFollowTests.waitForRowCount(s, 3) == 3)
        #expect(s.columns == [Column(name: "a", type: .number), Column(name: "b", type: .number),
                              Column(name: "3", type: .number), Column(name: "4", type: .number)])
        #expect(allFields(s) == [["1", "2", "", ""], ["5", "6", "7", "8"], ["x", "y", "", ""]])
        #expect(s.field(ofRow: 1, column: 3) == "8")
    }

    /// A followed TSV's appended row adds its column too, titled as opening the file
    /// (which samples that row) titles it.
    @Test func anAppendedTSVRecordAddsAColumnAsTheOpenDoes() throws {
        let dir = TempDirectory(); defer { dir.cleanup() }
        let path = dir.file("t.tsv", "a\tb\n1\t2\n")
        let s = try FollowRewriteTests.follow(path)
        defer { s.stopLoading() }
        #expect(s.waitForCaughtUp().rowCount == 1)
        try JSONFollowTests.append(path, "5\t6\t7\n")
        try #require(JSONFollowTests.waitForRowCount(s, 2) == 2)
        #expect(s.columns.map(\.name) == ["a", "b", "3"])
        let plain = try loaded(path)
        #expect(plain.columns.map(\.name) == ["a", "b", "3"])  // opened now: sampled
    }
}

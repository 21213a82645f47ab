import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

@Suite struct SearchTests {
    static let names = ["Marie-Ann Dupont", "JOSÉ Núñez", "ann", "Bob", "Straße 5", "zoë,ANN", "", "Łódź"]

    func textSource(_ dir: TemporaryDirectory, _ lines: [String]) throws -> any TabularSource {
        try loaded(dir.file("n.txt", lines.joined(separator: "\n") + "\n"))
    }

    @Test(arguments: [
        ("ann marie", [0]),
        ("ANN", [0, 2, 5]),
        ("  jose  ", [1]),
        ("nunez jose", [1]),
        ("strasse", [4]),
        ("zoe ann", [5]),
        ("ŁODZ", [7]),  // ł → l (as ICU's Latin-ASCII), ó → o
        ("lodz", [7]),
        ("xyz", []),
        ("e", [0, 1, 4, 5]),
    ])
    func textSearchIsCaseAndDiacriticInsensitiveWithEveryWordRequired(query: String, rows: [Int]) throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try textSource(dir, Self.names)
        #expect(s.rows(matching: RowQuery(query), in: 0..<s.rowCount) == rows)
        #expect(s.rows(matching: RowQuery(query), among: Array(0..<s.rowCount)) == rows)
        // Agrees with the reference: fold each line and check every word.
        #expect(rows == Self.names.indices.filter { RowQuery(query).matches(Self.names[$0]) })
    }

    @Test func aLargeFileIsSearchedOnTwoThreadsWithTheSameResult() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let lines = (0..<200_000).map { i in i % 1_000 == 7 ? "Zoë \(i)" : "line \(i) ANNE" }
        let s = try textSource(dir, lines)
        let zoe = s.rows(matching: RowQuery("zoe"), in: 0..<s.rowCount)
        #expect(zoe == (0..<200_000).filter { $0 % 1_000 == 7 })
        #expect(
            s.rows(matching: RowQuery("anne 1999"), in: 0..<s.rowCount)
                == lines.indices.filter { RowQuery("anne 1999").matches(lines[$0]) })
        #expect(
            s.rows(matching: RowQuery("line"), in: 1_000..<1_010) == [
                1_000, 1_001, 1_002, 1_003, 1_004, 1_005, 1_006, 1_008, 1_009,
            ])
    }

    @Test func hitSetsOverAnyRangeAndAmongAnyCandidatesMatchTheRowByRowAnswer() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        // Over 1 MiB, so that ranges are scanned in halves split at a multiple of 64 rows,
        // with a header row (records and rows differ by one) and non-ASCII lines.
        let lines =
            ["id,name"]
            + (0..<40_000).map { i in
                i % 97 == 5
                    ? "\(i),Zoë Ma,somewhere far away" : "\(i),\(i % 3 == 0 ? "Mark" : "Anne") Smith,somewhere far away"
            }
        let s = try loaded(dir.file("big.csv", lines.joined(separator: "\n") + "\n"))
        let body = Array(lines.dropFirst())
        func naive(_ q: String, _ rows: some Sequence<Int>) -> [Int] { rows.filter { RowQuery(q).matches(body[$0]) } }
        for (q, range) in [("ma", 0..<40_000), ("m", 63..<39_937), ("zoe", 1..<32_001), ("ma 1", 65..<30_000)] {
            let hits = s.hits(matching: RowQuery(q), in: range)
            #expect(Array(hits) == naive(q, range), "\(q) in \(range)")
            #expect(hits.universe == range.upperBound)
        }
        // Narrowing: dense candidates (one scan of their span), sparse ones (row by row).
        let m = s.hits(matching: RowQuery("m"), in: 0..<40_000)
        #expect(Array(s.hits(matching: RowQuery("mar"), among: m)) == naive("mar", m))
        let sparse = RowHits(stride(from: 3, to: 40_000, by: 41), universe: 40_000)
        #expect(Array(s.hits(matching: RowQuery("zoe"), among: sparse)) == naive("zoe", sparse))
        let anne = Array(m).filter { i in i % 97 != 5 && i % 3 != 0 }
        #expect(Array(s.hits(matching: RowQuery("anne", column: 1), among: m)) == anne)
        #expect(s.hits(matching: RowQuery("anne", column: 0), among: m).isEmpty)
        #expect(s.hits(matching: RowQuery(""), in: 5..<9) == RowHits(all: 5..<9))
    }

    @Test func csvSearchCanBeLimitedToOneColumn() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("p.csv", "name,city\nAnn,Paris\nParis Hilton,Zürich\n\"Zoë, Ann\",Ann Arbor\n"))
        #expect(s.rows(matching: RowQuery("paris"), in: 0..<3) == [0, 1])
        #expect(s.rows(matching: RowQuery("paris", column: 0), in: 0..<3) == [1])
        #expect(s.rows(matching: RowQuery("zurich", column: 1), in: 0..<3) == [1])
        #expect(s.rows(matching: RowQuery("ann", column: 1), among: [0, 1, 2]) == [2])
    }

    @Test func aQuoteInAColumnSearchIsMatchedInTheFieldNotInTheRecordAsWritten() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let s = try loaded(dir.file("q.csv", #"a,b\#n"say ""hi""",x\#nhi,"""hi"""\#n"#))
        #expect(s.fields(ofRow: 0) == ["say \"hi\"", "x"])
        #expect(s.rows(matching: RowQuery("\"hi\"", column: 0), in: 0..<2) == [0])
        #expect(s.rows(matching: RowQuery("\"hi\"", column: 1), in: 0..<2) == [1])
        #expect(s.rows(matching: RowQuery("HI", column: 0), in: 0..<2) == [0, 1])
    }
}

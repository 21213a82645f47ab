import Foundation
import TableKit
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The `--where` language: a table of expressions with the rows each keeps, and a table of
/// expressions refused with the place and the message of the error.
@Suite struct FilterExpressionTests {
    /// Seven cities: a text, a number (with thousands, currency and blanks), a date, a
    /// boolean and a quoted-name column.
    static let source = MemoryTableSource(
        title: "cities.csv",
        columns: [
            Column(name: "city"), Column(name: "pop", type: .number), Column(name: "founded", type: .date),
            Column(name: "capital", type: .boolean), Column(name: "pop density", type: .number),
            Column(name: "country"),
        ],
        rows: [
            ["Tokyo", "37,400,068", "1457-01-01", "yes", "6,158", "Japan"],
            ["Delhi", "28514000", "1052-06-01", "yes", "11,320", "India"],
            ["Osaka", "19,281,000", "0645-01-01", "no", "", "Japan"],
            ["São Paulo", "$21,650,000", "1554-01-25", "no", "7,398", "Brazil"],
            ["Kyoto", "n/a", "0794-01-01", "no", "1,800", "Japan"],
            ["Berlin", "3,645,000", "1237-01-01", "yes", " ", "Germany"],
            ["it's", "5%", "", "", "2", ""],
        ])

    static let cases: [(String, [Int])] = [
        ("pop > 1e6", [0, 1, 2, 3, 5]),
        ("pop>20,000,000", [0, 1, 3]),
        ("pop >= $21,650,000", [0, 1, 3]),
        ("pop < 10", [6]),  // 5% is 5
        ("pop = 5", [6]),
        ("pop != 5", [0, 1, 2, 3, 4, 5]),  // n/a has no value: only != holds
        ("1e7 < pop", [0, 1, 2, 3]),
        ("country = 'Japan'", [0, 2, 4]),
        ("country == 'Japan' and pop > 20000000", [0]),
        ("country = 'Japan' or country = 'India'", [0, 1, 2, 4]),
        ("not country = 'Japan'", [1, 3, 5, 6]),
        ("country <> 'Japan'", [1, 3, 5, 6]),
        ("(country = 'Japan' or country = 'India') and not capital = yes", [2, 4]),
        ("country = 'Japan' or country = 'India' and capital = yes", [0, 1, 2, 4]),  // and binds tighter
        ("city contains 'o'", [0, 2, 3, 4]),
        ("city contains sao", [3]),  // accents and case ignored, a bare word is text
        ("city CONTAINS 'PAULO'", [3]),
        ("city not contains 'o'", [1, 5, 6]),
        ("city matches '^[A-Z]'", [0, 1, 2, 3, 4, 5]),
        ("city matches 'o$'", [0, 3, 4]),
        ("city not matches '[ae]'", [0, 4, 6]),
        ("city matches '(?i)^b'", [5]),
        ("\"pop density\" is blank", [2, 5]),
        ("`pop density` is not blank", [0, 1, 3, 4, 6]),
        ("\"POP DENSITY\" > 5000", [0, 1, 3]),
        ("country = ''", [6]),
        ("country != ''", [0, 1, 2, 3, 4, 5]),
        ("founded > 1500-01-01", [3]),
        ("founded < '01-Jan-1000'", [2, 4]),
        ("founded is blank", [6]),
        ("capital = 'yes'", [0, 1, 5]),
        ("capital = true", [0, 1, 5]),  // a bare word on the right: no column `true`, a boolean column reads it
        ("city = 'it''s'", [6]),
        ("city > 'S'", [0, 3, 6]),  // text by Unicode scalars: lowercase after uppercase
        ("city = 'tokyo'", []),  // = on text is exact
        ("city = city", [0, 1, 2, 3, 4, 5, 6]),
        ("pop > \"pop density\"", [0, 1, 3, 6]),  // a blank on either side: false
        ("NOT (pop > 1e6 OR pop is blank)", [4, 6]),
    ]

    @Test(arguments: cases)
    func keepsTheRowsThatSatisfyIt(expression: String, rows: [Int]) throws {
        let e = try FilterExpression.parse(expression, columns: Self.source.columns)
        let hits = e.hits(in: Self.source, rows: 0..<Self.source.rowCount)
        #expect(Array(hits) == rows, "\(expression)")
        #expect(hits.universe == Self.source.rowCount)
    }

    static let errors: [(String, Int, String)] = [
        ("popp > 1", 1, "unknown column 'popp' (columns: city, pop, founded, capital, pop density, country)"),
        (
            "country = Japan", 11,
            "unknown column 'Japan' (columns: city, pop, founded, capital, pop density, country); text is written in single quotes: 'Japan'"
        ),
        (
            "country = \"Japan\"", 11,
            "unknown column 'Japan' (columns: city, pop, founded, capital, pop density, country); text is written in single quotes: 'Japan'"
        ),
        ("\"popp\" > 1", 1, "unknown column 'popp' (columns: city, pop, founded, capital, pop density, country)"),
        ("pop >", 6, "the expression stops too soon: expected a column or a value"),
        ("", 1, "empty expression: give a comparison such as pop > 1000"),
        ("pop > 1 and", 12, "the expression stops too soon: expected a column or a value"),
        ("(pop > 1", 9, "expected ')' to close the '(' at 1:1, found the end"),
        ("pop > 1)", 8, "expected and, or or the end, found ')'"),
        ("city = 'Tokyo", 8, "the quoted text is not closed: end it with '"),
        ("\"pop density > 1", 1, "the quoted column name is not closed: end it with \""),
        ("city matches '(['", 14, "not a valid regular expression: '(['"),
        ("city ! 'a'", 6, "'!' alone is not an operator: use != or not"),
        ("pop is 5", 8, "expected blank after is, found '5'"),
        ("city not = 'a'", 10, "expected contains or matches after not, found '='"),
        ("1 = 2", 1, "a comparison needs a column on one side"),
        (
            "city 'Tokyo'", 6,
            "expected an operator (= != < <= > >= contains matches is blank) after 'city', found 'Tokyo' (quoted text)"
        ),
        ("city matches \"pop\"", 14, "matches takes a regular expression in single quotes, such as '^a.*z$'"),
    ]

    @Test(arguments: errors)
    func refusesWithThePlaceAndWhatIsWrong(expression: String, column: Int, message: String) {
        #expect(throws: FilterExpressionError(text: expression, column: column, message: message)) {
            _ = try FilterExpression.parse(expression, columns: Self.source.columns)
        }
    }

    @Test func theErrorIsOneLineWithACaretUnderThePlace() throws {
        let columns = [Column(name: "city"), Column(name: "pop", type: .number)]
        let error = try #require(throws: FilterExpressionError.self) {
            _ = try FilterExpression.parse("pop > 1 and popp < 5", columns: columns)
        }
        #expect(error.description == "1:13: unknown column 'popp' (columns: city, pop)")
        #expect(error.caretLines == "  pop > 1 and popp < 5\n" + String(repeating: " ", count: 14) + "^")
    }

    @Test func manyRowsAreFilteredOnTwoThreadsWithProgressAndTheSameHits() {
        let rows = (0..<200_000).map { ["\($0)", $0 % 3 == 0 ? "x" : "y"] }
        let s = MemoryTableSource(
            title: "t", columns: [Column(name: "n", type: .number), Column(name: "k")], rows: rows)
        let e = try! FilterExpression.parse("n >= 1000 and k = 'x'", columns: s.columns)
        let seen = Seen()
        let hits = e.hits(in: s, rows: 0..<s.rowCount, progress: { n in seen.note(n) })
        let expected = (0..<200_000).filter { $0 >= 1000 && $0 % 3 == 0 }
        #expect(Array(hits) == expected)
        #expect(seen.most == 200_000)
        #expect(e.columnsRead == [0, 1])
    }
}

/// The most rows a filter's progress reported (from either thread).
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var most: Int { lock.withLock { value } }
    func note(_ n: Int) { lock.withLock { value = max(value, n) } }
}

import Foundation
import Testing

@testable import TableKit
@testable import TableKitData

/// `FilterExpression.pattern`, the viewer's `|`: the rows whose field in one column has a
/// match of a ``RowPattern``, found as the search's regex mode finds one (smart case, `^`
/// and `$` the field's ends), checked against matches written out with Foundation here.
@Suite struct FilterPatternTests {
    static let cities = ["Osaka", "oslo", "Tokyo", "Porto", "", "OSAKA", "Bordeaux"]
    let src = MemoryTableSource(
        title: "t", columns: [Column(name: "city"), Column(name: "n")],
        rows: cities.enumerated().map { [$0.element, String($0.offset)] })

    func rows(_ text: String, column: Int = 0) throws -> [Int] {
        let filter = FilterExpression.pattern(try RowPattern(text), inColumn: column, named: "city")
        return Array(filter.hits(in: src, rows: 0..<src.rowCount))
    }

    @Test func anUppercaseLetterMakesCaseCountAndNoneIgnoresIt() throws {
        #expect(try rows("^O") == Self.cities.indices.filter { Self.cities[$0].hasPrefix("O") })
        #expect(try rows("^O") == [0, 5])
        #expect(try rows("^o") == Self.cities.indices.filter { Self.cities[$0].lowercased().hasPrefix("o") })
        #expect(try rows("^o") == [0, 1, 5])
        // `$` is the field's end; the other column is not looked at.
        #expect(try rows("o$") == Self.cities.indices.filter { Self.cities[$0].lowercased().hasSuffix("o") })
        #expect(try rows("o$") == [1, 2, 3])
        #expect(try rows("^$") == [4])
        #expect(try rows("^[0-9]$") == [])
        #expect(try rows("^[0-9]$", column: 1) == Array(0..<7))
    }

    @Test func itAgreesWithTheSearchsRegexModeOnEveryRow() throws {
        for text in ["^O", "a", "(?i)osaka", "r[td]", "^.{4}$"] {
            let pattern = try RowPattern(text)
            let searched = pattern.hits(src, in: 0..<src.rowCount, among: nil, columns: [0])
            #expect(try rows(text) == Array(searched), "\(text)")
        }
    }

    @Test func itsTextNamesTheColumnAndThePatternAndItStacks() throws {
        let p = FilterExpression.pattern(try RowPattern("^O"), inColumn: 0, named: "city")
        #expect(p.text == "city ~ /^O/" && p.columnsRead == [0])
        #expect(
            FilterExpression.pattern(try RowPattern("x"), inColumn: 1, named: "pop density").text
                == "\"pop density\" ~ /x/")
        let both = try FilterExpression.parse("n > 1", columns: src.columns).and(p)
        #expect(Array(both.hits(in: src, rows: 0..<src.rowCount)) == [5])
        #expect(both.columnsRead == [0, 1])
    }
}

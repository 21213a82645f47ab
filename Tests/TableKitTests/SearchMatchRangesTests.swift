import Testing

@testable import TableKit

/// Marking a search's matches in a row's text: folded as search folds, mapped back to
/// the characters (and display columns) the folded bytes came from.
@Suite struct SearchMatchRangesTests {
    /// The matched substrings of `text`, in the order returned.
    func marked(_ words: [String], in text: String) -> [String] {
        SearchIndex.matchRanges(of: words, in: text).map { String(text[$0]) }
    }

    @Test(arguments: [
        (["lukasz"], "Łukasz Nowak", ["Łukasz"]),
        (["odegaard"], "Martin Ødegaard", ["Ødegaard"]),
        (["aero"], "Ærø kommune", ["Ærø"]),
        (["ae"], "Ærø", ["Æ"]),  // both folded bytes of Æ
        (["a"], "Ærø", ["Æ"]),  // half of Æ marks all of it
        (["er"], "Ærø", ["Ær"]),  // the e of Æ, then r
        (["strasse"], "Hauptstraße 5", ["straße"]),
        (["ss"], "Straße", ["ß"]),
        (["thor"], "Þór Ólafsson", ["Þór"]),
        (["istanbul"], "İSTANBUL İstanbul", ["İSTANBUL", "İstanbul"]),
        (["isik"], "Işık", ["Işık"]),
        (["jose"], "Dr Jose\u{301} Ruiz", ["Jose\u{301}"]),  // the combining accent is in the mark
        (["an", "MA"], "Marie-Ann", ["An", "Ma"]),
        (["x"], "Łukasz", []),
        ([""], "Łukasz", []),
    ])
    func marksTheOriginalCharactersOfEachMatch(_ words: [String], _ text: String, _ expected: [String]) {
        #expect(marked(words, in: text) == expected)
    }

    @Test func matchesAfterALengthChangingLetterAreShiftedBack() {
        // æ folds to two bytes and ß to two: later matches still mark their own letters.
        #expect(marked(["o"], in: "æbleskiver Øst") == ["Ø"])
        #expect(marked(["lodz"], in: "Straße Łódź") == ["Łódź"])
        #expect(marked(["n"], in: "ÆÆn") == ["n"])
    }

    @Test func displayColumnsOfMatchesInCells() {
        #expect(TableViewColumnCell.matchColumns(of: ["lukasz"], in: "Dr Łukasz") == [3..<9])
        #expect(TableViewColumnCell.matchColumns(of: ["aero"], in: "Ærø") == [0..<3])
        #expect(TableViewColumnCell.matchColumns(of: ["odegaard"], in: "M. Ødegaard") == [3..<11])
        #expect(TableViewColumnCell.matchColumns(of: ["thor"], in: "张 Þór") == [3..<6])
        #expect(TableViewColumnCell.matchColumns(of: ["strasse"], in: "Straße") == [0..<6])
    }
}

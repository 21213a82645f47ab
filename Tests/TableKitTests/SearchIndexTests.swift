import Foundation
import TableKitTestSupport
import Testing

@_spi(Benchmarks) @testable import TableKit

@Suite struct SearchIndexTests {
    static let names = [
        "José Álvarez", "Zoë Saldaña", "Straße", "STRASSE", "İstanbul", "ısı", "Işık",
        "a.b", "axb", "call (555)", "Anna", "ANNABELLE", "hannah", "张三", "Ñandú", "e\u{301}clair",
        "Éclair", "Łódź", "Ærøskøbing", "", "[brackets]*+?", "Σίσυφος",
    ]
    let index = SearchIndex(names)

    func found(_ query: String) -> [String] { index.matches(query).map { Self.names[$0] } }

    @Test func countIsNumberOfStrings() {
        #expect(index.count == Self.names.count)
        #expect(SearchIndex([String]()).count == 0)
        #expect(SearchIndex([String]()).matches("a") == [])
    }

    @Test(arguments: [
        ("jose", ["José Álvarez"]),
        ("ZOE", ["Zoë Saldaña"]),
        ("alvarez", ["José Álvarez"]),
        ("saldana", ["Zoë Saldaña"]),
        ("ÉCLAIR", ["e\u{301}clair", "Éclair"]),
        ("e\u{301}cl", ["e\u{301}clair", "Éclair"]),
        ("nandu", ["Ñandú"]),
        ("lodz", ["Łódź"]),  // ł → l, as ICU's Latin-ASCII and Lucene fold it
        ("łodz", ["Łódź"]),
        ("aerø", ["Ærøskøbing"]),  // æ → ae, ø → o
        ("aeroskobing", ["Ærøskøbing"]),
        ("σισυφοσ", ["Σίσυφος"]),  // final sigma folds to σ
    ])
    func matchesCaseAndDiacriticInsensitively(_ query: String, _ expected: [String]) {
        #expect(found(query) == expected)
    }

    @Test func sharpSFoldsToDoubleS() {
        #expect(found("strasse") == ["Straße", "STRASSE"])
        #expect(found("straße") == ["Straße", "STRASSE"])
        #expect(found("ß") == ["Straße", "STRASSE"])
        #expect(SearchIndex.fold("ẞ") == "ss")
    }

    @Test func turkishDotlessIFoldsToI() {
        #expect(found("istanbul") == ["İstanbul"])  // İ → i (the dot is a diacritic)
        #expect(found("isi") == ["ısı", "Işık"])  // ı → i, as ICU's Latin-ASCII does
        #expect(found("ısı") == ["ısı", "Işık"])  // the query folds alike: isi
        #expect(found("isik") == ["Işık"])  // I → i, ş → s, ı → i
        #expect(SearchIndex.fold("Işık") == "isik")
    }

    @Test(arguments: [
        ("Łukasz", "lukasz"), ("Ødegaard", "odegaard"), ("Ærø", "aero"), ("Œuvre", "oeuvre"),
        ("Straße", "strasse"), ("Þór", "thor"), ("Đorđe", "dorde"), ("Guðrún", "gudrun"),
        ("Ħamrun", "hamrun"), ("Ŀl", "ll"), ("Ŧ", "t"),
        ("Ǿ", "o"), ("Łódź 张", "lodz 张"), ("e\u{301}Æ", "eae"),
    ])
    func latinLettersWithoutDecompositionFoldToASCII(_ text: String, _ expected: String) {
        #expect(SearchIndex.fold(text) == expected)
        #expect(SearchIndex.fold(text) == SearchIndex.foundationFold(text), "fast path and reference agree")
    }

    @Test func queryAndRowFoldAlikeForTheNewLetters() {
        let idx = SearchIndex(["Łukasz Nowak", "Martin Ødegaard", "Ærø", "Þór", "Straße", "Michael"])
        #expect(idx.matches("lukasz") == [0])
        #expect(idx.matches("ŁUKASZ") == [0])
        #expect(idx.matches("odegaard") == [1])
        #expect(idx.matches("ØDEGAARD") == [1])
        #expect(idx.matches("aero") == [2])
        #expect(idx.matches("thor") == [3])
        #expect(idx.matches("strasse") == [4])
        #expect(idx.matches("æ") == [2, 5], "æ is ae, which Michael holds too")
    }

    @Test(arguments: [
        ("a.b", ["a.b"]), ("(", ["call (555)"]), ("(555)", ["call (555)"]),
        ("*+?", ["[brackets]*+?"]), ("[", ["[brackets]*+?"]), (".", ["a.b"]),
    ])
    func patternCharactersAreLiteral(_ query: String, _ expected: [String]) {
        #expect(found(query) == expected)
    }

    @Test func emptyQueryMatchesEverything() {
        #expect(index.matches("") == Array(0..<Self.names.count))
        #expect(index.matches("\u{0}") == Array(0..<Self.names.count), "a query that folds to empty")
        #expect(index.matches("", within: [1, 4]) == [1, 4])
    }

    @Test func nonASCIIQueriesFindNonASCIIRows() {
        #expect(found("张") == ["张三"])
        #expect(found("张三") == ["张三"])
        #expect(found("三") == ["张三"])
    }

    @Test func matchNeverSpansTwoRows() {
        let idx = SearchIndex(["ab", "cd", "a", "b", "x\u{0}y", ""])
        idx.checkInvariants()
        #expect(idx.foldedString(at: 4) == "xy")
        #expect(idx.matches("bc") == [])
        #expect(idx.matches("ab") == [0])
        #expect(idx.matches("b\u{0}c") == [], "NUL is folded away, so the query is bc")
    }

    @Test func incrementalTypingNarrowsWithinPreviousResult() {
        var rows = index.matches("a")
        for q in ["an", "ann", "anna"] {
            let next = index.matches(q, within: rows)
            #expect(next == index.matches(q))
            #expect(next == index.matchesRowByRow(q, within: rows))
            rows = next
        }
        #expect(rows.map { Self.names[$0] } == ["Anna", "ANNABELLE", "hannah"])
    }

    @Test func withinIsAnIntersectionForAnyAscendingCandidates() {
        let all = Array(0..<index.count)
        #expect(index.matches("a", within: [0, 2, 10]) == [0, 2, 10])
        #expect(index.matches("a", within: []) == [])
        #expect(index.matches("a", within: all) == index.matches("a"))
        #expect(index.matchesRowByRow("a", within: all) == index.matches("a"))
    }

    @Test func foldMatchesFoundationForASCIIAndNonASCII() {
        let samples = [
            "Hello World", "ABC xyz 123 !@#$%^&*()_+-=[]{};':\",./<>?`~\\|", "José", "ZOË", "Straße",
            "e\u{301}", "Åre", "ǅ", "Ｆｕｌｌ",
        ]
        for s in samples {
            let reference = s.precomposedStringWithCanonicalMapping
                .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(SearchIndex.fold(s) == reference, "\(s)")
        }
        var ascii = ""
        for v in UInt8(1)...127 { ascii.unicodeScalars.append(Unicode.Scalar(v)) }
        #expect(
            SearchIndex.fold(ascii) == ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    }

    @Test func latinTableFoldingMatchesFoundationForEveryScalarAndRandomText() {
        for v in UInt32(1)..<0x300 {
            let s = String(Unicode.Scalar(v)!)
            #expect(SearchIndex.fold(s) == SearchIndex.foundationFold(s), "U+\(String(v, radix: 16))")
        }
        let seed = SeededRandom.seed(0x1A71)
        var rng = SeededRandom(seed: seed)
        for _ in 0..<300 {
            var s = ""
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                s.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0x20..<0x300, using: &rng))!)
            }
            #expect(SearchIndex.fold(s) == SearchIndex.foundationFold(s), "seed \(seed): \(s.debugDescription)")
        }
    }

    // MARK: Property test against a naive reference

    static let pieces = [
        "a", "n", "A", "N", "b", "e", "é", "E\u{301}", "ë", "ß", "ss", "S", "ı", "İ", "i",
        ".", "(", " ", "张", "三", "ñ", "Zoë", "José", "x", "y", "0",
    ]

    /// Folds both sides, then looks for the query's bytes in the row's bytes.
    static func naive(_ folded: [[UInt8]], _ query: String) -> [Int] {
        let q = Array(SearchIndex.fold(query).utf8)
        return folded.indices.filter { i in
            if q.isEmpty { return true }
            let r = folded[i]
            guard r.count >= q.count else { return false }
            outer: for start in 0...r.count - q.count {
                for k in 0..<q.count where r[start + k] != q[k] { continue outer }
                return true
            }
            return false
        }
    }

    @Test func matchesEqualsNaiveReferenceOnRandomCorpus() {
        let seed = SeededRandom.seed(0x5EA_2C4)
        var rng = SeededRandom(seed: seed)
        func word(_ maxLen: Int) -> String {
            (0..<Int.random(in: 0...maxLen, using: &rng)).map { _ in Self.pieces.randomElement(using: &rng)! }.joined()
        }
        let corpus = (0..<3000).map { _ in word(12) }
        let idx = SearchIndex(corpus)
        idx.checkInvariants()
        let folded = corpus.map { Array(SearchIndex.fold($0).utf8) }
        #expect(idx.count == corpus.count)
        for _ in 0..<60 {
            let query = word(4)
            let expected = Self.naive(folded, query)
            #expect(idx.matches(query) == expected, "seed \(seed): query \(query.debugDescription)")
            #expect(idx.matchesSingleThreaded(query) == expected, "seed \(seed): query \(query.debugDescription)")
            let some = corpus.indices.filter { _ in Bool.random(using: &rng) }
            let someSet = Set(some)
            let within = expected.filter { someSet.contains($0) }
            #expect(idx.matches(query, within: some) == within, "seed \(seed): query \(query.debugDescription)")
            #expect(idx.matchesRowByRow(query, within: some) == within, "seed \(seed)")
        }
    }

    @Test func largeIndexScansInTwoHalvesWithSameResult() {
        // Over the parallel threshold, so `matches` splits the scan across two threads.
        let seed = SeededRandom.seed(0x5EA_2C5)
        var rng = SeededRandom(seed: seed)
        let corpus = (0..<60_000).map { i in
            (0..<9).map { _ in Self.pieces.randomElement(using: &rng)! }.joined() + " \(i)"
        }
        let idx = SearchIndex(corpus)
        idx.withUnsafeFoldedBytes { #expect($0.count > SearchIndex.parallelThreshold) }
        for q in ["a", "an", "99", "zoe", "ss", "张三", "(", "1 7"] {
            #expect(idx.matches(q) == idx.matchesSingleThreaded(q), "seed \(seed): \(q)")
        }
        #expect(idx.matches("99999").count == idx.matchesSingleThreaded("99999").count)
    }
}

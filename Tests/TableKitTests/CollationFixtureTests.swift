import Foundation
import Testing

@testable import TableKit

/// What ICU's own `AlphabeticIndex` and collator say, generated once by
/// `Fixtures/make_collation_fixture.py` (PyICU on the system ICU).
struct CollationFixture: Decodable, Sendable {
    struct Section: Decodable, Sendable {
        var title: String
        var rows: [String]
    }
    struct LocaleCase: Decodable, Sendable, CustomTestStringConvertible {
        var locale: String
        var titles: [String]
        /// `[name, title]` pairs in input order.
        var buckets: [[String]]
        var sections: [Section]
        var testDescription: String { locale }
        var names: [String] { buckets.map { $0[0] } }
    }
    var icuVersion: String
    var locales: [LocaleCase]

    static let shared: CollationFixture = {
        guard let url = Bundle.module.url(forResource: "Fixtures/collation-fixture", withExtension: "json") else {
            fatalError("Fixtures/collation-fixture.json is missing from the test bundle")
        }
        do {
            return try JSONDecoder().decode(CollationFixture.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot decode collation-fixture.json: \(error)")
        }
    }()

    /// Names from Fixtures/multilingual-names.json (a copy of shared/data's file).
    static let multilingualNames: [String: [String]] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/multilingual-names", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let names = try? JSONDecoder().decode([String: [String]].self, from: data)
        else {
            fatalError("Fixtures/multilingual-names.json is missing or malformed")
        }
        return names
    }()
}

@Suite("Collation agrees with ICU's AlphabeticIndex")
struct CollationFixtureTests {
    static let cases = CollationFixture.shared.locales

    @Test func fixtureWasMadeWithTheICUVersionLinkedAtRunTime() {
        #expect(CollationFixture.shared.icuVersion == IndexedCollation.icuVersion)
    }

    @Test func fixtureCoversEveryLocaleOfTheMultilingualNames() {
        let covered = Set(Self.cases.map(\.locale))
        #expect(CollationFixture.multilingualNames.count == 14)
        for (locale, names) in CollationFixture.multilingualNames {
            #expect(covered.contains(locale), "\(locale) missing from the fixture")
            let fixtureNames = Self.cases.first { $0.locale == locale }?.names ?? []
            #expect(fixtureNames == names, "\(locale): fixture names differ from multilingual-names.json")
        }
    }

    @Test(arguments: cases)
    func sectionTitlesEqualICUBucketLabelsThenHash(_ expected: CollationFixture.LocaleCase) throws {
        let collation = try IndexedCollation(locale: expected.locale)
        #expect(collation.sectionTitles == expected.titles)
        #expect(collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
    }

    @Test(arguments: cases)
    func everyNameLandsInTheBucketICUChooses(_ expected: CollationFixture.LocaleCase) throws {
        let collation = try IndexedCollation(locale: expected.locale)
        for pair in expected.buckets {
            let (name, title) = (pair[0], pair[1])
            let section = collation.section(for: name)
            #expect(
                collation.sectionTitles[section] == title,
                "\(expected.locale): \(name.debugDescription) went to \(collation.sectionTitles[section]), ICU says \(title)"
            )
        }
    }

    @Test(arguments: cases)
    func sectionsHoldICUCollatorOrder(_ expected: CollationFixture.LocaleCase) throws {
        let collation = try IndexedCollation(locale: expected.locale)
        let sections = collation.sections(from: expected.names, keepingEmptySections: true) { $0 }
        #expect(sections.map(\.title) == expected.sections.map(\.title))
        for (got, want) in zip(sections, expected.sections) {
            #expect(got.rows == want.rows, "\(expected.locale) section \(want.title)")
        }
    }

    @Test(arguments: cases)
    func sortedArrayWithinEachSectionEqualsICUOrder(_ expected: CollationFixture.LocaleCase) throws {
        let collation = try IndexedCollation(locale: expected.locale)
        for want in expected.sections where want.rows.count > 1 {
            let got = collation.sortedArray(from: want.rows.reversed().reversed().shuffledDeterministically()) { $0 }
            // Rows equal under the collator may legitimately swap; compare by the collator.
            #expect(
                zip(got, want.rows).allSatisfy {
                    !collation.areInIncreasingOrder($0, $1) && !collation.areInIncreasingOrder($1, $0)
                },
                "\(expected.locale) section \(want.title): \(got) vs \(want.rows)")
        }
    }
}

extension Array {
    /// A fixed permutation (reversal then a perfect out-shuffle), so that sorting has work
    /// to do without randomness.
    func shuffledDeterministically() -> [Element] {
        let reversed = Array(self.reversed())
        let half = (reversed.count + 1) / 2
        var out: [Element] = []
        for i in 0..<half {
            out.append(reversed[i])
            if half + i < reversed.count { out.append(reversed[half + i]) }
        }
        return out
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite("IndexedCollation behaviour")
struct CollationBehaviourTests {
    @Test(arguments: [
        "xx_YY", "en-", "123", "", "en_QQ", "zz", "de@collation=nonsense", "en@foo=bar",
        "en_Xyzw_US", "de-DE-", "   ", "en US", "e", "english",
    ])
    func unknownOrMalformedLocaleThrows(_ identifier: String) {
        #expect(throws: CollationError.self) { try IndexedCollation(locale: identifier) }
    }

    @Test func unknownLocaleErrorNamesTheIdentifier() {
        #expect {
            _ = try IndexedCollation(locale: "xx_YY")
        } throws: { error in
            guard let error = error as? CollationError, case .unknownLocale("xx_YY", _) = error else { return false }
            return error.description.hasPrefix("unknown locale 'xx_YY'")
        }
    }

    @Test(arguments: [
        ("en", "en"), ("sv-SE", "sv_SE"), ("zh-Hant-TW", "zh_Hant_TW"), ("de_DE", "de_DE"),
        ("es@collation=traditional", "es@collation=traditional"), ("es_419", "es_419"),
        ("en_US_POSIX", "en_US_POSIX"),
    ])
    func wellFormedLocaleIsAcceptedAndCanonicalized(_ identifier: String, _ canonical: String) throws {
        #expect(try IndexedCollation(locale: identifier).localeIdentifier == canonical)
    }

    @Test(arguments: ["en", "fr", "sv", "de", "tr", "es"])
    func decomposedNameLandsAndSortsWhereComposedDoes(_ locale: String) throws {
        let collation = try IndexedCollation(locale: locale)
        let composed = "\u{E9}mile"
        let decomposed = "e\u{301}mile"
        #expect(composed == decomposed)
        #expect(collation.section(for: composed) == collation.section(for: decomposed))
        #expect(collation.sectionTitles[collation.section(for: decomposed)] == "E")
        let sorted = collation.sortedArray(from: ["Zoe", decomposed, "Anna", "Emil", "Emma"]) { $0 }
        #expect(sorted == ["Anna", "Emil", "émile", "Emma", "Zoe"])
    }

    @Test(arguments: ["en", "sv", "zh", "ja", "ru", "ar"])
    func hashCollectsDigitsSymbolsEmojiAndEmptyStrings(_ locale: String) throws {
        let collation = try IndexedCollation(locale: locale)
        let last = collation.sectionTitles.count - 1
        for s in ["", "3M Office", "#hashtag", "_under", "😀 Smiley", "👩‍💻 Ada", "🇸🇪", "42", "ᚠᚢᚦ", "ꯃꯤ"] {
            #expect(collation.section(for: s) == last, "\(locale): \(s.debugDescription)")
        }
    }

    @Test func otherScriptsGoToHashInALatinLocale() throws {
        let collation = try IndexedCollation(locale: "en")
        for s in ["Иван", "Ωμέγα", "张伟", "たなか", "אברהם"] {
            #expect(collation.sectionTitles[collation.section(for: s)] == "#", "\(s)")
        }
    }

    @Test(arguments: [
        ("zh", "张伟", "Z"), ("zh", "李娜", "L"), ("ja", "たなか", "た"), ("ja", "タナカ", "た"),
        ("ko", "김민준", "ㄱ"), ("sv", "Åsa", "Å"), ("sv", "Örjan", "Ö"), ("fi", "Äijälä", "Ä"),
        ("da", "Ærø", "Æ"), ("nb", "Ødegård", "Ø"), ("de", "Änne", "A"), ("tr", "Çelik", "Ç"),
        ("tr", "İnci", "İ"), ("tr", "Işık", "I"), ("cs", "Chrudim", "CH"), ("hu", "Szabó", "SZ"),
        ("hu", "Gyula", "GY"), ("es", "Ñandú", "Ñ"), ("ru", "Ёлкина", "Е"), ("el", "Ωμέγα", "Ω"),
        ("he", "תמר", "ת"), ("ar", "يوسف", "ي"), ("zh_TW", "一", "1劃"), ("ru", "Ivanov", "I"),
    ])
    func nameGoesToTheLocalesLetter(_ locale: String, _ name: String, _ title: String) throws {
        let collation = try IndexedCollation(locale: locale)
        #expect(collation.sectionTitles[collation.section(for: name)] == title)
    }

    @Test func nonLatinIndexGetsEnglishLettersLatinIndexDoesNot() throws {
        let english = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }
        for locale in ["ru", "el", "ar", "he", "ja", "ko", "zh_TW"] {
            let titles = try IndexedCollation(locale: locale).sectionTitles
            #expect(english.allSatisfy(titles.contains), "\(locale) lacks A–Z")
        }
        #expect(try IndexedCollation(locale: "sv").sectionTitles.count == 26 + 3 + 1)
        #expect(try IndexedCollation(locale: "zh").sectionTitles == english + ["#"])
    }

    struct Person: Equatable, Sendable {
        var name: String
    }

    @Test func convenienceKeepsEmptySectionsWhenAsked() throws {
        let collation = try IndexedCollation(locale: "en")
        let people = ["Zoe", "adam", "Bob", "3D", "Alice"].map(Person.init)
        let all = collation.sections(from: people, collationStringKeyPath: \.name, keepingEmptySections: true)
        #expect(all.map(\.title) == collation.sectionTitles)
        #expect(all[0].rows.map(\.name) == ["adam", "Alice"])
        #expect(all.last?.rows.map(\.name) == ["3D"])
        let nonEmpty = collation.sections(from: people, collationStringKeyPath: \.name, keepingEmptySections: false)
        #expect(nonEmpty.map(\.title) == ["A", "B", "Z", "#"])
        #expect(nonEmpty.map { $0.rows.map(\.name) } == [["adam", "Alice"], ["Bob"], ["Zoe"], ["3D"]])
        #expect(
            collation.sections(from: [Person](), collationStringKeyPath: \.name, keepingEmptySections: false).isEmpty)
    }

    @Test func keyPathAndClosureOverloadsAgree() throws {
        let collation = try IndexedCollation(locale: "de")
        let people = ["Öl", "Ozean", "Apfel", "Äpfel", "Zebra"].map(Person.init)
        #expect(
            collation.section(for: people[0], collationStringKeyPath: \.name)
                == collation.section(for: people[0]) { $0.name })
        #expect(
            collation.sortedArray(from: people, collationStringKeyPath: \.name)
                == collation.sortedArray(from: people) { $0.name })
        #expect(
            collation.sortedArray(from: people, collationStringKeyPath: \.name).map(\.name) == [
                "Apfel", "Äpfel", "Öl", "Ozean", "Zebra",
            ])
    }

    @Test func sortedArrayIsStableForCollatorEqualStrings() throws {
        let collation = try IndexedCollation(locale: "en")
        let input = ["b", "e\u{301}", "a", "\u{E9}", "e\u{301}"]
        let sorted = collation.sortedArray(from: Array(input.enumerated())) { $0.element }
        #expect(sorted.map(\.offset) == [2, 0, 1, 3, 4])
    }

    @Test func sortsLongStringsThatShareLongPrefixes() throws {
        let collation = try IndexedCollation(locale: "en")
        let base = String(repeating: "x", count: 300)
        let input = [base + "b", base + "a", base, base + "A", "x"]
        #expect(collation.sortedArray(from: input) { $0 } == ["x", base, base + "a", base + "A", base + "b"])
    }

    @Test(arguments: ["en", "sv", "zh"])
    func largeSortWithLongSharedPrefixesEqualsCollatorComparisonOrder(_ locale: String) throws {
        let seed: UInt64 = 0x5EED_0001
        var generator = SeededRandom(seed: seed)
        let pieces = [
            "Ma", "ma", "Mä", "Ma\u{308}", "rie", "ria", "Rie", "-", " ", "ström", "张", "á", "a\u{301}", "", "x", "Ö",
        ]
        // Shared leads of 2 to 20 characters, then random pieces: equal key chunks at
        // every depth of the radix sort.
        let leads = ["Ma", "Marie", "Marie-Lou", "Marie-Louise Ström", "Marie-Louise Strömberg"]
        let strings = (0..<6_000).map { _ in
            leads[Int(generator.next() % UInt64(leads.count))]
                + (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                .joined()
        }
        let collation = try IndexedCollation(locale: locale)
        let got = collation.sortedArray(from: Array(strings.enumerated())) { $0.element }.map(\.offset)
        let want = strings.indices.sorted { a, b in
            let c = collation.collator.compare(strings[a], strings[b])
            return c != 0 ? c < 0 : a < b
        }
        #expect(got == want, "seed \(seed), \(locale)")
        let sections = collation.sections(from: strings) { $0 }
        #expect(sections.flatMap(\.rows) == want.map { strings[$0] }, "seed \(seed), \(locale): all in section M")
    }

    @Test func sectionForSectionIndexTitleIsOneToOne() throws {
        let collation = try IndexedCollation(locale: "ja")
        for i in collation.sectionIndexTitles.indices {
            #expect(collation.section(forSectionIndexTitleAt: i) == i)
        }
    }

    @Test(
        arguments: [
            ("de_DE.UTF-8", "de_DE"), ("sv_SE.utf8@euro", "sv_SE"), ("C", nil), ("POSIX", nil),
            ("", ""), ("C.UTF-8", nil), ("POSIX.utf8", nil), ("ja_JP", "ja_JP"),
            ("en_US.UTF-8@collation=phonebook", "en_US@collation=phonebook"),
            ("de@collation=phonebook", "de@collation=phonebook"), ("zh-Hant-TW", "zh-Hant-TW"),
        ] as [(String, String?)])
    func localeNameIsReducedToAnICUIdentifier(_ value: String, _ identifier: String?) {
        #expect(LocaleName(value).icuIdentifier == identifier)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "C.utf8", "POSIX.UTF-8"])
    func portableLocaleFilesNamesByTheirFirstLetter(_ name: String) throws {
        let collation = try IndexedCollation(locale: name)
        let sections = collation.sections(from: ["adam", "Zoe", "bob"], keepingEmptySections: false) { $0 }
        #expect(sections.map(\.title) == ["A", "B", "Z"])
        #expect(sections.map(\.rows) == [["adam"], ["bob"], ["Zoe"]])
    }

    @Test func environmentPrecedenceIsLcAllThenLcCollateThenLang() {
        #expect(
            LocaleName.fromEnvironment(["LANG": "sv_SE.UTF-8", "LC_COLLATE": "de_DE.UTF-8"]).icuIdentifier == "de_DE")
        #expect(LocaleName.fromEnvironment(["LANG": "sv_SE.UTF-8", "LC_ALL": "C"]).icuIdentifier == nil)
        #expect(LocaleName.fromEnvironment(["LANG": "sv_SE.UTF-8", "LC_ALL": ""]).icuIdentifier == "sv_SE")
        #expect(LocaleName.fromEnvironment([:]).identifierForICU == "en")
    }

    @Test func currentIsAUsableCollation() {
        let current = IndexedCollation.current
        #expect(current.sectionTitles.last == "#")
        #expect(!current.localeIdentifier.isEmpty)
    }

    @Test func collationIsUsableFromManyTasksAtOnce() async throws {
        let collation = try IndexedCollation(locale: "sv")
        let names = (0..<2_000).map { "Namn\($0 % 97) Ö\($0)" } + ["Åsa", "Zlatan", "Örjan"]
        let expected = collation.sections(from: names) { $0 }
        try await withThrowingTaskGroup(of: [CollatedSection<String>].self) { group in
            for _ in 0..<8 {
                group.addTask { collation.sections(from: names) { $0 } }
            }
            for try await result in group {
                #expect(result == expected)
            }
        }
    }

    @Test func everyObjectAppearsExactlyOnceInTheSections() throws {
        var generator = SeededRandom(seed: 0xC011A7E)
        let alphabet = Array("aAäÄbcčChHšzZžåÅöØæ 0#😀ıİ") + ["e\u{301}"]
        let names = (0..<3_000).map { _ in
            String(
                (0..<Int(generator.next() % 6)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        for locale in ["cs", "sv", "tr", "da"] {
            let collation = try IndexedCollation(locale: locale)
            let sections = collation.sections(from: Array(names.enumerated()), keepingEmptySections: false) {
                $0.element
            }
            let offsets = sections.flatMap { $0.rows.map(\.offset) }
            #expect(offsets.sorted() == Array(names.indices), "seed 0xC011A7E, \(locale)")
            for section in sections {
                for row in section.rows {
                    #expect(
                        collation.sectionTitles[collation.section(for: row.element)] == section.title, "seed 0xC011A7E")
                }
                for (a, b) in zip(section.rows, section.rows.dropFirst()) {
                    #expect(
                        !collation.areInIncreasingOrder(b.element, a.element), "seed 0xC011A7E, \(locale): \(a) > \(b)")
                }
            }
        }
    }
}

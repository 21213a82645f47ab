import Foundation
import Testing

@testable import TableKit

/// From `ICUCollator.parallelThreshold` strings on, sort keys are made on two threads
/// (the second half with a cloned collator) and joined: the result must be what one
/// thread gives, checked pair by pair with the collator itself.
@Suite struct CollationParallelKeysTests {
    /// Names in several scripts, with case, accents and ties, `count` of them.
    static func names(_ count: Int) -> [String] {
        let stems = [
            "Åsa", "anna", "Anna", "Ängel", "Zoë", "zoe", "王伟", "李娜", "Ёлка", "Émile", "emile", "3M", "",
            "O'Brien", "van Gogh", "Øyvind", "ß", "ss", "😀 Smiley", "Ωmega",
        ]
        var state: UInt64 = 2026
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let stem = stems[Int(state >> 33) % stems.count]
            return i % 5 == 0 ? stem : "\(stem) \(Int(state >> 40) % 997)"
        }
    }

    @Test(arguments: ["en", "sv", "zh"])
    func sortedArrayOfManyStringsIsInCollationOrderAndStable(locale: String) throws {
        let collation = try IndexedCollation(locale: locale)
        let count = ICUCollator.parallelThreshold + 1_234
        let names = Self.names(count)
        let indexed = Array(names.enumerated())
        let sorted = collation.sortedArray(from: indexed) { $0.element }
        #expect(sorted.count == count)
        #expect(sorted.map(\.offset).sorted() == Array(0..<count))
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(!collation.areInIncreasingOrder(b.element, a.element), "\(b.element) sorted after \(a.element)")
            if !collation.areInIncreasingOrder(a.element, b.element) {
                #expect(a.offset < b.offset, "equal strings keep their input order")
            }
        }
    }

    @Test func sectionsOfManyStringsPutEachWhereSectionForSays() throws {
        let collation = try IndexedCollation(locale: "sv")
        let names = Self.names(ICUCollator.parallelThreshold + 99)
        let sections = collation.sections(from: names, keepingEmptySections: true) { $0 }
        #expect(sections.reduce(0) { $0 + $1.rows.count } == names.count)
        for (s, section) in sections.enumerated() {
            for row in section.rows.prefix(200) { #expect(collation.section(for: row) == s) }
            for (a, b) in zip(section.rows, section.rows.dropFirst()) {
                #expect(!collation.areInIncreasingOrder(b, a))
            }
        }
    }
}

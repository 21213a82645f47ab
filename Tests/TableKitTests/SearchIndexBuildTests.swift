import Foundation
import Testing

@testable import TableKit

/// The build's word-at-a-time paths (plain ASCII, Latin with ASCII runs) fold exactly as
/// Foundation does, at every offset and length, and drop 0x00 bytes.
@Suite struct SearchIndexBuildTests {
    static func reference(_ s: String) -> String {
        String(String.UnicodeScalarView(SearchIndex.foundationFold(s).unicodeScalars.filter { $0.value != 0 }))
    }

    @Test(arguments: 0..<20)
    func asciiAndLatinRunsFoldLikeFoundationAtEveryOffset(offset: Int) {
        let prefix = String(repeating: "Q", count: offset)
        let samples = [
            prefix + "ABCDEFGHIJKLMNOPQRSTUVWXYZ@[`{ abcdefghijklmnopqrstuvwxyz",
            prefix + "ZOË MÜLLER-ÅSTRÖM Ŀlewellyn ǅ ĲSSEL Straße",
            prefix + "Émile\u{0}Zola\u{0}",
            prefix + "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ",
            prefix + "\u{0}ASCII WITH NUL\u{0}",
            prefix + "ŉ Anna ǰ ΐ",  // scalars whose folding is long or outside the table
        ]
        let index = SearchIndex(samples)
        for (row, s) in samples.enumerated() {
            #expect(index.foldedString(at: row) == Self.reference(s), "\(s.debugDescription)")
        }
        index.checkInvariants()
    }

    @Test func foldedRowsAreFoundFromEitherCase() {
        let index = SearchIndex(["MCDONALD ÖSTERGAARD", "mcdonald östergaard", "Zoë"])
        #expect(index.matches("DONALD ÖSTER") == [0, 1])
        #expect(index.matches("zoe") == [2])
    }
}

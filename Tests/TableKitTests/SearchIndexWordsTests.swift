import Testing

@testable import TableKit

/// Search as people type it: words in any order, outer spaces ignored.
@Suite struct SearchIndexWordsTests {
    let index = SearchIndex(["Marie-Ann", "Ann", "Mario", "José Martí", "Anne Marie"])

    @Test(arguments: [
        ("ann mar", [0, 4]), ("mar ann", [0, 4]), ("  ann  ", [0, 1, 4]), ("ANN\tMARIE", [0, 4]),
        ("jose marti", [3]), ("ann zz", []), ("", [0, 1, 2, 3, 4]), ("   ", [0, 1, 2, 3, 4]),
    ])
    func everyWordMustMatchInAnyOrder(query: String, expected: [Int]) {
        #expect(index.matches(allWordsOf: query) == expected)
    }

    @Test func wordsAreFoldedAndSplitAtWhiteSpace() {
        #expect(SearchIndex.words(of: "  Zoë   PAR ") == ["zoe", "par"])
        #expect(SearchIndex.words(of: " \t ").isEmpty)
    }

    @Test func oneWordIsTheSameAsASubstringMatch() {
        #expect(index.matches(allWordsOf: "ari") == index.matches("ari"))
    }
}

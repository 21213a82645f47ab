import Testing

@testable import TableKitData

@Suite struct RowQueryTests {
    @Test(arguments: [
        ("ann marie", "Marie-Ann", true),
        ("  ann  ", "Joanna", true),
        ("jose", "José Núñez", true),
        ("ann bob", "Marie-Ann", false),
        ("   ", "anything", true),
    ])
    func everyWordIsRequiredInAnyOrder(query: String, text: String, matches: Bool) {
        #expect(RowQuery(query).matches(text) == matches)
    }

    @Test func wordsAreFoldedAndSplitAtWhitespace() {
        #expect(RowQuery(" Ann\tMARIE ").words == [Array("ann".utf8), Array("marie".utf8)])
    }
}

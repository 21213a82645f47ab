import Foundation

/// A placeholder search index (replaced by the fast one on the textsearch branch).
public struct SearchIndex: Sendable {
    private let folded: [String]
    public init<S: Sequence>(_ strings: S) where S.Element == String {
        folded = strings.map(SearchIndex.fold)
    }
    public var count: Int { folded.count }
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    public func matches(_ query: String) -> [Int] {
        let q = SearchIndex.fold(query)
        if q.isEmpty { return Array(folded.indices) }
        return folded.indices.filter { folded[$0].contains(q) }
    }
}

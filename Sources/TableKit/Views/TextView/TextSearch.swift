/// Finding a query in a text's UTF-8 bytes, ASCII letters in either case (less's `-i`):
/// the matches a ``TextView``'s `/`, `n` and `N` go to.
enum TextSearch {
    /// The query's bytes with ASCII letters lowercased.
    static func folded(_ query: String) -> [UInt8] { query.utf8.map(lower) }

    static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// The first match of `query` (folded) starting at or after `from`; nil for none.
    /// - Complexity: O(n × m) at worst, O(n) for text that rarely matches the first byte.
    static func firstMatch(of query: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int>? {
        let m = query.count
        guard m > 0, from >= 0, bytes.count >= m else { return nil }
        var i = from
        while i <= bytes.count - m {
            if matches(query, bytes, at: i) { return i..<(i + m) }
            i += 1
        }
        return nil
    }

    /// The last match of `query` (folded) starting before `before`; nil for none.
    static func lastMatch(of query: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, before: Int) -> Range<Int>? {
        let m = query.count
        guard m > 0, bytes.count >= m else { return nil }
        var i = min(before - 1, bytes.count - m)
        while i >= 0 {
            if matches(query, bytes, at: i) { return i..<(i + m) }
            i -= 1
        }
        return nil
    }

    private static func matches(_ query: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        for j in 0..<query.count where lower(bytes[i + j]) != query[j] { return false }
        return true
    }
}

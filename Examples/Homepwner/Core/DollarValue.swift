/// An item's value as typed in the detail screen: a whole number of dollars, 0 or more
/// (Big Nerd Ranch's value field, which takes digits only). The text may start with `$`
/// and group thousands with commas (`$1,200`), as the list shows values; spaces around it
/// are ignored. Anything else is refused: a sign, a decimal point, letters, an empty field,
/// a number past `Int.max`.
public enum DollarValue {
    /// What a valid value is, for the message shown when one is refused.
    public static let rule = "a whole number of dollars, 0 or more"

    /// The dollars `text` gives, or nil when it is not ``rule``.
    /// - Complexity: O(n) for n characters.
    public static func parse(_ text: String) -> Int? {
        var s = Substring(text).drop { $0 == " " }
        while s.last == " " { s.removeLast() }
        if s.first == "$" { s.removeFirst() }
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }) else { return nil }
        if s.contains(",") {
            // Commas only between groups of three: 1,200 and 12,345,678, not 1,2 or ,100.
            let groups = s.split(separator: ",", omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count),
                  groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        return Int(s.filter { $0 != "," })
    }
}

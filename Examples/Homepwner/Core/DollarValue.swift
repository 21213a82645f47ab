/// An item's value as typed in the detail screen: a whole number of dollars, 0 or more
/// (Big Nerd Ranch's value field, which takes digits only). The text may start with `$`
/// and group thousands with commas (`$1,200`), as the list shows values; spaces around it
/// are ignored. Anything else is refused: a sign, a decimal point, letters, an empty field,
/// and, saying "too large", a number past `Int.max`.
public enum DollarValue {
    /// What a valid value is, for the message shown when one is refused.
    public static let rule = "a whole number of dollars, 0 or more"

    /// The dollars `text` gives, or nil when it is not ``rule`` (or is too large: ``isTooLarge(_:)``).
    /// - Complexity: O(n) for n characters.
    public static func parse(_ text: String) -> Int? {
        digits(text).flatMap { Int($0) }
    }

    /// Whether `text` is written as ``rule`` but is more than `Int.max` dollars
    /// (`99999999999999999999`): refused, with "too large" rather than the rule.
    public static func isTooLarge(_ text: String) -> Bool {
        digits(text).map { Int($0) == nil } ?? false
    }

    /// The message for a value `text` that ``parse(_:)`` refuses: too large, or not ``rule``.
    public static func refusal(_ text: String) -> String {
        isTooLarge(text) ? "it is too large (at most $\(grouped(Int.max)))" : "it must be \(rule)"
    }

    /// `n` (0 or more) with commas between groups of three digits: `9,223,372,036,854,775,807`.
    static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var out = ""
        while digits.count > 3 {
            out = "," + String(digits.suffix(3)) + out
            digits.removeLast(3)
        }
        return String(digits) + out
    }

    /// The digits of `text` written as ``rule`` (spaces, `$` and grouping commas removed),
    /// of any length; nil when it is not written so.
    static func digits(_ text: String) -> String? {
        var s = Substring(text).drop { $0 == " " }
        while s.last == " " { s.removeLast() }
        if s.first == "$" { s.removeFirst() }
        guard !s.isEmpty, s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") }) else { return nil }
        if s.contains(",") {
            // Commas only between groups of three: 1,200 and 12,345,678, not 1,2 or ,100.
            let groups = s.split(separator: ",", omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count),
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
        }
        return String(s.filter { $0 != "," })
    }
}

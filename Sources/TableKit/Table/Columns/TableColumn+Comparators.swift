import Foundation

extension TableColumn {
    /// A comparator for a column of mixed values, as a spreadsheet sorts: numbers (as
    /// `ColumnLayout.looksNumeric(_:)` reads them: `1,024`, `-3.5`, `12%`) by value, before
    /// text; text by the collation of the process's locale (`IndexedCollation.current`, ICU);
    /// blank last. For ``sortComparator``.
    /// - Complexity: O(length) per comparison, one ICU comparison for two texts.
    public static let standardComparator: SortComparator = { a, b in
        switch (numericValue(a), numericValue(b)) {
        case (let x?, let y?): return x < y ? .orderedAscending : y < x ? .orderedDescending : .orderedSame
        case (.some, nil): return .orderedAscending
        case (nil, .some): return .orderedDescending
        case (nil, nil):
            if a.isEmpty || b.isEmpty {
                return a.isEmpty == b.isEmpty ? .orderedSame : a.isEmpty ? .orderedDescending : .orderedAscending
            }
            let c = standardCollation.collator.compare(a, b)
            return c < 0 ? .orderedAscending : c > 0 ? .orderedDescending : .orderedSame
        }
    }

    /// The collation ``standardComparator`` compares text with.
    static let standardCollation = IndexedCollation.current

    /// The value of a text that looks like a number (grouping commas and a trailing `%`
    /// dropped), else nil.
    static func numericValue(_ text: String) -> Double? {
        guard ColumnLayout.looksNumeric(text) else { return nil }
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        if s.hasSuffix("%") { s = s.dropLast() }
        if s.first == "+" { s = s.dropFirst() }
        return Double(s.replacingOccurrences(of: ",", with: ""))
    }
}

/// Truncation of text to a width in columns.
public enum Truncation {
    /// The ellipsis appended to truncated text (U+2026, one column).
    public static let ellipsis: Character = "…"

    /// Returns `text` cut to at most `width` columns, ending in `…` when anything was cut.
    ///
    /// Never splits a grapheme cluster or half a wide character: when the last cluster that
    /// would fit is wide and only one column remains before the ellipsis, it is dropped and
    /// the result is one column narrower than `width`.
    /// - Parameters:
    ///   - width: columns available, `>= 0`; 0 gives the empty string, 1 gives `…` for any
    ///     text wider than one column.
    /// - Complexity: O(n) in the length of the kept prefix.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        if width <= 0 { return "" }
        var used = 0
        var end = text.startIndex
        var idx = text.startIndex
        // Find the longest prefix that fits in width - 1 columns, and check whether the
        // whole text fits in width.
        var cutEnd: String.Index? = nil
        while idx < text.endIndex {
            let ch = text[idx]
            let w = DisplayWidth.columns(of: ch)
            if used + w > width - 1 && cutEnd == nil { cutEnd = end }
            if used + w > width {
                return String(text[..<(cutEnd ?? end)]) + String(ellipsis)
            }
            used += w
            idx = text.index(after: idx)
            end = idx
        }
        return text
    }
}

/// Truncation of text to a width in columns, at the end, with an ellipsis.
public enum Truncation {
    /// The ellipsis appended to truncated text (U+2026, one column).
    public static let ellipsis: Character = "…"

    /// Returns `text` cut to at most `width` columns, ending in `…` when anything was cut.
    ///
    /// The kept part is a prefix of whole grapheme clusters (UAX #29): a cluster is never
    /// split, so combining marks stay with their base and an emoji ZWJ sequence or flag
    /// stays whole or goes whole. When the last cluster that would fit is wide and only
    /// one column is left before the ellipsis, it is dropped and the result is one column
    /// narrower than `width`. Widths are those of ``DisplayWidth``, in which controls
    /// already count as their sanitised form, so the result stays within `width` after
    /// ``Sanitizer/sanitize(_:)``.
    /// - Parameters:
    ///   - text: any string; it is not sanitised here.
    ///   - width: columns available. `<= 0` gives `""`; 1 gives `"…"` for any text wider
    ///     than one column.
    /// - Returns: `text` itself when it fits, else a prefix of it plus `…`; its display
    ///   width is always `<= max(width, 0)`.
    /// - Complexity: O(n) in the length of `text`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        if width <= 0 { return "" }
        // Most text fits: one byte scan answers that without walking clusters.
        if text.utf8.count <= width || DisplayWidth.columns(of: text) <= width { return text }
        var used = 0
        var idx = text.startIndex
        // The end of the longest prefix that fits in width - 1 columns (before `…`).
        var cutEnd: String.Index? = nil
        while idx < text.endIndex {
            let next = text.index(after: idx)
            let w = DisplayWidth.columns(of: text[idx])
            if cutEnd == nil && used + w > width - 1 { cutEnd = idx }
            if used + w > width {
                var out = String(text[..<cutEnd!])
                out.append(ellipsis)
                return out
            }
            used += w
            idx = next
        }
        return text
    }
}

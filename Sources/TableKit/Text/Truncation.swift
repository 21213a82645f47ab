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
    ///   - continues: true when `text` is only the start of a longer text (a prefix from
    ///     ``displayPrefix(of:columns:lines:)``): the result then always ends in `…`.
    /// - Returns: `text` itself when it fits (and does not continue), else a prefix of it
    ///   plus `…`; its display width is always `<= max(width, 0)`.
    /// - Complexity: O(k), where k is the length of the part of `text` that fits in
    ///   `width` columns plus one cluster: the rest of the text is never looked at.
    public static func truncate(_ text: String, toWidth width: Int, continues: Bool = false) -> String {
        if width <= 0 { return "" }
        // Most text fits: a byte count, or one byte scan for short text, answers that
        // without walking clusters. Every column takes at least one byte.
        if !continues {
            if text.utf8.count <= width { return text }
            if text.utf8.count <= 8 * width + 64 && DisplayWidth.columns(of: text) <= width { return text }
        }
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
        guard continues else { return text }
        var out = String(text[..<(cutEnd ?? text.endIndex)])
        out.append(ellipsis)
        return out
    }

    /// UTF-8 bytes looked at per column that can be shown, in
    /// ``displayPrefix(of:columns:lines:)``: far more than any real text needs (an emoji
    /// ZWJ sequence with skin tones is about 35 bytes for 2 columns), so only text made
    /// mostly of zero-width scalars is cut before what a full scan would show.
    public static let bytesPerColumn = 64

    /// The start of `text` that a display of `lines` lines of `columns` columns can show:
    /// at most `(columns + 2) × lines × ``bytesPerColumn``` UTF-8 bytes, cut at a scalar
    /// boundary, so that drawing a 50 MB line looks at a few kilobytes of it.
    /// - Parameters:
    ///   - text: the text to show, of any length.
    ///   - columns: columns per line, `>= 0`.
    ///   - lines: lines shown, `>= 1` (values below 1 count as 1).
    /// - Returns: the prefix, and whether it is shorter than `text` (pass it as
    ///   `continues` to ``truncate(_:toWidth:continues:)`` so that the cut shows as `…`).
    /// - Complexity: O(1) when nothing is cut; O(prefix length) to copy it otherwise.
    public static func displayPrefix(of text: String, columns: Int, lines: Int = 1) -> (text: String, isCut: Bool) {
        let perLine = max(0, min(columns, 1 << 20) + 2).multipliedReportingOverflow(by: bytesPerColumn).partialValue
        let (budget, overflow) = perLine.multipliedReportingOverflow(by: max(1, min(lines, 1 << 20)))
        let utf8 = text.utf8
        if overflow || utf8.count <= budget { return (text, false) }
        var end = utf8.index(utf8.startIndex, offsetBy: budget)
        // Back to the first byte of a scalar: never split a scalar's UTF-8.
        while end > utf8.startIndex && utf8[end] & 0xC0 == 0x80 { end = utf8.index(before: end) }
        return (String(Substring(text.unicodeScalars[..<end])), true)
    }
}

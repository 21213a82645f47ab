/// Word wrapping of text to a width in columns.
public enum TextWrapping {
    /// Breaks `text` into sanitised lines of at most `width` columns each.
    ///
    /// A simplified UAX #14 (line breaking):
    /// - mandatory breaks at every newline `Character` (`\n`, `\r\n`, `\r`, VT, FF, NEL,
    ///   U+2028, U+2029); each paragraph is then passed through ``Sanitizer``, so a tab is
    ///   a space and other controls are visible;
    /// - break opportunities at runs of spaces (U+0020) and on both sides of every wide
    ///   cluster (CJK ideographs, kana, Hangul, emoji: UAX #14 class ID), so text without
    ///   spaces in those scripts breaks between characters;
    /// - a word wider than `width` is broken between grapheme clusters (never inside one);
    /// - spaces at a break are dropped, as are trailing spaces of a paragraph; leading
    ///   spaces of a paragraph are kept.
    /// A single cluster wider than `width` (a wide character when `width == 1`) cannot be
    /// drawn whole and is replaced by ``Truncation/ellipsis``. Kinsoku and hyphenation are
    /// not applied.
    /// - Parameters:
    ///   - text: the text to wrap; `\n` starts a new paragraph.
    ///   - width: columns per line, `>= 1`; a smaller width returns `[]`.
    /// - Returns: one element per line, in order, at least one (`[""]` for empty text);
    ///   every line's ``DisplayWidth`` is `<= width`.
    /// - Complexity: O(n) in the length of `text`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width >= 1 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            wrapParagraph(Sanitizer.sanitize(String(paragraph)), width: width, into: &lines)
        }
        return lines
    }

    private struct Token {
        var text: Substring
        var width: Int
        var isSpace: Bool
    }

    private static func wrapParagraph(_ paragraph: String, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        func flush() {
            while line.last == " " { line.removeLast() }
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        for token in tokens(of: paragraph) {
            if token.isSpace {
                if lineWidth + token.width <= width {
                    line += token.text
                    lineWidth += token.width
                } else if lineWidth > 0 {
                    flush()  // the spaces at the break are dropped
                }
                continue
            }
            if lineWidth + token.width <= width {
                line += token.text
                lineWidth += token.width
                continue
            }
            if lineWidth > 0 { flush() }
            if token.width <= width {
                line += token.text
                lineWidth = token.width
                continue
            }
            // A word wider than a whole line: break it between grapheme clusters.
            for ch in token.text {
                var ch = ch
                var w = DisplayWidth.columns(of: ch)
                if w > width {
                    ch = Truncation.ellipsis
                    w = 1
                }
                if lineWidth + w > width { flush() }
                line.append(ch)
                lineWidth += w
            }
        }
        while line.last == " " { line.removeLast() }
        lines.append(line)
    }

    /// Splits a paragraph into runs of spaces, runs of narrow non-space clusters, and
    /// single wide clusters (each a word of its own).
    private static func tokens(of s: String) -> [Token] {
        var out: [Token] = []
        var start = s.startIndex
        var runWidth = 0
        var runIsSpace = false
        var idx = s.startIndex
        while idx < s.endIndex {
            let ch = s[idx]
            let next = s.index(after: idx)
            let isSpace = ch == " "
            let w = DisplayWidth.columns(of: ch)
            if w == 2 {
                if start < idx { out.append(Token(text: s[start..<idx], width: runWidth, isSpace: runIsSpace)) }
                out.append(Token(text: s[idx..<next], width: 2, isSpace: false))
                start = next
                runWidth = 0
            } else {
                if start < idx && isSpace != runIsSpace {
                    out.append(Token(text: s[start..<idx], width: runWidth, isSpace: runIsSpace))
                    start = idx
                    runWidth = 0
                }
                if start == idx { runIsSpace = isSpace }
                runWidth += w
            }
            idx = next
        }
        if start < s.endIndex { out.append(Token(text: s[start...], width: runWidth, isSpace: runIsSpace)) }
        return out
    }
}

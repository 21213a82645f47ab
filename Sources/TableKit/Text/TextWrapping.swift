/// Word wrapping of text to a width in columns.
public enum TextWrapping {
    /// Breaks `text` into lines of at most `width` columns each.
    ///
    /// Lines break at spaces where possible; a word wider than `width` is broken between
    /// grapheme clusters. Explicit newlines (`\n`) always break. Trailing spaces at a break
    /// are dropped.
    /// - Parameter width: columns per line, `>= 1`; a smaller width returns `[]`.
    /// - Returns: one element per line, at least one (`[""]`) for empty text.
    /// - Complexity: O(n).
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width >= 1 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in splitKeepingSpaces(paragraph) {
                let w = word.displayWidth
                if word.first == " " {
                    if lineWidth + w <= width { line += word; lineWidth += w } else {
                        lines.append(line); line = ""; lineWidth = 0
                    }
                    continue
                }
                if lineWidth + w <= width { line += word; lineWidth += w; continue }
                if lineWidth > 0 {
                    lines.append(trimTrailingSpaces(line)); line = ""; lineWidth = 0
                }
                if w <= width { line = String(word); lineWidth = w; continue }
                for ch in word {
                    let cw = DisplayWidth.columns(of: ch)
                    if lineWidth + cw > width { lines.append(line); line = ""; lineWidth = 0 }
                    line.append(ch); lineWidth += cw
                }
            }
            lines.append(trimTrailingSpaces(line))
        }
        return lines
    }

    private static func trimTrailingSpaces(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }

    /// Splits into alternating runs of spaces and non-spaces.
    private static func splitKeepingSpaces(_ s: Substring) -> [Substring] {
        var out: [Substring] = []
        var start = s.startIndex
        var idx = s.startIndex
        var inSpace: Bool? = nil
        while idx < s.endIndex {
            let sp = s[idx] == " "
            if let cur = inSpace, cur != sp { out.append(s[start..<idx]); start = idx }
            inSpace = sp
            idx = s.index(after: idx)
        }
        if start < s.endIndex { out.append(s[start...]) }
        return out
    }
}

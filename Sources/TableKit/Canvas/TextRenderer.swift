/// Turns a canvas into the exact text a terminal would show: one line per canvas line,
/// each `size.width` columns wide.
public enum TextRenderer {
    /// The canvas as text, lines joined by `\n`.
    /// - Parameters:
    ///   - canvas: the rendered screen.
    ///   - trimTrailingSpaces: drop spaces at the end of each line (what
    ///     `tmux capture-pane` prints), default true.
    public static func render(_ canvas: Canvas, trimTrailingSpaces: Bool = true) -> String {
        lines(canvas, trimTrailingSpaces: trimTrailingSpaces).joined(separator: "\n")
    }

    /// One string per canvas line.
    public static func lines(_ canvas: Canvas, trimTrailingSpaces: Bool = true) -> [String] {
        (0..<canvas.size.height).map { y in
            var l = canvas.line(y)
            if trimTrailingSpaces { while l.last == " " { l.removeLast() } }
            return l
        }
    }
}

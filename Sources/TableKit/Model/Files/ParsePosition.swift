/// Where a parse error is, and the one wording for it across the CLI and the apps:
/// `FILE:LINE:COLUMN: what`, as compilers and `grep -n` write it, so that editors and
/// terminals can jump there. Lines and columns are 1-based; a column counts characters
/// (Unicode scalars) from the start of the line.
public struct ParsePosition: Sendable, Equatable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, or nil when only the line is known.
    public var column: Int?

    /// A position at `line` and optionally `column` (both 1-based).
    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }

    /// `"FILE:LINE:COLUMN: what"`, `"FILE:LINE: what"` without a column, `"FILE: what"`
    /// without a position.
    public static func message(_ file: String, at position: ParsePosition?, _ what: String) -> String {
        guard let position else { return "\(file): \(what)" }
        return "\(file):\(position.line)" + (position.column.map { ":\($0)" } ?? "") + ": \(what)"
    }

    /// The position of byte `offset` in UTF-8 `bytes`: lines end at LF; the column counts
    /// the scalars before it on its line (continuation bytes are not counted).
    /// - Complexity: O(offset).
    public static func of(byte offset: Int, in bytes: some Sequence<UInt8>) -> ParsePosition {
        var line = 1
        var column = 1
        for (i, b) in bytes.enumerated() {
            if i >= offset { break }
            if b == 0x0A {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ParsePosition(line: line, column: column)
    }

    /// Foundation's "… at line N" (a property list's parse error) split into the reason
    /// without it and the line; the reason as it is and nil when it names no line.
    public static func trailingLine(in reason: String) -> (reason: String, position: ParsePosition?) {
        var text = Substring(reason)
        while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
        guard let r = text.range(of: " at line ", options: .backwards),
            let n = Int(text[r.upperBound...]), n > 0
        else { return (reason, nil) }
        return (String(text[..<r.lowerBound]), ParsePosition(line: n))
    }
}

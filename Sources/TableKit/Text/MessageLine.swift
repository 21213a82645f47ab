/// Messages that quote data (file names, keys, values, option values, names from a file,
/// a parser's own words), made safe for standard error and printed output the way the
/// screen is: ``Sanitizer`` rules, on one line, of bounded length.
extension Sanitizer {
    /// The widest message line, in columns, that ``messageLine(_:)`` returns.
    public static let maximumMessageColumns = 1_000

    /// The widest quoted value, in columns, that ``messageValue(_:)`` returns.
    public static let maximumValueColumns = 200

    /// `text` as one line for standard error or printed output: every control, escape
    /// sequence, C1 control and bidi control neutralised as by ``sanitize(_:)`` (so a line
    /// break inside quoted data shows as `␊` and can never split the line), cut to
    /// ``maximumMessageColumns`` columns with `…`.
    /// - Returns: text with no byte below 0x20, no DEL, no C1 control (U+0080–U+009F) and
    ///   no bidi control (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C).
    /// - Complexity: O(min(n, ``maximumMessageColumns`` × ``Truncation/bytesPerColumn``)).
    public static func messageLine(_ text: String) -> String {
        let (shown, isCut) = Truncation.displayPrefix(of: text, columns: maximumMessageColumns)
        return Truncation.truncate(sanitize(shown), toWidth: maximumMessageColumns, continues: isCut)
    }

    /// A value quoted inside a message (a key, a name, an option's value): sanitised like
    /// ``messageLine(_:)`` and cut to ``maximumValueColumns`` columns with `…`, so one huge
    /// value cannot push the rest of the message off the line.
    /// - Complexity: O(min(n, ``maximumValueColumns`` × ``Truncation/bytesPerColumn``)).
    public static func messageValue(_ value: String) -> String {
        let (shown, isCut) = Truncation.displayPrefix(of: value, columns: maximumValueColumns)
        return Truncation.truncate(sanitize(shown), toWidth: maximumValueColumns, continues: isCut)
    }
}

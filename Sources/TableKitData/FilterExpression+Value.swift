import Foundation

/// Filters by a value, as the viewer's `,` and a frequency row's Enter make them: the rows
/// whose field in a column counts under a value of ``ValueFrequency``, and a filter kept to
/// another's rows.
extension FilterExpression {
    /// The rows whose field in `column` counts under `value` (``ValueFrequency/value(of:)``:
    /// spaces around it trimmed, exactly as written, no reading as a number or date; `""`
    /// the blank fields): exactly the rows the frequency table counted for that value.
    ///
    /// Its ``text`` is `NAME = 'value'` (`NAME is blank` for `""`), the name bare when it is
    /// a plain word, else in double quotes; parsed again as `--where` it compares numbers
    /// and dates by value (`1,200 = 1200`), so it is a description, not this node.
    /// - Parameters:
    ///   - value: the value, as ``ValueFrequency/value(of:)`` gives it.
    ///   - column: an index into the source's columns.
    ///   - name: the column's name, for the text.
    public static func value(_ value: String, inColumn column: Int, named name: String) -> FilterExpression {
        let shownName = quotedName(name)
        let text =
            value.isEmpty
            ? shownName + " is blank" : shownName + " = '" + value.replacingOccurrences(of: "'", with: "''") + "'"
        return FilterExpression(text: text, root: .hasValue(column: column, value: value))
    }

    /// The rows whose field in `column` reads as a number in bin `index` of `bins`
    /// (``NumberBins/index(of:)``): exactly the rows the binned frequency table counted in
    /// that bin. Its ``text``, `NAME >= LOWER and NAME < UPPER` (`<=` for the last bin),
    /// describes it.
    /// - Parameters:
    ///   - index: a bin, `0 ..< bins.count`.
    ///   - bins: the bins the frequency table was counted in.
    ///   - column: an index into the source's columns.
    ///   - name: the column's name, for the text.
    public static func bin(_ index: Int, of bins: NumberBins, inColumn column: Int, named name: String)
        -> FilterExpression
    {
        let shownName = quotedName(name)
        let (lower, upper) = bins.shownBounds(index)
        let last = index == bins.count - 1 ? " <= " : " < "
        return FilterExpression(
            text: shownName + " >= " + lower + " and " + shownName + last + upper,
            root: .inNumberBin(column: column, bins: bins, index: index))
    }

    /// The rows whose field in `column` has a match of `pattern`, as the search's regex
    /// mode finds one in a field (``RowPattern/matches(_:)``: smart case, `^` and `$` the
    /// field's start and end), so `|` and ⌃R agree. Its ``text``, `NAME ~ /PATTERN/`,
    /// describes it; `--where` has `NAME matches 'RE'` (which does not ignore case).
    /// - Parameters:
    ///   - pattern: the pattern, compiled.
    ///   - column: an index into the source's columns.
    ///   - name: the column's name, for the text.
    public static func pattern(_ pattern: RowPattern, inColumn column: Int, named name: String) -> FilterExpression {
        FilterExpression(
            text: quotedName(name) + " ~ /" + pattern.text + "/",
            root: .matchesPattern(column: column, pattern: pattern))
    }

    /// The rows that satisfy both `self` and `other`: text `(A) and B`.
    public func and(_ other: FilterExpression) -> FilterExpression {
        FilterExpression(text: "(" + text + ") and " + other.text, root: .and(root, other.root))
    }

    /// `name` as `--where` reads it: bare when it is a plain word (letters, digits and `_`,
    /// not starting with a digit, not a keyword), else in double quotes, a quote doubled.
    static func quotedName(_ name: String) -> String {
        let keywords: Set<String> = ["and", "or", "not", "contains", "matches", "is", "blank"]
        let plain =
            !name.isEmpty && !keywords.contains(name.lowercased())
            && name.unicodeScalars.allSatisfy {
                ($0.isASCII && $0.properties.isAlphabetic) || $0 == "_" || ("0"..."9").contains($0)
            }
            && !("0"..."9").contains(name.unicodeScalars.first!)
        return plain ? name : "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

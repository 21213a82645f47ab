import Foundation
import TableKit

/// A filter over a source's rows, parsed from text such as `pop > 1e6 and country = 'Japan'`
/// (`tablekit view --where EXPR`): a value, checked against the columns when parsed, then
/// evaluated row by row (FilterExpression+Evaluation).
///
/// The language, in order of binding (loosest first):
/// - `A or B`, `A and B`, `not A`, and parentheses; keywords in any case.
/// - Comparisons `=` (or `==`), `!=` (or `<>`), `<`, `<=`, `>`, `>=`; `X contains Y` (the
///   text of Y in X, case and accents ignored as the search ignores them, TableKit's
///   `SearchIndex.fold`); `X matches 'RE'` (an ICU regular expression, NSRegularExpression,
///   found anywhere in X; `(?i)` for any case); `X is blank`, `X is not blank`; `not` before
///   `contains` and `matches` too (`X not contains Y`).
/// - Columns by name: a bare word (`pop`), or quoted in double quotes or backquotes
///   (`"pop density"`, or the same in backquotes; a quote doubled inside is one quote). A name
///   matches exactly, else ignoring case (as `--columns`).
/// - Values: numbers as the columns' typing reads them (``NumberParsing``: `1e6`, `1,200`,
///   `$5`, `5%`, `-3.5`), ISO dates and dates with a month name (``DateParsing``:
///   `2020-01-31`, `01-Jan-2000`), text in single quotes (`'Japan'`, `'it''s'`). Quoted
///   text compared with a number or date column is read as a number or date when it is one
///   (`date > 'Jan 1 2000'`). A bare word on the right of a comparison is a number or date
///   when it reads as one, else a column, else a boolean word (`true`, `yes`…) as text; on
///   the left it is a column when one has its name, else a number or date (`1e7 < pop`).
///   On the right of `contains` and `matches` a bare word is text.
///
/// Blanks: a field empty or of spaces only, or a JSON `null`, is blank. `X = ''` is
/// `X is blank` and `X != ''` is `X is not blank`.
/// Comparisons compare by the value's kind: with a number, as numbers; with a date, as
/// dates (a date column's slash dates read as its values show day and month); text with
/// text exactly, spaces around a field ignored, ordered by Unicode scalars. A field that is
/// not of the kind compared (blank, or `n/a` in a number column) satisfies `!=` only.
public struct FilterExpression: Sendable, Equatable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// The parsed tree.
    public let root: Node

    /// One node of the tree.
    public indirect enum Node: Sendable, Equatable {
        case and(Node, Node)
        case or(Node, Node)
        case not(Node)
        case comparison(Operand, Comparison, Operand)
        case contains(Operand, Operand)
        /// A field matching a regular expression (the pattern, checked when parsed).
        case matches(Operand, pattern: String)
        case isBlank(Operand)
        /// A field in `column` that counts under `value` (``ValueFrequency/value(of:)``:
        /// compared as written, spaces around it trimmed; `""` the blank fields), as the
        /// frequency table counts it; made by ``FilterExpression/value(_:inColumn:named:)``,
        /// never parsed.
        case hasValue(column: Int, value: String)
        /// A field in `column` whose value (``ValueFrequency/value(of:)``) reads as a finite
        /// number in bin `index` of `bins` (``NumberBins/index(of:)``), as the binned frequency
        /// table counts it; made by ``FilterExpression/bin(_:of:inColumn:named:)``, never parsed.
        case inNumberBin(column: Int, bins: NumberBins, index: Int)
        /// A field in `column` with a match of `pattern`, read as the search's regex mode
        /// reads it (``RowPattern/matches(_:)``: smart case, `^` and `$` the field's ends);
        /// made by ``FilterExpression/pattern(_:inColumn:named:)``, never parsed.
        case matchesPattern(column: Int, pattern: RowPattern)
    }

    /// A comparison operator.
    public enum Comparison: String, Sendable, Equatable {
        case equal = "="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="

        /// The operator with its sides swapped: `a < b` is `b > a`.
        var swapped: Comparison {
            switch self {
            case .equal, .notEqual: self
            case .less: .greater
            case .lessOrEqual: .greaterOrEqual
            case .greater: .less
            case .greaterOrEqual: .lessOrEqual
            }
        }
    }

    /// A side of a comparison: a column (an index into the source's columns) or a value.
    public enum Operand: Sendable, Equatable {
        case column(Int)
        case number(Double)
        /// Seconds since 1970 (UTC), as ``DateParsing`` reads it.
        case date(Double)
        case text(String)
    }

    public var description: String { text }

    /// Parses `text` against `columns`.
    /// - Throws: ``FilterExpressionError`` at the first problem: its column (1-based, in
    ///   characters of `text`) and what is wrong, such as `unknown column 'popp'`.
    /// - Complexity: O(length of `text` × columns).
    public static func parse(_ text: String, columns: [Column]) throws(FilterExpressionError) -> FilterExpression {
        var parser = FilterParser(text: text, columns: columns)
        let root = try parser.parseWhole()
        return FilterExpression(text: text, root: root)
    }

    /// The columns the expression reads, ascending, each once.
    public var columnsRead: [Int] {
        var out = Set<Int>()
        func visit(_ o: Operand) { if case .column(let c) = o { out.insert(c) } }
        func visit(_ n: Node) {
            switch n {
            case .and(let a, let b), .or(let a, let b):
                visit(a)
                visit(b)
            case .not(let a): visit(a)
            case .comparison(let a, _, let b), .contains(let a, let b):
                visit(a)
                visit(b)
            case .matches(let a, _), .isBlank(let a): visit(a)
            case .hasValue(let c, _), .inNumberBin(let c, _, _), .matchesPattern(let c, _): out.insert(c)
            }
        }
        visit(root)
        return out.sorted()
    }
}

/// Why a filter expression was refused: where (the character it starts at, 1-based) and
/// what. Its description is one line, `1:7: unknown column 'popp' (columns: city, pop)`;
/// ``caretLines`` show the expression with a caret under that character.
public struct FilterExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The expression as given.
    public let text: String
    /// The character (1-based, counted in characters of ``text``) the problem starts at;
    /// one past the end for an expression that stops too soon.
    public let column: Int
    /// What is wrong, sanitised: `unknown column 'popp' (columns: city, pop)`.
    public let message: String

    public init(text: String, column: Int, message: String) {
        (self.text, self.column, self.message) = (text, column, message)
    }

    /// `1:COLUMN: message`: the expression is one line, so its line is 1.
    public var description: String { "1:\(column): \(message)" }

    /// Two lines: the expression (sanitised, indented by two spaces) and a caret under the
    /// character the problem starts at (by display columns, so wide characters line up).
    public var caretLines: String {
        let shown = Sanitizer.sanitize(text)
        let before = Sanitizer.sanitize(String(text.prefix(column - 1)))
        return "  \(shown)\n  \(String(repeating: " ", count: DisplayWidth.columns(of: before)))^"
    }
}

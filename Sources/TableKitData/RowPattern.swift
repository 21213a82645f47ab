import Foundation
import TableKit

/// A regular expression typed in the search bar's regex mode (⌃R) or given with
/// `--search PATTERN --regex`: ICU's syntax (`NSRegularExpression`), matched against each
/// searched field on its own, so `^` and `$` are a field's start and end (`^0.M` finds the
/// fields that start with 0, any character, M); a row matches when one of its fields does.
///
/// Smart case, as ripgrep's `--smart-case` and vim's `smartcase`: a pattern with no
/// uppercase letter ignores case, one with an uppercase letter does not. Not folded for
/// diacritics (the words search is). Equal when their text is.
public struct RowPattern: Sendable, Equatable, CustomStringConvertible {
    /// The pattern as typed.
    public let text: String
    /// Whether case is ignored: the pattern has no uppercase letter.
    public let ignoresCase: Bool
    private let regex: SendableRegex

    /// `NSRegularExpression` is immutable once made and documented safe to use from any thread.
    private struct SendableRegex: @unchecked Sendable {
        let regex: NSRegularExpression
    }

    /// The pattern of `text`.
    /// - Throws: a ``DataError`` naming what is wrong, in Swift Regex's words where it has
    ///   them (`not a regular expression: expected ')'`), for a pattern ICU cannot compile.
    public init(_ text: String) throws(DataError) {
        self.text = text
        ignoresCase = !text.contains { $0.isUppercase }
        do {
            let options: NSRegularExpression.Options = ignoresCase ? [.caseInsensitive] : []
            regex = SendableRegex(regex: try NSRegularExpression(pattern: text, options: options))
        } catch {
            let reason: String
            do {
                _ = try Regex(text)
                reason = "ICU cannot compile it"
            } catch let swift {
                reason = "\(swift)"
            }
            throw DataError("not a regular expression: " + Sanitizer.messageValue(reason))
        }
    }

    public var description: String { text }

    public static func == (a: RowPattern, b: RowPattern) -> Bool { a.text == b.text }

    /// Whether `field` has a match. O(the field's length) for most patterns; ICU's
    /// backtracking can take longer on nested quantifiers.
    public func matches(_ field: String) -> Bool {
        let ns = field as NSString
        return regex.regex.firstMatch(in: field, options: [], range: NSRange(location: 0, length: ns.length)) != nil
    }

    /// The rows of `source` in `range` (or among `among`) with a field in `columns` (nil:
    /// every column) that matches; as a bit set over the range's end (or `among`'s universe).
    /// - Complexity: O(rows × fields' length), reading each row's fields once.
    public func hits(_ source: any TabularSource, in range: Range<Int>, among: RowHits?, columns: [Int]?) -> RowHits {
        func matchesRow(_ row: Int) -> Bool {
            let fields = source.fields(ofRow: row)
            if let columns { return columns.contains { $0 < fields.count && matches(fields[$0]) } }
            return fields.contains(where: matches)
        }
        if let among { return among.retaining(where: matchesRow) }
        let rows = range.clamped(to: 0..<source.rowCount)
        return RowHits(rows.filter(matchesRow), universe: max(0, rows.upperBound))
    }
}

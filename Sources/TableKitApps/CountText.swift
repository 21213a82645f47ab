import Foundation
import Synchronization
import TableKit

/// "1 photo", "12 photos", "1,950 names": a count with its noun, for status lines.
///
/// English only, like every status text in the sample apps: the noun is the singular,
/// the plural adds "s" unless given.
/// - Parameters:
///   - count: any integer; formatted with grouping separators.
///   - singular: the noun for exactly one.
///   - plural: the noun for any other count; default `singular + "s"`.
public func countText(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(groupedCount(count)) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// The last count formatted and the locale it was formatted in: a status line asks for the
/// same count every frame, and `formatted()` costs tens of microseconds a call.
private let lastGroupedCount = Mutex<(count: Int, locale: String, text: String)?>(nil)

/// `count.formatted()` (grouping separators of the current locale), remembered for the
/// last count.
func groupedCount(_ count: Int) -> String {
    let locale = Locale.current.identifier
    if let last = lastGroupedCount.withLock({ $0 }), last.count == count, last.locale == locale { return last.text }
    let text = count.formatted()
    lastGroupedCount.withLock { $0 = (count, locale, text) }
    return text
}

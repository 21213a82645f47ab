/// "1 photo", "12 photos", "1,950 names": a count with its noun, for status lines.
///
/// English only, like every status text in the sample apps: the noun is the singular,
/// the plural adds "s" unless given.
/// - Parameters:
///   - count: any integer; formatted with grouping separators.
///   - singular: the noun for exactly one.
///   - plural: the noun for any other count; default `singular + "s"`.
public func countText(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count.formatted()) \(count == 1 ? singular : plural ?? singular + "s")"
}

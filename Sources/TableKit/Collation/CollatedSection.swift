/// One section of collated rows, ready for a table view's data source: its title (one of
/// ``IndexedCollation/sectionTitles``) and its rows in the locale's collation order.
public struct CollatedSection<Row> {
    /// The section's title, e.g. `"A"`, `"Å"`, `"た"`, `"3劃"` or `"#"`.
    public var title: String
    /// The rows of this section, sorted by the collation; may be empty.
    public var rows: [Row]

    /// A section titled `title` holding `rows`, stored as given (not sorted).
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}

extension CollatedSection: Sendable where Row: Sendable {}
extension CollatedSection: Equatable where Row: Equatable {}

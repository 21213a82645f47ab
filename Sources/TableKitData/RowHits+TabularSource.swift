extension TabularSource {
    /// The hits of ``rows(matching:in:)`` as a bit set, among the rows `0 ..< ` the range's
    /// end (clamped to the rows readable now).
    public func hits(matching query: RowQuery, in range: Range<Int>) -> RowHits {
        let rows = range.clamped(to: 0..<rowCount)
        return RowHits(self.rows(matching: query, in: rows), universe: max(0, rows.upperBound))
    }

    /// The hits of ``rows(matching:among:)`` as a bit set, among the candidates' universe.
    public func hits(matching query: RowQuery, among candidates: RowHits) -> RowHits {
        RowHits(rows(matching: query, among: Array(candidates)), universe: candidates.universe)
    }
}

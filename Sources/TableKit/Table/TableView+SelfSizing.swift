extension TableView {
    /// How many rows have had their heights measured since the last `reloadData()` or
    /// width change. With self-sizing rows this grows with the rows shown, never with the
    /// size of the table (for tests and benchmarks).
    @_spi(Testing) public var numberOfMeasuredRows: Int { measuredRows.count }
}

/// A source whose records are byte ranges of one ``ByteInput`` (text, CSV/TSV, JSON and
/// JSON Lines): the raw record and the looks at the file on disk come from the input, the
/// same way for each.
protocol MappedRecordSource: TabularSource {
    /// The bytes the records are ranges of.
    var input: ByteInput { get }
    /// Row `row`'s bytes in ``input`` (without its line break); traps when out of range.
    func bounds(ofRow row: Int) -> Range<Int>
}

extension MappedRecordSource {
    func recordByteCount(ofRow row: Int) -> Int { bounds(ofRow: row).count }

    func record(ofRow row: Int) -> [UInt8] {
        let r = bounds(ofRow: row)
        return Array(UnsafeBufferPointer(start: input.base + r.lowerBound, count: r.count))
    }

    func lookAtFollowedFile() -> FollowedFileChange? { input.lookAtFollowedFile() }
    func lookAtFile() -> FollowedFileChange? { input.lookAtFile() }
}

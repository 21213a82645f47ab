import TableKit

/// The end of a text or CSV file read before the count reaches it (``RecordsFromEnd``).
extension ByteTableSource {
    func fieldsOfLastRows(_ count: Int) -> [[String]]? {
        guard count > 0, let size = input.knownSize, size > 0, !input.isPipe, !input.isFollowing else { return nil }
        if load.withLock({ $0.isComplete || $0.error != nil }) { return nil }
        guard offsets.count > headerRecords else { return nil }  // the header is not read yet
        let base = UnsafePointer(input.base)
        guard
            let ranges = RecordsFromEnd.lastRecords(
                base, end: Int(size), delimiter: delimiter, count: count, notBefore: offsets[headerRecords])
        else { return nil }
        return ranges.map { fields(inRecord: FieldDecoding.trimmed(base, $0.lowerBound, $0.upperBound)) }
    }
}

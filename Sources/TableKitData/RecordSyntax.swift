/// How bytes split into records: lines (text), or RFC 4180 records whose quoted fields may
/// hold delimiters, doubled quotes and line breaks (CSV, TSV).
struct RecordSyntax: Sendable, Equatable {
    /// The field delimiter, or nil for plain lines (one field per record).
    var delimiter: UInt8?

    /// Plain lines: LF, CR LF and lone CR end a line (as TableKit's `splitLines`).
    static let lines = RecordSyntax(delimiter: nil)

    /// CSV-style records with `delimiter`.
    init(delimiter: UInt8?) { self.delimiter = delimiter }
}

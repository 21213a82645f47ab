/// Why data could not be read: one line naming the input and what is wrong, with the line
/// (1-based) where that is known. Text from the data in it is already sanitised.
public struct DataError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The one-line message, e.g. `people.csv: line 12: a quoted field is not closed`.
    public let description: String
    /// An error with the message `description`.
    public init(_ description: String) { self.description = description }
}

/// Limits of the data sources, documented in docs/DATA-API.md.
public enum DataLimits {
    /// A field or line longer than this many bytes (UTF-8) is shown cut to it (64 KiB):
    /// a 50 MB line, or a 1 GB file of NULs that is one line, shows its first 64 KiB.
    /// ``TabularSource/record(ofRow:)`` is never cut.
    public static let displayBytes = 65_536
    /// Standard input is read up to this many bytes by default (1 GiB); raise it with
    /// ``DataOpenOptions/standardInputLimit``.
    public static let standardInputBytes = 1 << 30
    /// Rows sampled per column for type detection.
    public static let typeSampleRows = 1_000
}

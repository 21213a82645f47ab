/// A value and how many rows or fields hold it: an entry of a frequency table
/// (``ValueFrequency/Entry``) and one of a column summary's top values
/// (``ColumnSummary/TopValue``).
public struct ValueCount: Sendable, Equatable {
    /// The value.
    public var value: String
    /// How many hold it, `>= 1`.
    public var count: Int

    /// `value`, held `count` times.
    public init(value: String, count: Int) {
        self.value = value
        self.count = count
    }
}

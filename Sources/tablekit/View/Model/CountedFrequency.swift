import TableKitData

/// A frequency table `F` counted: one column's values (no key columns, or one: binned when
/// it holds many numbers), or the combinations of the key columns' values (two or more).
enum CountedFrequency: Sendable, Equatable {
    case values(ValueFrequency)
    case combinations(CombinationFrequency)
}

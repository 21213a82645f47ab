import Foundation

extension IndexPath {
    /// An index path to `row` in `section` (UIKit's `IndexPath(row:section:)`).
    @inlinable  // no temporary array: this is on every lookup's path
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The section: the first index. Traps when the path has fewer than two indexes.
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath \(self) is not a table index path (section, row)")
            return self[0]
        }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index. Traps when the path has fewer than two
    /// indexes.
    public var row: Int {
        get {
            precondition(count == 2, "IndexPath \(self) is not a table index path (section, row)")
            return self[1]
        }
        set { self[1] = newValue }
    }
}

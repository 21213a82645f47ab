import Foundation

extension IndexPath {
    /// An index path naming `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    ///
    /// Both are zero-based; the table view decides whether they are in range.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of a two-element index path (its first index), as in UIKit.
    ///
    /// Traps when the index path does not have exactly two elements.
    public var section: Int {
        precondition(count == 2, "IndexPath.section needs a two-element index path, got \(self)")
        return self[0]
    }

    /// The row of a two-element index path (its second index), as in UIKit.
    ///
    /// Traps when the index path does not have exactly two elements.
    public var row: Int {
        precondition(count == 2, "IndexPath.row needs a two-element index path, got \(self)")
        return self[1]
    }
}

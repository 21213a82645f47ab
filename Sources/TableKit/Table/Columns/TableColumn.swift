import Foundation

/// One column of a table that draws its rows as fields in columns: a title, a width rule,
/// bounds on the width, an alignment and how the column sorts. Widths are in columns
/// (display cells).
///
/// There is no column type in UIKit; this follows AppKit's `NSTableColumn` (title, width,
/// `minWidth`, `maxWidth`, `sortDescriptorPrototype`) within a UIKit-style table, with
/// ratatui's `Fill` width and SwiftUI's `TableColumn(value:)`/`sortUsing:` sorting.
///
/// Two columns are equal when all their values are and both have a ``sortComparator`` or
/// neither has (closures cannot be compared).
public struct TableColumn: Sendable, Hashable {
    /// How wide a column is before ``minWidth`` and ``maxWidth`` apply.
    public enum Width: Sendable, Hashable {
        /// Exactly this many columns, `>= 0`.
        case fixed(Int)
        /// This fraction (0...1) of the table's content width, rounded down.
        case fraction(Double)
        /// As wide as the widest of the title and the values sampled from the rows on
        /// screen and a screen's worth of rows on either side.
        case fitContent
        /// The width the other columns (and the spacing between all columns) leave, at
        /// least `minimum` columns (ratatui's `Fill`). Several fill columns share what is
        /// left equally, the remainder of the division going to the first of them. When
        /// the minimum cannot be met, the column takes its minimum and the table scrolls
        /// sideways, as for any layout wider than the table.
        case fill(minimum: Int = 1)
    }

    /// How a column's values sit in their width.
    public enum Alignment: Sendable, Hashable {
        /// Right when every sampled non-empty value is a number, else left.
        case automatic
        /// At the leading edge.
        case left
        /// At the trailing edge, as numbers are.
        case right
        /// Centred.
        case center
    }

    /// Orders two of a column's texts (as the row's cell shows them) for sorting:
    /// `.orderedAscending` when the first sorts before the second. It must be a strict weak
    /// order (consistent, transitive); ties keep the rows' order.
    public typealias SortComparator = @Sendable (_ first: String, _ second: String) -> ComparisonResult

    /// The title shown in the column header (the sort arrow ▲/▼ is added after it).
    public var title: String
    /// The width rule; ``Width/fitContent`` by default.
    public var width: Width
    /// The narrowest the column may be, in columns; `>= 1`.
    public var minWidth: Int
    /// The widest the column may be, in columns; nil for the table's content width.
    public var maxWidth: Int?
    /// How values sit in the column; ``Alignment/automatic`` by default.
    public var alignment: Alignment
    /// Whether the user can sort by the column; true by default. A column that is not
    /// sortable shows no arrow (and leaves no room for one), a click on its title does
    /// nothing, and `s` on it is not the table's (help does not list it). AppKit: a column
    /// without a `sortDescriptorPrototype`.
    public var isSortable: Bool
    /// How the column's texts order the rows, or nil. With a comparator (or a key path
    /// given to the diffable data source, `TableViewDiffableDataSource.setSortKeyPath(_:forColumn:)`)
    /// the data source sorts its rows itself when the user sorts by the column; without
    /// one, sorting is the ``TableViewColumnsDelegate``'s. AppKit's
    /// `sortDescriptorPrototype` with a comparator, SwiftUI's `TableColumn(_:value:comparator:)`.
    public var sortComparator: SortComparator?
    /// The direction of the first sort by the column: `.forward` (ascending, ▲) by default,
    /// `.reverse` (descending, ▼) for a column read best from the top (a CPU% column); a
    /// second sort reverses it. AppKit's `sortDescriptorPrototype.ascending`.
    public var defaultSortOrder: SortOrder

    /// A column titled `title`. `minWidth` below 1 counts as 1.
    public init(
        title: String, width: Width = .fitContent, minWidth: Int = 1, maxWidth: Int? = nil,
        alignment: Alignment = .automatic, isSortable: Bool = true, sortComparator: SortComparator? = nil,
        defaultSortOrder: SortOrder = .forward
    ) {
        self.title = title
        self.width = width
        self.minWidth = max(1, minWidth)
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.isSortable = isSortable
        self.sortComparator = sortComparator
        self.defaultSortOrder = defaultSortOrder
    }

    public static func == (a: TableColumn, b: TableColumn) -> Bool {
        a.title == b.title && a.width == b.width && a.minWidth == b.minWidth && a.maxWidth == b.maxWidth
            && a.alignment == b.alignment && a.isSortable == b.isSortable
            && (a.sortComparator == nil) == (b.sortComparator == nil) && a.defaultSortOrder == b.defaultSortOrder
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(width)
        hasher.combine(minWidth)
        hasher.combine(maxWidth)
        hasher.combine(alignment)
        hasher.combine(isSortable)
        hasher.combine(sortComparator == nil)
        hasher.combine(defaultSortOrder)
    }
}

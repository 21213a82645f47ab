/// A row's height: a number of lines, or "size the row from its cell's content" (UIKit's
/// `CGFloat` row height with the `UITableView.automaticDimension` sentinel, typed here).
///
/// An integer literal is a height in lines: `tableView.rowHeight = 2`.
public enum RowHeight: Sendable, Hashable, ExpressibleByIntegerLiteral {
    /// A fixed height in lines, `>= 0` (a negative count is taken as 0).
    case lines(Int)
    /// The row is as tall as its cell says it needs at the table's width
    /// (`sizeThatFits`), measured when the row comes on screen.
    case automatic

    /// A fixed height of `value` lines.
    public init(integerLiteral value: Int) { self = .lines(value) }
}

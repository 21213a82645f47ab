/// Insets from the four edges of a rectangle, in columns (`left`, `right`) and lines
/// (`top`, `bottom`) (UIKit's `UIEdgeInsets`). Values are `>= 0` where used; a negative
/// inset counts as 0.
public struct EdgeInsets: Sendable, Hashable {
    /// Lines from the top edge.
    public var top: Int
    /// Columns from the leading (left) edge.
    public var left: Int
    /// Lines from the bottom edge.
    public var bottom: Int
    /// Columns from the trailing (right) edge.
    public var right: Int

    /// Insets of `top` and `bottom` lines and `left` and `right` columns, 0 by default.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets (UIKit's `UIEdgeInsets.zero`).
    public static let zero = EdgeInsets()
}

/// A point in a terminal: `x` in columns, `y` in lines, from the top-left corner (0, 0).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, counted from 0 at the left edge.
    public var x: Int
    /// The line, counted from 0 at the top edge.
    public var y: Int
    /// A point at column `x`, line `y`; either may be negative (off screen).
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
    /// The top-left corner, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A size in a terminal: `width` in columns, `height` in lines; both `>= 0`.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in columns.
    public var width: Int
    /// The height, in lines.
    public var height: Int
    /// A size of `width` columns by `height` lines, each at least 0 (a negative value is
    /// taken as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    /// No columns and no lines.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle in columns and lines. Like `CGRect`, but integral and never negative in size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width in columns and the height in lines.
    public var size: Size
    /// A rectangle with the given corner and size, stored as given (not clamped).
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle at column `x`, line `y`; a negative `width` or `height` becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: max(0, width), height: max(0, height))
    }
    /// The empty rectangle at (0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The left edge, in columns.
    public var minX: Int { origin.x }
    /// The top edge, in lines.
    public var minY: Int { origin.y }
    /// The column just past the right edge (`minX + width`, exclusive).
    public var maxX: Int { origin.x + size.width }
    /// The line just past the bottom edge (`minY + height`, exclusive).
    public var maxY: Int { origin.y + size.height }
    /// The width, in columns.
    public var width: Int { size.width }
    /// The height, in lines.
    public var height: Int { size.height }
    /// Whether the rectangle covers no cell: its width or height is 0 or less.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// Whether `p` lies inside: `minX...<maxX` and `minY...<maxY`, like `CGRect.contains(_:)`.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    /// The overlap of two rectangles; an empty rectangle at `self.origin` when none.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// The same size moved `dx` columns right and `dy` lines down (negative moves left/up).
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    /// The rectangle shrunk by the given insets (columns left/right, lines top/bottom).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: minX + left, y: minY + top, width: width - left - right, height: height - top - bottom)
    }
    /// The rectangle as `(x, y, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

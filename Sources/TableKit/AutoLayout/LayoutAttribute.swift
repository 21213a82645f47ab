/// One of a view's edges, centres or sizes that a constraint relates (UIKit's
/// `NSLayoutConstraint.Attribute`, the subset TableKit solves): positions in columns
/// (horizontal) or lines (vertical) of the superview's bounds, sizes in columns or lines.
///
/// A centre is the leading edge (top edge) plus half the width (height), rounded down.
/// Terminals have no right-to-left layout here: leading is the left edge, trailing the right.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge (the frame's `minX`).
    case leading
    /// The right edge, just past the last column (`maxX`).
    case trailing
    /// The top edge (`minY`).
    case top
    /// The bottom edge, just past the last line (`maxY`).
    case bottom
    /// The width in columns.
    case width
    /// The height in lines.
    case height
    /// The middle column: `minX + width / 2`, rounded down.
    case centerX
    /// The middle line: `minY + height / 2`, rounded down.
    case centerY

    /// The name as UIKit's logs write it (`leading`, `centerX`).
    public var description: String { rawValue }

    /// Whether the attribute is horizontal (columns) rather than vertical (lines).
    var isHorizontal: Bool {
        switch self {
        case .leading, .trailing, .width, .centerX: true
        case .top, .bottom, .height, .centerY: false
        }
    }

    /// What the attribute is of its axis: start, end, centre or size.
    var part: LayoutAxisPart {
        switch self {
        case .leading, .top: .start
        case .trailing, .bottom: .end
        case .centerX, .centerY: .center
        case .width, .height: .size
        }
    }
}

/// The four things a span along one axis has; any two fix the other two.
enum LayoutAxisPart: Int, Hashable, Sendable, CaseIterable {
    case start, end, center, size
}

extension LayoutAttribute {
    /// The attribute's value for a view at `frame` (columns or lines).
    func value(in frame: Rect) -> Int {
        switch self {
        case .leading: frame.minX
        case .trailing: frame.maxX
        case .centerX: frame.minX + frame.width / 2
        case .width: frame.width
        case .top: frame.minY
        case .bottom: frame.maxY
        case .centerY: frame.minY + frame.height / 2
        case .height: frame.height
        }
    }
}

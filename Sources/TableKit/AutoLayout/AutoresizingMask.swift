/// How a view's frame follows a change of its superview's bounds (UIKit's
/// `UIView.AutoresizingMask`).
///
/// Along each axis the parts marked flexible (a margin, the size) share the change of the
/// superview's size in proportion to their sizes before it (UIKit's documented rule); when
/// every flexible part was 0 columns or lines (or less), they share it evenly. The shares
/// are whole columns and lines: each boundary is rounded down, so the shares always add
/// up to the change exactly. An empty mask (the default) keeps the frame as it is.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, UIKit's values (`flexibleLeftMargin` is 1 … `flexibleBottomMargin` 32).
    public let rawValue: Int
    /// A mask from UIKit's bit values.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The left margin (columns between the superview's left edge and the frame) changes.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width changes.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin changes.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin (lines between the superview's top edge and the frame) changes.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height changes.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin changes.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// `frame`, in a superview whose bounds' size changed from `oldSize` to `newSize`,
    /// resized by this mask (UIKit's `autoresizesSubviews` step).
    /// - Complexity: O(1).
    public func resize(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
        guard !isEmpty else { return frame }
        let (x, w) = Self.share(
            start: frame.minX, length: frame.width, in: oldSize.width,
            changeBy: newSize.width - oldSize.width,
            flexible: (
                contains(.flexibleLeftMargin), contains(.flexibleWidth),
                contains(.flexibleRightMargin)
            ))
        let (y, h) = Self.share(
            start: frame.minY, length: frame.height, in: oldSize.height,
            changeBy: newSize.height - oldSize.height,
            flexible: (
                contains(.flexibleTopMargin), contains(.flexibleHeight),
                contains(.flexibleBottomMargin)
            ))
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// One axis: the new start and length of a span `start..<start+length` inside `extent`,
    /// when `extent` changes by `delta` and the flagged parts (leading margin, length,
    /// trailing margin) share the change.
    static func share(
        start: Int, length: Int, in extent: Int, changeBy delta: Int,
        flexible: (Bool, Bool, Bool)
    ) -> (start: Int, length: Int) {
        let parts = [start, length, extent - start - length]
        let flags = [flexible.0, flexible.1, flexible.2]
        let count = flags.filter { $0 }.count
        guard count > 0, delta != 0 else { return (start, length) }
        let weights = zip(parts, flags).map { $1 ? max(0, $0) : 0 }
        let total = weights.reduce(0, +)
        // Cumulative shares rounded down: the boundaries move by whole cells, summing to delta.
        var boundaries = [0, 0, 0]
        var sum = 0
        var flagged = 0
        for i in 0..<3 {
            if flags[i] {
                sum += weights[i]
                flagged += 1
            }
            boundaries[i] = total > 0 ? floorDivide(delta * sum, total) : floorDivide(delta * flagged, count)
        }
        let leading = boundaries[0]
        let throughLength = boundaries[1]
        return (start + leading, max(0, length + throughLength - leading))
    }

    /// `a / b` rounded toward negative infinity (`b > 0`).
    static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && a < 0) ? q - 1 : q
    }
}

/// The size a view's content needs along each axis (``View/intrinsicContentSize``), in
/// columns and lines, each at least 0; nil where the content has no size of its own
/// (UIKit's `CGSize` with `UIView.noIntrinsicMetric`, typed here as ``RowHeight`` types
/// `automaticDimension`).
public struct IntrinsicContentSize: Hashable, Sendable {
    /// Columns, or nil for none.
    public var width: Int?
    /// Lines, or nil for none.
    public var height: Int?
    /// `width` columns by `height` lines (nil: none along that axis); a negative value is
    /// taken as 0.
    public init(width: Int?, height: Int?) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
    }
    /// Both axes of `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// No size of its own along either axis: the default.
    public static let none = IntrinsicContentSize(width: nil, height: nil)
}

extension View {
    /// Says that ``intrinsicContentSize`` changed (UIKit's
    /// `invalidateIntrinsicContentSize()`): the superview solves its constraints again
    /// before it is next drawn. A view whose size depends on its content (a label's text)
    /// calls it when the content changes.
    /// - Complexity: O(1).
    public func invalidateIntrinsicContentSize() {
        guard View.constraintsInUse, !translatesAutoresizingMaskIntoConstraints else { return }
        superview?.setNeedsLayout()
    }

    /// The size this view needs to hold its constrained subviews at `targetSize.width`
    /// (UIKit's `systemLayoutSizeFitting(_:)`, as a self-sizing cell's content view is
    /// measured): the width given, and the height the constraints reach from the top edge
    /// to the bottom edge through the subviews' ``intrinsicContentSize`` (a label's lines,
    /// a text view's rows). Columns and lines. nil when no subview is placed by
    /// constraints, or when they do not determine the height (a chain that never reaches
    /// the bottom edge): the caller measures otherwise. Reports nothing; the layout pass
    /// reports what is wrong.
    /// - Complexity: O(subviews + constraints²), solved up to three times as wrapped
    ///   heights follow the widths found.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size? {
        guard View.constraintsInUse, let (system, views) = subviewConstraintSystem(fittingWidth: targetSize.width)
        else { return nil }
        let solution = solvedFollowingIntrinsicSizes(system, views)
        guard solution.determinesContainerHeight else { return nil }
        return Size(width: targetSize.width, height: solution.frames[0].height)
    }

    /// Solves `system` of `views` (item 0 the container), setting the subviews' frames
    /// and solving again while a subview's ``intrinsicContentSize`` changes with the
    /// width it was given (a wrapping label, a text view): at most three times.
    func solvedFollowingIntrinsicSizes(_ system: LayoutSystem, _ views: [View]) -> LayoutSolution {
        var system = system
        var solution = system.solved()
        for _ in 0..<2 {
            var changed = false
            for (i, view) in views.enumerated() where i > 0 && system.items[i].isSolved {
                view.frame = solution.frames[i]
                let intrinsic = view.intrinsicContentSize
                if intrinsic != system.items[i].intrinsicSize {
                    system.items[i].intrinsicSize = intrinsic
                    changed = true
                }
            }
            guard changed else { break }
            solution = system.solved()
        }
        for (i, view) in views.enumerated() where i > 0 && system.items[i].isSolved {
            view.frame = solution.frames[i]
        }
        return solution
    }
}

extension View {
    /// Resizes the subviews that follow their autoresizing mask after this view's size
    /// changed from `oldSize` (UIKit's `resizeSubviews(withOldSize:)`, run when the frame's
    /// size changes, as with `autoresizesSubviews`). A subview placed by constraints
    /// (``translatesAutoresizingMaskIntoConstraints`` false) is left to the constraint pass.
    /// - Complexity: O(subviews).
    func resizeSubviews(withOldSize oldSize: Size) {
        for v in subviews where v.translatesAutoresizingMaskIntoConstraints && !v.autoresizingMask.isEmpty {
            v.frame = v.autoresizingMask.resize(v.frame, from: oldSize, to: frame.size)
        }
    }
}

extension View {
    /// UIKit's name for ``AutoresizingMask`` (`UIView.AutoresizingMask`).
    public typealias AutoresizingMask = TableKit.AutoresizingMask
}

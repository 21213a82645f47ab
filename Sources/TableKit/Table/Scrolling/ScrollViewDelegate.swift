import Foundation

/// What a view that scrolls its content shows of itself to a ``ScrollViewDelegate``
/// (the part of UIKit's `UIScrollView` a scroll delegate reads). ``TableView`` is one.
///
/// A protocol rather than a superclass: TableKit has one scrolling view, the table, whose
/// offset lives in its state; `scrollView.contentOffset.y` and `scrollView as? TableView`
/// read as they do in UIKit.
@MainActor
public protocol ScrollView: AnyObject {
    /// The first content line shown at the top (`y`, in lines; `x` is always 0), settable;
    /// clamped to `0...max(0, contentSize.height - bounds.height)` (UIKit's `contentOffset`).
    var contentOffset: Point { get set }
    /// The size of the content in columns and lines (UIKit's `contentSize`).
    var contentSize: Size { get }
    /// The view's own rectangle: its size in columns and lines (UIKit's `bounds`).
    var bounds: Rect { get }
    /// Scrolls so that content line `offset.y` is at the top, clamped (UIKit's
    /// `setContentOffset(_:animated:)`; a terminal does not animate).
    func setContentOffset(_ offset: Point, animated: Bool)
}

extension ScrollView {
    /// Always false: nothing in a terminal drags the content (UIKit's `isDragging`); keys
    /// and the mouse wheel move it in steps. Here so that a port's checks read as written.
    public var isDragging: Bool { false }
    /// Always false: a terminal scrolls in steps, with no momentum (UIKit's `isDecelerating`).
    public var isDecelerating: Bool { false }
    /// Always false: no finger or pointer holds the content (UIKit's `isTracking`).
    public var isTracking: Bool { false }
}

/// Hears a scroll view scroll (UIKit's `UIScrollViewDelegate`). ``TableViewDelegate``
/// refines it, so a table's delegate (or a ``TableViewController`` subclass) implements
/// these beside the table's own methods, as in UIKit. Every method has a default.
///
/// Not here, because nothing in a terminal drives them: dragging
/// (`scrollViewWillBeginDragging`, `WillEndDragging`, `DidEndDragging`), deceleration
/// (`WillBeginDecelerating`, `DidEndDecelerating`), zooming, and the status bar's scroll
/// to top (`scrollViewShouldScrollToTop`, `DidScrollToTop`). Keys and the mouse wheel move
/// the content offset in steps, each reported by ``scrollViewDidScroll(_:)``.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed, once per change, whatever changed it: keys, the wheel,
    /// `contentOffset`, `scrollToRow`, a resize, a batch update or rows measured as they
    /// came on screen (UIKit's `scrollViewDidScroll(_:)`). Called outside drawing, with
    /// `scrollView.contentOffset` already the new offset. Default does nothing.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A scroll asked for with `animated: true` (``TableView/setContentOffset(_:animated:)``,
    /// ``TableView/scrollToRow(at:at:animated:)``, ``TableView/scrollToNearestSelectedRow(at:animated:)``)
    /// has ended; a terminal does not animate, so this comes right after
    /// ``scrollViewDidScroll(_:)``, and only when the offset changed (UIKit's
    /// `scrollViewDidEndScrollingAnimation(_:)`). Default does nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Default: does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Default: does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

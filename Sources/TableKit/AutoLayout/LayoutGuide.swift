/// A rectangle constraints can refer to instead of a view (UIKit's `UILayoutGuide`): a
/// view's ``View/safeAreaLayoutGuide`` and ``View/layoutMarginsGuide``. A terminal has no
/// notch, no bars over the content and no default margins, so both guides are the view's
/// bounds.
@MainActor
public final class LayoutGuide {
    /// The view the guide belongs to, held weakly (UIKit's `owningView`).
    public private(set) weak var owningView: View?
    /// The guide's name in reports: `safeAreaLayoutGuide`, `layoutMarginsGuide`.
    public let identifier: String

    init(owningView: View, name: String) {
        self.owningView = owningView
        self.identifier = name
    }

    /// The guide's rectangle in its owning view's coordinates: the view's bounds, or
    /// ``Rect/zero`` once the view is gone (UIKit's `layoutFrame`).
    public var layoutFrame: Rect { owningView?.bounds ?? .zero }

    /// The guide's left edge. See ``LayoutXAxisAnchor``.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(guide: self), .leading) }
    /// The guide's right edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(guide: self), .trailing) }
    /// The guide's middle column.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(guide: self), .centerX) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(guide: self), .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(guide: self), .bottom) }
    /// The guide's middle line.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(guide: self), .centerY) }
    /// The guide's width in columns.
    public var widthAnchor: LayoutDimension { LayoutDimension(LayoutAnchorItem(guide: self), .width) }
    /// The guide's height in lines.
    public var heightAnchor: LayoutDimension { LayoutDimension(LayoutAnchorItem(guide: self), .height) }
}

extension View {
    /// The area not covered by bars or a notch (UIKit's `safeAreaLayoutGuide`): in a
    /// terminal, the view's bounds. The same guide on every access.
    public var safeAreaLayoutGuide: LayoutGuide { layoutGuides.safeArea }
    /// The bounds less the layout margins (UIKit's `layoutMarginsGuide`): TableKit's
    /// margins are 0, so the view's bounds. The same guide on every access.
    public var layoutMarginsGuide: LayoutGuide { layoutGuides.margins }
}

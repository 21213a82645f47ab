/// What an anchor is of: a view, or a layout guide of one. Held weakly, as a constraint
/// does not keep its views alive.
@MainActor
struct LayoutAnchorItem {
    weak var view: View?
    weak var guide: LayoutGuide?

    init(view: View) { self.view = view }
    init(guide: LayoutGuide) { self.guide = guide }

    /// The view whose rectangle the anchor measures: the view, or the guide's owning view.
    var measuredView: View? { view ?? guide?.owningView }
    /// The object as UIKit's `firstItem`/`secondItem` give it.
    var object: AnyObject? { view ?? guide }
}

/// A horizontal edge or centre to constrain (UIKit's `NSLayoutXAxisAnchor`): a view's
/// ``View/leadingAnchor``, ``View/trailingAnchor`` or ``View/centerXAnchor``, in columns.
/// Horizontal anchors are related only to horizontal anchors, as in UIKit.
@MainActor
public struct LayoutXAxisAnchor {
    let item: LayoutAnchorItem
    let attribute: LayoutAttribute
    init(_ item: LayoutAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint, not yet active: this anchor equals `anchor` plus `constant` columns
    /// (UIKit's `constraint(equalTo:constant:)`; `constraint(equalTo:)` when 0).
    public func constraint(equalTo anchor: LayoutXAxisAnchor, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: constant)
    }
}

/// A vertical edge or centre to constrain (UIKit's `NSLayoutYAxisAnchor`): a view's
/// ``View/topAnchor``, ``View/bottomAnchor`` or ``View/centerYAnchor``, in lines.
@MainActor
public struct LayoutYAxisAnchor {
    let item: LayoutAnchorItem
    let attribute: LayoutAttribute
    init(_ item: LayoutAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint, not yet active: this anchor equals `anchor` plus `constant` lines
    /// (UIKit's `constraint(equalTo:constant:)`; `constraint(equalTo:)` when 0).
    public func constraint(equalTo anchor: LayoutYAxisAnchor, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: constant)
    }
}

/// A width or height to constrain (UIKit's `NSLayoutDimension`): a view's
/// ``View/widthAnchor`` (columns) or ``View/heightAnchor`` (lines). A width may equal a
/// height, in cells.
@MainActor
public struct LayoutDimension {
    let item: LayoutAnchorItem
    let attribute: LayoutAttribute
    init(_ item: LayoutAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// A constraint, not yet active: this size equals `anchor`'s plus `constant` cells
    /// (UIKit's `constraint(equalTo:constant:)`; `constraint(equalTo:)` when 0).
    public func constraint(equalTo anchor: LayoutDimension, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(item, attribute, anchor.item, anchor.attribute, constant: constant)
    }

    /// A constraint, not yet active: this size is `constant` columns or lines, `>= 0`
    /// (UIKit's `constraint(equalToConstant:)`); a negative size is reported when solved.
    public func constraint(equalToConstant constant: Int) -> LayoutConstraint {
        LayoutConstraint(item, attribute, nil, nil, constant: constant)
    }
}

/// UIKit's name for ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension

extension View {
    /// The left edge, in the superview's columns (UIKit's `leadingAnchor`).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(view: self), .leading) }
    /// The right edge, just past the last column (UIKit's `trailingAnchor`).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(view: self), .trailing) }
    /// The middle column, rounded down (UIKit's `centerXAnchor`).
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(LayoutAnchorItem(view: self), .centerX) }
    /// The top edge, in the superview's lines (UIKit's `topAnchor`).
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(view: self), .top) }
    /// The bottom edge, just past the last line (UIKit's `bottomAnchor`).
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(view: self), .bottom) }
    /// The middle line, rounded down (UIKit's `centerYAnchor`).
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(LayoutAnchorItem(view: self), .centerY) }
    /// The width in columns (UIKit's `widthAnchor`).
    public var widthAnchor: LayoutDimension { LayoutDimension(LayoutAnchorItem(view: self), .width) }
    /// The height in lines (UIKit's `heightAnchor`).
    public var heightAnchor: LayoutDimension { LayoutDimension(LayoutAnchorItem(view: self), .height) }
}

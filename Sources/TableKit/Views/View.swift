/// The base of every visible thing: a rectangle in its superview's coordinates (columns,
/// lines), subviews drawn in order on top of it, and a tag to find it again.
///
/// Shaped after `UIView`: `frame`, `bounds`, `addSubview(_:)`, `removeFromSuperview()`,
/// `viewWithTag(_:)`, `layoutSubviews()`, `setNeedsLayout()`, `sizeThatFits(_:)`,
/// `hitTest(_:)`. Drawing is `draw(in:)` into a ``DrawContext`` instead of Core Graphics.
@MainActor
open class View {
    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect {
        didSet {
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            resizeSubviews(withOldSize: oldValue.size)
        }
    }
    /// The view's own coordinate space: origin (0, 0), the frame's size.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }
    /// The subviews, back to front: each draws over the ones before it.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of, held weakly; nil for none.
    public private(set) weak var superview: View?
    /// An integer to find the view again with ``viewWithTag(_:)``; 0 by default.
    public var tag: Int = 0
    /// A hidden view and its subviews neither draw nor receive clicks.
    public var isHidden: Bool = false
    /// When set, the view's whole frame is filled with this style before it draws.
    public var backgroundStyle: Style?
    private(set) var needsLayout = true
    /// How the frame follows a change of the superview's bounds (UIKit's
    /// `autoresizingMask`); empty by default: the frame stays as it is.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the frame is set by hand and the ``autoresizingMask`` (true, the default)
    /// or by constraints (false), as UIKit's `translatesAutoresizingMaskIntoConstraints`.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if !translatesAutoresizingMaskIntoConstraints { View.constraintsInUse = true }
            superview?.setNeedsLayout()
        }
    }
    /// Whether any view ever held a constraint or was placed by constraints: until then
    /// no layout pass looks for constraints (AutoLayout/View+Constraints.swift).
    static var constraintsInUse = false
    /// The active constraints this view holds (AutoLayout/View+Constraints.swift).
    var installedConstraints: [LayoutConstraint] = []
    /// The view's layout guides, made on first use (AutoLayout/LayoutGuide.swift).
    lazy var layoutGuides = (
        safeArea: LayoutGuide(owningView: self, name: "safeAreaLayoutGuide"),
        margins: LayoutGuide(owningView: self, name: "layoutMarginsGuide")
    )

    /// A view at `frame` in its future superview's coordinates (columns, lines).
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Adds `view` on top of the other subviews, removing it from any previous superview.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        setNeedsLayout()
    }

    /// Removes the view from its superview; nothing when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// The view itself or the first descendant, depth first, whose ``tag`` is `tag`.
    /// - Complexity: O(number of descendants).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for v in subviews { if let found = v.viewWithTag(tag) { return found } }
        return nil
    }

    /// Marks the view for ``layoutSubviews()`` before it is next drawn.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view now if it was marked (its subviews' constraints are solved first,
    /// then ``layoutSubviews()`` runs), then its subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            solveSubviewConstraints()
            layoutSubviews()
        }
        for v in subviews { v.layoutIfNeeded() }
    }

    /// Positions subviews. The default does nothing; subclasses override.
    open func layoutSubviews() {}

    /// The size the view's content needs, which constraints use where they leave a size
    /// open (UIKit's `intrinsicContentSize`, at the priority of content hugging and
    /// compression resistance: any constraint that fixes the size wins). Columns and lines;
    /// nil for an axis with no size of its own (UIKit's `UIView.noIntrinsicMetric`), which
    /// the default gives for both. ``Label`` gives its text's size, wrapped at its width
    /// when it wraps; ``TextView`` the rows of its text at its width.
    open var intrinsicContentSize: IntrinsicContentSize { .none }

    /// The size the view would like within `size` (columns, lines). Default: `frame.size`.
    open func sizeThatFits(_ size: Size) -> Size { frame.size }

    /// Draws the view's own content in its bounds. Subviews draw afterwards, on top.
    open func draw(in context: inout DrawContext) {}

    /// Draws the view and its subviews, clipped to the view's frame.
    public func render(in context: inout DrawContext) { render(in: &context, at: frame.origin) }

    /// Draws the view and its subviews as if its frame's origin were `origin` (in the
    /// superview's coordinates), without moving it: how a table draws its header and
    /// footer views at their scrolled positions while drawing changes nothing.
    public func render(in context: inout DrawContext, at origin: Point) {
        guard !isHidden else { return }
        context.withRegion(Rect(origin: origin, size: frame.size)) { ctx in
            if let bg = backgroundStyle { ctx.fill(bounds, style: bg) }
            draw(in: &ctx)
            for v in subviews { v.render(in: &ctx) }
        }
    }

    /// Lays out and renders the view at its frame's size into a new canvas.
    public func renderedCanvas() -> Canvas {
        let saved = frame
        frame = Rect(origin: .zero, size: saved.size)
        layoutIfNeeded()
        var ctx = DrawContext(canvas: Canvas(size: frame.size))
        render(in: &ctx)
        frame = saved
        return ctx.canvas
    }

    /// The deepest visible view containing `point` (in this view's coordinates), or nil.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for v in subviews.reversed() {
            let p = Point(x: point.x - v.frame.minX, y: point.y - v.frame.minY)
            if let hit = v.hitTest(p) { return hit }
        }
        return self
    }

    /// Converts a point in this view's coordinates to the coordinates of `ancestor`
    /// (nil: the root of the tree).
    public func convert(_ point: Point, to ancestor: View?) -> Point {
        var p = point
        var v: View? = self
        while let cur = v, cur !== ancestor {
            p = Point(x: p.x + cur.frame.minX, y: p.y + cur.frame.minY)
            v = cur.superview
        }
        return p
    }

    /// Handles an event sent to this view as first responder or from a click on it.
    /// Returns true when handled; the default passes everything on.
    open func handle(_ event: Event) -> Bool { false }

    /// Key bindings this view handles while it is focused, for the help line.
    open var keyBindings: [KeyBinding] { [] }

    /// Whether the view takes keys when it is the first one found in its controller's view
    /// (UIKit's `canBecomeFirstResponder`); false by default, true for table views.
    open var canBecomeFirstResponder: Bool { false }

    /// True while the view takes keys that would otherwise mean something else (a search
    /// bar that is typing, a table whose index has the keyboard or whose delete
    /// confirmation is open): the help line then lists only this view's bindings.
    open var isCapturingKeys: Bool { false }
}

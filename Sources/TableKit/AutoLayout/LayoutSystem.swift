/// A set of layout equalities between rectangles, solved into frames: the value behind
/// every view's constraint pass, testable without views.
///
/// Shape: ``items`` (index 0 is usually the container whose bounds the others are placed
/// in), each fixed at a frame or to be solved; ``equations``, each
/// `first = second + constant` (or `first = constant`) in columns and lines. An item to be
/// solved is determined along an axis by any two of its start, end, centre and size.
/// Solving is one propagation pass: each equation with one side known fixes the other, in
/// order, until none does; then an item's intrinsic size fixes an axis no equation sized,
/// and propagation goes on (UIKit's engine solves linear systems with priorities; this is
/// the equality subset, which is what table screens use, with content sizes below every
/// equation, as UIKit's hugging and compression resistance are below required constraints).
public struct LayoutSystem: Hashable, Sendable {
    /// A rectangle of the system: a view, or the container.
    public struct Item: Hashable, Sendable {
        /// The name used in reports (`TableView`, `View`).
        public var name: String
        /// The frame: the value of a fixed item, and what an ambiguous item keeps of the
        /// parts its equations do not fix.
        public var frame: Rect
        /// Whether the solver places the item (a view whose
        /// `translatesAutoresizingMaskIntoConstraints` is false); false: fixed at ``frame``.
        public var isSolved: Bool
        /// The size the item's content needs (``View/intrinsicContentSize``), taken along
        /// an axis whose size no equation fixes; nil along an axis with none.
        public var intrinsicSize: IntrinsicContentSize
        /// An item named `name` at `frame`, solved or fixed, with the content size
        /// `intrinsicSize` (none by default).
        public init(
            name: String, frame: Rect, isSolved: Bool,
            intrinsicSize: IntrinsicContentSize = .none
        ) {
            self.name = name
            self.frame = frame
            self.isSolved = isSolved
            self.intrinsicSize = intrinsicSize
        }
    }

    /// One side of an equation: an attribute of an item, perhaps through one of its layout
    /// guides (which have the item's bounds, so the same value).
    public struct Term: Hashable, Sendable {
        /// The index of the item in ``LayoutSystem/items``.
        public var item: Int
        /// The edge, centre or size.
        public var attribute: LayoutAttribute
        /// The layout guide named in reports (`safeAreaLayoutGuide`); nil for the item itself.
        public var guide: String?
        /// `attribute` of item `item`, through `guide` when given.
        public init(item: Int, attribute: LayoutAttribute, guide: String? = nil) {
            self.item = item
            self.attribute = attribute
            self.guide = guide
        }
    }

    /// `first == second + constant`, or `first == constant` when `second` is nil.
    public struct Equation: Hashable, Sendable {
        /// The left side.
        public var first: Term
        /// The right side; nil for a constant (`widthAnchor.constraint(equalToConstant:)`).
        public var second: Term?
        /// Added to `second`, or the value itself: columns or lines.
        public var constant: Int
        /// The constraint's `identifier`, quoted in reports; nil for none.
        public var identifier: String?
        /// The equation `first == second + constant`.
        public init(_ first: Term, equalTo second: Term?, constant: Int = 0, identifier: String? = nil) {
            self.first = first
            self.second = second
            self.constant = constant
            self.identifier = identifier
        }
    }

    /// The rectangles, fixed or solved.
    public var items: [Item]
    /// The equalities, in the order they are tried.
    public var equations: [Equation]

    /// A system of `items` related by `equations`. Traps when an equation names an item out
    /// of range, or relates a horizontal position to a vertical one (sizes may be related
    /// across axes: width to height).
    public init(items: [Item], equations: [Equation]) {
        for e in equations {
            for t in [e.first] + (e.second.map { [$0] } ?? []) {
                precondition(items.indices.contains(t.item), "LayoutSystem: item \(t.item) of \(items.count)")
            }
            if let s = e.second, e.first.attribute.part != .size || s.attribute.part != .size {
                precondition(
                    e.first.attribute.isHorizontal == s.attribute.isHorizontal,
                    "LayoutSystem: \(e.first.attribute) related to \(s.attribute)")
            }
        }
        self.items = items
        self.equations = equations
    }

    /// The text of `equation` as reports write it: `TableView.top == View.safeAreaLayoutGuide.top + 1`,
    /// `Label.width == 20`, preceded by the identifier in quotes when it has one.
    public func describe(_ equation: Equation) -> String {
        let id = equation.identifier.map { "'\($0)' " } ?? ""
        let lhs = describe(equation.first)
        guard let second = equation.second else { return "\(id)\(lhs) == \(equation.constant)" }
        let c = equation.constant
        let tail = c == 0 ? "" : c > 0 ? " + \(c)" : " - \(-c)"
        return "\(id)\(lhs) == \(describe(second))\(tail)"
    }

    /// `Name.attribute` or `Name.guide.attribute`.
    func describe(_ term: Term) -> String {
        let name = items[term.item].name
        return term.guide.map { "\(name).\($0).\(term.attribute)" } ?? "\(name).\(term.attribute)"
    }
}

/// What ``LayoutSystem/solved()`` gives: a frame for every item and the problems found.
public struct LayoutSolution: Hashable, Sendable {
    /// One frame per item, in the system's order: fixed items keep theirs.
    public var frames: [Rect]
    /// Every conflict and ambiguity, in the order found; empty when the layout is sound.
    public var issues: [LayoutIssue]
    /// Whether the first item (the container) has its vertical position and height: a
    /// container solved for its height (``View/systemLayoutSizeFitting(_:)``) that the
    /// equations reached.
    public var determinesContainerHeight = false
}

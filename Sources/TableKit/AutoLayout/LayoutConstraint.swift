/// An equality between two anchors, or an anchor and a constant, that places views when
/// active (UIKit's `NSLayoutConstraint`, the equality subset; ``NSLayoutConstraint`` is
/// another name for it, so Apple's code compiles unchanged).
///
/// `first == second + constant` in columns or lines. Made by an anchor's
/// `constraint(equalTo:constant:)` or `constraint(equalToConstant:)`, inactive until
/// ``isActive`` is set or ``activate(_:)`` is called. Active, it is held by the nearest
/// common ancestor of its views (by the view itself for a constant size) and solved in
/// its superview's layout pass. Inequalities, priorities and multipliers are not
/// supported (docs/PORTING.md).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// An edge, centre or size (UIKit's `NSLayoutConstraint.Attribute`).
    public typealias Attribute = LayoutAttribute

    let first: LayoutAnchorItem
    let second: LayoutAnchorItem?
    /// The left side's attribute (UIKit's `firstAttribute`).
    public let firstAttribute: Attribute
    /// The right side's attribute; nil for a constant size (UIKit's `secondAttribute`
    /// `.notAnAttribute`).
    public let secondAttribute: Attribute?
    /// Columns or lines added to the right side, or the size itself; changing it lays the
    /// views out again (UIKit's `constant`).
    public var constant: Int {
        didSet {
            if isActive {
                owner?.setNeedsLayout()
                measuredSuperview?.setNeedsLayout()
            }
        }
    }
    /// A name shown in reports, in quotes (UIKit's `identifier`); nil for none.
    public var identifier: String?
    /// The view holding the constraint while active.
    private(set) weak var owner: View?
    /// When it was last activated, counted over all constraints: the order the
    /// constraint pass tries them in and reports them.
    private(set) var activationOrder = 0
    private static var activations = 0

    init(
        _ first: LayoutAnchorItem, _ firstAttribute: Attribute, _ second: LayoutAnchorItem?,
        _ secondAttribute: Attribute?, constant: Int
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.second = second
        self.secondAttribute = secondAttribute
        self.constant = constant
    }

    /// The view or layout guide on the left side (UIKit's `firstItem`).
    public var firstItem: AnyObject? { first.object }
    /// The view or layout guide on the right side; nil for a constant (UIKit's `secondItem`).
    public var secondItem: AnyObject? { second?.object }
    /// Always 1: TableKit has no multipliers (UIKit's `multiplier`).
    public var multiplier: Int { 1 }

    /// Whether the constraint takes part in layout (UIKit's `isActive`). Setting it true
    /// installs it on the nearest common ancestor of its views; traps when they have none
    /// (not in one view tree), as UIKit raises.
    public var isActive: Bool {
        get { owner != nil }
        set { newValue ? install() : uninstall() }
    }

    /// Activates every constraint (UIKit's `NSLayoutConstraint.activate(_:)`).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint (UIKit's `NSLayoutConstraint.deactivate(_:)`).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// `TableView.top == View.safeAreaLayoutGuide.top + 1`, as reports write it.
    public var description: String {
        func name(_ item: LayoutAnchorItem) -> String {
            let view = item.measuredView.map { String(describing: type(of: $0)) } ?? "nil"
            return item.guide.map { "\(view).\($0.identifier)" } ?? view
        }
        let id = identifier.map { "'\($0)' " } ?? ""
        let lhs = "\(name(first)).\(firstAttribute)"
        guard let second, let secondAttribute else { return "\(id)\(lhs) == \(constant)" }
        let tail = constant == 0 ? "" : constant > 0 ? " + \(constant)" : " - \(-constant)"
        return "\(id)\(lhs) == \(name(second)).\(secondAttribute)\(tail)"
    }

    /// The superview of the first item's view: where the constraint is solved.
    private var measuredSuperview: View? { first.measuredView?.superview }

    private func install() {
        guard owner == nil else { return }
        guard let a = first.measuredView else { preconditionFailure("Unable to activate \(self): its view is gone") }
        var holder = a
        if let bItem = second {
            guard let b = bItem.measuredView, let common = View.nearestCommonAncestor(a, b) else {
                preconditionFailure(
                    "Unable to activate constraint \(self) because its views have no common "
                        + "ancestor: add both to one view tree first (UIKit raises the same)")
            }
            holder = common
        }
        owner = holder
        LayoutConstraint.activations += 1
        activationOrder = LayoutConstraint.activations
        holder.installedConstraints.append(self)
        View.constraintsInUse = true
        holder.setNeedsLayout()
        measuredSuperview?.setNeedsLayout()
    }

    private func uninstall() {
        guard let holder = owner else { return }
        holder.installedConstraints.removeAll { $0 === self }
        owner = nil
        holder.setNeedsLayout()
        measuredSuperview?.setNeedsLayout()
    }
}

/// UIKit's name for ``LayoutConstraint``, so `NSLayoutConstraint.activate([...])` compiles unchanged.
public typealias NSLayoutConstraint = LayoutConstraint

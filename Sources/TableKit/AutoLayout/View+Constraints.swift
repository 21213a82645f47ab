extension View {
    /// The active constraints this view holds: those whose nearest common ancestor it is,
    /// and its own constant sizes, in the order activated (UIKit's `constraints`).
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// The nearest view that is `a` or `b` or an ancestor of both; nil when they are in
    /// different trees.
    /// - Complexity: O(depth of `a` + depth of `b`).
    static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var v: View? = a
        while let cur = v {
            ancestors.insert(ObjectIdentifier(cur))
            v = cur.superview
        }
        v = b
        while let cur = v {
            if ancestors.contains(ObjectIdentifier(cur)) { return cur }
            v = cur.superview
        }
        return nil
    }

    /// The constraint pass of this view's layout: solves the constraints among this view
    /// (its bounds) and its direct subviews, sets the frames of the subviews placed by
    /// constraints, and reports what cannot be solved. Nothing when no subview has
    /// constraints.
    /// - Complexity: O(1) while no view ever had constraints; O(subviews) when there are
    ///   none here; else O(subviews + constraints²).
    func solveSubviewConstraints() {
        guard let (system, views) = subviewConstraintSystem() else { return }
        let solution = solvedFollowingIntrinsicSizes(system, views)
        for issue in solution.issues { LayoutIssueLog.report(issue) }
    }

    /// The value system of the constraints among this view and its direct subviews, and
    /// the views of its items; nil when no subview has constraints. This view is fixed at
    /// its bounds, or, given `fittingWidth`, placed at the origin with that width and a
    /// height to solve. Constraints that relate views farther apart are reported (unless
    /// fitting) and left out.
    func subviewConstraintSystem(fittingWidth: Int? = nil) -> (LayoutSystem, [View])? {
        guard View.constraintsInUse,
            !installedConstraints.isEmpty
                || subviews.contains(where: {
                    !$0.installedConstraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints
                })
        else { return nil }
        let children = Set(subviews.map(ObjectIdentifier.init))
        func isHere(_ item: LayoutAnchorItem?) -> Bool {
            guard let item else { return true }
            guard let v = item.measuredView else { return false }
            return v === self || children.contains(ObjectIdentifier(v))
        }
        func touchesChild(_ c: LayoutConstraint) -> Bool {
            [c.first.measuredView, c.second?.measuredView].contains { v in v.map { $0 !== self } ?? false }
        }
        var solved: [LayoutConstraint] = []
        for c in installedConstraints {
            if isHere(c.first) && isHere(c.second) && touchesChild(c) {
                solved.append(c)
            } else if touchesChild(c) && fittingWidth == nil {
                LayoutIssueLog.report(unsupportedIssue(c))
            }
        }
        for child in subviews {
            solved += child.installedConstraints.filter { c in
                c.second == nil || (isHere(c.second) && !touchesGrandchild(c, of: child))
            }
        }
        solved.sort { $0.activationOrder < $1.activationOrder }
        return constraintSystem(solved, fittingWidth: fittingWidth)
    }

    /// Whether `c`, held by `child`, relates the child to one of its own subviews (solved
    /// in the child's pass, not here).
    private func touchesGrandchild(_ c: LayoutConstraint, of child: View) -> Bool {
        [c.first.measuredView, c.second?.measuredView].contains { $0?.superview === child }
    }

    /// The value system of `constraints`: this view as item 0, fixed at its bounds (or
    /// solved from the origin at `fittingWidth`, its height left to the equations); each
    /// subview placed by constraints, or named by one, after it in subview order, with its
    /// ``intrinsicContentSize``.
    private func constraintSystem(
        _ constraints: [LayoutConstraint], fittingWidth: Int?
    ) -> (LayoutSystem, [View]) {
        let named = Set(
            constraints.flatMap { [$0.first.measuredView, $0.second?.measuredView] }
                .compactMap { $0.map(ObjectIdentifier.init) })
        let members = subviews.filter {
            !$0.translatesAutoresizingMaskIntoConstraints || named.contains(ObjectIdentifier($0))
        }
        let views = [self] + members
        let names = View.reportNames(views)
        let index = Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), $0) })
        let items = views.enumerated().map { i, v in
            i == 0
                ? LayoutSystem.Item(
                    name: names[i], frame: fittingWidth.map { Rect(x: 0, y: 0, width: $0, height: 0) } ?? bounds,
                    isSolved: fittingWidth != nil)
                : LayoutSystem.Item(
                    name: names[i], frame: v.frame, isSolved: !v.translatesAutoresizingMaskIntoConstraints,
                    intrinsicSize: v.intrinsicContentSize)
        }
        func term(_ item: LayoutAnchorItem, _ attribute: LayoutAttribute) -> LayoutSystem.Term {
            LayoutSystem.Term(
                item: index[ObjectIdentifier(item.measuredView!)]!, attribute: attribute,
                guide: item.guide?.identifier)
        }
        let container: [LayoutSystem.Equation] =
            fittingWidth.map { width in
                [(LayoutAttribute.leading, 0), (.width, width), (.top, 0)].map {
                    LayoutSystem.Equation(LayoutSystem.Term(item: 0, attribute: $0.0), equalTo: nil, constant: $0.1)
                }
            } ?? []
        let equations =
            container
            + constraints.map { c in
                LayoutSystem.Equation(
                    term(c.first, c.firstAttribute),
                    equalTo: c.second.map { term($0, c.secondAttribute!) },
                    constant: c.constant, identifier: c.identifier)
            }
        return (LayoutSystem(items: items, equations: equations), views)
    }

    /// Names for reports: the type's name, with its tag when not 0 (`Label(tag 3)`), and
    /// `#1`, `#2`… when several views would have the same name.
    static func reportNames(_ views: [View]) -> [String] {
        let base = views.map { v in
            let type = String(describing: Swift.type(of: v))
            return v.tag == 0 ? type : "\(type)(tag \(v.tag))"
        }
        var counts: [String: Int] = [:]
        for b in base { counts[b, default: 0] += 1 }
        var seen: [String: Int] = [:]
        return base.map { b in
            guard counts[b]! > 1 else { return b }
            seen[b, default: 0] += 1
            return "\(b)#\(seen[b]!)"
        }
    }

    private func unsupportedIssue(_ c: LayoutConstraint) -> LayoutIssue {
        let text =
            "[LayoutConstraints] Not solved in \(String(describing: type(of: self))) (\(bounds.size)): "
            + "\(c) relates views that are neither a view and its superview nor siblings.\n    \(c)"
        return LayoutIssue(kind: .unsupported, views: [], constraints: [c.description], description: text)
    }
}

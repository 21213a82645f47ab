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
        guard View.constraintsInUse,
            !installedConstraints.isEmpty
                || subviews.contains(where: {
                    !$0.installedConstraints.isEmpty || !$0.translatesAutoresizingMaskIntoConstraints
                })
        else { return }
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
            } else if touchesChild(c) {
                LayoutIssueLog.report(unsupportedIssue(c))
            }
        }
        for child in subviews {
            solved += child.installedConstraints.filter { c in
                c.second == nil || (isHere(c.second) && !touchesGrandchild(c, of: child))
            }
        }
        solved.sort { $0.activationOrder < $1.activationOrder }
        let (system, views) = constraintSystem(solved)
        let solution = system.solved()
        for (i, view) in views.enumerated() where system.items[i].isSolved {
            view.frame = solution.frames[i]
        }
        for issue in solution.issues { LayoutIssueLog.report(issue) }
    }

    /// Whether `c`, held by `child`, relates the child to one of its own subviews (solved
    /// in the child's pass, not here).
    private func touchesGrandchild(_ c: LayoutConstraint, of child: View) -> Bool {
        [c.first.measuredView, c.second?.measuredView].contains { $0?.superview === child }
    }

    /// The value system of `constraints`: this view as item 0, fixed at its bounds; each
    /// subview placed by constraints, or named by one, after it in subview order.
    private func constraintSystem(_ constraints: [LayoutConstraint]) -> (LayoutSystem, [View]) {
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
            LayoutSystem.Item(
                name: names[i], frame: i == 0 ? bounds : v.frame,
                isSolved: i > 0 && !v.translatesAutoresizingMaskIntoConstraints)
        }
        func term(_ item: LayoutAnchorItem, _ attribute: LayoutAttribute) -> LayoutSystem.Term {
            LayoutSystem.Term(
                item: index[ObjectIdentifier(item.measuredView!)]!, attribute: attribute,
                guide: item.guide?.identifier)
        }
        let equations = constraints.map { c in
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

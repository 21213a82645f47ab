extension LayoutSystem {
    /// Checks a solution of this system: one frame per item, fixed items at their frames,
    /// and every equation that no issue names holds in the frames when none of its items
    /// is ambiguous. Called by ``solved()`` before it returns in checks builds (see
    /// ``InternalChecks``).
    /// - Complexity: O(items + equations × issues) when checks are on.
    @inline(__always)
    func _checkInvariants(_ solution: LayoutSolution) {
        #if TABLEKIT_INTERNAL_CHECKS
        InternalChecks.require(
            solution.frames.count == items.count, "LayoutSolution",
            "\(solution.frames.count) frames for \(items.count) items")
        for (i, item) in items.enumerated() where !item.isSolved {
            InternalChecks.require(
                solution.frames[i] == item.frame, "LayoutSolution",
                "fixed item \(item.name) moved from \(item.frame) to \(solution.frames[i])")
        }
        let named = Set(solution.issues.flatMap(\.constraints))
        let ambiguous = Set(solution.issues.filter { $0.kind == .ambiguous }.flatMap(\.views))
        for e in equations where !named.contains(describe(e)) {
            let terms = [e.first] + (e.second.map { [$0] } ?? [])
            guard !terms.contains(where: { ambiguous.contains(items[$0.item].name) }) else { continue }
            let left = e.first.attribute.value(in: solution.frames[e.first.item])
            let right = e.second.map { $0.attribute.value(in: solution.frames[$0.item]) + e.constant } ?? e.constant
            InternalChecks.require(left == right, "LayoutSolution", "\(describe(e)) gives \(left), not \(right)")
        }
        #endif
    }
}

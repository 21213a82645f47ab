extension LayoutSystem {
    /// Solves the equations into frames, in one propagation pass, and lists what is wrong.
    ///
    /// An equation whose two sides are both known and differ is broken (left out) and
    /// reported as unsatisfiable with every equation that fixed either side; a solved item
    /// missing a position or size along an axis is reported as ambiguous and keeps those
    /// parts of its ``Item/frame``. Equations fix their left side from a known right side
    /// first (`view.top == superview.top`); only when none can does a known left side fix
    /// an unknown right side, one at a time.
    /// - Complexity: O(equations²) in the worst case (an equation waits for one that comes
    ///   after it), O(equations) when they are listed in dependency order.
    public func solved() -> LayoutSolution {
        var axes = items.map { item in
            [
                LayoutAxisFacts(fixedStart: item.isSolved ? nil : item.frame.minX, size: item.frame.width),
                LayoutAxisFacts(fixedStart: item.isSolved ? nil : item.frame.minY, size: item.frame.height),
            ]
        }
        var issues: [LayoutIssue] = []
        var pending = Array(equations.indices)
        // Forward first (the left side from a known right side, as `view.top == superview.top`
        // reads); only when nothing moves does a known left side fix an unknown right side.
        var backward = false
        while true {
            var waiting: [Int] = []
            var progress = false
            for index in pending {
                let e = equations[index]
                let left = value(e.first, in: axes)
                let right = e.second.map { value($0, in: axes) } ?? (e.constant, [])
                switch (left, right) {
                case let ((a?, aFrom), (b?, bFrom)):
                    let expected = e.second == nil ? e.constant : b + e.constant
                    if a != expected {
                        issues.append(conflict(index, from: aFrom.union(bFrom), value: a, expected: expected))
                    }
                case let ((nil, _), (b?, bFrom)):
                    let v = e.second == nil ? e.constant : b + e.constant
                    if let bad = assign(v, to: e.first, from: bFrom.union([index]), in: &axes) { issues.append(bad) }
                    progress = true
                case let ((a?, aFrom), (nil, _)) where backward && !progress:
                    if let bad = assign(a - e.constant, to: e.second!, from: aFrom.union([index]), in: &axes) {
                        issues.append(bad)
                    }
                    progress = true
                default:
                    waiting.append(index)
                }
            }
            pending = waiting
            if progress {
                backward = false
            } else if !backward && !pending.isEmpty {
                backward = true
            } else if applyIntrinsicSize(to: &axes) {
                backward = false
            } else {
                break
            }
        }
        var frames: [Rect] = []
        for (i, item) in items.enumerated() {
            let h = axes[i][0]
            let v = axes[i][1]
            let x = h.resolved(keeping: item.frame.minX, item.frame.width)
            let y = v.resolved(keeping: item.frame.minY, item.frame.height)
            frames.append(Rect(x: x.start, y: y.start, width: x.size, height: y.size))
            guard item.isSolved else { continue }
            for (axis, facts) in [(0, h), (1, v)] where !facts.isDetermined {
                issues.append(ambiguity(i, horizontal: axis == 0, facts: facts))
            }
        }
        var solution = LayoutSolution(frames: frames, issues: issues)
        solution.determinesContainerHeight = axes.first?[1].isDetermined ?? false
        _checkInvariants(solution)
        return solution
    }

    /// Sizes the first solved item, in order, along the first axis that no equation
    /// sized and that has an intrinsic size (horizontal before vertical); false when none
    /// is left. What it fixes comes from no equation.
    private func applyIntrinsicSize(to axes: inout [[LayoutAxisFacts]]) -> Bool {
        for (i, item) in items.enumerated() where item.isSolved {
            for axis in 0..<2 {
                guard let size = axis == 0 ? item.intrinsicSize.width : item.intrinsicSize.height,
                    !axes[i][axis].isDetermined, axes[i][axis].value(.size) == nil
                else { continue }
                _ = axes[i][axis].add(size, for: .size, from: [])
                return true
            }
        }
        return false
    }

    /// The value of `term` when known, with the equations it came from.
    private func value(_ term: Term, in axes: [[LayoutAxisFacts]]) -> (Int?, Set<Int>) {
        let facts = axes[term.item][term.attribute.isHorizontal ? 0 : 1]
        return (facts.value(term.attribute.part), facts.sources)
    }

    /// Records `value` for `term`'s attribute; an issue when it makes a size negative.
    private func assign(
        _ value: Int, to term: Term, from sources: Set<Int>,
        in axes: inout [[LayoutAxisFacts]]
    ) -> LayoutIssue? {
        let axis = term.attribute.isHorizontal ? 0 : 1
        guard let negative = axes[term.item][axis].add(value, for: term.attribute.part, from: sources) else {
            return nil
        }
        let size: LayoutAttribute = axis == 0 ? .width : .height
        let unit = axis == 0 ? "columns" : "lines"
        let names = Set(axes[term.item][axis].sources.flatMap(itemsOf))
        return report(
            .unsatisfiable, equations: axes[term.item][axis].sources, views: names,
            head: "Unable to simultaneously satisfy constraints in \(containerText):",
            tail: "\(items[term.item].name).\(size) would be \(negative) \(unit); it is 0.")
    }

    private func conflict(_ broken: Int, from sources: Set<Int>, value: Int, expected: Int) -> LayoutIssue {
        let e = equations[broken]
        let all = sources.union([broken])
        var tail = "Breaking \(describe(e)): \(describe(e.first)) is \(value), not \(expected)."
        let fixed = Set(all.flatMap(itemsOf)).sorted().filter { $0 != 0 && !items[$0].isSolved }
        for i in fixed {
            tail +=
                "\n\(items[i].name) is fixed at its frame \(items[i].frame): "
                + "its translatesAutoresizingMaskIntoConstraints is true."
        }
        return report(
            .unsatisfiable, equations: all, views: Set(all.flatMap(itemsOf)),
            head: "Unable to simultaneously satisfy constraints in \(containerText):", tail: tail)
    }

    private func ambiguity(_ item: Int, horizontal: Bool, facts: LayoutAxisFacts) -> LayoutIssue {
        let parts: [(LayoutAxisPart, LayoutAttribute)] =
            horizontal
            ? [(.start, .leading), (.end, .trailing), (.center, .centerX), (.size, .width)]
            : [(.start, .top), (.end, .bottom), (.center, .centerY), (.size, .height)]
        let has = parts.filter { facts.value($0.0) != nil }.map(\.1.description)
        let needs = parts.filter { facts.value($0.0) == nil }.map(\.1.description)
        let name = items[item].name
        let related = Set(
            equations.indices.filter { i in
                ([equations[i].first] + (equations[i].second.map { [$0] } ?? []))
                    .contains { $0.item == item && $0.attribute.isHorizontal == horizontal }
            })
        let size = horizontal ? "width" : "height"
        let position = horizontal ? "horizontal position" : "vertical position"
        let missing =
            has.isEmpty
            ? "\(position) and \(size) are"
            : facts.value(.size) != nil ? "\(position) is" : "\(size) is"
        let given = has.isEmpty ? "nothing" : has.joined(separator: ", ")
        let count = has.isEmpty ? "two" : "one more"
        let head = "Ambiguous layout in \(containerText): \(name)'s \(missing) not determined."
        let tail = "Constrained: \(given). Constrain \(count) of \(needs.joined(separator: ", "))."
        return report(.ambiguous, equations: related, views: [item], head: head, tail: tail)
    }

    private func report(
        _ kind: LayoutIssue.Kind, equations indices: Set<Int>, views: Set<Int>,
        head: String, tail: String
    ) -> LayoutIssue {
        let texts = indices.sorted().map { describe(equations[$0]) }
        let body = texts.map { "    \($0)" }
        let text = (["[LayoutConstraints] " + head] + body + [tail]).joined(separator: "\n")
        return LayoutIssue(
            kind: kind, views: views.sorted().filter { $0 != 0 }.map { items[$0].name },
            constraints: texts, description: text)
    }

    /// The container as reports name it: `View (80×23)`.
    private var containerText: String {
        items.first.map { "\($0.name) (\($0.frame.size))" } ?? "an empty system"
    }

    /// The items equation `index` names.
    private func itemsOf(_ index: Int) -> [Int] {
        [equations[index].first.item] + (equations[index].second.map { [$0.item] } ?? [])
    }
}

/// What is known of an item along one axis: fixed, or up to two of start, end, centre and
/// size (which determine the rest), with the equations they came from.
struct LayoutAxisFacts: Hashable, Sendable {
    private var known: [LayoutAxisPart: Int] = [:]
    /// Start and size once determined.
    private(set) var start: Int?
    private(set) var size: Int?
    /// The equations that gave what is known.
    private(set) var sources: Set<Int> = []

    /// A fixed axis at `fixedStart` of `size`, or an unknown one when `fixedStart` is nil.
    init(fixedStart: Int?, size: Int) {
        if let s = fixedStart {
            start = s
            self.size = size
        }
    }

    var isDetermined: Bool { start != nil }

    /// The part's value, when known.
    func value(_ part: LayoutAxisPart) -> Int? {
        if let s = start, let z = size {
            switch part {
            case .start: return s
            case .end: return s + z
            case .center: return s + z / 2
            case .size: return z
            }
        }
        return known[part]
    }

    /// Adds a part not yet known; once two are known, works out start and size. Returns
    /// the size when it would be negative (it is then 0).
    mutating func add(_ value: Int, for part: LayoutAxisPart, from equations: Set<Int>) -> Int? {
        known[part] = value
        sources.formUnion(equations)
        guard known.count == 2 else { return nil }
        var s: Int
        var z: Int
        switch (known[.start], known[.end], known[.center], known[.size]) {
        case let (a?, b?, _, _): (s, z) = (a, b - a)
        case let (a?, _, c?, _): (s, z) = (a, 2 * (c - a))
        case let (a?, _, _, w?): (s, z) = (a, w)
        case let (_, b?, c?, _):
            z = 2 * (b - c)
            s = b - z
        case let (_, b?, _, w?): (s, z) = (b - w, w)
        case let (_, _, c?, w?): (s, z) = (c - AutoresizingMask.floorDivide(w, 2), w)
        default: return nil
        }
        let negative = z < 0 ? z : nil
        if z < 0 { z = 0 }
        start = s
        size = z
        return negative
    }

    /// Start and size, taking what is not known from `frameStart` and `frameSize`.
    func resolved(keeping frameStart: Int, _ frameSize: Int) -> (start: Int, size: Int) {
        if let s = start, let z = size { return (s, z) }
        let z = known[.size] ?? frameSize
        if let s = known[.start] { return (s, z) }
        if let e = known[.end] { return (e - z, z) }
        if let c = known[.center] { return (c - z / 2, z) }
        return (frameStart, z)
    }
}

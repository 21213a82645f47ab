/// Which section index titles are drawn when they do not all fit (UIKit's sampling of the
/// index: when a table is too short for every title, it shows evenly spaced titles with a
/// `•` between each pair, each bullet standing for the titles it hides).
public struct SectionIndexLayout: Sendable, Equatable {
    /// One line of the drawn index.
    public enum Entry: Sendable, Equatable {
        /// The title at this index of the full title list.
        case title(Int)
        /// A `•` standing for the hidden titles in this range of the full list.
        case bullet(ClosedRange<Int>)
    }

    /// The lines of the index, top to bottom; at most the available height.
    public let entries: [Entry]

    /// Lays out `count` titles in `height` lines.
    ///
    /// All titles when `count <= height`. Otherwise an odd number of lines
    /// (`height` or `height - 1`), titles at even lines chosen evenly over `0..<count`
    /// (first and last always shown), bullets between. A leading search entry (index 0
    /// when `pinnedFirst` is true) is always shown and not sampled.
    /// - Complexity: O(height).
    public init(count: Int, height: Int, pinnedFirst: Bool = false) {
        guard count > 0, height > 0 else {
            entries = []
            return
        }
        if count <= height {
            entries = (0..<count).map { .title($0) }
            return
        }
        var out: [Entry] = []
        var first = 0
        var lines = height
        if pinnedFirst {
            out.append(.title(0))
            first = 1
            lines -= 1
        }
        let n = count - first
        guard lines > 0 else {
            entries = out
            return
        }
        if lines < 3 || n <= lines {
            for i in 0..<min(n, lines) { out.append(.title(first + i)) }
            entries = out
            return
        }
        let used = lines % 2 == 1 ? lines : lines - 1
        let shown = (used + 1) / 2
        var picks: [Int] = []
        for j in 0..<shown {
            picks.append(first + Int((Double(j) * Double(n - 1) / Double(shown - 1)).rounded()))
        }
        for (j, p) in picks.enumerated() {
            out.append(.title(p))
            if j + 1 < picks.count {
                let next = picks[j + 1]
                // More titles than lines puts chosen titles at least two apart, so every
                // bullet hides at least one title.
                out.append(.bullet((p + 1)...max(p + 1, next - 1)))
            }
        }
        entries = out
    }

    /// The full-list title index a line stands for: the title itself, or the middle of the
    /// titles a bullet hides. nil outside the entries.
    public func titleIndex(atLine line: Int) -> Int? {
        guard line >= 0 && line < entries.count else { return nil }
        switch entries[line] {
        case .title(let i): return i
        case .bullet(let r): return (r.lowerBound + r.upperBound) / 2
        }
    }

    /// The line showing title `index`, or the bullet that hides it.
    public func line(forTitleIndex index: Int) -> Int? {
        entries.firstIndex { e in
            switch e {
            case .title(let i): return i == index
            case .bullet(let r): return r.contains(index)
            }
        }
    }
}

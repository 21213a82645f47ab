/// Where the columns of whitespace-aligned command output (`ps aux`, `df -h`, `dpkg -l`,
/// `docker ps`, `kubectl get pods`) begin, found from its header line and its first rows,
/// as VisiData's `fixed` loader does.
///
/// Positions are columns counted in Unicode scalars from the start of the line, after tabs
/// are expanded (``TabExpansion``). The last column takes the rest of the line (`ps`'s
/// `COMMAND`, `dpkg -l`'s `Description`).
struct FixedWidthLayout: Sendable, Equatable {
    /// The column titles, one per column, in order: the header words over the column,
    /// joined by one space (`Mounted on`, `CONTAINER ID`); `1`, `2`, `3`… with no header.
    var names: [String]
    /// Where each column after the first begins: `names.count - 1` increasing columns,
    /// each `> 0`. Column `c` spans `cuts[c - 1] ..< cuts[c]` (the first from 0, the last
    /// to the end of the line).
    var cuts: [Int]
    /// The lines before the first row: the header, a ruler under it (`+++-====`, `----`)
    /// and any lines above the header (`dpkg -l`'s legend); 0 with no header.
    var linesBeforeRows: Int

    /// The most lines the layout is found from (the header and the rows after it).
    static let sampleLines = 50

    /// The layout of `lines` (the input's first lines, tabs expanded, without line breaks),
    /// or nil when they do not look like aligned columns with a header.
    ///
    /// The header is the first line, or the line above a ruler (a line of `-`, `=`, `+`, `|`
    /// and spaces with three or more `-`/`=`) among the first 10 lines. Without `forced`,
    /// every column title must start with an ASCII capital letter, or `%` or `#` and one
    /// (`%CPU`), unless a ruler marks the header; and there must be at least one row and
    /// two columns. Two header words are separate columns when, at some column between them,
    /// at most a quarter of the rows that reach past it have a character (a wider value, as
    /// `ps`'s `RSS` spilling under `TTY`); otherwise, or when no row reaches past it, they
    /// title one column (`CONTAINER ID`, `Mounted on`). The cut between two columns is the
    /// start of the right one's title when its values start there at least as often as they
    /// end where it ends (left-aligned text), else the first column between the titles that
    /// the fewest rows cross (right-aligned numbers, which may be wider than their title).
    ///
    /// - Parameters:
    ///   - lines: the first lines (at most ``sampleLines`` are read).
    ///   - hasHeader: false for `--no-header`: every maximal run of columns that some line has
    ///     a character in, with no column blank in all lines, is a column, titled by its number.
    ///   - forced: `--format fixed`: no test of the titles or of the row count.
    /// - Complexity: O(total length of the lines read).
    static func detect(lines all: [String], hasHeader: Bool = true, forced: Bool = false) -> FixedWidthLayout? {
        let lines = all.prefix(sampleLines).map { Array($0.unicodeScalars) }
        // No complete line yet (a pipe's first 64 KiB without a line break): no layout.
        guard !lines.isEmpty else { return nil }
        guard hasHeader else { return numbered(lines) }
        var header = 0
        var rulerBelow = false
        if let r = (1..<min(10, lines.count)).first(where: { isRuler(lines[$0]) }) {
            header = r - 1
            rulerBelow = true
        }
        guard header < lines.count else { return nil }
        let rowsStart = header + (rulerBelow ? 2 : 1)
        let rows = Array(lines[min(rowsStart, lines.count)...])
        let words = self.words(lines[header])
        guard !words.isEmpty else { return nil }
        if !forced && rows.isEmpty { return nil }
        // Columns: runs of header words, split where the rows allow it.
        var titles: [[Range<Int>]] = [[words[0]]]
        var cuts: [Int] = []
        for w in words.dropFirst() {
            let gap = titles[titles.count - 1].last!.upperBound..<w.lowerBound
            var best = (position: gap.lowerBound, crossing: Int.max)
            var reaching = 0
            for p in gap {
                var crossing = 0
                var reach = 0
                for row in rows where row.count > p {
                    reach += 1
                    if row[p] != " " { crossing += 1 }
                }
                reaching = max(reaching, reach)
                if crossing < best.crossing { best = (p, crossing) }
            }
            if reaching > 0 && best.crossing * 4 <= reaching {
                titles.append([w])
                cuts.append(leftAligned(w, rows) ? w.lowerBound : best.position)
            } else {
                titles[titles.count - 1].append(w)
            }
        }
        let names = titles.map { ws in
            ws.map { String(String.UnicodeScalarView(lines[header][$0])) }.joined(separator: " ")
        }
        if !forced {
            guard names.count >= 2, rulerBelow || names.allSatisfy(isTitle) else { return nil }
        }
        return FixedWidthLayout(names: names, cuts: cuts, linesBeforeRows: min(rowsStart, lines.count))
    }

    /// Whether the values under the header word `w` start where it starts (`COMMAND`,
    /// `Mounted on`) at least as often as they end where it ends (`PID`, `Size`).
    private static func leftAligned(_ w: Range<Int>, _ rows: [[Unicode.Scalar]]) -> Bool {
        var starts = 0
        var ends = 0
        for row in rows {
            let a = w.lowerBound
            if row.count > a && row[a] != " " && (a == 0 || row[a - 1] == " ") { starts += 1 }
            let b = w.upperBound
            if row.count >= b && row[b - 1] != " " && (row.count == b || row[b] == " ") { ends += 1 }
        }
        return starts >= ends
    }

    /// Without a header: the runs of columns not blank in every line, numbered from 1.
    private static func numbered(_ lines: [[Unicode.Scalar]]) -> FixedWidthLayout? {
        let width = lines.map(\.count).max() ?? 0
        var cuts: [Int] = []
        var inColumn = false
        var any = false
        for p in 0..<width {
            let blank = lines.allSatisfy { p >= $0.count || $0[p] == " " }
            if !blank && !inColumn && any { cuts.append(p) }
            if !blank { any = true }
            inColumn = !blank
        }
        return FixedWidthLayout(names: (0...cuts.count).map { String($0 + 1) }, cuts: cuts, linesBeforeRows: 0)
    }

    /// The runs of non-space scalars of `line`.
    static func words(_ line: [Unicode.Scalar]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        for (i, s) in line.enumerated() {
            if s == " " {
                if let b = start { out.append(b..<i) }
                start = nil
            } else if start == nil {
                start = i
            }
        }
        if let b = start { out.append(b..<line.count) }
        return out
    }

    /// A line under a header: only `-`, `=`, `+`, `|` and spaces, three or more `-`/`=`.
    static func isRuler(_ line: [Unicode.Scalar]) -> Bool {
        var dashes = 0
        for s in line {
            switch s {
            case "-", "=": dashes += 1
            case "+", "|", " ": break
            default: return false
            }
        }
        return dashes >= 3
    }

    /// A column title of command output: starts with an ASCII capital letter, or with `%`
    /// or `#` and one.
    static func isTitle(_ name: String) -> Bool {
        var u = name.utf8.makeIterator()
        guard var first = u.next() else { return false }
        if first == UInt8(ascii: "%") || first == UInt8(ascii: "#") {
            guard let next = u.next() else { return false }
            first = next
        }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }
}

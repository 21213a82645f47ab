import Foundation

/// What a table with a ``ColumnLayout`` keeps between frames: the layout, the sort, the
/// column cursor, the horizontal scroll and what sampling has seen so far.
struct TableColumnsState {
    var layout: ColumnLayout?
    var sortDescriptor: ColumnSortDescriptor?
    /// The column cursor: the column ←/→ move to and `s` sorts by.
    var selectedColumn = 0
    /// The first unfrozen column on screen.
    var firstScrolledColumn = 0
    /// The widest value seen per column (display columns); only grows until the layout is
    /// set again, so columns keep their width while scrolling, sorting and searching.
    var sampledWidths: [Int] = []
    /// Per column: nil while no non-empty value was seen, else whether all were numbers.
    var numeric: [Bool?] = []
    /// The resolved widths and the frames on screen, from the last layout.
    var widths: [Int] = []
    var frames: [ColumnFrame] = []
    /// Where the rows around the screen were last sampled: the same window of the same data
    /// has nothing new to measure.
    struct SampledWindow: Equatable {
        var first: IndexPath?
        var last: IndexPath?
        var height: Int
        var generation: Int
    }
    var sampledWindow: SampledWindow?

    init(layout: ColumnLayout? = nil) {
        self.layout = layout
        let n = layout?.columns.count ?? 0
        sampledWidths = Array(repeating: 0, count: n)
        numeric = Array(repeating: nil, count: n)
    }

    /// Records one row's values.
    mutating func sample(_ values: [String]) {
        for (i, v) in values.enumerated() where i < sampledWidths.count {
            let shown = Sanitizer.sanitize(v)
            sampledWidths[i] = max(sampledWidths[i], shown.displayWidth)
            if shown.isEmpty { continue }
            if numeric[i] != false { numeric[i] = ColumnLayout.looksNumeric(shown) }
        }
    }

    /// The alignment of each column: its own, or for ``TableColumn/Alignment/automatic``
    /// right when all values seen are numbers.
    var alignments: [TextAlignment] {
        guard let layout else { return [] }
        return layout.columns.enumerated().map { i, c in
            switch c.alignment {
            case .left: .left
            case .right: .right
            case .center: .center
            case .automatic: numeric[i] == true ? .right : .left
            }
        }
    }
}

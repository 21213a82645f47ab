import Foundation
@_spi(Testing) import TableKit
import TableKitTestSupport

/// Self-sizing rows (`rowHeight = automaticDimension`, `estimatedRowHeight = 2`) in a
/// headless 80×24 table of 1,000,000 rows: reload, then scrolling from top to bottom two
/// ways (page by page over the first 10,000 pages; in 2,000 even strides over the whole
/// table), counting the rows measured against the rows shown.
@MainActor
func selfSizingBenchmarks() -> [Measure] {
    let rows = 1_000_000
    // The tests' self-sizing fixture: 1 to 4 lines a row at 80 columns.
    let source = WrappingTextSource(count: rows)
    let table = source.makeTable(frame: Rect(x: 0, y: 0, width: 80, height: 24), estimate: 2)
    resetPeakMemory()

    let reload = timeMillis(repeats: 3) {
        table.reloadData()
        table.layoutIfNeeded()
    }

    var shown = Set<IndexPath>()
    var previous = Set<IndexPath>()
    var newlyShown = 0
    func note() {
        let visible = Set(table.indexPathsForVisibleRows)
        newlyShown += visible.subtracting(previous).count
        previous = visible
        shown.formUnion(visible)
    }

    // Page by page from the top (what PgDn does).
    table.contentOffset = .zero
    table.layoutIfNeeded()
    note()
    let pages = 10_000
    var t0 = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<pages {
        table.scroll(by: 23)
        table.layoutIfNeeded()
        note()
    }
    let pageMicros = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e3 / Double(pages)
    let pagedMeasured = table.numberOfMeasuredRows
    let pagedShown = newlyShown

    // Top to bottom of the whole table in even strides.
    table.reloadData()
    table.layoutIfNeeded()
    previous = []
    newlyShown = 0
    note()
    let strides = 2_000
    t0 = DispatchTime.now().uptimeNanoseconds
    for i in 1...strides {
        let target = table.maximumContentOffset * i / strides
        table.contentOffset = Point(x: 0, y: target)
        table.layoutIfNeeded()
        note()
    }
    let strideMicros = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e3 / Double(strides)
    let strideMeasured = table.numberOfMeasuredRows
    let strideShown = newlyShown
    // The last stride aims at the bottom by the estimates; End (scrollToRow) gets there.
    let last = IndexPath(row: rows - 1, section: 0)
    table.scrollToRow(at: last, at: .bottom, animated: false)
    table.layoutIfNeeded()
    let reachedLast =
        table.indexPathsForVisibleRows.last == last
        && table.rectForRow(at: last).maxY - table.contentOffset.y == 24

    // scrollToRow far away lands exactly, measuring only what it shows.
    table.reloadData()
    table.layoutIfNeeded()
    let target = IndexPath(row: 765_432, section: 0)
    let scrollTo = timeMillis(repeats: 1) {
        table.scrollToRow(at: target, at: .middle, animated: false)
        table.layoutIfNeeded()
    }
    let r = table.rectForRow(at: target)
    let landedOff = (r.minY - table.contentOffset.y) - (24 - r.height) / 2

    blackHole(shown.count)
    return [
        Measure("selfsizing.reload_1m_rows", reload, unit: "ms"),
        Measure("selfsizing.page_step", pageMicros, unit: "µs/step"),
        Measure("selfsizing.page_rows_measured", Double(pagedMeasured), unit: "rows"),
        Measure("selfsizing.page_rows_shown", Double(pagedShown), unit: "rows"),
        Measure(
            "selfsizing.page_measured_per_shown", Double(pagedMeasured) / Double(max(1, pagedShown)), unit: "ratio"),
        Measure("selfsizing.stride_step", strideMicros, unit: "µs/step"),
        Measure("selfsizing.stride_rows_measured", Double(strideMeasured), unit: "rows"),
        Measure("selfsizing.stride_rows_shown", Double(strideShown), unit: "rows"),
        Measure(
            "selfsizing.stride_measured_per_shown", Double(strideMeasured) / Double(max(1, strideShown)), unit: "ratio"),
        Measure("selfsizing.end_shows_last_row_at_bottom", reachedLast ? 1 : 0, unit: "bool"),
        Measure("selfsizing.scroll_to_row_765432", scrollTo, unit: "ms"),
        Measure("selfsizing.scroll_to_row_lines_off_target", Double(landedOff), unit: "lines"),
        Measure("selfsizing.live_cells", Double(table.liveCellCount), unit: "cells"),
        Measure("selfsizing.peak_memory", peakMemoryMiB(), unit: "MiB"),
    ]
}

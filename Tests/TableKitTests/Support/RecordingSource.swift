import Foundation

@testable import TableKit

/// A data source, delegate and prefetch data source over sections of rows `"s.r"`, that
/// records every display, scroll and prefetch call it gets, for the tests of the table API
/// a port meets.
@MainActor
final class RecordingSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    /// Row counts, one element per section.
    var counts: [Int]
    /// Cells on screen as the delegate was told: willDisplay adds, didEndDisplaying removes.
    var displayed: Set<ObjectIdentifier> = []
    /// Every willDisplay (+) and didEndDisplaying (−) in order, e.g. `"+0.3"`, `"-0.0"`.
    var displayLog: [String] = []
    /// Pairing mistakes seen: a willDisplay for a row already shown, a didEnd for one not shown.
    var unpaired: [String] = []
    /// The content offset at each scrollViewDidScroll, and the count of ended animations.
    var scrolls: [Int] = []
    var endedAnimations = 0
    /// Rows handed to prefetchRowsAt and not yet cancelled; every prefetch and cancel call.
    var prefetchedRows: Set<IndexPath> = []
    var prefetchCalls: [[IndexPath]] = []
    var cancelCalls: [[IndexPath]] = []
    /// Rows that were prefetched before their cell was asked for, and rows asked for cells.
    var cellRequests: [IndexPath] = []
    /// Estimates by row (delegate estimates are given when `estimates` is non-nil).
    var estimates: ((IndexPath) -> Int?)?
    var estimateRequests = 0
    /// Heights by row (delegate heights are given when `heights` is non-nil).
    var heights: ((IndexPath) -> RowHeight?)?
    var heightRequests: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    /// The cells on screen, to compare with ``displayed``.
    func shownCells(_ table: TableView) -> Set<ObjectIdentifier> {
        table.layoutIfNeeded()
        return Set(table.visibleCells.map(ObjectIdentifier.init))
    }

    /// A table of `size` over this source, loaded and laid out; kept alive for the test.
    func makeTable(
        _ size: Size = Size(width: 20, height: 10), prefetching: Bool = false,
        configure: (TableView) -> Void = { _ in }
    ) -> TableView {
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.dataSource = self
        table.delegate = self
        if prefetching { table.prefetchDataSource = self }
        configure(table)
        keepAlive.append(self)
        table.reloadData()
        table.layoutIfNeeded()
        return table
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("+\(indexPath.section).\(indexPath.row)")
        if displayed.insert(ObjectIdentifier(cell)).inserted == false { unpaired.append("will \(indexPath)") }
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayLog.append("-\(indexPath.section).\(indexPath.row)")
        if displayed.remove(ObjectIdentifier(cell)) == nil { unpaired.append("end \(indexPath)") }
        if tableView.indexPath(for: cell) != nil { unpaired.append("still on screen \(indexPath)") }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls.append(scrollView.contentOffset.y) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { endedAnimations += 1 }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetchCalls.append(indexPaths)
        prefetchedRows.formUnion(indexPaths)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelCalls.append(indexPaths)
        prefetchedRows.subtract(indexPaths)
    }

    // Without `estimates` (or `heights`) these answer as the protocol's defaults do, so the
    // table finds the delegate has no such method, as for a delegate that leaves it out.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        guard let estimates else {
            tableView.reachedDefault(.estimatedHeightForRowAt)
            return nil
        }
        estimateRequests += 1
        return estimates(indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        guard let heights else {
            tableView.reachedDefault(.heightForRowAt)
            return nil
        }
        heightRequests.append(indexPath)
        return heights(indexPath)
    }
}

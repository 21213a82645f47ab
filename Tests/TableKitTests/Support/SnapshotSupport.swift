import Foundation
import Testing

@testable import TableKit

/// A data source of `counts.count` sections with the given row counts; rows read "s.r".
/// Counts how often it is asked for cells.
@MainActor
final class CountingDataSource: TableViewDataSource {
    var counts: [Int]
    var titles: [String?]
    var indexTitles: [String]?
    var cellRequests = 0
    var cellStyle: TableViewCell.CellStyle = .default

    init(counts: [Int], titles: [String?]? = nil) {
        self.counts = counts
        self.titles = titles ?? counts.indices.map { "Section \($0)" }
    }

    func register(in table: TableView) {
        table.register(TableViewCell.self, forCellReuseIdentifier: "c", style: cellStyle)
        table.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }
}

/// Keeps test data sources and delegates alive: tables hold them weakly, as UIKit does.
@MainActor var keepAlive: [AnyObject] = []

/// A 20×6 table of three untitled rows with `delegate`, both kept alive.
@MainActor
func threeRowTable(delegate: TableViewDelegate) -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
    let ds = CountingDataSource(counts: [3], titles: [nil])
    ds.register(in: table)
    table.delegate = delegate
    keepAlive += [ds, delegate]
    return table
}

import Foundation
import Testing
@testable import TableKit

/// Compares rendered text with `Snapshots/<name>.txt` beside the tests.
///
/// A missing snapshot, or any snapshot when `RECORD_SNAPSHOTS=1`, is written and the test
/// FAILS, so that a person reads the new file before it counts (the swift-argument-parser
/// habit). Lines are compared exactly, trailing spaces trimmed by the renderer.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation,
                    filePath: String = #filePath) {
    let dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")
    let file = dir.appendingPathComponent(name + ".txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
        #expect(text + "\n" == expected, "snapshot \(name) differs:\n--- expected\n\(expected)--- actual\n\(text)\n", sourceLocation: sourceLocation)
        return
    }
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
    Issue.record("recorded snapshot \(name) at \(file.path): review it and run the tests again", sourceLocation: sourceLocation)
}

/// The bundled copy of the Sections sample's names.
func sortedNamesPath() -> String {
    Bundle.module.path(forResource: "sortednames", ofType: "plist", inDirectory: "Fixtures")!
}

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

/// Lays out a table at `size` and returns its rendered lines.
@MainActor
func render(_ table: TableView, _ size: Size) -> [String] {
    table.frame = Rect(origin: .zero, size: size)
    table.setNeedsLayout()
    table.layoutIfNeeded()
    return TextRenderer.lines(table.renderedCanvas())
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

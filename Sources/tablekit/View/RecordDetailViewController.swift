import Foundation
import TableKit
import TableKitData

/// A row opened: a grouped table with a section per field (the column's name as header)
/// and its value wrapped in full, never truncated. For a line of text, the whole line
/// as read (never cut) wrapped to the width.
@MainActor
final class RecordDetailViewController: ViewController, TableViewDataSource, TableViewDelegate {
    let tableView = TableView(style: .grouped)
    /// The fields: name and value, in the source's column order.
    let fields: [(name: String, value: String)]

    /// The detail of `row` of `source`: every column, or for text the whole record.
    init(source: any TabularSource, row: Int, isText: Bool) {
        if isText {
            fields = [("Line \((row + 1).formatted())", String(decoding: source.record(ofRow: row), as: UTF8.self))]
        } else {
            let values = source.fields(ofRow: row)
            fields = source.columns.enumerated().map { ($0.element.name, $0.offset < values.count ? values[$0.offset] : "") }
        }
        super.init()
        title = isText ? "Line \((row + 1).formatted())" : "Row \((row + 1).formatted())"
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Field")
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 1
        tableView.allowsSelection = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    func numberOfSections(in tableView: TableView) -> Int { fields.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { fields[section].name }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        let value = fields[indexPath.section].value
        cell.textLabel?.text = value.isEmpty ? "—" : value
        cell.textLabel?.style = value.isEmpty ? .dim : .plain
        return cell
    }
}

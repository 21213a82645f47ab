import Foundation

@testable @_spi(Testing) import TableKit

/// A header view of two lines: a note above the title (a subclass as UIKit code makes them).
@MainActor
final class NoteHeaderView: TableViewHeaderFooterView {
    let note = Label()
    var preparedCount = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(note)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        note.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: 1)
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 2) }

    override func prepareForReuse() {
        super.prepareForReuse()
        note.text = nil
        preparedCount += 1
    }
}

/// A data source and delegate with section titles that can give header and footer views,
/// recording what the table asks and tells.
@MainActor
final class HeaderModel: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var givesHeaderViews = true
    var givesFooterViews = false
    var headerHeight: Int? = nil
    var headerClass = "note"
    var indexTitles: [String]? = nil
    var viewRequests = 0
    var indexTitleRequests = 0
    var cellRequests = 0
    var events: [String] = []
    var shownHeaders: Set<Int> = []

    init(counts: [Int]) { self.counts = counts }

    func register(in table: TableView) {
        table.register(TableViewCell.self, forCellReuseIdentifier: "c")
        table.register(NoteHeaderView.self, forHeaderFooterViewReuseIdentifier: "note")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
        table.dataSource = self
        table.delegate = self
        keepAlive.append(self)
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Title \(section)" }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        indexTitleRequests += 1
        return indexTitles
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { headerHeight }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        guard givesHeaderViews else { return nil }
        viewRequests += 1
        let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: headerClass)
        v?.textLabel?.text = "Head \(section)"
        (v as? NoteHeaderView)?.note.text = "note \(section)"
        return v
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        guard givesFooterViews else { return nil }
        let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "plain")
        v?.textLabel?.text = "Foot \(section)"
        return v
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        events.append("will \(section)")
        shownHeaders.insert(section)
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        events.append("end \(section)")
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        events.append("will footer \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        events.append("end footer \(section)")
    }
}

@MainActor
func headerTable(
    _ model: HeaderModel, style: TableView.Style = .plain, size: Size = Size(width: 30, height: 8),
    configure: (TableView) -> Void = { _ in }
) -> TableView {
    let table = TableView(frame: Rect(origin: .zero, size: size), style: style)
    model.register(in: table)
    configure(table)
    table.reloadData()
    table.layoutIfNeeded()
    return table
}

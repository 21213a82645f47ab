import Foundation
import TableKit

/// The SimpleTable sample's screen: one row per name with an image glyph. Row 0 cannot be
/// selected (`willSelectRowAt` vetoes it); selecting another row shows an alert. Options
/// indent each row by its row number, draw the names large, or allow several selections
/// with checkmarks.
@MainActor
final class SimpleTableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    struct Options: Equatable {
        /// Row n is indented n levels (`--indent`).
        var indent = false
        /// Names in the 3-line ``BannerLabel`` style (`--large`).
        var large = false
        /// Several rows can be selected; Space toggles, selected rows get `✓` (`--multi`).
        var multipleSelection = false
    }

    static let cellIdentifier = "SimpleTableIdentifier"
    static let image = "★"
    let names: [String]
    let options: Options
    let tableView = TableView()
    /// The alert on screen after a selection, for tests.
    private(set) weak var shownAlert: Alert?

    init(names: [String], options: Options = Options()) {
        self.names = names
        self.options = options
        super.init()
        title = "Simple Table"
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(
            options.large ? LargeNameCell.self : TableViewCell.self,
            forCellReuseIdentifier: Self.cellIdentifier)
        tableView.allowsMultipleSelection = options.multipleSelection
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    override var focusedView: View? { tableView }

    override var statusText: String? {
        guard options.multipleSelection else { return nil }
        let n = tableView.indexPathsForSelectedRows?.count ?? 0
        return "\(n) of \(names.count) selected"
    }

    // MARK: Data source

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.imageView.image = Self.image
        let name = names[indexPath.row]
        if let large = cell as? LargeNameCell { large.banner.text = name } else { cell.textLabel?.text = name }
        cell.accessoryType = isChecked(indexPath) ? .checkmark : .none
        return cell
    }

    private func isChecked(_ ip: IndexPath) -> Bool {
        options.multipleSelection && (tableView.indexPathsForSelectedRows?.contains(ip) ?? false)
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        options.indent ? indexPath.row : 0
    }

    var providesRowHeights: Bool { true }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        .lines(options.large ? BannerLabel.height : 1)
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 0 ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if options.multipleSelection {
            tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
            return
        }
        let alert = Alert(title: "Row Selected!", message: "You selected \(names[indexPath.row])")
        alert.addAction(
            AlertAction(title: "Yes I Did") { [weak tableView] _ in
                tableView?.deselectRow(at: indexPath, animated: true)
            })
        shownAlert = alert
        present(alert)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        tableView.cellForRow(at: indexPath)?.accessoryType = .none
    }
}

import Foundation
import TableKit
import TableKitApps

/// The Cells sample's screen: each computer in a two-line custom cell with "Name:" and
/// "Color:" labels, built by tags or by a subclass laid out from a file.
@MainActor
final class ComputersViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// How the custom cell is built (`--mode`).
    enum Mode: String, CaseIterable {
        /// Labels added to `contentView`, found again with `viewWithTag(_:)`.
        case tags
        /// ``ComputerCell``, laid out by `ComputerCell.json`.
        case subclass
    }

    static let cellIdentifier = "CellTableIdentifier"
    let computers: [Computer]
    let mode: Mode
    let tableView = TableView()

    init(computers: [Computer], mode: Mode) {
        self.computers = computers
        self.mode = mode
        super.init()
        title = "Computers"
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
        tableView.register(
            mode == .subclass ? ComputerCell.self : TableViewCell.self,
            forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    override var focusedView: View? { tableView }
    override var statusText: String? { "\(countText(computers.count, "computer")) · \(mode.rawValue)" }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { computers.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let computer = computers[indexPath.row]
        switch mode {
        case .tags: TaggedComputerCell.configure(cell, with: computer)
        case .subclass: (cell as! ComputerCell).configure(for: computer)
        }
        return cell
    }

    /// Both cells need more than the default line: the height comes from here (the table
    /// finds this method itself, as UIKit does; no opt-in).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        switch mode {
        case .tags: .lines(TaggedComputerCell.height)
        case .subclass: .lines(ComputerCell.layout?.height ?? TaggedComputerCell.height)
        }
    }
}

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
        /// ``ComputerCell``, made by the table from the layout file `ComputerCell.json`.
        case subclass
    }

    static let cellIdentifier = "CellTableIdentifier"
    let computers: [Computer]
    let mode: Mode
    /// The layout file ``ComputerCell``s are made from (``Mode/subclass``); nil for tags.
    let layout: CellLayout?
    let tableView = TableView()

    /// The screen of `computers`; with ``Mode/subclass``, `layout` is registered with the
    /// table for the cells, as the seed registers its nib.
    /// - Throws: `LayoutError` when `layout` names an outlet ``ComputerCell`` does not have.
    /// - Precondition: `layout` is given exactly when `mode` is ``Mode/subclass``.
    init(computers: [Computer], mode: Mode, layout: CellLayout? = nil) throws(LayoutError) {
        precondition((mode == .subclass) == (layout != nil), "a layout file goes with --mode subclass only")
        self.computers = computers
        self.mode = mode
        self.layout = layout
        super.init()
        title = "Computers"
        if let layout {
            try tableView.register(
                layout: layout, cellClass: ComputerCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        } else {
            tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        }
    }

    override func loadView() { setView(tableView) }

    override func viewDidLoad() {
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
        case .subclass: .lines(layout?.height ?? TaggedComputerCell.height)
        }
    }
}

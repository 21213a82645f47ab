import Foundation

extension TableView {
    /// Registers a cell class for an identifier; `dequeueReusableCell(withIdentifier:for:)`
    /// then always returns a cell (UIKit's `register(_:forCellReuseIdentifier:)`).
    /// - Parameters:
    ///   - cellClass: the class new cells are made of: ``TableViewCell`` or a subclass.
    ///   - identifier: the reuse identifier cells are dequeued with; registering it again
    ///     replaces the class for cells made from then on.
    ///   - style: the style new cells are made with (UIKit uses `.default`).
    public func register(
        _ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String,
        style: TableViewCell.CellStyle = .default
    ) {
        cells.registrations[identifier] = (cellClass, style)
        cells.layouts[identifier] = nil
    }

    /// A free cell for `identifier`, made from the registered class when none is free;
    /// nil when nothing is registered and none is free. The cell's `prepareForReuse()` has
    /// been called. While a row is reconfigured (``reconfigureRows(at:)``) the row's own
    /// cell is returned instead, unprepared, as UIKit does.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? { cells.dequeue(identifier) }

    /// A cell for `identifier` to show at `indexPath`. Traps, naming the identifier, when
    /// no class is registered for it (a programmer's mistake, as in UIKit).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier '\(identifier)' for \(indexPath): register a class with register(_:forCellReuseIdentifier:) first"
            )
        }
        return cell
    }

    /// Puts a cell in the reuse pool. Cells without an identifier are dropped.
    func enqueue(_ cell: TableViewCell) { cells.enqueue(cell) }

    /// The number of cells alive: on screen plus in the reuse pools (a test hook).
    @_spi(Testing) public var liveCellCount: Int { cells.liveCount }

    /// How many cells the table has made (a test hook, for tests and benchmarks of reuse).
    @_spi(Testing) public var cellsCreated: Int { cells.cellsCreated }
}

import Foundation

/// The table's cells: those on screen by index path, and free ones by reuse identifier,
/// made from the registered classes when none is free (UIKit's reuse queue).
@MainActor
struct ReusePool {
    /// Cells on screen by index path.
    var visible: [IndexPath: TableViewCell] = [:]
    /// Free cells by reuse identifier.
    var free: [String: [TableViewCell]] = [:]
    /// The class and style cells of each identifier are made of.
    var registrations: [String: (TableViewCell.Type, TableViewCell.CellStyle)] = [:]
    /// The layout file new cells of an identifier get in their content view (register(layout:…)).
    var layouts: [String: ViewLayout] = [:]
    /// How many cells were made.
    var cellsCreated = 0
    /// A cell being reconfigured in place: `dequeue` hands it back once, unprepared.
    var reconfiguring: TableViewCell?

    /// A cell for `identifier`: the reconfigured row's own, a free one (prepared for
    /// reuse), or a new one of the registered class; nil when none can be had.
    mutating func dequeue(_ identifier: String) -> TableViewCell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil  // reconfigureRows: the row's own cell, not prepared for reuse
            return cell
        }
        if let cell = free[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let (cls, cellStyle) = registrations[identifier] else { return nil }
        cellsCreated += 1
        let cell = cls.init(style: cellStyle, reuseIdentifier: identifier)
        if let layout = layouts[identifier] { cell.installLayout(layout) }
        return cell
    }

    /// Puts a cell back in the pool. Cells without an identifier are dropped.
    mutating func enqueue(_ cell: TableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        free[id, default: []].append(cell)
    }

    /// The cells alive: on screen plus free.
    var liveCount: Int { visible.count + free.values.reduce(0) { $0 + $1.count } }
}

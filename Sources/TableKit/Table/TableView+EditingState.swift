extension TableView {
    /// Turns editing mode on or off (UIKit's `setEditing(_:animated:)`): sets
    /// ``isEditing``, lets the visible cells show or hide their editing controls, and lays
    /// the table out again. A terminal does not animate.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        for (ip, cell) in visibleCellsByIndexPath { configure(cell, at: ip) }
        setNeedsLayout()
    }
}

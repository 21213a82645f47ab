/// What every controller does for the tables in its own view, as a ``TableViewController``
/// does for its table: ticks fade their change marks, and Esc ends editing.
extension ViewController {
    /// The tables in the loaded view, depth first, not looking into the views of child
    /// controllers (their controllers tick them). Empty while the view is not loaded.
    var ownTables: [TableView] {
        guard let root = viewIfLoaded else { return [] }
        let childViews = children.compactMap(\.viewIfLoaded)
        var found: [TableView] = []
        func walk(_ v: View) {
            if childViews.contains(where: { $0 === v }) { return }
            if let t = v as? TableView { found.append(t) }
            for s in v.subviews { walk(s) }
        }
        walk(root)
        return found
    }

    /// Esc (``TableKeyMap/endEditing``) while the controller or its focused table is
    /// editing: `setEditing(false, animated: true)` on the controller (whose override
    /// passes it to its table, as UIKit apps write it), then on the table if it is still
    /// editing.
    var endEditingKeyAction: KeyActionTable {
        let table = focusedView as? TableView
        return KeyActionTable([
            KeyAction(
                "endEditing", KeyMaps.current.table.endEditing,
                when: { self.isEditing || table?.isEditing == true }
            ) { _ in
                if self.isEditing { self.setEditing(false, animated: true) }
                if let table, table.isEditing { table.setEditing(false, animated: true) }
                return true
            }
        ])
    }
}

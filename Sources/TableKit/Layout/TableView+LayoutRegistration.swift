extension TableView {
    /// Registers a layout file for an identifier: cells dequeued with it are of
    /// `cellClass` in the file's `style` and get the layout's views in their
    /// ``TableViewCell/contentView``, filling it, and the file's `accessoryType` and
    /// `selectionStyle` (UIKit's `register(_ nib:forCellReuseIdentifier:)`, whose nib keeps
    /// the cell's style and accessory). A cell class that is a ``LayoutOwner`` has its
    /// outlets connected and its buttons' actions bound as each cell is made; the views are
    /// also in ``TableViewCell/layoutFileView``.
    ///
    /// A probe cell is made and connected here, so a broken outlet or action is reported
    /// now rather than while the table scrolls; registering the identifier again (a layout
    /// or a class) replaces this registration for cells made from then on.
    /// `style` is the cells' style: nil (the default) takes the file's `style`, else `.default`.
    /// - Throws: ``LayoutError`` naming the outlet or action `cellClass` does not have,
    ///   with its line and column in the file.
    public func register(
        layout: ViewLayout, cellClass: TableViewCell.Type = TableViewCell.self,
        forCellReuseIdentifier identifier: String,
        style: TableViewCell.CellStyle? = nil
    ) throws(LayoutError) {
        let style = style ?? layout.cellStyle ?? .default
        let probe = cellClass.init(style: style, reuseIdentifier: nil)
        _ = try layout.instantiate(owner: probe as? any LayoutOwner)
        register(cellClass, forCellReuseIdentifier: identifier, style: style)
        cells.layouts[identifier] = layout
    }

    /// Registers a layout file under the identifier the file names (its `reuseIdentifier`),
    /// as a nib's cell carries its own; see
    /// ``register(layout:cellClass:forCellReuseIdentifier:style:)``.
    /// - Throws: ``LayoutError`` when the file names no `reuseIdentifier`, or as the other form.
    public func register(layout: ViewLayout, cellClass: TableViewCell.Type = TableViewCell.self) throws(LayoutError) {
        guard let identifier = layout.reuseIdentifier else {
            throw LayoutError(
                file: layout.source, position: nil, path: "reuseIdentifier",
                message: "missing (give the cell's reuse identifier, or register it with forCellReuseIdentifier:)")
        }
        try register(layout: layout, cellClass: cellClass, forCellReuseIdentifier: identifier)
    }
}

extension TableViewCell {
    /// Puts `layout`'s views in the content view and connects them to the cell when it
    /// is a ``LayoutOwner``; traps when the connection fails (checked at registration,
    /// so only a cell class that changes its answers between cells can reach it).
    func installLayout(_ layout: ViewLayout) {
        let root: LayoutRootView
        do { root = try layout.instantiate(owner: self as? any LayoutOwner) } catch {
            preconditionFailure(error.description)
        }
        layoutFileView = root
        if let a = layout.accessoryType { accessoryType = a }
        if let s = layout.selectionStyle { selectionStyle = s }
        contentView.addSubview(root)
        setNeedsLayout()
    }
}

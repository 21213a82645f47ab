extension TableView {
    /// Registers a layout file for an identifier: cells dequeued with it are of
    /// `cellClass` and get the layout's views in their ``TableViewCell/contentView``,
    /// filling it (UIKit's `register(_ nib:forCellReuseIdentifier:)`). A cell class that
    /// is a ``LayoutOwner`` has its outlets connected and its buttons' actions bound as
    /// each cell is made; the views are also in ``TableViewCell/layoutFileView``.
    ///
    /// A probe cell is made and connected here, so a broken outlet or action is reported
    /// now rather than while the table scrolls; registering the identifier again (a layout
    /// or a class) replaces this registration for cells made from then on.
    /// - Throws: ``LayoutError`` naming the outlet or action `cellClass` does not have,
    ///   with its line and column in the file.
    public func register(layout: ViewLayout, cellClass: TableViewCell.Type = TableViewCell.self,
                         forCellReuseIdentifier identifier: String,
                         style: TableViewCell.CellStyle = .default) throws(LayoutError) {
        let probe = cellClass.init(style: style, reuseIdentifier: nil)
        _ = try layout.instantiate(owner: probe as? any LayoutOwner)
        register(cellClass, forCellReuseIdentifier: identifier, style: style)
        cells.layouts[identifier] = layout
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
        contentView.addSubview(root)
        setNeedsLayout()
    }
}

extension ViewLayout {
    /// The same views as a cell layout file (``CellLayout``), so that either format can be
    /// registered with a table; `source` names it in errors.
    public init(_ cellLayout: CellLayout, source: String = "layout") {
        self.source = source
        height = cellLayout.height
        outlet = nil
        elements = cellLayout.elements.enumerated().map { i, e in
            let kind: Element.Kind = switch e.kind {
            case .label: .label
            case .imageView: .imageView
            case .view: .view
            }
            let width: Width
            let trailing: Int?
            switch e.width {
            case .fixed(let w): (width, trailing) = (.fixed(w), nil)
            case .fill(let t): (width, trailing) = (.fill, t)
            }
            var v = Element(kind: kind, x: e.x, trailing: trailing, y: e.y, width: width, height: e.height)
            v.outlet = e.outlet
            v.tag = e.tag
            v.text = e.text
            v.style = e.style == .plain ? nil : e.style
            v.alignment = e.alignment
            v.numberOfLines = e.numberOfLines
            v.path = "views[\(i)]"
            return v
        }
    }
}

extension TableView {
    /// Registers a cell layout file (``CellLayout``) for an identifier, as
    /// ``register(layout:cellClass:forCellReuseIdentifier:style:)`` does with a ``ViewLayout``.
    /// - Throws: ``LayoutError`` naming an outlet `cellClass` does not have.
    public func register(layout: CellLayout, cellClass: TableViewCell.Type = TableViewCell.self,
                         forCellReuseIdentifier identifier: String,
                         style: TableViewCell.CellStyle = .default) throws(LayoutError) {
        try register(layout: ViewLayout(layout), cellClass: cellClass, forCellReuseIdentifier: identifier, style: style)
    }
}

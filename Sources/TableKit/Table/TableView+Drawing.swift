import Foundation

extension TableView {
    /// The style of a plain section header bar.
    static let plainHeaderStyle = TableKit.Style(foreground: .black, background: .cyan, attributes: .bold)

    /// Draws the visible content: the header view, section headers and footers, the cells,
    /// the groups (grouped styles), the pinned header (plain style) and the section index.
    ///
    /// A pure function of the table's state: it changes nothing (frames included) and
    /// asks neither the data source nor the delegate; `layoutTable()` runs first.
    func drawTable(in context: inout DrawContext) {
        guard !data.geometryIsStale else { return }  // never laid out: nothing to draw yet
        let h = bounds.height
        guard h > 0, bounds.width > 0 else { return }
        backgroundView?.render(in: &context)  // framed at layout
        // Table header and footer views, at their content positions.
        if let header = tableHeaderView, data.geometry.tableHeaderHeight > state.contentOffsetY {
            header.render(in: &context, at: Point(x: 0, y: -state.contentOffsetY))
        }
        if let footer = tableFooterView {
            let y = data.geometry.contentHeight - data.geometry.tableFooterHeight - state.contentOffsetY
            if y < h { footer.render(in: &context, at: Point(x: 0, y: y)) }
        }
        // Headers and footers of the sections on screen: views framed at layout (HeaderFooter/).
        let pinned = pinnedHeader
        drawSectionViews(except: pinned?.section, in: &context)
        // Cells.
        for (_, cell) in cells.visible {
            cell.render(in: &context)
            context.withRegion(cell.frame) {
                cell.drawStateOverlay(in: &$0)
                cell.drawSeparator(separatorStyle, tableInset: separatorInset, in: &$0)  // Cells/
            }
        }
        // The grouped styles' rules and box sides (TableView+GroupDrawing.swift).
        drawGroups(in: &context)
        // The row actions strip is a subview (RowActions/RowActionsView.swift), drawn after.
        // The pinned header of the section at the top (plain style).
        if let pinned { drawPinnedHeaderView(pinned.section, in: &context) }
        drawColumnHeader(in: &context)
        // The section index is a subview (SectionIndex/SectionIndexView.swift), drawn after.
    }

    /// The section header pinned over the top of a plain table, and the screen line it
    /// starts on (0, or above 0 while the next section's header pushes it up); nil when the
    /// top section's own header is on screen or the style is not plain.
    var pinnedHeader: (section: Int, y: Int)? {
        // Under a pinned column header (TableView+Columns.swift), the first line below it.
        let pin = columnHeaderHeight
        let below = state.contentOffsetY + pin
        guard style == .plain, below >= data.geometry.tableHeaderHeight, let top = data.geometry.section(atY: below)
        else { return nil }
        let sec = data.geometry.sections[top]
        guard sec.header > 0 && data.geometry.headerY(top) < below else { return nil }
        let end = data.geometry.rangeOfSection(top).upperBound - state.contentOffsetY
        return (top, min(pin, end - sec.header))
    }

    /// The section index laid out for the table's height (see ``SectionIndexLayout``).
    public var sectionIndexLayout: SectionIndexLayout {
        let titles = shownIndexTitles
        return SectionIndexLayout(
            count: titles.count, height: bounds.height,
            pinnedFirst: titles.first == TableView.indexSearch)
    }
}

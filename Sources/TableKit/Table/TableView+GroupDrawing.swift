import Foundation

/// The grouped styles' groups, drawn in the lines and columns the layout leaves free, as
/// UIKit draws a grouped section's rows on their own background between hairlines.
extension TableView {
    /// The style of a group's rule and sides: dim, as UIKit's hairlines are light.
    static let groupEdgeStyle = TableKit.Style.dim

    /// Draws each visible section's group: in the grouped style a rule (`─`, the content
    /// width) on the line before the section (its gap), above its header; in the inset
    /// grouped style the sides of a box (`│` in the inset, one column from each edge) beside
    /// every line of its rows, as Settings shows its rounded groups. Sections with no rows
    /// draw nothing; the plain style draws nothing.
    /// - Complexity: O(visible lines + log sections).
    func drawGroups(in context: inout DrawContext) {
        guard style != .plain, data.geometry.numberOfSections > 0, contentWidth > 0 else { return }
        let top = state.contentOffsetY
        let bottom = top + bounds.height
        let width = contentWidth
        guard let first = data.geometry.section(atY: max(top, data.geometry.tableHeaderHeight)) else { return }
        var s = first
        while s < data.geometry.numberOfSections, data.geometry.sectionStarts[s] < bottom {
            defer { s += 1 }
            let section = data.geometry.sections[s]
            guard section.rowCount > 0 else { continue }
            switch style {
            case .grouped:
                let y = data.geometry.sectionStarts[s]
                if section.gap > 0, y >= top {
                    context.draw(String(repeating: "─", count: width), x: 0, y: y - top, style: Self.groupEdgeStyle)
                }
            case .insetGrouped:
                guard width > 2 * rowInset else { continue }
                let rowsStart = data.geometry.headerY(s) + section.header
                let first = max(top, rowsStart)
                let end = min(bottom, rowsStart + section.rowsHeight)
                guard first < end else { continue }
                for y in first..<end {
                    context.draw("│", x: rowInset - 1, y: y - top, style: Self.groupEdgeStyle)
                    context.draw("│", x: width - rowInset, y: y - top, style: Self.groupEdgeStyle)
                }
            case .plain:
                break
            }
        }
    }
}

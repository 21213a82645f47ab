import Foundation

/// Drawing section header and footer views: a pure function of the frames layout set.
extension TableView {
    /// Renders the header and footer views on screen at their frames, except the pinned
    /// header (drawn over the cells by ``drawPinnedHeaderView(_:in:)``).
    func drawSectionViews(except pinnedSection: Int?, in context: inout DrawContext) {
        guard !sectionViews.isStale else { return }  // a reload since the last layout
        for (s, v) in sectionViews.headers where s != pinnedSection { v.render(in: &context) }
        for (_, v) in sectionViews.footers { v.render(in: &context) }
    }

    /// Renders the pinned header's view over the rows it covers, its lines cleared first
    /// so that a view that draws nothing there still hides the rows.
    func drawPinnedHeaderView(_ section: Int, in context: inout DrawContext) {
        guard !sectionViews.isStale, let v = sectionViews.headers[section] else { return }
        context.fill(v.frame)
        v.render(in: &context)
    }
}

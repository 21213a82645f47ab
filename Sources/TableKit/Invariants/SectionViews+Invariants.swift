extension TableView {
    /// Checks the header and footer views (checks builds only, see ``InternalChecks``): no
    /// view is in two places (on screen twice, or on screen and free); estimated sections
    /// exist; and once laid out, the views on screen are exactly those of the headers and
    /// footers with lines on screen, each framed on its lines.
    /// - Complexity: O(views alive + sections on screen) when checks are on.
    func _checkSectionViewInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        var seen = Set<ObjectIdentifier>()
        let all: [View] =
            Array(sectionViews.headers.values) + Array(sectionViews.footers.values)
            + sectionViews.free.values.flatMap { $0 }
        // Views the table reuses only: a delegate may hand out one plain view for many sections.
        for v in all where (v as? TableViewHeaderFooterView)?.reuseIdentifier != nil {
            InternalChecks.require(
                seen.insert(ObjectIdentifier(v)).inserted, "TableView",
                "a header or footer view that is reused is in two places at once")
        }
        let n = data.geometry.numberOfSections
        for s in sectionViews.estimatedHeaders.union(sectionViews.estimatedFooters) {
            InternalChecks.require(
                s >= 0 && s < n, "TableView", "section \(s) has an estimated height but the table has \(n) sections")
        }
        guard !needsLayout, layoutState.layoutReentries == 0, !sectionViews.isStale, dataSource != nil else { return }
        var expected: [SectionViewKindAndSection: Int] = [:]
        for slot in sectionSlots() {
            expected[SectionViewKindAndSection(kind: slot.kind, section: slot.section)] = slot.y
        }
        var shown: [SectionViewKindAndSection: Int] = [:]
        for (s, v) in sectionViews.headers {
            shown[SectionViewKindAndSection(kind: .header, section: s)] = v.frame.minY
        }
        for (s, v) in sectionViews.footers {
            shown[SectionViewKindAndSection(kind: .footer, section: s)] = v.frame.minY
        }
        InternalChecks.require(
            shown == expected, "TableView",
            "header and footer views at \(shown) but the lines on screen are \(expected)")
        #endif
    }
}

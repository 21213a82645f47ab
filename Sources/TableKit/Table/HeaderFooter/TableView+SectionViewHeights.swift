import Foundation

/// Section header and footer heights at reload: the delegate's height, the view's own
/// (self-sizing), an estimate measured later, or the title rule.
extension TableView {
    /// Finds out at reload whether the delegate gives header and footer views, by asking
    /// for the first sections' (at most ``TableView/implementationProbeLimit``, stopping
    /// at the first call the protocol's default did not answer: an override may hand
    /// section 0 to `super`). The default records that it answered (Probes/), as Swift
    /// cannot ask whether a method is implemented (UIKit asks `respondsToSelector`). Every view
    /// on screen is let go at the next layout; each view asked for goes back to the pool
    /// before the next call, so the probe makes at most one view per identifier.
    func prepareSectionViewsForReload(sectionCount n: Int) {
        sectionViews.isStale = true
        sectionViews.estimatedHeaders.removeAll()
        sectionViews.estimatedFooters.removeAll()
        sectionViews.delegateGivesHeaders = false
        sectionViews.delegateGivesFooters = false
        sectionViews.measuredWidth = contentWidth
        guard let d = delegate, n > 0 else { return }
        let probes = 0..<min(n, Self.implementationProbeLimit)
        // Each view asked for goes back to the pool before the next call.
        sectionViews.delegateGivesHeaders = implements(.viewForHeaderInSection, askingAny: probes) { s in
            recycleMeasured(d.tableView(self, viewForHeaderInSection: s))
        }
        sectionViews.delegateGivesFooters = implements(.viewForFooterInSection, askingAny: probes) { s in
            recycleMeasured(d.tableView(self, viewForFooterInSection: s))
        }
    }

    /// A header's or footer's height at reload, in lines: the delegate's
    /// `heightForHeaderInSection`, else with a delegate view the estimate (the delegate's
    /// `estimatedHeightForHeaderInSection` or `estimatedSectionHeaderHeight`; measured when
    /// shown) or the view's natural height, else the table's height for a titled section
    /// (`sectionHeaderHeight`), else 0.
    func reloadedHeight(_ kind: SectionViewKind, section s: Int) -> Int {
        let header = kind == .header
        if let d = delegate {
            let given =
                header ? d.tableView(self, heightForHeaderInSection: s) : d.tableView(self, heightForFooterInSection: s)
            if let h = given { return max(0, h) }
        }
        let titled = sectionTitle(kind, section: s) == nil ? 0 : (header ? sectionHeaderHeight : sectionFooterHeight)
        guard let d = delegate, header ? sectionViews.delegateGivesHeaders : sectionViews.delegateGivesFooters else {
            return titled
        }
        let asked =
            header
            ? d.tableView(self, estimatedHeightForHeaderInSection: s)
            : d.tableView(self, estimatedHeightForFooterInSection: s)
        let estimate =
            asked.map { max(0, $0) }
            ?? (header ? sectionViews.estimatedHeaderHeight : sectionViews.estimatedFooterHeight)
        if estimate > 0 {
            if header { sectionViews.estimatedHeaders.insert(s) } else { sectionViews.estimatedFooters.insert(s) }
            return estimate
        }
        guard
            let v = header ? d.tableView(self, viewForHeaderInSection: s) : d.tableView(self, viewForFooterInSection: s)
        else {
            return titled
        }
        let h = naturalHeight(of: v, kind: kind)
        recycleMeasured(v)
        return h
    }

    /// Puts a view asked for only to be measured back in the pool, unless it is on screen.
    func recycleMeasured(_ v: View?) {
        guard let v else { return }
        if sectionViews.headers.values.contains(where: { $0 === v })
            || sectionViews.footers.values.contains(where: { $0 === v })
        {
            return
        }
        sectionViews.enqueue(v)
    }

    /// Finds every section's header and footer height again as at reload (views measured
    /// at the new content width, or back to their estimates), without reloading the data:
    /// what a width change needs when header views wrap. Returns whether any changed.
    /// - Complexity: O(sections), plus a view request per section when there are no
    ///   estimates.
    func remeasureSectionViewHeights() -> Bool {
        guard sectionViews.delegateGivesHeaders || sectionViews.delegateGivesFooters, data.geometry.numberOfSections > 0
        else { return false }
        sectionViews.estimatedHeaders.removeAll()
        sectionViews.estimatedFooters.removeAll()
        var sections = data.geometry.sections
        for s in sections.indices {
            sections[s].header = reloadedHeight(.header, section: s)
            sections[s].footer = reloadedHeight(.footer, section: s)
        }
        guard sections != data.geometry.sections else { return false }
        data.geometry = RowGeometry(
            tableHeaderHeight: data.geometry.tableHeaderHeight, sections: sections,
            tableFooterHeight: data.geometry.tableFooterHeight)
        return true
    }
}

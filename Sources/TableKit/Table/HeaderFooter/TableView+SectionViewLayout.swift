import Foundation

/// Section header and footer views at layout: which are on screen, asking the delegate for
/// them (or making title views), `willDisplay`/`didEndDisplaying`, measuring estimated
/// heights, and framing them. Drawing only renders what this framed.
extension TableView {
    /// A header or footer with lines on screen, and the screen line it starts on.
    struct SectionSlot: Hashable {
        var kind: SectionViewKind
        var section: Int
        var y: Int
    }

    /// The headers and footers with lines on screen, the plain style's pinned header
    /// included (at its pinned line).
    /// - Complexity: O(log sections + sections on screen).
    func sectionSlots() -> [SectionSlot] {
        let h = bounds.height
        guard h > 0, !data.geometryIsStale, data.geometry.numberOfSections > 0 else { return [] }
        var out: [SectionSlot] = []
        let pinned = pinnedHeader
        if let p = pinned { out.append(SectionSlot(kind: .header, section: p.section, y: p.y)) }
        let n = data.geometry.numberOfSections
        var s = data.geometry.section(atY: max(state.contentOffsetY, data.geometry.tableHeaderHeight)) ?? n
        while s < n, data.geometry.rangeOfSection(s).lowerBound < state.contentOffsetY + h {
            let sec = data.geometry.sections[s]
            let hy = data.geometry.headerY(s)
            let fy = data.geometry.footerY(s)
            if sec.header > 0, s != pinned?.section, hy + sec.header > state.contentOffsetY,
                hy < state.contentOffsetY + h
            {
                out.append(SectionSlot(kind: .header, section: s, y: hy - state.contentOffsetY))
            }
            if sec.footer > 0, fy + sec.footer > state.contentOffsetY, fy < state.contentOffsetY + h {
                out.append(SectionSlot(kind: .footer, section: s, y: fy - state.contentOffsetY))
            }
            s += 1
        }
        return out
    }

    /// Brings the header and footer views on screen in line with ``sectionSlots()``: views
    /// that left go to the reuse pool (`didEndDisplaying…`), new ones come from the
    /// delegate or are made for the section's title (`willDisplay…`). Views whose height
    /// was an estimate are measured (and, after the content width changed, every header
    /// and footer view again); the first visible row then stays on its screen line (or the
    /// top stays at the top) and the cells are laid out again.
    /// - Complexity: O(sections on screen) per pass, at most a few passes; a measured
    ///   height costs O(sections) to apply.
    func layoutSectionViews() {
        guard !data.geometryIsStale else { return }
        if sectionViews.isStale {
            sectionViews.isStale = false
            let generation = data.generation
            for kind in [SectionViewKind.header, .footer] {
                for (s, v) in sectionViews.visible(kind).sorted(by: { $0.key < $1.key }) {
                    endDisplaying(kind, section: s, view: v)
                    guard generation == data.generation else { return }
                }
            }
        }
        let widthChanged = sectionViews.measuredWidth != contentWidth
        let estimates = !(sectionViews.estimatedHeaders.isEmpty && sectionViews.estimatedFooters.isEmpty)
        var anchor: (indexPath: IndexPath, screenY: Int)? = nil
        if estimates || widthChanged, state.contentOffsetY > 0, let first = indexPathsForVisibleRows.first {
            anchor = (first, data.geometry.rowRange(first).lowerBound - state.contentOffsetY)
        }
        if widthChanged {
            sectionViews.measuredWidth = contentWidth
            if remeasureSectionViewHeights() {
                if let a = anchor, isValid(a.indexPath) {
                    state.contentOffsetY = data.geometry.rowRange(a.indexPath).lowerBound - a.screenY
                }
                clampOffset()
                updateVisibleCells()
            }
        }
        for _ in 0..<8 {
            let generation = data.generation
            let slots = sectionSlots()
            var wanted: Set<SectionViewKindAndSection> = []
            for slot in slots { wanted.insert(SectionViewKindAndSection(kind: slot.kind, section: slot.section)) }
            var leaving: [(SectionViewKind, Int, View)] = []
            for kind in [SectionViewKind.header, .footer] {
                for (s, v) in sectionViews.visible(kind)
                where !wanted.contains(SectionViewKindAndSection(kind: kind, section: s)) {
                    leaving.append((kind, s, v))
                }
            }
            for (kind, s, v) in leaving.sorted(by: { $0.1 < $1.1 }) {
                endDisplaying(kind, section: s, view: v)
                guard generation == data.generation else { return }
            }
            var changed = false
            for slot in slots {
                if let shown = sectionViews.visible(slot.kind)[slot.section] {
                    // Already on screen; measured again when its height went back to the estimate.
                    if measureIfEstimated(slot.kind, section: slot.section, view: shown) { changed = true }
                    continue
                }
                let v = makeSectionView(slot.kind, section: slot.section)
                guard generation == data.generation else {
                    sectionViews.enqueue(v)
                    return
                }
                if slot.kind == .header {
                    sectionViews.headers[slot.section] = v
                } else {
                    sectionViews.footers[slot.section] = v
                }
                if measureIfEstimated(slot.kind, section: slot.section, view: v) { changed = true }
                frameSectionView(v, kind: slot.kind, section: slot.section)
                if slot.kind == .header {
                    delegate?.tableView(self, willDisplayHeaderView: v, forSection: slot.section)
                } else {
                    delegate?.tableView(self, willDisplayFooterView: v, forSection: slot.section)
                }
                guard generation == data.generation else { return }
            }
            if !changed { break }
            if let a = anchor, isValid(a.indexPath) {
                state.contentOffsetY = data.geometry.rowRange(a.indexPath).lowerBound - a.screenY
            }
            clampOffset()
            updateVisibleCells()
            guard generation == data.generation else { return }
        }
        for (s, v) in sectionViews.headers { frameSectionView(v, kind: .header, section: s) }
        for (s, v) in sectionViews.footers { frameSectionView(v, kind: .footer, section: s) }
    }

    /// Takes a view off screen: out of the visible views, into the reuse pool, then
    /// `didEndDisplaying…`.
    func endDisplaying(_ kind: SectionViewKind, section s: Int, view v: View) {
        if kind == .header { sectionViews.headers[s] = nil } else { sectionViews.footers[s] = nil }
        sectionViews.enqueue(v)
        if kind == .header {
            delegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
        }
    }

    /// The delegate's view for a header or footer, or a title view showing the section's
    /// title when the delegate gives none; placed for the table's style.
    func makeSectionView(_ kind: SectionViewKind, section s: Int) -> View {
        var view: View? = nil
        if let d = delegate {
            if kind == .header && sectionViews.delegateGivesHeaders {
                view = d.tableView(self, viewForHeaderInSection: s)
            } else if kind == .footer && sectionViews.delegateGivesFooters {
                view = d.tableView(self, viewForFooterInSection: s)
            }
        }
        if view == nil, let t = sectionViews.dequeue(SectionViewPool.titleIdentifier) {
            t.titleLabel.text = sectionTitle(kind, section: s)
            view = t
        }
        let v = view ?? View()
        (v as? TableViewHeaderFooterView)?.placement = .init(style: style, isFooter: kind == .footer)
        return v
    }

    /// The data source's title for a header or footer at the last reload.
    func sectionTitle(_ kind: SectionViewKind, section s: Int) -> String? {
        let titles = kind == .header ? data.headerTitles : data.footerTitles
        return s < titles.count ? titles[s] : nil
    }

    /// Frames a view on its header or footer lines (the pinned line for the pinned header),
    /// over the content width, and lays it out.
    func frameSectionView(_ v: View, kind: SectionViewKind, section s: Int) {
        guard s < data.geometry.numberOfSections else { return }
        let sec = data.geometry.sections[s]
        var y: Int
        if kind == .header {
            y = data.geometry.headerY(s) - state.contentOffsetY
            if let p = pinnedHeader, p.section == s { y = p.y }
        } else {
            y = data.geometry.footerY(s) - state.contentOffsetY
        }
        v.frame = Rect(x: 0, y: y, width: contentWidth, height: kind == .header ? sec.header : sec.footer)
        v.layoutIfNeeded()
    }

    /// Measures a view whose section's height was an estimate, and records its height.
    /// Returns true when the height changed.
    func measureIfEstimated(_ kind: SectionViewKind, section s: Int, view v: View) -> Bool {
        let wasEstimated =
            kind == .header
            ? sectionViews.estimatedHeaders.remove(s) != nil
            : sectionViews.estimatedFooters.remove(s) != nil
        guard wasEstimated else { return false }
        let h = naturalHeight(of: v, kind: kind)
        return data.geometry.setSupplementaryHeight(h, ofFooter: kind == .footer, inSection: s) != 0
    }

    /// The height in lines a header or footer view wants at the content width: its
    /// `sizeThatFits` (for a view that is not a ``TableViewHeaderFooterView``, by default
    /// its frame's height, at least 1).
    func naturalHeight(of v: View, kind: SectionViewKind) -> Int {
        (v as? TableViewHeaderFooterView)?.placement = .init(style: style, isFooter: kind == .footer)
        let w = contentWidth
        v.frame = Rect(x: 0, y: 0, width: w, height: max(1, v.frame.height))
        v.layoutIfNeeded()
        return max(0, v.sizeThatFits(Size(width: w, height: .max)).height)
    }
}

/// A header or footer of one section, as a set element.
struct SectionViewKindAndSection: Hashable {
    var kind: SectionViewKind
    var section: Int
}

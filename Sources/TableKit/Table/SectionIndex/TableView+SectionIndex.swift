import Foundation

extension TableView {
    /// The index title of the section at the top of the screen, when the data source's
    /// titles map one to one onto sections (after a leading search entry).
    func currentIndexTitle() -> Int? {
        let titles = shownIndexTitles
        guard let ds = dataSource, !titles.isEmpty,
            let top = data.geometry.section(atY: max(state.contentOffsetY, data.geometry.tableHeaderHeight))
        else { return nil }
        var best: Int? = nil
        for (i, t) in titles.enumerated() where t != TableView.indexSearch {
            let s = ds.tableView(self, sectionForSectionIndexTitle: t, at: i)
            if s >= 0 && s <= top { best = i }
        }
        return best
    }

    /// The section an index title scrolls to when the data source does not say: one title
    /// per section, after the search entry if the titles start with it.
    public static func defaultSection(forSectionIndexTitleAt index: Int, in tableView: TableView) -> Int {
        tableView.data.indexTitles.first == TableView.indexSearch ? index - 1 : index
    }

    /// Chooses index title `i`: the search entry scrolls to the very top and calls
    /// the delegate's ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)`` (then
    /// ``onIndexSearch``); any other title scrolls its section (from the data source's
    /// `sectionForSectionIndexTitle`) to the top. The search entry asks the data source
    /// first, as UIKit does: `NSNotFound` means the data source handled it (nothing more
    /// happens), a valid section is scrolled to like any title.
    public func chooseIndexTitle(_ i: Int) {
        let titles = shownIndexTitles
        guard i >= 0 && i < titles.count else { return }
        state.indexCursor = i
        if titles[i] == TableView.indexSearch {
            // UIKit asks the data source for the magnifier too: NSNotFound means it handled
            // it (no scroll); a section is scrolled to; anything else scrolls to the top.
            let s = dataSource?.tableView(self, sectionForSectionIndexTitle: titles[i], at: i) ?? -1
            if s == NSNotFound { return }
            if s >= 0 && s < data.geometry.numberOfSections { return scrollIndexSearch(toSection: s) }
            setContentOffset(.zero, animated: false)
            delegate?.tableViewDidChooseIndexSearch(self)
            onIndexSearch?()
            return
        }
        guard let ds = dataSource else { return }
        let s = ds.tableView(self, sectionForSectionIndexTitle: titles[i], at: i)
        guard s >= 0 && s < data.geometry.numberOfSections else { return }
        scrollToSection(s)
        if let first = data.geometry.firstRow(fromSection: s) { moveCursor(to: first) }
        setNeedsLayout()
    }
}

// MARK: The magnifier's section (textsearch)

extension TableView {
    /// Scrolls section `s` to the top with the cursor on its first row: the search entry
    /// mapped to a section by the data source.
    func scrollIndexSearch(toSection s: Int) {
        scrollToSection(s)
        if let first = data.geometry.firstRow(fromSection: s) { moveCursor(to: first) }
        setNeedsLayout()
    }
}

import Foundation

extension TableView {
    /// The index title of the section at the top of the screen, when the data source's
    /// titles map one to one onto sections (after a leading search entry).
    func currentIndexTitle() -> Int? {
        let titles = shownIndexTitles
        guard let ds = dataSource, !titles.isEmpty,
              let top = geometry.section(atY: max(offsetY, geometry.tableHeaderHeight)) else { return nil }
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
        tableView.indexTitles.first == TableView.indexSearch ? index - 1 : index
    }

    /// Chooses index title `i`: the search entry scrolls to the very top and calls
    /// the delegate's ``TableViewDelegate/tableViewDidChooseIndexSearch(_:)`` (then
    /// ``onIndexSearch``); any other title scrolls its section (from the data source's
    /// `sectionForSectionIndexTitle`) to the top.
    public func chooseIndexTitle(_ i: Int) {
        let titles = shownIndexTitles
        guard i >= 0 && i < titles.count else { return }
        indexCursor = i
        if titles[i] == TableView.indexSearch {
            setContentOffset(.zero, animated: false)
            delegate?.tableViewDidChooseIndexSearch(self)
            onIndexSearch?()
            return
        }
        guard let ds = dataSource else { return }
        let s = ds.tableView(self, sectionForSectionIndexTitle: titles[i], at: i)
        guard s >= 0 && s < geometry.numberOfSections else { return }
        scrollToSection(s)
        if let first = geometry.firstRow(fromSection: s) { moveCursor(to: first) }
        setNeedsLayout()
    }

    /// The section index's keys, for help while it has the keyboard.
    var sectionIndexKeyBindings: [KeyBinding] {
        let map = KeyMaps.current.sectionIndex
        return [
            KeyBinding.group([map.up, map.down], "↑↓", help: "jump"),
            KeyBinding.group([map.choose, map.leave], "Enter/Esc", help: "back to rows"),
            map.jump,
            KeyBinding.group([map.first, map.last], "Home/End", help: "first/last"),
            map.search,
            map.help,
        ]
    }

    /// Keys while the index has the keyboard (``SectionIndexKeyMap``): ↑/↓ move and jump,
    /// a letter jumps to the first title starting with it, Enter chooses and gives the
    /// keyboard back, Esc or Tab give it back; `/` and `?` go on.
    func handleIndexKey(_ key: Key) -> Bool {
        let titles = shownIndexTitles
        guard !titles.isEmpty else { isIndexFocused = false; return false }
        let map = KeyMaps.current.sectionIndex
        if map.up.matches(key) {
            chooseIndexTitle(max(0, indexCursor - 1))
        } else if map.down.matches(key) {
            chooseIndexTitle(min(titles.count - 1, indexCursor + 1))
        } else if map.first.matches(key) {
            chooseIndexTitle(titles.first == TableView.indexSearch && titles.count > 1 ? 1 : 0)
        } else if map.last.matches(key) {
            chooseIndexTitle(titles.count - 1)
        } else if map.choose.matches(key) {
            chooseIndexTitle(indexCursor)
            isIndexFocused = false
        } else if map.leave.matches(key) {
            isIndexFocused = false
        } else if map.search.matches(key) {
            // Searching starts from anywhere: give the keyboard back and let the key through.
            isIndexFocused = false
            return false
        } else if map.help.matches(key) {
            return false  // the window's full help
        } else if map.jump.matches(key), case .character(let c) = key {
            // A title that is the letter with its diacritics first (Swedish Å, Ä, Ö are
            // titles of their own after Z), then any title ignoring them (German Ä → A).
            func firstTitle(_ options: String.CompareOptions) -> Int? {
                let needle = String(c).folding(options: options, locale: nil)
                return titles.indices.first { i in
                    titles[i] != TableView.indexSearch && titles[i].folding(options: options, locale: nil).hasPrefix(needle)
                }
            }
            guard let m = firstTitle(.caseInsensitive) ?? firstTitle([.caseInsensitive, .diacriticInsensitive]) else { return true }
            chooseIndexTitle(m)
        } else {
            return false
        }
        setNeedsLayout()
        return true
    }
}

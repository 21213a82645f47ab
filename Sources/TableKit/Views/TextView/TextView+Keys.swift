extension TextView {
    /// The text view's keys, one row per binding of ``KeyMaps/textView``, read at each
    /// key: scrolling, panning and searching while reading, the query line's keys while
    /// a query is typed. A scrolling key at an end is taken all the same; ←/→ that pan
    /// nothing (wrapped lines, the left edge) go on, so a navigation controller's ← goes back.
    public var keyActions: KeyActionTable {
        let map = KeyMaps.current.textView
        let reading: @MainActor () -> Bool = { self.typedQuery == nil }
        let typing: @MainActor () -> Bool = { self.typedQuery != nil }
        let searching: @MainActor () -> Bool = { self.typedQuery == nil && self.isSelectable }
        let again: @MainActor () -> Bool = { self.typedQuery == nil && self.isSelectable && !self.query.isEmpty }
        let panning: @MainActor () -> Bool = { self.typedQuery == nil && !self.wrapsLines }
        let scroll = KeyAction.Help.group("↑↓", help: "scroll")
        let page = KeyAction.Help.group("PgUp/PgDn", help: "page", short: false)
        let ends = KeyAction.Help.group("Home/End", help: "top/bottom", short: false)
        let pan = KeyAction.Help.group("←→", help: "pan")
        let matches = KeyAction.Help.group("n/N", help: "next/prev match")
        return KeyActionTable([
            KeyAction("up", map.up, help: scroll, when: reading) { _ in
                _ = self.scrollUp(by: 1)
                return true
            },
            KeyAction("down", map.down, help: scroll, when: reading) { _ in
                _ = self.scrollDown(by: 1)
                return true
            },
            KeyAction("pageUp", map.pageUp, help: page, when: reading) { _ in
                _ = self.scrollUp(by: max(1, self.textHeight))
                return true
            },
            KeyAction("pageDown", map.pageDown, help: page, when: reading) { _ in
                _ = self.scrollDown(by: max(1, self.textHeight))
                return true
            },
            KeyAction("top", map.top, help: ends, when: reading) { _ in
                _ = self.scrollToTop()
                return true
            },
            KeyAction("bottom", map.bottom, help: ends, when: reading) { _ in
                _ = self.scrollToBottom()
                return true
            },
            KeyAction("panLeft", map.panLeft, help: pan, when: panning) { _ in self.panLeft() },
            KeyAction("panRight", map.panRight, help: pan, when: panning) { _ in self.panRight() },
            KeyAction("search", map.search, when: searching) { _ in
                self.typedQuery = ""
                self.setNeedsLayout()
                return true
            },
            KeyAction("nextMatch", map.nextMatch, help: matches, when: again) { _ in
                self.findNext()
                return true
            },
            KeyAction("previousMatch", map.previousMatch, help: matches, when: again) { _ in
                self.findPrevious()
                return true
            },
            KeyAction("type", map.type, when: typing) { key in
                if case .character(let c) = key { self.typedQuery?.append(c) }
                return true
            },
            KeyAction("deleteBackward", map.deleteBackward, when: typing) { _ in
                if self.typedQuery?.isEmpty ?? true { self.typedQuery = nil } else { self.typedQuery?.removeLast() }
                self.setNeedsLayout()
                return true
            },
            KeyAction("find", map.find, when: typing) { _ in
                let q = self.typedQuery ?? ""
                self.typedQuery = nil
                self.search(for: q)
                return true
            },
            KeyAction("cancelSearch", map.cancelSearch, when: typing) { _ in
                self.typedQuery = nil
                self.setNeedsLayout()
                return true
            },
        ])
    }

    /// Keys through ``keyActions``; the wheel scrolls 3 rows (as a table's), sideways
    /// it pans; a paste while a query is typed goes into it. A key first clears the
    /// message under the text.
    func handleEvent(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            let hadMessage = message != nil
            message = nil
            if hadMessage { self.setNeedsLayout() }
            return keyActions.perform(key) ?? hadMessage
        case .mouse(let m):
            switch m.kind {
            case .wheelUp: _ = self.scrollUp(by: TableView.wheelLines)
            case .wheelDown: _ = self.scrollDown(by: TableView.wheelLines)
            case .wheelLeft: _ = panLeft()
            case .wheelRight: _ = panRight()
            case .press, .release: return false
            }
            return true
        case .paste(let s) where self.typedQuery != nil:
            self.typedQuery?.append(contentsOf: s.replacingNewlines())
            return true
        default:
            return false
        }
    }
}

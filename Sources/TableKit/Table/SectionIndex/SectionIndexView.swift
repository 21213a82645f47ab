import Foundation

/// The section index down a plain table's trailing edge (UIKit draws it as a private
/// subview of `UITableView`): a real subview of the table with its own drawing, clicks and
/// key map (``SectionIndexKeyMap``). The table frames it and gives it the titles and the
/// index cursor at layout; choosing a title goes back to the table
/// (``TableView/chooseIndexTitle(_:)``), which scrolls.
@MainActor
final class SectionIndexView: View {
    /// The table the index belongs to; it holds the index strongly as a subview.
    weak var table: TableView?
    /// The titles shown, from the data source at the last reload (empty hides the index).
    private(set) var titles: [String] = []
    /// The title under the index cursor while the index has the keyboard, else nil.
    var cursor: Int?

    /// The style of a title that is not under the index cursor.
    static let titleStyle = Style(foreground: .blue, attributes: .bold)

    /// The titles laid out for the view's height (see ``SectionIndexLayout``), made by
    /// ``update(titles:height:)`` at layout time; drawing only reads it.
    private(set) var layout = SectionIndexLayout(count: 0, height: 0)
    /// The height ``layout`` was made for.
    private var laidOutHeight = 0
    /// The first line of the entries: they are centred vertically, as UIKit centres them.
    private(set) var top = 0
    /// The widest title in columns (the search entry counts 2), made with ``layout``.
    private(set) var titleWidth = 0

    /// Each entry's text as drawn (sanitised, cut to the column) and its column in the
    /// view, made with ``layout`` for the width it was made for.
    private var entryTexts: [(text: String, x: Int)] = []
    /// The width ``entryTexts`` were made for.
    private var laidOutWidth = -1

    /// Sets the titles and lays them out for `height` lines: the layout, its top line and
    /// the widest title are made again only when the titles or the height changed (a
    /// scroll changes neither), so a frame does not rebuild them.
    /// - Complexity: O(1) when nothing changed (equal arrays sharing storage compare at
    ///   once), else O(titles + height).
    func update(titles newTitles: [String], height: Int) {
        guard newTitles != titles || height != laidOutHeight else { return }
        if newTitles != titles {
            titles = newTitles
            titleWidth = newTitles.map { $0 == TableView.indexSearch ? 2 : $0.displayWidth }.max() ?? 0
        }
        laidOutHeight = height
        laidOutWidth = -1
        setNeedsLayout()
        layout = SectionIndexLayout(
            count: titles.count, height: height, pinnedFirst: titles.first == TableView.indexSearch)
        top = max(0, (height - layout.entries.count) / 2)
    }

    /// Makes the entries' drawn texts for the view's width, when the layout or the width
    /// changed since they were made.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 1
        guard width != laidOutWidth else { return }
        laidOutWidth = width
        entryTexts = layout.entries.map { entry in
            let text: String
            switch entry {
            case .title(let i): text = titles[i] == TableView.indexSearch ? "🔍" : titles[i]
            case .bullet: text = "•"
            }
            guard width > 0 else { return ("", 0) }
            let (shown, isCut) = Truncation.displayPrefix(of: text, columns: width)
            let cut = Truncation.truncate(Sanitizer.sanitize(shown), toWidth: width, continues: isCut)
            return (cut, (width - cut.displayWidth) / 2)
        }
    }

    /// Draws the column blank, then each entry centred: titles (the search entry as 🔍),
    /// `•` where titles were left out, the index cursor's title reversed.
    override func draw(in context: inout DrawContext) {
        context.fill(bounds)
        let cursorLine = cursor.flatMap { layout.line(forTitleIndex: $0) }
        let width = bounds.width - 1
        if width == laidOutWidth && entryTexts.count == layout.entries.count {
            // Made at layout (a scroll changes nothing here): no measuring per frame.
            for (line, entry) in entryTexts.enumerated() where !entry.text.isEmpty {
                let style: Style = line == cursorLine ? .reverse : Self.titleStyle
                _ = context.draw(entry.text, x: 1 + entry.x, y: top + line, style: style)
            }
            return
        }
        for (line, entry) in layout.entries.enumerated() {
            let text: String
            switch entry {
            case .title(let i): text = titles[i] == TableView.indexSearch ? "🔍" : titles[i]
            case .bullet: text = "•"
            }
            let style: Style = line == cursorLine ? .reverse : Self.titleStyle
            context.draw(text, x: 1, y: top + line, width: width, style: style, alignment: .center)
        }
    }

    /// A press on an entry chooses its title (a `•` chooses the title it stands for);
    /// every press on the index is taken, except while row actions are open: the table
    /// then has it, and closes them. Keys are the index's while it has the keyboard.
    override func handle(_ event: Event) -> Bool {
        if case .mouse(let m) = event {
            guard table?.rowActionsView.state == nil else { return false }
            guard m.kind == .press else { return m.kind == .release ? false : true }
            if let i = layout.titleIndex(atLine: m.location.y - top) { table?.chooseIndexTitle(i) }
            return true
        }
        if case .key(let key) = event { return handleKey(key) }
        return false
    }

    /// The section index's keys, for help while it has the keyboard.
    override var keyBindings: [KeyBinding] { keyActions(titles: table?.shownIndexTitles ?? []).keyBindings }

    /// The index's keys (``KeyMaps/sectionIndex``) as one action table, in help order: ↑/↓
    /// move and jump, Enter chooses and gives the keyboard back, Esc or Tab give it back, a
    /// letter jumps to the first title starting with it, Home/End the first and last
    /// titles; `/` and `?` give the key on.
    func keyActions(titles: [String]) -> KeyActionTable {
        let map = KeyMaps.current.sectionIndex
        let search = TableView.indexSearch
        let jump = KeyAction.Help.group("↑↓", help: "jump")
        let back = KeyAction.Help.group("Enter/Esc", help: "back to rows")
        let ends = KeyAction.Help.group("Home/End", help: "first/last")
        return KeyActionTable([
            KeyAction("up", map.up, help: jump) { _ in self.choose(max(0, (self.table?.indexCursor ?? 0) - 1)) },
            KeyAction("down", map.down, help: jump) { _ in
                self.choose(min(titles.count - 1, (self.table?.indexCursor ?? 0) + 1))
            },
            KeyAction("choose", map.choose, help: back) { _ in
                self.choose(self.table?.indexCursor ?? 0)
                self.table?.state.isIndexFocused = false
                return true
            },
            KeyAction("leave", map.leave, help: back) { _ in
                self.table?.state.isIndexFocused = false
                return true
            },
            KeyAction("jump", map.jump) { key in
                guard case .character(let c) = key else { return false }
                // A title that is the letter with its diacritics first (Swedish Å, Ä, Ö are
                // titles of their own after Z), then any title ignoring them (German Ä → A).
                func firstTitle(_ options: String.CompareOptions) -> Int? {
                    let needle = String(c).folding(options: options, locale: nil)
                    return titles.indices.first { i in
                        titles[i] != search
                            && titles[i].folding(options: options, locale: nil).hasPrefix(needle)
                    }
                }
                guard let m = firstTitle(.caseInsensitive) ?? firstTitle([.caseInsensitive, .diacriticInsensitive])
                else { return true }
                return self.choose(m)
            },
            KeyAction("first", map.first, help: ends) { _ in
                self.choose(titles.first == search && titles.count > 1 ? 1 : 0)
            },
            KeyAction("last", map.last, help: ends) { _ in self.choose(titles.count - 1) },
            KeyAction("search", map.search) { _ in
                // Searching starts from anywhere: give the keyboard back and let the key through.
                self.table?.state.isIndexFocused = false
                return false
            },
            KeyAction("help", map.help) { _ in false },  // the window's full help
        ])
    }

    /// Jumps to the title at `index` (``TableView/chooseIndexTitle(_:)``); the key is taken.
    @discardableResult
    private func choose(_ index: Int) -> Bool {
        table?.chooseIndexTitle(index)
        return true
    }

    /// Keys while the index has the keyboard (``SectionIndexKeyMap``), through
    /// ``keyActions(titles:)``; with no titles shown the keyboard goes back to the rows.
    func handleKey(_ key: Key) -> Bool {
        guard let table else { return false }
        let titles = table.shownIndexTitles
        guard !titles.isEmpty else {
            table.state.isIndexFocused = false
            return false
        }
        guard let handled = keyActions(titles: titles).perform(key) else { return false }
        if handled { table.setNeedsLayout() }
        return handled
    }
}

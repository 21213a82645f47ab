/// The one-line bar at the top of a ``NavigationController`` (UIKit's `UINavigationBar`):
/// `‹ Back`, the top controller's left items, its title centred, its right items at the
/// trailing edge. A click presses an entry; ⇧Tab (``NavigationKeyMap/bar``) gives the bar
/// the keyboard, then ←/→ choose an entry and Enter presses it (``NavigationBarKeyMap``).
@MainActor
public final class NavigationBar: View {
    /// One pressable thing on the bar.
    enum Entry: Equatable {
        case back
        case item(BarButtonItem)

        static func == (a: Entry, b: Entry) -> Bool {
            switch (a, b) {
            case (.back, .back): true
            case (.item(let x), .item(let y)): x === y
            default: false
            }
        }
    }

    /// Where each entry and the title go on a bar `width` columns wide.
    struct Layout {
        /// Entries in screen order (left to right) with their columns.
        var entries: [(entry: Entry, columns: Range<Int>, text: String)] = []
        /// The title's columns.
        var title: Range<Int> = 0..<0
    }

    weak var navigationController: NavigationController?
    /// The controller on top of the stack and the one below it (nil at the root); read
    /// live, so that a retitled controller or item (Edit/Done) is drawn as it is now.
    weak var top: ViewController?
    weak var previous: ViewController?
    var item: NavigationItem? { top?.navigationItem }
    /// The back button's title: the previous controller's ``NavigationItem/backButtonTitle``,
    /// its item's title, its title; nil at the root.
    var backTitle: String? {
        previous.map { $0.navigationItem.backButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "" }
    }
    /// Whether the bar has the keyboard.
    public private(set) var hasKeyboard = false
    /// The entry with the keyboard focus while ``hasKeyboard``.
    private(set) var focusedEntry: Entry?

    /// The back label, `‹ Title` ("‹ Back" for an untitled previous controller).
    var backLabel: String? {
        guard let t = backTitle, item?.hidesBackButton != true else { return nil }
        return "‹ " + (t.isEmpty ? "Back" : t)
    }

    /// The title shown: the top item's title, else the top controller's.
    var title: String { item?.title ?? top?.title ?? "" }

    func itemText(_ i: BarButtonItem) -> String { "[ " + i.title + " ]" }

    /// The layout at `width`: the back label and left items from the left (the back label
    /// at most a third of the bar), the right items from the right (the first outermost),
    /// entries that do not fit left out; the title centred in what is left.
    func layout(width: Int) -> Layout {
        var l = Layout()
        var x = 0
        var left: [(Entry, String)] = []
        if let b = backLabel { left.append((.back, b)) }
        for i in item?.leftBarButtonItems ?? [] { left.append((.item(i), itemText(i))) }
        var right = width
        var rightEntries: [(entry: Entry, columns: Range<Int>, text: String)] = []
        for i in item?.rightBarButtonItems ?? [] {
            let w = itemText(i).displayWidth
            guard right - w >= x else { break }
            right -= w
            rightEntries.insert((.item(i), right..<(right + w), itemText(i)), at: 0)
            right -= 1
        }
        for (e, text) in left {
            var w = text.displayWidth
            if e == .back { w = min(w, max(1, width / 3)) }
            guard x + w <= max(x, right) else { break }
            l.entries.append((e, x..<(x + w), text))
            x += w + 1
        }
        l.entries += rightEntries
        let room = max(0, right - x)
        let tw = min(title.displayWidth, room)
        let start = max(x, min((width - tw) / 2, right - tw))
        l.title = start..<(start + tw)
        return l
    }

    /// The entries that can be pressed now, in screen order (whether or not the bar's
    /// width leaves room to draw them all).
    var pressable: [Entry] {
        var all: [Entry] = backLabel == nil ? [] : [.back]
        all += (item?.leftBarButtonItems ?? []).map(Entry.item)
        all += (item?.rightBarButtonItems ?? []).reversed().map(Entry.item)
        return all.filter { if case .item(let i) = $0 { i.isEnabled } else { true } }
    }

    /// Whether the bar has an enabled bar button item, so that ⇧Tab is worth listing in
    /// help (the back button alone has Esc; ⇧Tab still reaches it).
    var listsKeyboardKey: Bool { pressable.contains { $0 != .back } }

    /// Gives the bar the keyboard, focused on its first pressable entry; false (and no
    /// change) when nothing on the bar can be pressed.
    @discardableResult
    func takeKeyboard() -> Bool {
        guard let first = pressable.first else { return false }
        hasKeyboard = true
        focusedEntry = first
        return true
    }

    /// Gives the keyboard back to the controller's view.
    func resignKeyboard() {
        hasKeyboard = false
        focusedEntry = nil
    }

    func press(_ e: Entry) {
        resignKeyboard()
        switch e {
        case .back: navigationController?.popViewController(animated: true)
        case .item(let i): i.sendAction()
        }
    }

    public override var isCapturingKeys: Bool { hasKeyboard }

    public override func handle(_ event: Event) -> Bool {
        let l = layout(width: bounds.width)
        if case .mouse(let m) = event {
            guard m.kind == .press, m.location.y == 0,
                let hit = l.entries.first(where: { $0.columns.contains(m.location.x) })
            else { return false }
            if case .item(let i) = hit.entry, !i.isEnabled { return true }
            press(hit.entry)
            return true
        }
        guard hasKeyboard else { return false }
        // The window's keys (help, quit) still work; others wait until the bar is left.
        guard case .key(let key) = event else { return true }
        return keyActions.perform(key) ?? true
    }

    /// The bar's keys while it has the keyboard (``KeyMaps/navigationBar``) as one action
    /// table, in help order: ←/→ choose an entry (wrapping), Enter or Space press it, Esc
    /// (↓, ⇧Tab) leaves the bar; the window's `?` and quit keys go on to the window.
    var keyActions: KeyActionTable {
        let map = KeyMaps.current.navigationBar
        let window = KeyMaps.current.window
        let choose = KeyAction.Help.group("←/→", help: "choose")
        func step(_ delta: Int) -> Bool {
            let entries = pressable
            let at = focusedEntry.flatMap { entries.firstIndex(of: $0) } ?? 0
            if !entries.isEmpty { focusedEntry = entries[(at + delta + entries.count) % entries.count] }
            return true
        }
        return KeyActionTable([
            KeyAction("previous", map.previous, help: choose) { _ in step(-1) },
            KeyAction("next", map.next, help: choose) { _ in step(1) },
            KeyAction("press", map.press) { _ in
                let entries = self.pressable
                let at = self.focusedEntry.flatMap { entries.firstIndex(of: $0) } ?? 0
                if at < entries.count { self.press(entries[at]) } else { self.resignKeyboard() }
                return true
            },
            KeyAction("leave", map.leave) { _ in
                self.resignKeyboard()
                return true
            },
            // Listed by the window, whose keys they are.
            KeyAction("help", window.help, listedWhen: { false }) { _ in false },
            KeyAction("quit", window.quit, listedWhen: { false }) { _ in false },
        ])
    }

    public override var keyBindings: [KeyBinding] { hasKeyboard ? keyActions.keyBindings : [] }

    public override func draw(in context: inout DrawContext) {
        let bar = Style(attributes: [.bold, .underline])
        context.fill(Rect(x: 0, y: 0, width: bounds.width, height: 1), style: bar)
        let l = layout(width: bounds.width)
        for (e, cols, text) in l.entries {
            var st: Style
            switch e {
            case .back: st = Style(foreground: .blue, attributes: [.underline])
            case .item(let i):
                st = Style(foreground: .blue, attributes: [.underline])
                if i.style == .done { st = st.adding(.bold) }
                if !i.isEnabled { st = Style(attributes: [.dim, .underline]) }
            }
            if hasKeyboard && focusedEntry == e { st = st.adding(.reverse) }
            context.draw(text, x: cols.lowerBound, y: 0, width: cols.count, style: st)
        }
        context.draw(title, x: l.title.lowerBound, y: 0, width: l.title.count, style: bar)
    }
}

/// The full help (`?`): a box over the screen listing every binding in effect, which scrolls
/// when it does not fit and always says how to close it (``HelpKeyMap``).
extension Window {
    /// What the full help box shows at the window's size: its frame, the body lines (every
    /// binding, then the mouse), how many body lines fit, and the line that says how to leave.
    struct FullHelpLayout {
        var box: Rect
        var body: [String]
        /// Body lines shown at once: all of them when the help fits.
        var room: Int
        var close: String
        var scrolls: Bool { body.count > room }
        var maximumOffset: Int { max(0, body.count - room) }
    }

    /// The lines that say how to leave the help, longest first; the first that fits is
    /// shown. They are the entries of the help's action table (``fullHelpKeyActions(for:scrolls:)``):
    /// "↑↓ scroll" while the help does not fit, then how to close it and how to quit.
    static func fullHelpCloseLines(scrolls: Bool) -> [String] {
        func entries(scrolling: Bool) -> [String] {
            Window.fullHelpKeyActions(for: nil, scrolls: scrolling).keyBindings.filter(\.isEnabled).map {
                "\($0.keyLabel) \($0.help)"
            }
        }
        let leave = entries(scrolling: false)
        let lines = [leave.joined(separator: "  "), leave.joined(separator: " ")] + leave.prefix(1)
        let all = entries(scrolling: scrolls)
        return all.count > leave.count ? [all.joined(separator: "  ")] + lines : lines
    }

    /// The full help's own keys (``KeyMaps/help``) as one action table, in help order: the
    /// scrolling keys (one "↑↓ scroll" entry, listed only while the help does not fit, as
    /// less and fzf list theirs), Esc, `q`, `?` or Enter to close it, and the window's quit
    /// keys the closing ones leave (⌃C).
    /// Without a `window` the table only lists the keys (its rows do nothing).
    static func fullHelpKeyActions(for window: Window?, scrolls: Bool) -> KeyActionTable {
        let map = KeyMaps.current.help
        let scroll = KeyAction.Help.group("↑↓", help: "scroll")
        func row(_ name: String, _ binding: KeyBinding, _ offset: @escaping @MainActor (Int, FullHelpLayout) -> Int)
            -> KeyAction
        {
            KeyAction(name, binding, help: scroll, listedWhen: { scrolls }) { _ in
                guard let window else { return false }
                let layout = window.fullHelpLayout(window.helpBindings)
                window.fullHelpOffset = min(max(0, offset(window.fullHelpOffset, layout)), layout.maximumOffset)
                return true
            }
        }
        func page(_ layout: FullHelpLayout) -> Int { max(1, layout.room - 1) }
        var close = map.close
        close.help = "close"
        return KeyActionTable([
            row("up", map.up) { offset, _ in offset - 1 },
            row("down", map.down) { offset, _ in offset + 1 },
            row("pageUp", map.pageUp) { offset, layout in offset - page(layout) },
            row("pageDown", map.pageDown) { offset, layout in offset + page(layout) },
            row("top", map.top) { _, _ in 0 },
            row("bottom", map.bottom) { _, layout in layout.maximumOffset },
            KeyAction("close", close) { _ in
                window?.showsFullHelp = false
                return window != nil
            },
            KeyAction("quit", quitLeftBy(close)) { _ in
                window?.quit()
                return window != nil
            },
        ])
    }

    /// The window's quit binding without the keys that `close` takes, labelled by the keys
    /// left (`^C quit`).
    static func quitLeftBy(_ close: KeyBinding) -> KeyBinding {
        var quit = KeyMaps.current.window.quit
        let keys = quit.keys.filter { !close.keys.contains($0) }
        if keys != quit.keys { (quit.keys, quit.label) = (keys, nil) }
        return quit
    }

    func fullHelpLayout(_ bindings: [KeyBinding]) -> FullHelpLayout {
        let natural =
            KeyBinding.fullHelp(bindings) + [""] + Window.mouseHelp(for: bindings, clicksToSelect: clicksToSelect)
        // Title, body, blank and close line inside a border (5 lines more than the body).
        let fits = natural.count + 5 <= size.height
        let w = min(
            size.width,
            max(
                Window.fullHelpCloseLines(scrolls: !fits)[0].displayWidth,
                natural.map(\.displayWidth).max() ?? 0) + 4)
        // Inside the border with a column of padding each side, or none on a tiny screen.
        func close(scrolls: Bool) -> String {
            let candidates = Window.fullHelpCloseLines(scrolls: scrolls)
            return candidates.first { $0.displayWidth <= w - 4 } ?? candidates.first { $0.displayWidth <= w - 2 }
                ?? candidates.last!
        }
        // A longer close line (when wrapping makes the help scroll) only widens the text.
        let textWidth = max(1, close(scrolls: !fits).displayWidth <= w - 4 ? w - 4 : w - 2)
        let body = Window.wrappedHelp(bindings, width: textWidth, clicksToSelect: clicksToSelect)
        let scrolls = body.count + 5 > size.height
        let h = min(size.height, body.count + 5)
        let room = scrolls ? max(0, h - 4) : body.count  // title and close line, no blank line
        let box = Rect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
        return FullHelpLayout(box: box, body: body, room: room, close: close(scrolls: scrolls))
    }

    /// The mouse's help, as two lines when they fit.
    static let mouseHelp = ["Mouse: the wheel scrolls, a click selects", "a row or presses a button."]

    /// The mouse's help for the bindings in effect: with columns (a sort key among them),
    /// also what Shift-wheel and a click on a column title do.
    /// With `clicksToSelect` 2 (the focused table's ``TableView/clicksToSelect``), the
    /// first line says that a double click selects a row.
    static func mouseHelp(for bindings: [KeyBinding], clicksToSelect: Int = 1) -> [String] {
        let sort = KeyMaps.current.table.sort
        let base =
            clicksToSelect == 2
            ? ["Mouse: the wheel scrolls, a double click", "selects a row, a click moves to it."] : mouseHelp
        guard bindings.contains(where: { $0.isEnabled && $0.keys == sort.keys }) else { return base }
        return base + ["Shift-wheel scrolls the columns, a click", "on a column title sorts by it."]
    }

    /// The focused table's ``TableView/clicksToSelect`` (1 when no table has the keys).
    var clicksToSelect: Int { (topViewController.focusedView as? TableView)?.clicksToSelect ?? 1 }

    /// The full help's body at `width` columns: a key line that does not fit
    /// is word-wrapped in its description column, or, when that column would be narrower
    /// than 10, the description goes under the keys, indented 2; key names stay whole.
    static func wrappedHelp(_ bindings: [KeyBinding], width: Int, clicksToSelect: Int = 1) -> [String] {
        let lines = KeyBinding.fullHelp(bindings)  // "label  help", labels padded to one column
        let enabled = bindings.filter(\.isEnabled)
        let labels = enabled.map { b in b.keys.count > 1 ? b.keys.map(\.description).joined(separator: "/") : b.keyLabel
        }
        let column = (labels.map(\.displayWidth).max() ?? 0) + 2
        var body: [String] = []
        for (line, (label, b)) in zip(lines, zip(labels, enabled)) {
            if line.displayWidth <= width {
                body.append(line)
                continue
            }
            if width - column >= 10 {
                let wrapped = TextWrapping.wrap(b.help, width: width - column)
                let pad = String(repeating: " ", count: column)
                body.append(label + String(repeating: " ", count: column - label.displayWidth) + wrapped[0])
                body += wrapped.dropFirst().map { pad + $0 }
            } else {
                body.append(label)
                body += TextWrapping.wrap(b.help, width: max(1, width - 2)).map { "  " + $0 }
            }
        }
        body.append("")
        let mouse = mouseHelp(for: bindings, clicksToSelect: clicksToSelect)
        if mouse.allSatisfy({ $0.displayWidth <= width }) {
            body += mouse
        } else {
            body += TextWrapping.wrap(mouse.joined(separator: " "), width: width)
        }
        return body
    }

    /// A key while the full help is shown, through its action table
    /// (``fullHelpKeyActions(for:scrolls:)``): Esc, `?` or Enter close it, `q` (and ⌃C,
    /// before this) quits, the scrolling keys scroll it when it does not fit; any other key
    /// closes it.
    func handleFullHelpKey(_ key: Key) {
        let scrolls = fullHelpLayout(helpBindings).scrolls
        if Window.fullHelpKeyActions(for: self, scrolls: scrolls).perform(key) == nil { showsFullHelp = false }
    }

    /// Draws the full help box: the title (with the lines shown when it scrolls), the body
    /// from ``fullHelpOffset``, and the close line, never cut: a short screen shows fewer
    /// body lines, scrolled with ↑↓.
    func drawFullHelp(_ bindings: [KeyBinding], in ctx: inout DrawContext) {
        let layout = fullHelpLayout(bindings)
        let box = layout.box
        Frame.draw(box, in: &ctx, style: .plain)
        let inner = box.height - 2
        guard inner > 0 else { return }
        let padded = layout.close.displayWidth <= box.width - 4
        let width = max(1, box.width - (padded ? 4 : 2))
        let x = box.minX + (padded ? 2 : 1)
        var lines: [(String, Style)] = []
        if layout.scrolls {
            let offset = min(fullHelpOffset, layout.maximumOffset)
            let shown = layout.body.dropFirst(offset).prefix(layout.room)
            let last = offset + shown.count
            lines.append(("Keys \(offset + 1)–\(last) of \(layout.body.count)", .bold))
            lines += shown.map { ($0, .plain) }
        } else {
            lines.append(("Keys", .bold))
            lines += layout.body.map { ($0, .plain) } + [("", .plain)]
        }
        // The close line is always the last line inside the box.
        let kept = Array(lines.prefix(max(0, inner - 1))) + [(layout.close, .plain)]
        for (i, line) in kept.enumerated() {
            ctx.draw(line.0, x: x, y: box.minY + 1 + i, width: width, style: line.1)
        }
    }
}

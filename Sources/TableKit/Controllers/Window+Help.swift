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

    /// The lines that say how to leave the help, longest first; the first that fits is shown.
    static func fullHelpCloseLines(scrolls: Bool) -> [String] {
        let close = KeyMaps.current.help.close.keyLabel + " close"
        let quit = KeyMaps.current.window.quit.keyLabel + " quit"
        let leave = [close + "  " + quit, close + " " + quit, close]
        return scrolls ? ["↑↓ scroll  " + leave[0]] + leave : leave
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

    /// A key while the full help is shown: Esc, `?` or Enter close it, `q` (and ⌃C, before
    /// this) quits, the scrolling keys scroll it when it does not fit; any other key closes it.
    func handleFullHelpKey(_ key: Key) {
        let map = KeyMaps.current.help
        if map.close.matches(key) {
            showsFullHelp = false
            return
        }
        if KeyMaps.current.window.quit.matches(key) {
            quit()
            return
        }
        let layout = fullHelpLayout(helpBindings)
        let page = max(1, layout.room - 1)
        var offset = fullHelpOffset
        if map.up.matches(key) {
            offset -= 1
        } else if map.down.matches(key) {
            offset += 1
        } else if map.pageUp.matches(key) {
            offset -= page
        } else if map.pageDown.matches(key) {
            offset += page
        } else if map.top.matches(key) {
            offset = 0
        } else if map.bottom.matches(key) {
            offset = layout.maximumOffset
        } else {
            showsFullHelp = false
            return
        }
        fullHelpOffset = min(max(0, offset), layout.maximumOffset)
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

import Foundation

/// The strip of an open delete confirmation or row actions over its row (what a swipe
/// reveals in UIKit): a real subview of the table with its own drawing, clicks and key map
/// (``RowActionsKeyMap``). The table frames it and gives it the layout at layout
/// (`layoutRowActions()`); it is hidden while nothing is open. Every line of the strip is
/// drawn, gaps included, so nothing of the row under it shows through.
@MainActor
final class RowActionsView: View {
    /// One button as laid out: the action's index, label, look and frame in the strip.
    struct Button {
        var index: Int
        var text: String
        var style: Style
        var frame: Rect
    }

    /// The table the strip belongs to; it holds the strip strongly as a subview.
    weak var table: TableView?
    /// What is open, on which row, and the chosen action; nil while nothing is open.
    var state: RowActionsState? {
        didSet { table?.rowActionsDidChange(from: oldValue, to: state) }
    }
    /// The buttons shown, in action order, in the strip's coordinates.
    var buttons: [Button] = []
    /// The row's own title, drawn after leading actions when there is room.
    var rowTitle: (text: String, x: Int)?

    static let destructiveStyle = Style(foreground: .white, background: .red, attributes: .bold)
    static let normalStyle = Style(foreground: .black, background: .cyan)

    /// The look of an action's button: its ``ContextualAction/backgroundColor`` (with a
    /// readable foreground) or its style's colours; destructive ones bold.
    static func style(of action: ContextualAction) -> Style {
        var style = action.style == .destructive ? destructiveStyle : normalStyle
        if let bg = action.backgroundColor {
            style.background = bg
            style.foreground = [.white, .cyan, .yellow, .green].contains(bg) ? .black : .white
        }
        return style
    }

    /// Blanks over the whole strip, then each button: ` Label `, the chosen one `[Label]`
    /// underlined, on the first line, its colour on every line.
    override func draw(in context: inout DrawContext) {
        guard !buttons.isEmpty else { return }
        context.fill(bounds)
        let chosen = state?.chosen
        for b in buttons {
            var style = b.style
            if b.index == chosen { style = style.adding(.underline) }
            context.fill(b.frame, style: style)
            context.draw(b.text, x: b.frame.minX, y: b.frame.minY, style: style)
        }
        if let title = rowTitle {
            context.draw(title.text, x: title.x, y: 0, width: bounds.width - title.x, style: .dim)
        }
    }

    /// A press on a button chooses and runs its action; a press elsewhere in the strip does
    /// nothing more than any click away from the buttons (the table closes the strip).
    override func handle(_ event: Event) -> Bool {
        guard case .mouse(let m) = event, m.kind == .press, let table else { return false }
        guard let b = buttons.first(where: { $0.frame.contains(m.location) }) else { return false }
        table.runRowAction(at: b.index)
        return true
    }

    /// The row actions' keys, for help while they are open. `?` is listed in the full
    /// help only: the window's own `?` shows in the line when the actions do not capture keys.
    override var keyBindings: [KeyBinding] { keyActions?.keyBindings ?? [] }

    /// The open actions' keys (``KeyMaps/rowActions``) as one action table, in help order;
    /// nil when nothing is open. ←/→ are listed only with more than one action; a delete
    /// confirmation's Enter says what it confirms.
    var keyActions: KeyActionTable? {
        guard let state, let table else { return nil }
        let map = KeyMaps.current.rowActions
        let last = max(0, (buttons.isEmpty ? state.actions.count : buttons.count) - 1)
        let leftward = state.kind == .leadingActions ? -1 : 1
        let choose = KeyAction.Help.group("←/→", help: "choose")
        var run = map.run
        if state.kind == .deleteConfirmation {
            run.help = "confirm " + (state.actions.first?.title ?? "").lowercased()
            if !run.isRemapped { run.label = "Enter/y" }
        }
        var help = map.help
        help.showsInShortHelp = false
        return KeyActionTable([
            KeyAction("left", map.left, help: choose, listedWhen: { state.actions.count > 1 }) { _ in
                self.moveChoice(by: leftward, last: last)
            },
            KeyAction("right", map.right, help: choose, listedWhen: { state.actions.count > 1 }) { _ in
                self.moveChoice(by: -leftward, last: last)
            },
            KeyAction("run", run) { _ in
                table.runChosenRowAction()
                return true
            },
            KeyAction("cancel", map.cancel) { _ in
                self.state = nil
                return true
            },
            KeyAction("help", help) { _ in false },  // the window's help, with the actions still open
        ])
    }

    /// Moves the chosen action `delta` buttons, within `0...last`, unless one is running.
    private func moveChoice(by delta: Int, last: Int) -> Bool {
        guard var state else { return true }
        if !state.isRunning { state.chosen = min(last, max(0, state.chosen + delta)) }
        self.state = state
        return true
    }

    /// Keys while actions are open (``RowActionsKeyMap``): true when taken, false when the
    /// key goes on with the actions still open (`?`), nil when the key is not theirs.
    func handleKey(_ key: Key) -> Bool? {
        keyActions?.perform(key)
    }
}

extension TableView {
    /// Frames the row actions strip over its row from ``rowActionsLayout()``, or hides it:
    /// nothing open, the row off screen, or the row under a pinned header. A chosen action
    /// that no longer fits becomes the last one shown.
    func layoutRowActions() {
        guard let state = rowActionsView.state, let (layout, row) = rowActionsLayout(), !layout.buttons.isEmpty else {
            rowActionsView.isHidden = true
            rowActionsView.buttons = []
            rowActionsView.rowTitle = nil
            return
        }
        if state.chosen >= layout.buttons.count { rowActionsView.state?.chosen = layout.buttons.count - 1 }
        let strip = Rect(x: row.minX + layout.stripX, y: row.minY, width: layout.stripWidth, height: row.height)
        var coveredTop = columnHeaderHeight > 0 ? columnHeaderY + columnHeaderHeight : 0
        if let pinned = pinnedHeader {
            coveredTop = max(coveredTop, pinned.y + data.geometry.sections[pinned.section].header)
        }
        rowActionsView.isHidden = strip.minY < coveredTop
        rowActionsView.frame = strip
        let chosen = rowActionsView.state?.chosen ?? 0
        rowActionsView.buttons = layout.buttons.map { b in
            RowActionsView.Button(
                index: b.index, text: RowActionsLayout.text(of: b, chosen: b.index == chosen),
                style: RowActionsView.style(of: state.actions[b.index]),
                frame: Rect(x: b.x - layout.stripX, y: 0, width: b.width, height: row.height))
        }
        rowActionsView.rowTitle = nil
        if state.kind == .leadingActions, let last = layout.buttons.last,
            let text = cells.visible[state.indexPath]?.textLabel?.text, !text.isEmpty
        {
            let x = last.x + last.width + 1 - layout.stripX
            if layout.stripWidth - x >= RowActionsLayout.minimumContentWidth - 1 { rowActionsView.rowTitle = (text, x) }
        }
    }

    /// Chooses the row action at `index` and runs it, as a click on its button does.
    func runRowAction(at index: Int) {
        guard var state = rowActionsView.state, state.actions.indices.contains(index) else { return }
        state.chosen = index
        rowActionsView.state = state
        runChosenRowAction()
        setNeedsLayout()
    }
}

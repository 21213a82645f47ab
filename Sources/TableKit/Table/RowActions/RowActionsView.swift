import Foundation

/// The strip of an open delete confirmation or trailing actions over its row's trailing
/// edge (what a swipe reveals in UIKit): a real subview of the table with its own drawing,
/// clicks and key map (``RowActionsKeyMap``). The table frames it and gives it the buttons
/// at layout (`layoutRowActions()`); it is hidden while nothing is open.
@MainActor
final class RowActionsView: View {
    /// One button as laid out: the action's index, title, look and frame in the strip.
    struct Button {
        var index: Int
        var title: String
        var isDestructive: Bool
        var frame: Rect
    }

    /// The table the strip belongs to; it holds the strip strongly as a subview.
    weak var table: TableView?
    /// What is open, on which row, and the chosen action; nil while nothing is open.
    var state: RowActionsState?
    /// The buttons, right to left, in the strip's coordinates.
    var buttons: [Button] = []
    /// The index of the chosen action, drawn `[Title]`.
    var chosen = 0

    static let destructiveStyle = Style(foreground: .white, background: .red, attributes: .bold)
    static let normalStyle = Style(foreground: .black, background: .cyan)

    /// A blank column before the leftmost button, then each button: ` Title `, the chosen
    /// one `[Title]` underlined; destructive ones white on red.
    override func draw(in context: inout DrawContext) {
        guard let leftmost = buttons.last?.frame else { return }
        context.fill(Rect(x: leftmost.minX - 1, y: 0, width: 1, height: bounds.height))
        for b in buttons {
            var style = b.isDestructive ? Self.destructiveStyle : Self.normalStyle
            let text: String
            if b.index == chosen {
                text = "[" + b.title + "]"
                style = style.adding(.underline)
            } else {
                text = " " + b.title + " "
            }
            context.fill(b.frame, style: style)
            context.draw(text, x: b.frame.minX, y: b.frame.minY, style: style)
        }
    }

    /// A press on a button chooses and runs its action; a press on the blank column does
    /// nothing more than any click away from the buttons (the table closes the strip).
    override func handle(_ event: Event) -> Bool {
        guard case .mouse(let m) = event, m.kind == .press, let table else { return false }
        guard let b = buttons.first(where: { $0.frame.contains(m.location) }) else { return false }
        table.runRowAction(at: b.index)
        return true
    }

    /// The row actions' keys, for help while they are open. `?` is listed in the full
    /// help only: the window's own `?` shows in the line when the actions do not capture keys.
    override var keyBindings: [KeyBinding] {
        guard let state else { return [] }
        let map = KeyMaps.current.rowActions
        var b: [KeyBinding] = []
        if state.actions.count > 1 { b.append(KeyBinding.group([map.left, map.right], "←/→", help: "choose")) }
        var run = map.run
        if state.kind == .deleteConfirmation {
            run.help = "confirm " + (state.actions.first?.title ?? "").lowercased()
            if !run.isRemapped { run.label = "Enter/y" }
        }
        b.append(run)
        b.append(map.cancel)
        var help = map.help
        help.showsInShortHelp = false
        return b + [help]
    }

    /// Keys while row actions are open (``RowActionsKeyMap``); nil for a key they do not
    /// bind, which closes them and goes on.
    func handleKey(_ key: Key) -> Bool? {
        guard var state, let table else { return nil }
        let map = KeyMaps.current.rowActions
        if map.left.matches(key) {
            if !state.isRunning { state.chosen = min(state.actions.count - 1, state.chosen + 1) }
            self.state = state
        } else if map.right.matches(key) {
            if !state.isRunning { state.chosen = max(0, state.chosen - 1) }
            self.state = state
        } else if map.run.matches(key) {
            table.runChosenRowAction()
        } else if map.cancel.matches(key) {
            self.state = nil
        } else if map.help.matches(key) {
            return false  // the window's help, with the actions still open
        } else {
            return nil
        }
        return true
    }
}

extension TableView {
    /// Frames the row actions strip over its row's trailing edge from
    /// ``rowActionFrames()``, or hides it: nothing open, the row off screen, or the row
    /// under a pinned header.
    func layoutRowActions() {
        let frames = rowActionFrames()
        guard let state = rowActions, let leftmost = frames.last?.1, let right = frames.first?.1 else {
            rowActionsView.isHidden = true
            rowActionsView.buttons = []
            return
        }
        let strip = Rect(x: leftmost.minX - 1, y: leftmost.minY, width: right.maxX - leftmost.minX + 1, height: leftmost.height)
        var coveredTop = columnHeaderHeight > 0 ? columnHeaderY + columnHeaderHeight : 0
        if let pinned = pinnedHeader { coveredTop = max(coveredTop, pinned.y + geometry.sections[pinned.section].header) }
        rowActionsView.isHidden = strip.minY < coveredTop
        rowActionsView.frame = strip
        rowActionsView.chosen = state.chosen
        rowActionsView.buttons = frames.map { i, f in
            RowActionsView.Button(index: i, title: state.actions[i].title ?? "", isDestructive: state.actions[i].style == .destructive,
                                  frame: Rect(x: f.minX - strip.minX, y: 0, width: f.width, height: f.height))
        }
    }

    /// Chooses the row action at `index` and runs it, as a click on its button does.
    func runRowAction(at index: Int) {
        guard var state = rowActions, state.actions.indices.contains(index) else { return }
        state.chosen = index
        rowActions = state
        runChosenRowAction()
        setNeedsLayout()
    }
}

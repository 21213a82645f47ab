/// The two styles of an ``Alert`` (UIKit's `UIAlertController.Style`).
public enum AlertStyle: Sendable, Hashable {
    /// A box centred over the screen, its buttons side by side.
    case alert
    /// A list of actions rising from the bottom of the screen, the cancel action in a box
    /// of its own below the others (``ActionSheetView``).
    case actionSheet
}

extension Alert {
    /// An alert of the given style with no actions yet (UIKit's
    /// `init(title:message:preferredStyle:)`); add them with ``addAction(_:)`` and present
    /// it with ``ViewController/present(_:)``.
    public convenience init(title: String?, message: String?, preferredStyle: AlertStyle) {
        self.init(title: title, message: message)
        self.preferredStyle = preferredStyle
    }
}

/// How an action-sheet ``Alert`` is drawn and answered: the title and message, then one
/// action a line, centred in a box at the bottom of the screen; the `.cancel` action in a
/// separate box under it. ↑/↓ choose, Enter presses, Esc presses the cancel action (or
/// just dismisses a sheet without one), a click presses the action under it
/// (``KeyMaps/actionSheet``). Choosing dismisses the sheet first, then calls the handler,
/// as for an alert.
@MainActor
public final class ActionSheetView: View {
    /// The alert shown.
    public let alert: Alert
    /// The index in the alert's actions of the one with the keyboard focus; nil when none
    /// is enabled.
    public private(set) var focusedIndex: Int?

    init(alert: Alert) {
        self.alert = alert
        super.init(frame: .zero)
        focusedIndex =
            alert.preferredAction.flatMap { p in alert.actions.firstIndex { $0 === p } }
            ?? order.first { alert.actions[$0].isEnabled }
    }

    /// The actions' indices in display order: the others as added, the cancel action last.
    var order: [Int] {
        let a = alert.actions
        return a.indices.filter { a[$0].style != .cancel } + a.indices.filter { a[$0].style == .cancel }
    }

    var cancelIndex: Int? { alert.actions.firstIndex { $0.style == .cancel } }

    /// Where things go in a sheet `width` columns wide.
    struct Layout {
        var textLines: [(String, Style)] = []
        /// The line of each action (by index in the alert's actions), in the view's coordinates.
        var actionLines: [Int: Int] = [:]
        /// The line of the rule between the text and the actions; nil without text.
        var rule: Int?
        /// The first line of the cancel box; nil without a cancel action.
        var cancelBox: Int?
        var height = 0
    }

    func layout(width: Int) -> Layout {
        var l = Layout()
        let inner = max(1, width - 4)
        for line in alert.title.map({ TextWrapping.wrap(Sanitizer.sanitize($0), width: inner) }) ?? [] {
            l.textLines.append((line, .bold))
        }
        for line in alert.message.map({ TextWrapping.wrap(Sanitizer.sanitize($0), width: inner) }) ?? [] {
            l.textLines.append((line, .dim))
        }
        var y = 1 + l.textLines.count
        if !l.textLines.isEmpty {
            l.rule = y
            y += 1
        }
        for i in order where i != cancelIndex {
            l.actionLines[i] = y
            y += 1
        }
        y += 1  // the bottom border
        if let c = cancelIndex {
            l.cancelBox = y
            l.actionLines[c] = y + 1
            y += 3
        }
        l.height = y
        return l
    }

    /// As wide as the longest title, message line or action (4 columns of border and
    /// margin), 24 to ``Alert/maximumWidth`` columns, at most `size`; as tall as its lines.
    public override func sizeThatFits(_ size: Size) -> Size {
        let texts =
            [alert.title ?? ""] + (alert.message ?? "").split(separator: "\n").map(String.init)
            + alert.actions.map(\.title)
        let w = min(size.width, Alert.maximumWidth, max(24, (texts.map(\.displayWidth).max() ?? 0) + 4))
        return Size(width: w, height: min(size.height, layout(width: w).height))
    }

    func choose(_ i: Int) {
        guard alert.actions[i].isEnabled else { return }
        alert.choose(alert.actions[i])
    }

    func moveFocus(_ delta: Int) {
        let o = order.filter { alert.actions[$0].isEnabled }
        guard !o.isEmpty else { return }
        let at = focusedIndex.flatMap { o.firstIndex(of: $0) } ?? (delta > 0 ? -1 : o.count)
        focusedIndex = o[(at + delta + o.count) % o.count]
    }

    public override func handle(_ event: Event) -> Bool {
        if case .mouse(let m) = event, m.kind == .press {
            if let (i, _) = layout(width: bounds.width).actionLines.first(where: { $0.value == m.location.y }) {
                choose(i)
            }
            return true
        }
        if case .key(let key) = event { _ = keyActions.perform(key) }
        return true  // modal: every other key is swallowed
    }

    /// The sheet's keys (``KeyMaps/actionSheet``) as one action table, in help order: ↑/↓
    /// choose an action (listed with two or more), Enter or Space press it, Esc presses the
    /// cancel action or, without one, closes the sheet.
    var keyActions: KeyActionTable {
        let map = KeyMaps.current.actionSheet
        let choose = KeyAction.Help.group("↑/↓", help: "choose")
        let several: @MainActor () -> Bool = { self.alert.actions.count > 1 }
        var press = map.press
        press.help = "press"
        var cancel = map.cancel
        cancel.help = cancelIndex.map { alert.actions[$0].title } ?? "close"
        return KeyActionTable([
            KeyAction("previous", map.previous, help: choose, listedWhen: several) { _ in
                self.moveFocus(-1)
                return true
            },
            KeyAction("next", map.next, help: choose, listedWhen: several) { _ in
                self.moveFocus(1)
                return true
            },
            KeyAction("press", press) { _ in
                if let i = self.focusedIndex { self.choose(i) }
                return true
            },
            KeyAction("cancel", cancel) { _ in
                if let c = self.cancelIndex { self.choose(c) } else { self.alert.dismiss() }
                return true
            },
        ])
    }

    public override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    public override func draw(in context: inout DrawContext) {
        let l = layout(width: bounds.width)
        let inner = bounds.width - 4
        let mainHeight = (l.cancelBox ?? l.height)
        Frame.draw(
            Rect(x: 0, y: 0, width: bounds.width, height: min(mainHeight, bounds.height)), in: &context, style: .plain)
        for (i, (line, style)) in l.textLines.enumerated() {
            context.draw(line, x: 2, y: 1 + i, width: inner, style: style, alignment: .center)
        }
        if let r = l.rule {
            context.draw("├" + String(repeating: "─", count: max(0, bounds.width - 2)) + "┤", x: 0, y: r)
        }
        if let c = l.cancelBox {
            Frame.draw(Rect(x: 0, y: c, width: bounds.width, height: 3), in: &context, style: .plain)
        }
        for (i, y) in l.actionLines {
            let a = alert.actions[i]
            var st: Style = a.style == .destructive ? Style(foreground: .red) : .plain
            if a.style == .cancel || a === alert.preferredAction { st = st.adding(.bold) }
            if !a.isEnabled { st = st.adding(.dim) }
            let text = Sanitizer.sanitize(a.title)
            let w = min(inner, text.displayWidth)
            let x = 2 + (inner - w) / 2
            if i == focusedIndex {
                context.fill(Rect(x: 1, y: y, width: bounds.width - 2, height: 1), style: Style(attributes: .reverse))
            }
            context.draw(text, x: x, y: y, width: w, style: i == focusedIndex ? st.adding(.reverse) : st)
        }
    }
}

/// One button of an ``Alert`` (UIKit's `UIAlertAction`): a title, a style and a handler
/// called on the main actor after the alert is dismissed.
@MainActor
public final class AlertAction {
    /// How an action's button looks and which key chooses it (UIKit's `UIAlertAction.Style`).
    public enum Style: Sendable, Hashable {
        /// An ordinary button.
        case `default`
        /// The button Esc chooses; an alert has at most one (adding a second traps).
        case cancel
        /// A button that destroys data, drawn in red.
        case destructive
    }

    /// The button's text.
    public let title: String
    /// How the button looks and whether Esc chooses it.
    public let style: Style
    /// Whether the button can be chosen; a disabled button is dim and skipped by ←/→.
    public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    /// An action. `handler` runs once the alert is off the screen, so it may present
    /// another alert or push a controller.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A modal box with a title, a message and one or more buttons, drawn centred over the
/// screen (UIKit's `UIAlertController` with the `.alert` style).
///
/// Present it with ``ViewController/present(_:)``. While it is shown it takes every key but `q`:
/// ←/→ (or Tab/⇧Tab) move between buttons, Enter chooses the focused one, Esc chooses the
/// ``AlertAction/Style/cancel`` action, or the only button of a one-button alert (nothing otherwise). A click on a button
/// chooses it. Choosing dismisses the alert first, then calls the action's handler.
/// `q` (the window's quit keys) quits from an alert unless one of its text fields has the
/// keyboard or one of its actions is destructive; there it does nothing, so a question
/// about losing something is answered with its buttons. ⌃C always quits.
///
/// The ``preferredAction`` is bold and has the focus when the alert appears (UIKit's
/// `preferredAction`); without one the focus starts on the first enabled button.
///
/// Text fields added with ``addTextField(configurationHandler:)`` sit between the message
/// and the buttons; the first has the keyboard when the alert appears. In a field the
/// editing keys of ``KeyMaps/textField`` edit, Tab/↓ and ⇧Tab/↑ go from field to field and
/// on to the buttons (and back), Enter presses the preferred action (else the first
/// enabled one that is not cancel), Esc cancels. The handlers read ``textFields``.
@MainActor
public final class Alert: View {
    /// The bold first line of the box; nil for none.
    public var title: String?
    /// The text under the title, wrapped to the box; nil for none.
    public var message: String?
    /// The buttons, left to right, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn bold and focused first; must be one of ``actions``.
    public var preferredAction: AlertAction? {
        didSet {
            if let p = preferredAction {
                precondition(
                    actions.contains { $0 === p }, "Alert.preferredAction must be added with addAction(_:) first")
                focusedIndex = actions.firstIndex { $0 === p }
            }
        }
    }
    /// The index in ``actions`` of the button with the keyboard focus; nil when no button
    /// is enabled. While a text field has the keyboard (``focusedTextFieldIndex``) it is the
    /// button the focus returns to.
    public internal(set) var focusedIndex: Int?
    /// The alert's text fields, top to bottom (UIKit's `textFields`); nil when it has none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    var fields: [TextField] = []
    /// The index in ``textFields`` of the field with the keyboard; nil while a button has it.
    public internal(set) var focusedTextFieldIndex: Int?
    /// The window the alert is shown in; set by ``ViewController/present(_:)``.
    weak var presentingWindow: Window?
    /// The widest the box grows, in columns; the message wraps inside it.
    public static let maximumWidth = 60
    /// An alert box or an action sheet (UIKit's `preferredStyle`); set by
    /// `init(title:message:preferredStyle:)` (ActionSheetView.swift draws the sheet).
    public internal(set) var preferredStyle: AlertStyle = .alert

    /// An alert with no buttons yet (UIKit's `init(title:message:preferredStyle:)` with `.alert`);
    /// add them with ``addAction(_:)``.
    public init(title: String?, message: String?) {
        self.title = title
        self.message = message
        super.init(frame: .zero)
    }

    /// Adds a button (UIKit's `addAction(_:)`). Traps when a second cancel action is added.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel {
            precondition(!actions.contains { $0.style == .cancel }, "an Alert can have only one cancel action")
        }
        actions.append(action)
        if focusedIndex == nil, action.isEnabled { focusedIndex = actions.count - 1 }
    }

    /// Whether the alert is on screen.
    public var isPresented: Bool {
        presentingWindow?.modalViews.contains { $0 === self || ($0 as? ActionSheetView)?.alert === self } ?? false
    }

    // MARK: Choosing

    /// Chooses an action as the user does: dismisses the alert, then calls its handler.
    /// Disabled actions and actions not in ``actions`` are ignored.
    public func choose(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss()
        action.handler?(action)
    }

    /// Removes the alert from the screen without choosing anything.
    public func dismiss() {
        presentingWindow?.dismissModal(self)
        presentingWindow = nil
    }

    func moveFocus(_ delta: Int) {
        guard !actions.isEmpty else { return }
        var i = focusedIndex ?? (delta > 0 ? -1 : actions.count)
        for _ in 0..<actions.count {
            i = (i + delta + actions.count) % actions.count
            if actions[i].isEnabled {
                focusedIndex = i
                return
            }
        }
    }

    public override func handle(_ event: Event) -> Bool {
        if handleTextFieldEvent(event) { return true }
        if case .mouse(let m) = event, m.kind == .press {
            let layout = self.layout(forWidth: bounds.width)
            guard m.location.y == shownButtonLine(layout) else { return true }
            for (i, range) in layout.buttonColumns.enumerated() where range.contains(m.location.x) {
                choose(actions[i])
            }
            return true
        }
        if case .key(let key) = event, let handled = keyActions.perform(key) { return handled }
        return true  // modal: every other key is swallowed
    }

    /// Whether the window's quit keys (`q`) pass through the alert to quit: when no text
    /// field of the alert has the keyboard and no action is destructive (such an alert
    /// asks about losing something, e.g. "Quit and lose them": `q` must not slip past it).
    /// Keys the alert's own map binds stay the alert's.
    var passesQuitKeys: Bool {
        focusedTextFieldIndex == nil && !actions.contains { $0.style == .destructive }
    }

    /// The alert's keys now, from its action table (`keyActions`, Alert+Keys.swift).
    public override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    /// True while a text field has the keyboard (``focusedTextFieldIndex``): every key
    /// typed is the field's, `?` included.
    public override var isCapturingKeys: Bool { focusedTextFieldIndex != nil }

    /// The button Esc presses: the cancel action, else the only button of a one-button alert
    /// (an acknowledgement: Esc closes it as Enter does); nil when Esc does nothing.
    var escapeAction: AlertAction? {
        if let cancel = actions.first(where: { $0.style == .cancel }) { return cancel }
        return actions.count == 1 && actions[0].isEnabled ? actions[0] : nil
    }

    // MARK: Layout and drawing

    /// Where things go inside the box, for a box `width` columns wide.
    struct Layout {
        var titleLines: [String]
        var messageLines: [String]
        var buttonLine: Int
        /// The line of each text field, in the alert's coordinates.
        var fieldLines: [Int]
        /// Columns of each button, in the alert's coordinates.
        var buttonColumns: [Range<Int>]
        var height: Int
    }

    func buttonText(_ a: AlertAction) -> String { "[ " + a.title + " ]" }

    func layout(forWidth width: Int) -> Layout {
        let inner = max(1, width - 4)
        let titleLines = title.map { TextWrapping.wrap(Sanitizer.sanitize($0), width: inner) } ?? []
        let messageLines = message.map { TextWrapping.wrap(Sanitizer.sanitize($0), width: inner) } ?? []
        var y = 1 + titleLines.count
        if !titleLines.isEmpty && !messageLines.isEmpty { y += 1 }
        y += messageLines.count
        if !titleLines.isEmpty || !messageLines.isEmpty { y += 1 }
        let fieldLines = fields.indices.map { y + $0 }
        if !fields.isEmpty { y += fields.count + 1 }
        let widths = actions.map { buttonText($0).displayWidth }
        let total = widths.reduce(0, +) + 2 * max(0, widths.count - 1)
        var x = max(2, (width - total) / 2)
        var columns: [Range<Int>] = []
        for w in widths {
            columns.append(x..<(x + w))
            x += w + 2
        }
        return Layout(
            titleLines: titleLines, messageLines: messageLines, buttonLine: y, fieldLines: fieldLines,
            buttonColumns: columns, height: y + 2)
    }

    /// The box's size: wide enough for the title, the buttons and the message (wrapped at
    /// ``maximumWidth``), at most `size`; tall enough for all of it plus the frame.
    public override func sizeThatFits(_ size: Size) -> Size {
        let buttons = actions.map { buttonText($0).displayWidth }.reduce(0, +) + 2 * max(0, actions.count - 1)
        let text = max(
            title?.displayWidth ?? 0,
            message.map { msg in
                msg.split(separator: "\n").map { String($0).displayWidth }.max() ?? 0
            } ?? 0)
        let width = min(size.width, Alert.maximumWidth, max(buttons, text, fields.isEmpty ? 16 : 30) + 4)
        return Size(width: width, height: min(size.height, layout(forWidth: width).height))
    }

    /// The line the buttons are drawn on: where the layout puts them, or the last inner
    /// line on a screen too short for the whole alert, so the alert can always be answered
    /// (by key or click).
    func shownButtonLine(_ layout: Layout) -> Int { min(layout.buttonLine, bounds.height - 2) }

    public override func draw(in context: inout DrawContext) {
        Frame.draw(bounds, in: &context, style: .plain)
        let l = layout(forWidth: bounds.width)
        let inner = bounds.width - 4
        let buttonLine = shownButtonLine(l)
        var y = 1
        for line in l.titleLines where y < buttonLine {
            context.draw(line, x: 2, y: y, width: inner, style: .bold, alignment: .center)
            y += 1
        }
        // On a box too short for everything, the blank line under the title goes first and
        // the last message line that fits ends in `…`, so the message is never dropped.
        let room = buttonLine - y
        let separated = !l.titleLines.isEmpty && !l.messageLines.isEmpty && l.messageLines.count < room
        if separated { y += 1 }
        for (i, line) in l.messageLines.enumerated() where y < buttonLine {
            let cut = y == buttonLine - 1 && i < l.messageLines.count - 1
            let text = cut ? Truncation.truncate(line, toWidth: inner, continues: true) : line
            context.draw(text, x: 2, y: y, width: inner, alignment: .center)
            y += 1
        }
        for (i, a) in actions.enumerated() {
            var st: Style = a.style == .destructive ? Style(foreground: .red) : .plain
            if a === preferredAction { st = st.adding(.bold) }
            if !a.isEnabled { st = st.adding(.dim) }
            if i == focusedIndex && focusedTextFieldIndex == nil { st = st.adding(.reverse) }
            let r = l.buttonColumns[i]
            context.draw(buttonText(a), x: r.lowerBound, y: buttonLine, width: r.count, style: st)
        }
    }

    /// Frames the text fields on their lines, inside the box's border.
    public override func layoutSubviews() { layoutTextFields() }
}

import Foundation

/// A one-line editable text field (UIKit's `UITextField`): 1 line high, as wide as its
/// frame; the text scrolls sideways so the cursor stays in view.
///
/// While it has the keyboard (``isEditing``, UIKit's first responder) it takes the keys of
/// ``KeyMaps/textField``: ←/→, Home/End or ⌃A/⌃E move, ⌫/Del delete, ⌃K/⌃U delete to the
/// end/start, ⌃W the word before, printable keys and a paste insert at the cursor, Enter
/// asks the delegate's `textFieldShouldReturn`, Tab/⇧Tab (or ↓/↑) move to the next or
/// previous field in the same view tree. Every edit is in whole grapheme clusters and is
/// first offered to the ``delegate`` (`shouldChangeCharactersIn`), which may veto it.
/// A click gives it the keyboard and puts the cursor under the click.
///
/// Esc stops editing (the next Esc is the screen's: back, for a pushed form). A field that
/// is not editing takes only Enter (to begin editing), Tab/⇧Tab/↓/↑, a paste and a click,
/// so `q` quits and letters are the screen's wherever text is not being typed (call
/// ``becomeFirstResponder()`` in `viewDidAppear` to start a form editing).
@MainActor
open class TextField: View {
    /// How the field is outlined (UIKit's `UITextField.BorderStyle`); in a terminal every
    /// style but ``none`` underlines the field's columns.
    public enum BorderStyle: Sendable, Hashable { case none, line, bezel, roundedRect }

    /// Asked before edits and told of editing and Enter; held weakly, as in UIKit.
    public weak var delegate: TextFieldDelegate?
    /// The text and cursor.
    public private(set) var editing = TextEditingState()
    /// The text (UIKit's `text`). Setting it puts the cursor at the end and calls neither
    /// the delegate nor ``editingChanged``, as in UIKit. Line breaks become spaces.
    public var text: String {
        get { editing.text }
        set {
            editing.setText(newValue.replacingNewlines())
            updateScroll()
        }
    }
    /// The dim text shown while ``text`` is empty and the field is not editing (UIKit's
    /// `placeholder`); nil for none.
    public var placeholder: String?
    /// Shows each grapheme cluster as `•`, one column each (UIKit's `isSecureTextEntry`).
    public var isSecureTextEntry = false { didSet { updateScroll() } }
    /// The outline; ``BorderStyle/none`` by default, as in UIKit.
    public var borderStyle: BorderStyle = .none
    /// When an overlay shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Sendable, Hashable { case never, whileEditing, unlessEditing, always }
    /// When the clear button `×` shows at the right edge (UIKit's `clearButtonMode`);
    /// ``ViewMode/never`` by default. It shows only over text that is not empty, in a
    /// field at least 4 columns wide; a click on it calls ``clear()``.
    public var clearButtonMode: ViewMode = .never { didSet { updateScroll() } }
    /// Empties the field each time it begins editing (UIKit's `clearsOnBeginEditing`);
    /// false by default. The delegate is not asked, as in UIKit.
    public var clearsOnBeginEditing = false
    /// A disabled field is dim, takes no keys and is skipped by Tab (UIKit's `isEnabled`).
    public var isEnabled = true
    /// Called after each edit the user makes (UIKit's `.editingChanged` control event),
    /// not when ``text`` is set in code.
    public var editingChanged: (@MainActor (TextField) -> Void)?
    /// True while the field has the keyboard (UIKit's `isEditing`).
    public private(set) var isEditing = false
    /// The first column of the text shown (columns scrolled off the left edge), kept so
    /// the cursor's cell is inside the field; changed by edits and layout only; 0 while
    /// the field is not editing, so it shows the start of its text (as UIKit's does).
    public private(set) var scrollOffset = 0

    /// Hooks for a view that embeds the field (a search bar): asked before the delegate,
    /// told after every edit.
    var shouldChangeHook: ((NSRange, String) -> Bool)?
    var didEditHook: (() -> Void)?

    /// A field of `frame` (1 line high is what it draws), with `text`.
    public init(frame: Rect = .zero, text: String = "") {
        super.init(frame: frame)
        self.text = text
    }

    /// The cursor as a grapheme offset into ``text`` (`0...text.count`).
    public var cursor: Int { editing.cursor }
    /// The cursor's column inside the field's bounds (after scrolling).
    public var cursorColumn: Int { editing.cursorColumn(secure: isSecureTextEntry) - scrollOffset }

    /// Moves the cursor to grapheme offset `offset` (clamped to `0...text.count`).
    public func setCursor(_ offset: Int) {
        if let c = editing.change(for: .moveTo(offset)) { editing.apply(c) }
        updateScroll()
    }

    // MARK: First responder

    /// Gives the field the keyboard (UIKit's `becomeFirstResponder()`), unless the
    /// delegate's `textFieldShouldBeginEditing` says no or the field is disabled. Another
    /// field editing in the same view tree resigns first.
    /// - Returns: whether the field is now editing.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        for other in TextField.fields(inTreeOf: self) where other !== self && other.isEditing {
            guard other.resignFirstResponder() else { return false }
        }
        isEditing = true
        if clearsOnBeginEditing && !editing.text.isEmpty {
            editing.setText("")
            updateScroll()
        }
        updateScroll()
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Takes the keyboard away (UIKit's `resignFirstResponder()`), unless the delegate's
    /// `textFieldShouldEndEditing` says no.
    /// - Returns: whether the field stopped editing (true when it was not editing).
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        updateScroll()
        delegate?.textFieldDidEndEditing(self)
        return true
    }

    /// Whether the field has the keyboard (UIKit's `isFirstResponder`).
    public var isFirstResponder: Bool { isEditing }

    /// Empties the field as its clear button does, if the delegate's
    /// `textFieldShouldClear` agrees; then ``editingChanged`` is called.
    public func clear() {
        guard !editing.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        editing.setText("")
        updateScroll()
        editingChanged?(self)
        didEditHook?()
    }

    /// A field takes keys when enabled and visible, unless another field of its view tree
    /// is editing (so a controller's default ``ViewController/focusedView`` finds the
    /// field that has the keyboard).
    /// - Complexity: O(views in the tree).
    open override var canBecomeFirstResponder: Bool {
        guard isEnabled, !isHidden else { return false }
        return isEditing || !TextField.fields(inTreeOf: self).contains { $0 !== self && $0.isEditing }
    }

    /// While editing, printable keys are text: the help line lists only the field's keys.
    open override var isCapturingKeys: Bool { isEditing }

    /// While editing, every binding of ``KeyMaps/textField``; otherwise Enter (to edit)
    /// and the field-to-field moves.
    open override var keyBindings: [KeyBinding] { keyActions.keyBindings }

    /// Every enabled, visible text field in the tree `view` belongs to, depth first.
    static func fields(inTreeOf view: View) -> [TextField] {
        var root = view
        while let up = root.superview { root = up }
        var out: [TextField] = []
        func visit(_ v: View) {
            guard !v.isHidden else { return }
            if let f = v as? TextField, f.isEnabled { out.append(f) }
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return out
    }

    // MARK: Editing

    /// Runs one editing command as a key does: asks the hooks and the delegate when it
    /// changes the text, applies it, then calls ``editingChanged``.
    /// - Returns: false when the command changes nothing or was vetoed.
    @discardableResult
    public func perform(_ command: TextEditingState.Command) -> Bool {
        var command = command
        if case .insert(let s) = command {
            let clean = Sanitizer.sanitize(s.replacingNewlines())
            command = .insert(clean)
        }
        guard let change = editing.change(for: command) else { return false }
        if change.changesText {
            let range = editing.utf16Range(of: change.range)
            if let hook = shouldChangeHook, !hook(range, change.replacement) { return false }
            if let d = delegate,
                !d.textField(self, shouldChangeCharactersIn: range, replacementString: change.replacement)
            {
                return false
            }
        }
        editing.apply(change)
        updateScroll()
        if change.changesText {
            editingChanged?(self)
            didEditHook?()
        }
        return true
    }

    /// Keys of ``KeyMaps/textField``, a paste, and a click (which begins editing and
    /// moves the cursor). A field that is not editing takes only Enter (begin editing),
    /// Tab/⇧Tab/↓/↑ (to another field), a paste and a click.
    open override func handle(_ event: Event) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .paste(let s):
            guard becomeFirstResponder() else { return false }
            perform(.insert(s))
            return true
        case .mouse(let m):
            if m.kind == .press && showsClearButton && m.location.x >= textWidth {
                clear()
                return true
            }
            guard m.kind == .press, becomeFirstResponder() else { return false }
            setCursor(graphemeOffset(atColumn: m.location.x + scrollOffset))
            return true
        case .key(let key):
            return handleKey(key)
        default:
            return false
        }
    }

    /// An editing key of ``KeyMaps/textField`` (no Enter, no field-to-field move), as a
    /// search bar passes them on. Begins editing first.
    /// - Returns: whether the key is an editing key the field took.
    func performEditingKey(_ key: Key) -> Bool {
        editingKeyActions.perform(key) ?? false
    }

    func handleKey(_ key: Key) -> Bool {
        keyActions.perform(key) ?? false
    }

    /// Gives the keyboard to the next (`+1`) or previous (`-1`) field of the view tree.
    /// - Returns: false when there is no other field (the key passes on).
    func moveToField(_ delta: Int) -> Bool {
        let fields = TextField.fields(inTreeOf: self)
        guard fields.count > 1, let i = fields.firstIndex(where: { $0 === self }) else { return false }
        let next = fields[(i + delta + fields.count) % fields.count]
        guard resignFirstResponder() else { return true }
        next.becomeFirstResponder()
        return true
    }

    /// The grapheme offset whose cell is at text column `column` (the end past the text).
    func graphemeOffset(atColumn column: Int) -> Int {
        guard !isSecureTextEntry else { return min(max(0, column), editing.text.count) }
        var x = 0
        for (i, ch) in editing.text.enumerated() {
            let w = DisplayWidth.columns(of: ch)
            if column < x + max(1, w) { return i }
            x += w
        }
        return editing.text.count
    }

    /// Keeps the cursor in view while editing; a field that is not editing shows the start
    /// of its text, as UIKit's does (an unfocused field once showed its tail).
    func updateScroll() {
        guard isEditing else {
            scrollOffset = 0
            return
        }
        scrollOffset = editing.scrollOffset(previous: scrollOffset, width: textWidth, secure: isSecureTextEntry)
    }

    /// Whether the clear button shows now (``clearButtonMode``, text not empty, room).
    var showsClearButton: Bool {
        guard !editing.text.isEmpty, bounds.width >= 4 else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The columns the text is shown in: the width less the clear button's 2.
    var textWidth: Int { bounds.width - (showsClearButton ? 2 : 0) }

    open override func layoutSubviews() { updateScroll() }

    /// Draws the text, the cursor while editing and the placeholder (see `drawField(in:)`).
    open override func draw(in context: inout DrawContext) { drawField(in: &context) }

    /// 1 line high, as wide as offered.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }
}

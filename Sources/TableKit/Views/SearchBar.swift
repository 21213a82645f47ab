import Foundation

/// A one-line field for searching (UIKit's `UISearchBar`): `🔍 ` and a ``TextField``
/// (``searchTextField``), an optional `Cancel` button at the right, and an optional scope
/// bar on a second line (``scopeButtonTitles``, ``showsScopeBar``).
///
/// While editing it takes the keys of ``KeyMaps/searchBar`` (Esc cancels, Enter confirms,
/// Tab/⇧Tab switch scope while the scope bar shows) and passes the editing keys of
/// ``KeyMaps/textField`` (←/→, Home/End, ⌃A/⌃E/⌃K/⌃U/⌃W, ⌫, Del, typing) to its field.
/// A click on the field begins editing, on a scope button selects it, on `Cancel` cancels.
///
/// Its ``delegate`` is the app's: a ``SearchController`` that owns the bar hears the same
/// events through its own channel, first, so setting the delegate never breaks searching.
@MainActor
open class SearchBar: View {
    /// Told of edits, focus, Enter, Esc and scope changes; held weakly, as in UIKit. The
    /// app's: the owning ``SearchController`` does not use it.
    public weak var delegate: SearchBarDelegate?
    /// The search controller that owns the bar, told of every event before ``delegate``.
    weak var controller: SearchController?
    /// The field the query is typed into (UIKit's `searchTextField`).
    public let searchTextField = TextField()
    /// The query (UIKit's `text`, a `String?`): read, it is never nil ("" when empty);
    /// setting nil clears it. Setting it calls neither the delegate nor the controller, as
    /// in UIKit.
    public var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue ?? "" }
    }
    /// The query as a plain string ("" when empty), for TableKit's own use.
    var query: String { searchTextField.text }
    /// The table whose header view the bar is, set by the table (``TableView/tableHeaderView``).
    weak var hostTable: TableView?
    /// The dim text shown while the query is empty and the bar is not editing; "Search" by
    /// default (UIKit's `placeholder`).
    public var placeholder: String {
        get { searchTextField.placeholder ?? "" }
        set { searchTextField.placeholder = newValue }
    }
    /// A short text before the field, dim, after `🔍 ` (UIKit's `prompt`, which UIKit draws
    /// above the field: a one-line bar draws it before): the mode the query is read in, as
    /// `regex`. Nil (the default) for none; sanitised when drawn.
    public var prompt: String? { didSet { setNeedsLayout() } }
    /// True while the bar has the keyboard (its field is the first responder).
    public var isEditing: Bool { searchTextField.isEditing }
    /// Shows a `Cancel` button at the right of the field (UIKit's `showsCancelButton`);
    /// false by default. Esc cancels either way.
    public var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// The scope bar's titles, left to right (UIKit's `scopeButtonTitles`); nil for none.
    public var scopeButtonTitles: [String]? {
        didSet {
            let n = scopeButtonTitles?.count ?? 0
            if selectedScopeButtonIndex >= n { selectedScopeButtonIndex = 0 }
            updateHeight()
        }
    }
    /// The selected scope, an index into ``scopeButtonTitles`` (UIKit's
    /// `selectedScopeButtonIndex`); 0 by default. Setting it in code calls neither the
    /// delegate nor the controller, as in UIKit.
    public var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows on the bar's second line (UIKit's `showsScopeBar`);
    /// false by default. The bar's frame is 2 lines high while it shows (with titles), 1
    /// otherwise; a table whose header view it is follows at its next layout.
    public var showsScopeBar = false { didSet { updateHeight() } }

    /// The title of the cancel button.
    static let cancelTitle = "Cancel"

    /// Shows or hides the cancel button (UIKit's `setShowsCancelButton(_:animated:)`;
    /// nothing animates in a terminal).
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar (UIKit's `setShowsScope(_:animated:)`; nothing animates).
    public func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// A bar of `frame` (its height follows the scope bar: 1 or 2 lines).
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        addSubview(searchTextField)
        searchTextField.shouldChangeHook = { [unowned self] range, replacement in
            delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
        }
        searchTextField.didEditHook = { [unowned self] in textDidChange() }
    }

    /// Whether the scope bar is on screen: ``showsScopeBar`` with at least one title.
    public var isScopeBarVisible: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    func updateHeight() {
        let h = isScopeBarVisible ? 2 : 1
        if frame.height != h { frame.size.height = h }
        setNeedsLayout()
    }

    // MARK: Editing

    /// Gives the bar the keyboard, unless the delegate's `searchBarShouldBeginEditing`
    /// says no, and tells the controller, then the delegate
    /// (`searchBarTextDidBeginEditing`).
    public func beginEditing() {
        guard !isEditing, delegate?.searchBarShouldBeginEditing(self) ?? true else { return }
        searchTextField.becomeFirstResponder()
        searchTextField.borderStyle = .roundedRect
        controller?.barDidBeginEditing()
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// Gives the bar the keyboard (UIKit's `becomeFirstResponder()`): a bar owned by a
    /// ``SearchController`` makes it active, as UIKit's does; a bare bar begins editing.
    /// - Returns: whether the bar has the keyboard now (false when the delegate's
    ///   `searchBarShouldBeginEditing` said no).
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if !isEditing {
            if let controller { controller.activate() } else { beginEditing() }
        }
        return isEditing
    }

    /// Takes the keyboard away, keeping the query and the search active (UIKit's
    /// `resignFirstResponder()`); the keys go back to the content.
    /// - Returns: true: the bar never refuses.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        endEditing()
        return !isEditing
    }

    /// Whether the bar has the keyboard (UIKit's `isFirstResponder`): the same as ``isEditing``.
    public var isFirstResponder: Bool { isEditing }

    /// Takes the keyboard away without changing the text; the delegate hears
    /// `searchBarTextDidEndEditing`.
    public func endEditing() {
        guard isEditing else { return }
        searchTextField.resignFirstResponder()
        searchTextField.borderStyle = .none
        delegate?.searchBarTextDidEndEditing(self)
    }

    func textDidChange() {
        controller?.barTextDidChange()
        delegate?.searchBar(self, textDidChange: query)
    }

    /// Esc or the cancel button: editing ends, then the controller (which ends searching)
    /// and the delegate hear it.
    public func cancel() {
        endEditing()
        controller?.barCancelled()
        delegate?.searchBarCancelButtonClicked(self)
    }

    /// Enter: the controller hears it (the keyboard goes to the results), then the
    /// delegate; then the cursor goes to the first result (``SearchController/showFirstResult()``).
    func confirm() {
        controller?.barConfirmed()
        delegate?.searchBarSearchButtonClicked(self)
        controller?.showFirstResult()
    }

    /// Selects scope `index` as a key or click does: the delegate's
    /// `selectedScopeButtonIndexDidChange` and the controller's update follow. Out of
    /// range or unchanged: nothing.
    public func selectScope(_ index: Int) {
        let n = scopeButtonTitles?.count ?? 0
        guard index >= 0, index < n, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        controller?.barScopeChanged()
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    // MARK: Keys and clicks

    /// While editing: the keys of ``KeyMaps/searchBar``, then the field's editing keys;
    /// a paste goes to the field. Clicks work whether editing or not.
    open override func handle(_ event: Event) -> Bool {
        if case .mouse(let m) = event { return handleClick(m) }
        guard isEditing else { return false }
        if case .paste = event { return searchTextField.handle(event) }
        guard case .key(let key) = event else { return false }
        return keyActions.perform(key) ?? searchTextField.performEditingKey(key)
    }

    /// The bar's own keys while editing (``KeyMaps/searchBar``) as one action table, in
    /// help order: cancel, done, the scope keys while the scope bar shows, and ↓/Tab to the
    /// results (``SearchKeyMap/results``), which the bar passes on. Other keys go to the
    /// field's editing keys.
    var keyActions: KeyActionTable {
        let map = KeyMaps.current.searchBar
        let n = scopeButtonTitles?.count ?? 1
        // Tab picks the next scope while the scope bar shows; ↓ still goes to the results.
        var results = KeyMaps.current.search.results
        if isScopeBarVisible {
            results.keys.removeAll { map.nextScope.keys.contains($0) || map.previousScope.keys.contains($0) }
        }
        return KeyActionTable([
            KeyAction("cancel", map.cancel) { _ in
                self.cancel()
                return true
            },
            KeyAction("done", map.done) { _ in
                self.confirm()
                return true
            },
            KeyAction("nextScope", map.nextScope, when: { self.isScopeBarVisible }) { _ in
                self.selectScope((self.selectedScopeButtonIndex + 1) % n)
                return true
            },
            KeyAction("previousScope", map.previousScope, when: { self.isScopeBarVisible }) { _ in
                self.selectScope((self.selectedScopeButtonIndex + n - 1) % n)
                return true
            },
            // ↓/Tab go on to what holds the bar (the table whose header it is, the search
            // controller's owner), which hands the keyboard to the results: listed here,
            // since the bar has the keyboard and so the help while it types.
            KeyAction("results", results) { _ in false },
        ])
    }

    func handleClick(_ m: MouseEvent) -> Bool {
        guard m.kind == .press else { return false }
        if m.location.y == 1 {
            for (i, r) in scopeColumns().enumerated() where r.contains(m.location.x) { selectScope(i) }
            return isScopeBarVisible
        }
        if showsCancelButton, let r = cancelColumns(), r.contains(m.location.x) {
            cancel()
            return true
        }
        if !isEditing {
            if let c = controller { c.activate() } else { beginEditing() }
            guard isEditing else { return true }
        }
        let f = searchTextField.frame
        if m.location.x >= f.minX {
            searchTextField.setCursor(
                searchTextField.graphemeOffset(atColumn: m.location.x - f.minX + searchTextField.scrollOffset))
        }
        return true
    }

    open override var isCapturingKeys: Bool { isEditing }

    // MARK: Layout and drawing (SearchBar+Layout.swift)

    /// Frames the field between `🔍 ` and the cancel button.
    open override func layoutSubviews() { layoutBar() }

    /// 1 line high, 2 with the scope bar.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: isScopeBarVisible ? 2 : 1) }

    /// Clicks anywhere on the bar go to the bar (which passes cursor placement to its field).
    open override func hitTest(_ point: Point) -> View? {
        guard !isHidden, bounds.contains(point) else { return nil }
        return self
    }

    /// `🔍 ` dim, the cancel button and the scope bar; the field draws itself on top.
    open override func draw(in context: inout DrawContext) { drawBar(in: &context) }

    /// The bar's keys (scope keys only while the scope bar shows), then the field's editing keys.
    open override var keyBindings: [KeyBinding] {
        keyActions.keyBindings + searchTextField.editingKeyActions.keyBindings
    }
}

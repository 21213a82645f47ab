/// The search bar's delegate (UIKit's `UISearchBarDelegate`).
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The text changed by one keystroke (or was cleared).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The bar gained the keyboard through ``SearchBar/beginEditing()`` (in an
    /// `IndexedListViewController`: `/` or a click on the bar; the section index's search
    /// entry only scrolls the bar into view).
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Esc: searching is cancelled.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// Enter in the bar: the search is confirmed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Default: does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Default: does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Default: does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
}

/// A one-line text field for searching (UIKit's `UISearchBar`): `🔍 text▏` while it has
/// focus, the placeholder in dim text otherwise.
@MainActor
open class SearchBar: View {
    /// Told of edits, focus, Enter and Esc; held weakly, as in UIKit.
    public weak var delegate: SearchBarDelegate?
    /// The query; setting it does not call the delegate.
    public var text: String = ""
    /// The dim text shown while the query is empty and the bar is not editing; "Search" by default.
    public var placeholder: String = "Search"
    /// True while the bar has the keyboard (it is the first responder).
    public internal(set) var isEditing: Bool = false

    public override init(frame: Rect = .zero) { super.init(frame: frame) }

    /// Gives the bar the keyboard and tells the delegate.
    public func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
    }

    /// Takes the keyboard away without changing the text.
    public func endEditing() { isEditing = false }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override func draw(in context: inout DrawContext) {
        let w = bounds.width
        guard w > 0 else { return }
        let prefix = "🔍 "
        context.draw(prefix, x: 0, y: 0, style: .dim)
        let start = min(w, prefix.displayWidth)
        let avail = w - start
        if text.isEmpty && !isEditing {
            context.draw(placeholder, x: start, y: 0, width: avail, style: .dim)
        } else {
            // Show the end of the text, so the cursor stays visible while typing.
            let shown = tail(of: Sanitizer.sanitize(text), fitting: max(0, avail - 1))
            let end = context.draw(shown, x: start, y: 0, style: .plain)
            if isEditing && end < w { context.draw("▏", x: end, y: 0, style: .plain) }
        }
        if isEditing { context.setStyle(Style(attributes: .underline), in: Rect(x: start, y: 0, width: avail, height: 1)) }
    }

    private func tail(of s: String, fitting width: Int) -> String {
        if s.displayWidth <= width { return s }
        var out = ""
        var used = 1
        for ch in s.reversed() {
            let w = DisplayWidth.columns(of: ch)
            if used + w > width { break }
            out.insert(ch, at: out.startIndex)
            used += w
        }
        return "…" + out
    }

    /// While editing, the keys of ``KeyMaps/searchBar``: typing edits the text (printable
    /// keys, ⌫, ^U clears); Esc cancels; Enter confirms.
    open override func handle(_ event: Event) -> Bool {
        guard isEditing, case .key(let key) = event else {
            if case .paste(let s) = event, isEditing { insert(s); return true }
            return false
        }
        let map = KeyMaps.current.searchBar
        if map.cancel.matches(key) {
            isEditing = false
            delegate?.searchBarCancelButtonClicked(self)
        } else if map.done.matches(key) {
            delegate?.searchBarSearchButtonClicked(self)
        } else if map.erase.matches(key) {
            guard !text.isEmpty else { return true }
            text.removeLast()
            delegate?.searchBar(self, textDidChange: text)
        } else if map.clear.matches(key) {
            text = ""
            delegate?.searchBar(self, textDidChange: text)
        } else if map.type.matches(key), case .character(let c) = key {
            insert(String(c))
        } else {
            return false
        }
        return true
    }

    private func insert(_ s: String) {
        let clean = Sanitizer.sanitize(s.replacingNewlines())
        guard !clean.isEmpty else { return }
        text += clean
        delegate?.searchBar(self, textDidChange: text)
    }

    open override var isCapturingKeys: Bool { isEditing }

    open override var keyBindings: [KeyBinding] { KeyMaps.current.searchBar.allBindings }
}

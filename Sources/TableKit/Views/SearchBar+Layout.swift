extension SearchBar {
    /// The prefix before the field.
    static let prefix = "🔍 "

    /// Columns of the cancel button on line 0 (` Cancel` at the right), or nil when it is
    /// not shown or does not fit.
    func cancelColumns() -> Range<Int>? {
        guard showsCancelButton else { return nil }
        let w = SearchBar.cancelTitle.displayWidth
        let x = bounds.width - w
        return x > SearchBar.prefix.displayWidth + 1 ? x..<bounds.width : nil
    }

    /// Columns of each scope button on line 1: ` Title ` each, one column apart.
    func scopeColumns() -> [Range<Int>] {
        guard isScopeBarVisible else { return [] }
        var x = 0
        return (scopeButtonTitles ?? []).map { t in
            let w = Sanitizer.sanitize(t).displayWidth + 2
            defer { x += w + 1 }
            return x..<(x + w)
        }
    }

    /// The ``SearchBar/prompt`` as drawn (sanitised, a space after it), or "".
    var shownPrompt: String { prompt.map { Sanitizer.sanitize($0) + " " } ?? "" }

    /// Columns of ``shownPrompt``.
    var promptWidth: Int { shownPrompt.displayWidth }

    /// Frames the field between the prefix (and the prompt) and the cancel button.
    func layoutBar() {
        let start = min(bounds.width, SearchBar.prefix.displayWidth + promptWidth)
        let end = cancelColumns().map { $0.lowerBound - 1 } ?? bounds.width
        searchTextField.frame = Rect(x: start, y: 0, width: max(0, end - start), height: 1)
    }

    /// `🔍 ` dim, the cancel button, and the scope bar with the selected scope in reverse;
    /// the field draws itself on top.
    func drawBar(in context: inout DrawContext) {
        guard bounds.width > 0 else { return }
        context.draw(SearchBar.prefix, x: 0, y: 0, style: .dim)
        if promptWidth > 0 {
            context.draw(shownPrompt, x: SearchBar.prefix.displayWidth, y: 0, style: .dim)
        }
        if let r = cancelColumns() {
            context.draw(SearchBar.cancelTitle, x: r.lowerBound, y: 0, width: r.count, style: .bold)
        }
        let titles = scopeButtonTitles ?? []
        for (i, r) in scopeColumns().enumerated() {
            let style: Style = i == selectedScopeButtonIndex ? .reverse : .plain
            context.draw(" " + titles[i] + " ", x: r.lowerBound, y: 1, width: r.count, style: style)
        }
    }
}

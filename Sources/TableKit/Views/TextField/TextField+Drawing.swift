extension TextField {
    /// Draws the text from ``scrollOffset`` on (each grapheme sanitised; `•` for each one
    /// with ``isSecureTextEntry``; a wide grapheme cut by an edge is left blank), the
    /// cursor while editing (`▏` at the end, the grapheme under it in reverse elsewhere),
    /// the placeholder in dim text while the text is empty and the field is not editing,
    /// the clear button `×` at the right edge, and the underline of a ``BorderStyle``
    /// other than `.none`. Reads state only.
    func drawField(in context: inout DrawContext) {
        guard bounds.width > 0 else { return }
        let w = textWidth
        let base: Style = isEnabled ? .plain : .dim
        let line = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        let border: Style.Attributes = borderStyle == .none ? [] : .underline
        let text = base.adding(border)
        if !border.isEmpty { context.fill(line, style: Style(attributes: border)) }
        if showsClearButton {
            context.draw("×", x: bounds.width - 1, y: 0, style: Style(attributes: border.union(.dim)))
        }
        if editing.text.isEmpty && !isEditing {
            if let p = placeholder {
                context.draw(p, x: 0, y: 0, width: w, style: Style(attributes: border.union(.dim)))
            }
            return
        }
        var x = -scrollOffset
        for ch in editing.text {
            if x >= w { break }
            let cw = isSecureTextEntry ? 1 : DisplayWidth.columns(of: ch)
            if x >= 0 && x + cw <= w {
                context.draw(isSecureTextEntry ? "•" : Sanitizer.sanitize(String(ch)), x: x, y: 0, style: text)
            }
            x += cw
        }
        guard isEditing else { return }
        let cx = cursorColumn
        if editing.cursor == editing.text.count {
            if cx < w { context.draw("▏", x: cx, y: 0, style: text) }
        } else {
            let cw = editing.cursorWidth(secure: isSecureTextEntry)
            context.setStyle(text.adding(.reverse), in: Rect(x: cx, y: 0, width: cw, height: 1))
        }
    }
}

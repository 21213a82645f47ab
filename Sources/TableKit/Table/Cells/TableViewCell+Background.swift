/// The cell's background views and separator, in terminal form: a background view is
/// drawn behind the content and its colours fill the blanks of the text drawn over it; the
/// separator is an underline on the row's last line.
extension TableViewCell {
    /// The background view drawn now: ``selectedBackgroundView`` while the row is selected
    /// or under the cursor (unless ``selectionStyle`` is `.none`), else ``backgroundView``.
    var shownBackgroundView: View? {
        if selectionStyle != .none, isHighlighted || isSelected, let v = selectedBackgroundView { return v }
        return backgroundView
    }

    /// Frames both background views over the whole cell (at layout: drawing changes no frame).
    func layoutBackgroundViews() {
        for v in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            v.frame = bounds
            v.layoutIfNeeded()
        }
    }

    /// Draws the background view that applies over the whole cell, before the content.
    func drawBackgroundView(in context: inout DrawContext) {
        shownBackgroundView?.render(in: &context, at: .zero)
    }

    /// Gives the cells of the row that the content drew without a colour the colours of
    /// `style` (and adds its attributes), so the text sits on the background view.
    func tintBlanks(with style: Style, in context: inout DrawContext) {
        context.modifyStyles(in: bounds) { s in
            if s.background == nil { s.background = style.background }
            if s.foreground == nil { s.foreground = style.foreground }
            s.attributes.formUnion(style.attributes)
        }
    }

    /// Underlines the row's last line between the insets (cell's ``separatorInset``, else
    /// `tableInset`) when `separatorStyle` is ``SeparatorStyle/singleLine``; the underline
    /// is added to what is drawn there, nothing is replaced.
    func drawSeparator(_ separatorStyle: SeparatorStyle, tableInset: EdgeInsets, in context: inout DrawContext) {
        guard separatorStyle == .singleLine, bounds.height > 0 else { return }
        let inset = separatorInset ?? tableInset
        let left = max(0, inset.left)
        let right = max(0, inset.right)
        let line = Rect(x: left, y: bounds.height - 1, width: max(0, bounds.width - left - right), height: 1)
        context.modifyStyles(in: line) { $0.attributes.insert(.underline) }
    }
}

extension DrawContext {
    /// Changes the style of every canvas cell in `rect` (view coordinates, clipped) with
    /// `change`, keeping its text: how attributes are added over what is drawn.
    mutating func modifyStyles(in rect: Rect, _ change: (inout Style) -> Void) {
        let r = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip).intersection(canvas.bounds)
        guard r.width > 0, r.height > 0 else { return }
        let w = canvas.size.width
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { change(&canvas.cells[y * w + x].style) }
        }
    }
}

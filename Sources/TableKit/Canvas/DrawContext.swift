/// Where a view draws: the canvas, the view's origin on it and the clip rectangle, both in
/// canvas columns and lines. Views draw in their own coordinates; the context offsets.
public struct DrawContext {
    /// The canvas being drawn into.
    public var canvas: Canvas
    /// The drawing view's top-left corner on the canvas.
    public var origin: Point
    /// The part of the canvas this view may touch (its frame, clipped by its ancestors').
    public var clip: Rect

    /// A context for drawing over all of `canvas`: origin (0, 0), clipped to its bounds.
    public init(canvas: Canvas) {
        self.canvas = canvas
        self.origin = .zero
        self.clip = canvas.bounds
    }

    /// Draws `text` at (`x`, `y`) in the view's coordinates, cut at the clip. The text is
    /// sanitised by ``Canvas/draw(_:x:y:style:clip:)``.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, style: Style = .plain) -> Int {
        canvas.draw(text, x: origin.x + x, y: origin.y + y, style: style, clip: clip) - origin.x
    }

    /// Draws `text` cut to `width` columns with an ellipsis, padded with spaces of `style`
    /// to exactly `width` columns when `pad` is true.
    public mutating func draw(
        _ text: String, x: Int, y: Int, width: Int, style: Style = .plain,
        alignment: TextAlignment = .left, pad: Bool = false
    ) {
        guard width > 0 else { return }
        // Only the start that can fit is sanitised and measured: a 50 MB line costs a few KB.
        let (shown, isCut) = Truncation.displayPrefix(of: text, columns: width)
        let cut = Truncation.truncate(Sanitizer.sanitize(shown), toWidth: width, continues: isCut)
        let w = cut.displayWidth
        let start: Int
        switch alignment {
        case .left: start = x
        case .right: start = x + width - w
        case .center: start = x + (width - w) / 2
        }
        if pad { fill(Rect(x: x, y: y, width: width, height: 1), style: style) }
        draw(cut, x: start, y: y, style: style)
    }

    /// Fills a rectangle (view coordinates) with blanks of `style`.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        canvas.fill(rect.offsetBy(dx: origin.x, dy: origin.y), style: style, clip: clip)
    }

    /// Restyles a rectangle (view coordinates) without changing its text.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        canvas.setStyle(style, in: rect.offsetBy(dx: origin.x, dy: origin.y), clip: clip)
    }

    /// Runs `body` with the origin moved to `rect.origin` and the clip narrowed to `rect`
    /// (both in the current view's coordinates).
    public mutating func withRegion(_ rect: Rect, _ body: (inout DrawContext) -> Void) {
        let savedOrigin = origin
        let savedClip = clip
        origin = Point(x: origin.x + rect.minX, y: origin.y + rect.minY)
        clip = clip.intersection(Rect(origin: origin, size: rect.size))
        body(&self)
        origin = savedOrigin
        clip = savedClip
    }
}

/// Horizontal alignment of text within its width.
public enum TextAlignment: Sendable, Hashable { case left, center, right }

/// A view that shows text (UIKit's `UILabel`): one line cut with `…` by default, or
/// wrapped to `numberOfLines` lines (0: as many as needed).
@MainActor
open class Label: View {
    /// The text shown; sanitised when drawn. nil shows nothing.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// The style of every character (UIKit's font and textColor, in terminal terms).
    public var style: Style = .plain
    /// Where each line sits in the label's width (UIKit's `textAlignment`); `.left` by default.
    public var textAlignment: TextAlignment = .left
    /// Maximum lines; 1 by default, 0 for no limit. The last line shown ends in `…` when
    /// the text needs more.
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width a wrapping label's ``intrinsicContentSize`` wraps at (UIKit's
    /// `preferredMaxLayoutWidth`), in columns; 0 (the default): the label's own width once
    /// laid out, unbounded before.
    public var preferredMaxLayoutWidth = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// A label showing `text` (nil for nothing) in `style`, at `frame`.
    public init(text: String? = nil, style: Style = .plain, frame: Rect = .zero) {
        self.text = text
        self.style = style
        super.init(frame: frame)
    }

    /// The lines the text takes at `width` columns, limited by ``numberOfLines``.
    ///
    /// Only the start of the text that can be shown is looked at
    /// (``Truncation/displayPrefix(of:columns:lines:)``), so a label holding a 50 MB line
    /// costs a few kilobytes of work per render; the cut shows as `…`. With
    /// `numberOfLines == 0` the whole text is wrapped.
    /// - Complexity: O(min(n, width × numberOfLines × ``Truncation/bytesPerColumn``)) for
    ///   n UTF-8 bytes of text; O(n) when `numberOfLines == 0`.
    public func lines(forWidth width: Int) -> [String] {
        guard let text, width > 0 else { return [] }
        let (shown, isCut) =
            numberOfLines == 0
            ? (text, false)
            : Truncation.displayPrefix(of: text, columns: width, lines: numberOfLines)
        let paragraphs = shown.splitLines().map { Sanitizer.sanitize(String($0)) }
        if numberOfLines == 1 {
            return [Truncation.truncate(paragraphs.joined(separator: " "), toWidth: width, continues: isCut)]
        }
        var lines = TextWrapping.wrap(paragraphs.joined(separator: "\n"), width: width)
        if numberOfLines > 0 && (lines.count > numberOfLines || isCut) {
            lines = Array(lines.prefix(numberOfLines))
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = Truncation.truncate(last + " …", toWidth: width).replacingTrailingSpaceEllipsis()
        }
        return lines
    }

    /// Width: the text's width (at most `size.width`); height: the lines it wraps to.
    /// - Complexity: like ``lines(forWidth:)``: a one-line label measures only the start
    ///   of its text that fits in `size.width`.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let text else { return .zero }
        if numberOfLines == 1 {
            let (shown, isCut) = Truncation.displayPrefix(of: text, columns: max(0, size.width))
            return Size(width: min(size.width, shown.displayWidth + (isCut ? 1 : 0)), height: 1)
        }
        let lines = lines(forWidth: max(1, size.width))
        return Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
    }

    /// The text's size for constraints: one line's width and 1 line, or, wrapping
    /// (``numberOfLines`` other than 1), the lines it wraps to at
    /// ``preferredMaxLayoutWidth``, else at the label's width once it has one, and the
    /// widest of them. No text: 0 × 0.
    open override var intrinsicContentSize: IntrinsicContentSize {
        guard text != nil else { return IntrinsicContentSize(.zero) }
        let unbounded = 1 << 20
        if numberOfLines == 1 { return IntrinsicContentSize(sizeThatFits(Size(width: unbounded, height: 1))) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width > 0 ? bounds.width : unbounded
        return IntrinsicContentSize(sizeThatFits(Size(width: width, height: .max)))
    }

    /// The lines made at the last layout and what they were made from: drawing reuses
    /// them while the text, width and line limit are the same (a scroll changes none of
    /// them for the cells that stay), and makes them itself otherwise.
    private var laidOut: (text: String?, width: Int, numberOfLines: Int, lines: [String])?

    /// Makes the lines for the current width, so that drawing does not.
    open override func layoutSubviews() {
        super.layoutSubviews()
        laidOut = (text, bounds.width, numberOfLines, lines(forWidth: bounds.width))
    }

    /// Draws the lines that fit in the label's height; when the text has more (a row of
    /// fixed height clips a wrapping label), the last line shown ends in `…`, as UIKit
    /// truncates the last line that fits.
    open override func draw(in context: inout DrawContext) {
        var lines: [String]
        if let l = laidOut, l.width == bounds.width, l.numberOfLines == numberOfLines, l.text == text {
            lines = l.lines
        } else {
            lines = self.lines(forWidth: bounds.width)
        }
        if bounds.height > 0 && lines.count > bounds.height {
            lines.removeLast(lines.count - bounds.height)
            let last = lines[lines.count - 1]
            lines[lines.count - 1] = Truncation.truncate(last + " …", toWidth: bounds.width)
                .replacingTrailingSpaceEllipsis()
        }
        for (i, line) in lines.enumerated() where i < bounds.height {
            context.draw(line, x: 0, y: i, width: bounds.width, style: style, alignment: textAlignment)
        }
    }
}

extension String {
    /// The text on one line: every line break becomes a space.
    func replacingNewlines() -> String {
        contains(where: \.isLineBreak) ? splitLines().joined(separator: " ") : self
    }
    func replacingTrailingSpaceEllipsis() -> String {
        hasSuffix(" …") ? String(dropLast(2)) + "…" : self
    }
}

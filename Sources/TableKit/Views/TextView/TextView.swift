/// A scrollable, read-only view of multi-line text (UIKit's `UITextView` with
/// `isEditable = false`): wrapped to its width by default, or one line per line of text
/// panned sideways; scrolled with the table's keys and the wheel; searched with `/`, `n`
/// and `N` as in less, the match highlighted and scrolled to.
///
/// Text from anywhere may be shown: every control character and escape is drawn as its
/// visible mark (``Sanitizer``), never sent to the terminal; a tab moves to the next
/// multiple of 8 columns of its row.
///
/// Only what is on screen is laid out: the lines are found as far as the screen reaches
/// (a 10 MB text's first screen reads its first lines, not the whole text) and each row is
/// wrapped from where it starts, so the first screen and a scroll step cost the same for
/// any length of text. Going to the end (End, ``contentOffset`` far down) finds every line
/// once, O(n) with `memchr`.
@MainActor
open class TextView: View {
    /// The text shown (UIKit's `text`); lines end at `\n` or `\r\n`. Setting it scrolls
    /// back to the top and forgets the search's match.
    /// - Complexity: O(1) to set (a native string is not copied), whatever its length.
    public var text: String {
        get { lines.text }
        set {
            lines = TextLineIndex(newValue)
            top = TextPosition()
            offsetX = 0
            match = nil
            rowStartsCache = nil
            wrappedRowsCache = nil
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether the user may edit the text (UIKit's `isEditable`): false by default, and
    /// TableKit's text view does not edit yet, so true shows the text as false does.
    public var isEditable = false
    /// Whether the text can be searched and its match selected (UIKit's `isSelectable`,
    /// whose find interaction this stands for): true by default; false takes `/`, `n`
    /// and `N` away.
    public var isSelectable = true
    /// Whether long lines wrap at the view's width (true by default, as `UITextView`
    /// wraps); false shows each line on one row and ←/→ pan sideways (``contentOffset``'s
    /// x). Changing it keeps the first line on screen.
    public var wrapsLines = true {
        didSet {
            guard wrapsLines != oldValue else { return }
            resetTop(toLine: top.line)
            offsetX = 0
        }
    }
    /// The style of the text (UIKit's font and `textColor`, in terminal terms); plain by default.
    public var style: Style = .plain
    /// The style added to the search's match; reverse video by default.
    public var matchStyle: Style = .reverse

    /// The lines found so far.
    var lines: TextLineIndex
    /// The first row on screen.
    var top = TextPosition()
    /// The width the rows of ``top`` were cut at.
    var topWidth = 0
    /// The columns scrolled sideways without wrapping; 0 when wrapping.
    var offsetX = 0
    /// The row starts of one line at one width, the line scrolled through last.
    var rowStartsCache: (line: Int, width: Int, starts: [Int])?
    /// The rows of every line before each line found, at one width (``contentOffset``).
    var wrappedRowsCache: (width: Int, before: [Int])?

    /// The query being typed after `/`; nil while reading.
    var typedQuery: String?
    /// The last query searched for; empty before the first search.
    var query = ""
    /// The UTF-8 offsets of the match shown; nil for none.
    var match: Range<Int>?
    /// A line shown under the text until the next key ("Not found: …").
    var message: String?

    /// A text view showing `text`, at `frame`.
    public init(text: String = "", frame: Rect = .zero) {
        lines = TextLineIndex(text)
        super.init(frame: frame)
    }

    /// A text view takes the keyboard (UIKit's `canBecomeFirstResponder`).
    open override var canBecomeFirstResponder: Bool { true }
    /// True while a search query is typed: every printable key goes into it.
    open override var isCapturingKeys: Bool { typedQuery != nil }
    /// The bindings of the rows of ``keyActions`` that apply now, for the help line and `?`.
    open override var keyBindings: [KeyBinding] { keyActions.keyBindings }
    /// Keys through ``keyActions``; the wheel scrolls 3 rows (as a table's), sideways it
    /// pans; a paste while a query is typed goes into it.
    open override func handle(_ event: Event) -> Bool { handleEvent(event) }

    /// The lines of the view the text takes: all but the last while a query is typed or
    /// a message shows.
    var textHeight: Int { max(0, bounds.height - (typedQuery != nil || message != nil ? 1 : 0)) }

    /// The width rows are cut at: the view's width when wrapping; without wrapping, the
    /// columns up to the right edge.
    var layoutWidth: Int { wrapsLines ? max(1, bounds.width) : offsetX + max(1, bounds.width) }

    /// Width: the widest row at `size.width` (or of the lines, unwrapped); height: every
    /// row of the text. For a cell that sizes itself to its text.
    /// - Complexity: O(n) in the text's length.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = max(1, size.width)
        var rows = 0
        var widest = 0
        var line = 0
        while let range = lines.byteRange(ofLine: line) {
            var at = range.lowerBound
            while true {
                let r = lines.withBytes {
                    TextRowLayout.row(in: $0, line: range, from: at, width: width, wraps: wrapsLines)
                }
                rows += 1
                widest = max(widest, r.width)
                if r.isLast || !wrapsLines || r.next <= at { break }
                at = r.next
            }
            line += 1
        }
        return Size(width: min(widest, size.width), height: rows)
    }

    /// For constraints (a text view in a self-sizing cell, as a UIKit text view that does
    /// not scroll): no width of its own; the height of every row of the text at its width
    /// once it has one (``sizeThatFits(_:)``), none before.
    /// - Complexity: O(n) in the text's length.
    open override var intrinsicContentSize: IntrinsicContentSize {
        guard bounds.width > 0 else { return .none }
        return IntrinsicContentSize(width: nil, height: sizeThatFits(Size(width: bounds.width, height: .max)).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        keepScreenFull()
    }

    /// Draws the rows on screen, the match in ``matchStyle``, and under them the query
    /// being typed or the message.
    open override func draw(in context: inout DrawContext) {
        keepScreenFull()
        let height = textHeight
        let rows = rowsForward(from: top, count: height)
        let highlight = Style(
            foreground: matchStyle.foreground ?? style.foreground,
            background: matchStyle.background ?? style.background,
            attributes: style.attributes.union(matchStyle.attributes))
        for (y, item) in rows.enumerated() {
            let row = item.row
            var shown = ""
            for g in row.glyphs where g.column + g.width > offsetX {
                if g.column < offsetX || (g.character == " " && g.width > 1) {
                    shown += String(repeating: " ", count: g.column + g.width - max(g.column, offsetX))
                } else {
                    shown.append(g.character)
                }
            }
            context.draw(shown, x: 0, y: y, style: style)
            guard let match, row.start <= match.upperBound else { continue }
            for g in row.glyphs where g.byte < match.upperBound && g.byte + g.length > match.lowerBound {
                let x = max(g.column, offsetX) - offsetX
                let w = g.column + g.width - max(g.column, offsetX)
                if w > 0 { context.setStyle(highlight, in: Rect(x: x, y: y, width: w, height: 1)) }
            }
        }
        if let typedQuery {
            context.draw("/" + typedQuery, x: 0, y: height, width: bounds.width)
        } else if let message {
            context.draw(message, x: 0, y: height, width: bounds.width, style: .reverse)
        }
    }
}

/// A row of a ``TextView``'s text: the line, the row of it when wrapping, and the UTF-8
/// offset the row starts at.
struct TextPosition: Hashable, Sendable {
    var line = 0
    var row = 0
    var byte = 0
}

import Foundation

/// A cell that shows its row as fields in the table's columns: field `i` is drawn in
/// column `i` of the table's ``TableView/columnLayout`` at the frame the table resolved
/// (truncated with `…`, aligned), and the words in ``matchWords`` are marked with
/// ``matchStyle`` where they occur (folded as search folds them: case, diacritics, `ø` → `o`).
///
/// Dequeue it from a table with a column layout and set ``fields``; the table sets
/// ``columnFrames`` at every layout. Without frames (no layout) it shows nothing of its
/// own. The text label is left empty.
@MainActor
open class TableViewColumnCell: TableViewCell {
    /// The row's values, one per column of the layout, in layout order.
    public var fields: [String] = [] { didSet { setNeedsLayout() } }
    /// The style of a field's text by its column (index in ``fields``), plain for one not
    /// in it: e.g. dim for a JSON `null`, to tell it from the same word as text.
    public var fieldStyles: [Int: Style] = [:]
    /// Words to mark in the fields (a search's words); empty for none.
    public var matchWords: [String] = []
    /// The style of a marked match; bold yellow by default.
    public var matchStyle = Style(foreground: .yellow, attributes: [.bold, .underline])
    /// Where each column shows in the cell's content, from the table; content x 0 is the
    /// cell's ``TableViewCell/leadingContentInset``.
    public internal(set) var columnFrames: [ColumnFrame] = []

    open override func prepareForReuse() {
        super.prepareForReuse()
        fields = []
        fieldStyles = [:]
        matchWords = []
    }

    open override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        matchRects = []
        let lead = leadingContentInset
        let limit = bounds.width - trailingWidth
        for f in columnFrames where f.column < fields.count {
            let width = min(f.width, limit - lead - f.x)
            guard width > 0 else { continue }
            let cut = Truncation.truncate(Sanitizer.sanitize(fields[f.column]), toWidth: width)
            let w = cut.displayWidth
            let x: Int
            switch f.alignment {
            case .left: x = lead + f.x
            case .right: x = lead + f.x + width - w
            case .center: x = lead + f.x + (width - w) / 2
            }
            context.draw(cut, x: x, y: 0, style: fieldStyles[f.column] ?? .plain)
            for r in Self.matchColumns(of: matchWords, in: cut) {
                let rect = Rect(x: x + r.lowerBound, y: 0, width: r.count, height: 1)
                context.setStyle(matchStyle, in: rect)
                matchRects.append(rect)
            }
        }
    }

    /// Where the last draw marked matches, in the cell's coordinates: the state overlay
    /// (the cursor row's reverse video) marks them again over it.
    var matchRects: [Rect] = []

    /// Over the cursor's (or a selected row's) look the matches stay marked: in the match
    /// style reversed inside the reversed row (a block of the match colour).
    open override func drawOverSelection(in context: inout DrawContext) {
        guard selectionStyle != .none else { return }
        let style = isHighlighted && selectedBackgroundView == nil ? matchStyle.adding(.reverse) : matchStyle
        for rect in matchRects { context.setStyle(style, in: rect) }
    }

    /// The display-column ranges of `text` where any of `words` occurs, folded as search
    /// folds them (``SearchIndex/matchRanges(of:in:)``: case, diacritics, `ø` → `o`,
    /// `æ` → `ae`...); overlapping ranges are all returned.
    /// - Complexity: O(words × length of text).
    nonisolated public static func matchColumns(of words: [String], in text: String) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in SearchIndex.matchRanges(of: words, in: text) {
            let start = text[..<r.lowerBound].displayWidth
            let end = start + text[r].displayWidth
            if end > start { out.append(start..<end) }
        }
        return out
    }
}

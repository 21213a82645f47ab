import TableKit

/// A row's detail: one field's value wrapped in full, with a search's words marked where
/// they occur (``TableViewColumnCell/matchColumns(of:in:)``, folded as search folds).
@MainActor
final class DetailFieldCell: TableViewCell {
    /// The value, wrapped to the cell's width; measured by the cell's self-sizing.
    let valueLabel = MatchingLabel()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        valueLabel.numberOfLines = 0
        contentView.addSubview(valueLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        valueLabel.frame = Rect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height)
    }

    /// The matches stay marked under the cursor: the match style reversed, as in the table.
    override func drawOverSelection(in context: inout DrawContext) {
        guard selectionStyle != .none else { return }
        let origin = valueLabel.convert(.zero, to: self)
        let style = isHighlighted ? valueLabel.matchStyle.adding(.reverse) : valueLabel.matchStyle
        for r in valueLabel.matchRects { context.setStyle(style, in: r.offsetBy(dx: origin.x, dy: origin.y)) }
    }
}

/// A wrapping label that marks the words in ``matchWords`` in its lines, in ``matchStyle``.
/// A match that a line break splits is not marked.
@MainActor
final class MatchingLabel: Label {
    /// Words to mark (a search's words); empty for none.
    var matchWords: [String] = []
    /// The style of a marked match: the table's match style.
    var matchStyle = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle

    /// Where the last draw marked matches, in the label's coordinates.
    private(set) var matchRects: [Rect] = []

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        matchRects = []
        guard !matchWords.isEmpty else { return }
        for (y, line) in lines(forWidth: bounds.width).enumerated() where y < bounds.height {
            for r in TableViewColumnCell.matchColumns(of: matchWords, in: line) {
                let rect = Rect(x: r.lowerBound, y: y, width: r.count, height: 1)
                context.setStyle(matchStyle, in: rect)
                matchRects.append(rect)
            }
        }
    }
}

import TableKit

/// The large style of `--large`: the name in spaced capitals, bold, inside a 3-line box.
/// It needs ``height`` lines; the table learns that from `heightForRowAt`.
@MainActor
final class BannerLabel: Label {
    static let height = 3

    /// `GRUMPY` → `G R U M P Y`.
    static func spaced(_ text: String) -> String {
        text.uppercased().map(String.init).joined(separator: " ")
    }

    override func sizeThatFits(_ size: Size) -> Size {
        guard let text else { return .zero }
        return Size(width: min(size.width, Self.spaced(text).displayWidth + 4), height: Self.height)
    }

    override func draw(in context: inout DrawContext) {
        guard let text, bounds.width >= 4, bounds.height >= Self.height else { return }
        let body = Self.spaced(text)
        let w = min(bounds.width, body.displayWidth + 4)
        let bar = String(repeating: "━", count: w - 2)
        context.draw("┏" + bar + "┓", x: 0, y: 0, style: style)
        context.draw("┃", x: 0, y: 1, style: style)
        context.draw(body, x: 2, y: 1, width: w - 4, style: style.adding(.bold))
        context.draw("┃", x: w - 1, y: 1, style: style)
        context.draw("┗" + bar + "┛", x: 0, y: 2, style: style)
    }
}

/// A cell whose text label is a ``BannerLabel``, with the image glyph on the middle line.
@MainActor
final class LargeNameCell: TableViewCell {
    let banner = BannerLabel()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(banner)
    }

    override func layoutContentView() {
        super.layoutContentView()
        textLabel?.isHidden = true
        let x = imageView.image == nil ? 0 : imageView.frame.width + 1
        imageView.frame.origin.y = 1
        banner.frame = Rect(x: x, y: 0, width: max(0, contentView.bounds.width - x), height: BannerLabel.height)
    }
}

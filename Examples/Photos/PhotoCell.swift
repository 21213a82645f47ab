import TableKit

/// A photo's row: a glyph, the name and, below it, the date (subtitle style), with a
/// disclosure indicator. The cell shows its own highlight: a filled glyph and a bold
/// yellow name, set in `setHighlighted(_:animated:)` rather than by the controller.
@MainActor
final class PhotoCell: TableViewCell {
    static let identifier = "PhotoCell"
    static let image = "□"
    static let highlightedImage = "■"
    static let highlightedNameStyle = Style(foreground: .yellow, attributes: .bold)

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none // the cell draws its own highlight
        accessoryType = .disclosureIndicator
        imageView.image = Self.image
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        imageView.image = highlighted ? Self.highlightedImage : Self.image
        textLabel?.style = highlighted ? Self.highlightedNameStyle : .plain
    }
}

extension PhotoCell {
    /// Shows a photo (the article's `PhotoCell+ConfigureForPhoto` category).
    func configure(for photo: Photo) {
        textLabel?.text = photo.name
        detailTextLabel?.text = photo.dateText
    }
}

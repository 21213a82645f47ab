import TableKit
import TableKitApps

/// What a ``PhotoCell`` shows: a title and, below it, a subtitle. A model that conforms
/// can be shown by the cell without the cell knowing its type, so one cell class serves
/// the photos list (``Photo``) and the cameras list (``Camera``): the "Lighter View
/// Controllers" article's cell configured through a protocol rather than one category per
/// model.
protocol PhotoCellContent {
    /// The first line, e.g. a photo's name.
    var cellTitle: String { get }
    /// The second, dim line, e.g. the date a photo was taken.
    var cellSubtitle: String { get }
}

/// A row: a glyph, the title and, below it, the subtitle (subtitle style), with a
/// disclosure indicator. The cell shows its own highlight: a filled glyph and a bold
/// yellow title, set in `setHighlighted(_:animated:)` rather than by the controller.
@MainActor
final class PhotoCell: TableViewCell {
    static let identifier = "PhotoCell"
    static let image = "□"
    static let highlightedImage = "■"
    static let highlightedNameStyle = Style(foreground: .yellow, attributes: .bold)

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none  // the cell draws its own highlight
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
    /// Shows any model that has a title and a subtitle (the article's
    /// `PhotoCell+ConfigureForPhoto` category, widened to a protocol).
    func configure(for item: some PhotoCellContent) {
        textLabel?.text = item.cellTitle
        detailTextLabel?.text = item.cellSubtitle
    }
}

extension Photo: PhotoCellContent {
    /// The photo's name.
    var cellTitle: String { name }
    /// When the photo was taken, e.g. "2023-03-24 22:56" (UTC).
    var cellSubtitle: String { dateText }
}

extension Camera: PhotoCellContent {
    /// The camera's name.
    var cellTitle: String { name }
    /// How many photos it took, e.g. "3 photos".
    var cellSubtitle: String { countText(photos.count, "photo") }
}

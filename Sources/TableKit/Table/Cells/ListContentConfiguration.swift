/// What a list row shows, as a value (UIKit's `UIListContentConfiguration`): a text, a
/// secondary text and an image, each with its properties, and the layout that places them.
///
/// Get one from the cell and assign it back, as modern UIKit code does:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Kyiv"
/// content.secondaryText = "UTC+2"
/// content.image = "🕑"
/// cell.contentConfiguration = content
/// ```
///
/// Texts are sanitised when drawn; widths and lines are terminal columns and lines.
public struct ListContentConfiguration: Sendable, Hashable {
    /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Sendable, Hashable {
        /// The style of every character: UIKit's `font` and `color` in terminal terms.
        public var style: Style
        /// Maximum lines, `>= 0`; 0 for as many as the text needs (UIKit's `numberOfLines`).
        /// 1 by default here (UIKit's is 0): one row, one line, as TableKit's labels.
        public var numberOfLines: Int
        /// Where each line sits in its width (UIKit's `alignment`).
        public var alignment: TextAlignment

        /// The text colour, nil for the terminal's default (UIKit's `color`): the
        /// foreground of ``style``.
        public var color: Color? {
            get { style.foreground }
            set { style.foreground = newValue }
        }

        /// Properties of `style`, `numberOfLines` lines (`>= 0`, 0 for no limit) and `alignment`.
        public init(style: Style = .plain, numberOfLines: Int = 1, alignment: TextAlignment = .left) {
            self.style = style
            self.numberOfLines = numberOfLines
            self.alignment = alignment
        }
    }

    /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Sendable, Hashable {
        /// The style of the glyph (UIKit's `tintColor`, in terminal terms).
        public var style: Style
        /// Properties drawing the glyph in `style`.
        public init(style: Style = .plain) { self.style = style }
    }

    /// The primary text, nil for none (UIKit's `text`).
    public var text: String?
    /// The secondary text, nil for none (UIKit's `secondaryText`). With ``cell()``'s layout
    /// it shows under the text in a row of 2 lines or more, and beside it (at the trailing
    /// edge, cut first, hidden when no column is left) in a row of 1 line.
    public var secondaryText: String?
    /// The image, a glyph of 1 or 2 columns such as `★` (UIKit's `image`); nil for none.
    public var image: String?
    /// How ``text`` is drawn.
    public var textProperties: TextProperties
    /// How ``secondaryText`` is drawn.
    public var secondaryTextProperties: TextProperties
    /// How ``image`` is drawn.
    public var imageProperties = ImageProperties()
    /// The cell layout that places text, secondary text and image.
    let layout: TableViewCell.CellStyle

    /// A configuration for `layout`, with that layout's text properties and no content.
    init(layout: TableViewCell.CellStyle) {
        self.layout = layout
        switch layout {
        case .default:
            textProperties = TextProperties()
            secondaryTextProperties = TextProperties(style: .dim)
        case .subtitle:
            textProperties = TextProperties()
            secondaryTextProperties = TextProperties(style: .dim)
        case .value1:
            textProperties = TextProperties()
            secondaryTextProperties = TextProperties(style: .dim, alignment: .right)
        case .value2:
            textProperties = TextProperties(style: .bold, alignment: .right)
            secondaryTextProperties = TextProperties()
        }
    }

    /// Text and image, the secondary text (dim) under the text when the row has 2 lines or
    /// more, else beside it at the trailing edge, cut (then hidden) before the text
    /// (UIKit's `.cell()`, which stacks it; the layout of ``TableViewCell/CellStyle/default``).
    /// A cell sized by its content (`rowHeight = .automatic`) takes 2 lines when there is
    /// a secondary text, as UIKit's self-sizing cell does.
    public static func cell() -> ListContentConfiguration { ListContentConfiguration(layout: .default) }
    /// Text on the first line, the secondary text (dim) below it (UIKit's
    /// `.subtitleCell()`; the layout of ``TableViewCell/CellStyle/subtitle``): 2 lines.
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(layout: .subtitle) }
    /// Text on the left, the secondary text (dim) right-aligned on the same line (UIKit's
    /// `.valueCell()`; the layout of ``TableViewCell/CellStyle/value1``).
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(layout: .value1) }
}

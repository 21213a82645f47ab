import TableKit

/// The first way to build the custom cell, as in UIKit before custom classes: a plain
/// `TableViewCell` whose content view gets four labels the first time it is used; the
/// value labels are found again by tag every time the cell is reused.
@MainActor
enum TaggedComputerCell {
    static let nameValueTag = 1
    static let colorValueTag = 2
    /// Lines a row needs.
    static let height = 2

    /// Adds the labels to `cell`'s content view unless they are already there.
    static func prepare(_ cell: TableViewCell) {
        guard cell.contentView.viewWithTag(nameValueTag) == nil else { return }
        let nameTitle = Label(text: "Name:", style: .bold, frame: Rect(x: 0, y: 0, width: 6, height: 1))
        nameTitle.textAlignment = .right
        let colorTitle = Label(text: "Color:", style: .bold, frame: Rect(x: 0, y: 1, width: 6, height: 1))
        colorTitle.textAlignment = .right
        let name = Label(frame: Rect(x: 7, y: 0, width: 70, height: 1))
        name.tag = nameValueTag
        let color = Label(style: .dim, frame: Rect(x: 7, y: 1, width: 70, height: 1))
        color.tag = colorValueTag
        for v in [nameTitle, name, colorTitle, color] { cell.contentView.addSubview(v) }
    }

    /// Fills in the values, finding the labels by tag.
    static func configure(_ cell: TableViewCell, with computer: Computer) {
        prepare(cell)
        (cell.contentView.viewWithTag(nameValueTag) as? Label)?.text = computer.name
        (cell.contentView.viewWithTag(colorValueTag) as? Label)?.text = computer.color
    }
}

/// The second way: a `TableViewCell` subclass whose views come from a layout file
/// (`ComputerCell.json`, TableKit's nib) registered with the table, as the seed registers
/// its nib (`register(_:forCellReuseIdentifier:)`): the table makes each cell from the file
/// and connects the file's outlets to the cell, its File's Owner.
@MainActor
final class ComputerCell: TableViewCell, LayoutOwner {
    /// The outlets the code needs, checked when the file is loaded.
    static let requiredOutlets: [String: CellLayout.Element.Kind] = ["name": .label, "color": .label]

    /// The computer's name (the file's `name` outlet, the seed's `@IBOutlet nameLabel`).
    private(set) var nameLabel: Label!
    /// The computer's colour (the file's `color` outlet).
    private(set) var colorLabel: Label!

    /// Connects `name` and `color` to the value labels; `nameTitle` and `colorTitle`, the
    /// captions, need no property. Any other outlet, or one that is not a label, is refused.
    func connect(outlet: String, to view: View) -> Bool {
        guard let label = view as? Label else { return false }
        switch outlet {
        case "name": nameLabel = label
        case "color": colorLabel = label
        case "nameTitle", "colorTitle": break
        default: return false
        }
        return true
    }

    /// The file's cell has no buttons.
    func action(named name: String) -> (@MainActor () -> Void)? { nil }

    /// Shows a computer's name and colour.
    func configure(for computer: Computer) {
        nameLabel.text = computer.name
        colorLabel.text = computer.color
    }
}

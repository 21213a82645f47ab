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

/// The second way: a `TableViewCell` subclass laid out by a layout file
/// (`ComputerCell.json`, TableKit's nib) with outlets for the two values.
@MainActor
final class ComputerCell: TableViewCell {
    /// The layout every `ComputerCell` is made from; the app loads it before registering
    /// the class (a nib registered with the table, in UIKit).
    static var layout: CellLayout?
    /// The outlets the code needs, checked when the file is loaded.
    static let requiredOutlets: [String: CellLayout.Element.Kind] = ["name": .label, "color": .label]

    let loaded: LayoutView
    let nameLabel: Label
    let colorLabel: Label

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        guard let layout = Self.layout else {
            preconditionFailure("ComputerCell.layout must be loaded before the table makes cells")
        }
        loaded = layout.instantiate()
        nameLabel = loaded.outlet("name")!
        colorLabel = loaded.outlet("color")!
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(loaded)
    }

    override func layoutContentView() {
        super.layoutContentView()
        loaded.frame = contentView.bounds
    }

    /// Shows a computer's name and colour.
    func configure(for computer: Computer) {
        nameLabel.text = computer.name
        colorLabel.text = computer.color
    }
}

import Foundation
import TableKit

/// One key/value row of the details table.
struct PhotoProperty: Equatable {
    var key: String
    var value: String
}

/// Hears which property the user chose in a ``DetailsViewController``.
@MainActor
protocol DetailsViewControllerDelegate: AnyObject {
    func detailsViewController(_ controller: DetailsViewController, didSelect property: PhotoProperty)
}

/// A photo's screen: a header area (name and size) above a child controller's table of
/// details. The child is contained the UIKit way (`addChild(_:)`, add its view,
/// `didMove(toParent:)`), and tells this controller through its delegate which property
/// was chosen; this controller then pushes a screen for it.
@MainActor
final class PhotoDetailsViewController: ViewController, DetailsViewControllerDelegate {
    let photo: Photo
    let details: DetailsViewController
    private let container = HeaderAndContentView()

    init(photo: Photo) {
        self.photo = photo
        details = DetailsViewController(photo: photo)
        super.init()
        title = photo.name
    }

    override func loadView() { setView(container) }

    override func viewDidLoad() {
        // The name is the navigation bar's title: shown there once, not again here.
        container.header.lines = [("\(photo.sizeText) · \(photo.megapixelsText)", .dim)]
        addChild(details)
        container.content = details.view
        details.didMove(toParent: self)
        details.delegate = self
    }

    override var focusedView: View? { details.focusedView }
    override var keyBindings: [KeyBinding] { details.keyBindings }

    func detailsViewController(_ controller: DetailsViewController, didSelect property: PhotoProperty) {
        navigationController?.pushViewController(
            PropertyViewController(property: property, photo: photo), animated: true)
    }
}

/// Lines of text, centred, over a rule: the details screen's header area.
@MainActor
final class HeaderView: View {
    var lines: [(String, Style)] = [] { didSet { setNeedsLayout() } }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: lines.count + 1) }

    override func draw(in context: inout DrawContext) {
        for (i, (text, style)) in lines.enumerated() {
            context.draw(text, x: 0, y: i, width: bounds.width, style: style, alignment: .center)
        }
        context.draw(String(repeating: "─", count: bounds.width), x: 0, y: lines.count, style: .dim)
    }
}

/// A header above a content view that takes the rest of the height.
@MainActor
final class HeaderAndContentView: View {
    let header = HeaderView()
    var content: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let c = content { addSubview(c) }
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(header)
    }

    override func layoutSubviews() {
        let h = min(bounds.height, header.sizeThatFits(bounds.size).height)
        header.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
        content?.frame = Rect(x: 0, y: h, width: bounds.width, height: bounds.height - h)
    }
}

/// The details table, a child of ``PhotoDetailsViewController``: a rating row drawn as
/// stars (its own cell class) and key/value rows (`value1` cells). The rating row cannot
/// be chosen; choosing a key/value row tells the ``delegate``.
@MainActor
final class DetailsViewController: TableViewController {
    enum Row: Equatable {
        case rating(Int)
        case property(PhotoProperty)
        case notes(String)
    }

    static let ratingIdentifier = "Rating"
    static let propertyIdentifier = "KeyValue"
    static let notesIdentifier = "Notes"
    let rows: [Row]
    weak var delegate: DetailsViewControllerDelegate?

    init(photo: Photo) {
        rows =
            [
                .rating(photo.rating),
                .property(PhotoProperty(key: "Camera", value: photo.camera)),
                .property(PhotoProperty(key: "Taken", value: photo.dateText + " UTC")),
                .property(PhotoProperty(key: "Size", value: photo.sizeText)),
                .property(PhotoProperty(key: "Resolution", value: photo.megapixelsText)),
            ] + (photo.notes.map { [.notes($0)] } ?? [])
        super.init(style: .plain)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(RatingCell.self, forCellReuseIdentifier: Self.ratingIdentifier)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.propertyIdentifier, style: .value1)
        tableView.register(NotesCell.self, forCellReuseIdentifier: Self.notesIdentifier)
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch rows[indexPath.row] {
        case .rating(let stars):
            let cell =
                tableView.dequeueReusableCell(withIdentifier: Self.ratingIdentifier, for: indexPath) as! RatingCell
            cell.textLabel?.text = "Rating"
            cell.rating = stars
            return cell
        case .property(let p):
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.propertyIdentifier, for: indexPath)
            cell.textLabel?.text = p.key
            cell.detailTextLabel?.text = p.value
            cell.accessoryType = .disclosureIndicator
            return cell
        case .notes(let text):
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.notesIdentifier, for: indexPath) as! NotesCell
            cell.notes.text = text
            return cell
        }
    }

    /// Whether the row pushes a screen: a property; the rating and the notes only show.
    func isChosen(_ row: Row) -> Bool {
        if case .property = row { return true }
        return false
    }

    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        isChosen(rows[indexPath.row])
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        isChosen(rows[indexPath.row]) ? indexPath : nil
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard case .property(let p) = rows[indexPath.row] else { return }
        delegate?.detailsViewController(self, didSelect: p)
    }
}

/// A row showing a rating as five stars, filled ones in yellow: `Rating    ★★★☆☆`.
@MainActor
final class RatingCell: TableViewCell {
    /// 0...5 filled stars.
    var rating = 0 { didSet { stars.rating = rating } }
    let stars = StarsView()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(stars)
    }

    override func layoutContentView() {
        super.layoutContentView()
        let w = StarsView.count
        let width = contentView.bounds.width
        textLabel?.frame = Rect(x: 0, y: 0, width: max(0, width - w - 1), height: 1)
        stars.frame = Rect(x: max(0, width - w), y: 0, width: w, height: 1)
    }
}

/// The photo's notes: a "Notes" heading over a read-only text view, pinned to the content
/// view's edges with constraints as a UIKit self-sizing cell's are, so the row is as tall as
/// the notes wrap to at the screen's width.
final class NotesCell: TableViewCell {
    let heading = Label(text: "Notes")
    let notes = TextView()

    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        notes.style = .dim
        for v in [heading, notes] as [View] {
            v.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(v)
        }
        NSLayoutConstraint.activate([
            heading.topAnchor.constraint(equalTo: contentView.topAnchor),
            heading.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            notes.topAnchor.constraint(equalTo: heading.bottomAnchor),
            notes.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
            notes.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            notes.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}

/// Five stars, `rating` of them filled: `★★★☆☆`.
@MainActor
final class StarsView: View {
    static let count = 5
    var rating = 0

    /// The stars as text.
    static func text(_ rating: Int) -> String {
        let n = max(0, min(count, rating))
        return String(repeating: "★", count: n) + String(repeating: "☆", count: count - n)
    }

    override func draw(in context: inout DrawContext) {
        let n = max(0, min(Self.count, rating))
        context.draw(String(repeating: "★", count: n), x: 0, y: 0, style: Style(foreground: .yellow))
        context.draw(String(repeating: "☆", count: Self.count - n), x: n, y: 0, style: .dim)
    }
}

/// The screen pushed for a chosen property: the key as title, the key and value on one
/// line. Its view comes from `PropertyViewController.layout.json`, the layout file named
/// after the class (`init(nibName:bundle:)` with a nil name, as a nib named after its
/// controller), whose outlets connect to the controller.
@MainActor
final class PropertyViewController: ViewController, LayoutOwner {
    let property: PhotoProperty
    /// The file's `keyLabel` and `valueLabel` outlets.
    private(set) var keyLabel: Label?
    private(set) var valueLabel: Label?

    init(property: PhotoProperty, photo: Photo) {
        self.property = property
        super.init(nibName: nil, bundle: PhotosResources.bundle)
        title = property.key
    }

    override func viewDidLoad() {
        keyLabel?.text = property.key + ":"
        valueLabel?.text = property.value
    }

    func connect(outlet: String, to view: View) -> Bool {
        switch outlet {
        case "keyLabel": keyLabel = view as? Label
        case "valueLabel": valueLabel = view as? Label
        default: return false
        }
        return view is Label
    }

    func action(named name: String) -> (@MainActor () -> Void)? { nil }
}

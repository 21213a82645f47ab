import Foundation
import TableKit

/// Fruits for the layout screens: one section of three rows, cells of the default style.
@MainActor
final class FruitsDataSource: TableViewDataSource {
    let fruits = ["Apple", "Banana", "Cherry"]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// Apple's way of putting a table in a plain view controller: added in `viewDidLoad` and
/// pinned to the safe area's top and bottom and the view's leading and trailing edges.
@MainActor
final class PinnedTableViewController: ViewController {
    let tableView = TableView(frame: .zero, style: .plain)
    let source = FruitsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        tableView.dataSource = source
    }
}

/// The frame-based way: the table fills the view by its autoresizing mask, with a title
/// label across the top that keeps its width and stays centred.
@MainActor
final class AutoresizingTableViewController: ViewController {
    let tableView = TableView(frame: .zero, style: .plain)
    let titleLabel = Label(text: "Fruits")
    let source = FruitsDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.frame = Rect(x: (view.bounds.width - 6) / 2, y: 0, width: 6, height: 1)
        tableView.frame = Rect(x: 0, y: 1, width: view.bounds.width, height: view.bounds.height - 1)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        titleLabel.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(titleLabel)
        view.addSubview(tableView)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
        tableView.dataSource = source
    }
}

/// A controller whose `viewDidLoad` runs the given code on its plain view.
@MainActor
final class BuildingViewController: ViewController {
    let build: (View) -> Void
    init(_ build: @escaping (View) -> Void) {
        self.build = build
        super.init()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}

/// A custom cell with a price label pinned to its content view's trailing edge by anchors.
@MainActor
final class PriceCell: TableViewCell {
    let priceLabel = Label()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(priceLabel)
        priceLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            priceLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -1),
            priceLabel.widthAnchor.constraint(equalToConstant: 5),
            priceLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            priceLabel.heightAnchor.constraint(equalTo: contentView.heightAnchor),
        ])
    }
}

import TableKitTestSupport
import Testing

@testable import TableKit

@MainActor
@Suite struct AnchorLayoutTests {
    @Test func tablePinnedToTheFourEdgesFillsAPlainControllersView() {
        let vc = PinnedTableViewController()
        let driver = ScreenDriver(vc, size: Size(width: 30, height: 6))
        expectScreen(driver, [" Apple", " Banana", " Cherry", "", "", "↑↓ move  ? help  q quit"])
        #expect(vc.tableView.frame == Rect(x: 0, y: 0, width: 30, height: 5))
        #expect(driver.layoutIssues.isEmpty)
    }

    @Test func pinnedTableFollowsTheWindowThroughResizes() {
        let vc = PinnedTableViewController()
        let driver = ScreenDriver(vc, size: Size(width: 30, height: 6))
        _ = driver.screen
        driver.send(.resize(Size(width: 50, height: 4)))
        expectScreen(driver, [" Apple", " Banana", " Cherry", "↑↓ move  Enter select  ? help  q quit"])
        #expect(vc.tableView.frame == Rect(x: 0, y: 0, width: 50, height: 3))
        driver.send(.resize(Size(width: 20, height: 9)))
        expectScreen(driver, [" Apple", " Banana", " Cherry", "", "", "", "", "", "? help  q quit"])
        #expect(vc.tableView.frame == Rect(x: 0, y: 0, width: 20, height: 8))
    }

    @Test func widthHeightAndCentreConstraintsPlaceALabel() {
        let label = Label(text: "Nothing yet")
        let vc = BuildingViewController { view in
            view.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: view.layoutMarginsGuide.centerYAnchor),
                label.widthAnchor.constraint(equalToConstant: 11),
                label.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        let driver = ScreenDriver(vc, size: Size(width: 31, height: 6))
        #expect(driver.lines == ["", "", "          Nothing yet", "", "", "? help  q quit"])
        #expect(label.frame == Rect(x: 10, y: 2, width: 11, height: 1))
        driver.send(.resize(Size(width: 41, height: 10)))
        expectScreen(driver, ["", "", "", "", "               Nothing yet", "", "", "", "", "? help  q quit"])
        #expect(label.frame == Rect(x: 15, y: 4, width: 11, height: 1))
        #expect(driver.layoutIssues.isEmpty)
    }

    @Test func siblingsStackByTheirAnchorsAndAConstantChangeLaysOutAgain() {
        let title = Label(text: "Fruits")
        let table = TableView(frame: .zero, style: .plain)
        let source = FruitsDataSource()
        var height: LayoutConstraint?
        let vc = BuildingViewController { view in
            for v in [title, table] as [View] {
                view.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
            }
            let h = title.heightAnchor.constraint(equalToConstant: 1)
            height = h
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.topAnchor),
                title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
                title.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                h,
                table.topAnchor.constraint(equalTo: title.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.widthAnchor.constraint(equalTo: view.widthAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            table.register(TableViewCell.self, forCellReuseIdentifier: "Fruit")
            table.dataSource = source
        }
        let driver = ScreenDriver(vc, size: Size(width: 20, height: 6))
        expectScreen(driver, [" Fruits", " Apple", " Banana", " Cherry", "", "? help  q quit"])
        height?.constant = 2
        expectScreen(driver, [" Fruits", "", " Apple", " Banana", " Cherry", "? help  q quit"])
        #expect(table.frame == Rect(x: 0, y: 2, width: 20, height: 3))
        #expect(title.constraints.map(\.description) == ["Label.height == 2"])
        #expect(vc.view.constraints.count == 7)
    }

    @Test func deactivatingConstraintsGivesTheFrameBackToTheApp() {
        let label = Label(text: "Hi")
        let vc = BuildingViewController { view in view.addSubview(label) }
        let driver = ScreenDriver(vc, size: Size(width: 20, height: 6))
        label.translatesAutoresizingMaskIntoConstraints = false
        let pins = [
            label.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 3),
            label.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 1),
            label.widthAnchor.constraint(equalToConstant: 2),
            label.heightAnchor.constraint(equalToConstant: 1),
        ]
        NSLayoutConstraint.activate(pins)
        #expect(pins.map(\.isActive) == [true, true, true, true])
        _ = driver.screen
        #expect(label.frame == Rect(x: 3, y: 1, width: 2, height: 1))
        NSLayoutConstraint.deactivate(pins)
        #expect(pins.map(\.isActive) == [false, false, false, false])
        #expect(vc.view.constraints.isEmpty && label.constraints.isEmpty)
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = Rect(x: 0, y: 4, width: 2, height: 1)
        #expect(driver.lines == ["", "", "", "", "Hi", "? help  q quit"])
        #expect(driver.layoutIssues.isEmpty)
    }

    @Test func constraintNamesItsItemsAsUIKitDoes() {
        let view = View()
        let table = TableView()
        view.addSubview(table)
        let c = table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: -1)
        c.identifier = "pin"
        #expect(c.description == "'pin' TableView.top == View.safeAreaLayoutGuide.top - 1")
        #expect(c.firstItem === table && c.secondItem === view.safeAreaLayoutGuide)
        #expect(c.firstAttribute == .top && c.secondAttribute == .top && c.multiplier == 1)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(!c.isActive)
        c.isActive = true
        #expect(view.constraints.count == 1 && table.constraints.isEmpty)
    }

    @Test func customCellPlacesItsLabelByAnchorsInItsContentView() {
        let table = TableView(frame: .zero, style: .plain)
        let source = ArrayDataSource<String, PriceCell>(items: ["Apple", "Pear"], cellIdentifier: "Price") {
            cell, name in
            cell.textLabel?.text = name
            cell.priceLabel.text = name == "Apple" ? "$1.20" : "$0.80"
        }
        let vc = BuildingViewController { view in
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.register(PriceCell.self, forCellReuseIdentifier: "Price")
            table.dataSource = source
            view.addSubview(table)
        }
        let driver = ScreenDriver(vc, size: Size(width: 20, height: 4))
        expectScreen(driver, [" Apple        $1.20", " Pear         $0.80", "", "? help  q quit"])
        #expect(driver.layoutIssues.isEmpty)
    }
}

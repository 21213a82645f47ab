import TableKitTestSupport
import Testing

@testable import TableKit

@MainActor
@Suite struct LayoutIssueReportTests {
    /// A driver whose window keeps its layout issues off standard error.
    func quietDriver(_ vc: ViewController, width: Int = 30, height: Int = 6) -> ScreenDriver {
        let driver = ScreenDriver(vc, size: Size(width: width, height: height))
        driver.window.reportsLayoutIssuesToStandardError = false
        return driver
    }

    @Test func unsatisfiableWidthIsReportedOnceNamingTheViewsAndConstraints() {
        let vc = PinnedTableViewController()
        let driver = quietDriver(vc)
        _ = vc.view
        vc.tableView.widthAnchor.constraint(equalToConstant: 40).isActive = true
        expectScreen(driver, [" Apple", " Banana", " Cherry", "", "", "↑↓ move  ? help  q quit"])
        _ = driver.screen
        driver.send(.resize(Size(width: 32, height: 6)))
        _ = driver.screen
        #expect(
            driver.layoutIssues.map(\.description) == [
                """
                [LayoutConstraints] Unable to simultaneously satisfy constraints in View (30×5):
                    TableView.leading == View.leading
                    TableView.trailing == View.trailing
                    TableView.width == 40
                Breaking TableView.width == 40: TableView.width is 30, not 40.
                """
            ])
        #expect(driver.layoutIssues.first?.kind == .unsatisfiable)
        #expect(vc.tableView.frame == Rect(x: 0, y: 0, width: 32, height: 5))
    }

    @Test func tableWithoutAWidthIsReportedAsAmbiguous() {
        let table = TableView()
        let vc = BuildingViewController { view in
            view.addSubview(table)
            table.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                table.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
            ])
        }
        let driver = quietDriver(vc)
        _ = driver.screen
        #expect(
            driver.layoutIssues.map(\.description) == [
                """
                [LayoutConstraints] Ambiguous layout in View (30×5): TableView's width is not determined.
                    TableView.leading == View.leading + 2
                Constrained: leading. Constrain one more of trailing, centerX, width.
                """
            ])
        #expect(driver.layoutIssues.first?.views == ["TableView"])
        #expect(table.frame == Rect(x: 2, y: 0, width: 0, height: 5))
    }

    @Test func zeroFrameTableInAPlainViewIsReportedOnce() {
        let table = TableView()
        let vc = BuildingViewController { view in view.addSubview(table) }
        let driver = quietDriver(vc)
        expectScreen(driver, ["", "", "", "", "", "↑↓ move  ? help  q quit"])
        _ = driver.screen
        #expect(
            driver.layoutIssues.map(\.description) == [
                """
                [LayoutConstraints] TableView in BuildingViewController's view (30×5) has an empty frame \
                (0, 0, 0, 0) and no constraints, so it is not drawn.
                Give it a frame (frame = view.bounds with autoresizingMask = [.flexibleWidth, .flexibleHeight]) \
                or constraints (translatesAutoresizingMaskIntoConstraints = false and its anchors).
                """
            ])
        #expect(driver.layoutIssues.first?.kind == .zeroFrame)
    }

    @Test func hiddenOrFramedSubviewsAndTableViewControllersReportNothing() {
        let hidden = Label(text: "x")
        hidden.isHidden = true
        let vc = BuildingViewController { view in
            view.addSubview(hidden)
            view.addSubview(Label(text: "Hi", frame: Rect(x: 0, y: 0, width: 2, height: 1)))
        }
        let plain = quietDriver(vc)
        _ = plain.screen
        #expect(plain.layoutIssues.isEmpty)
        let tvc = quietDriver(NamesTableViewController())
        _ = tvc.screen
        #expect(tvc.layoutIssues.isEmpty)
    }

    @Test func constraintToANephewIsReportedAsUnsupported() {
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        let inner = Label(text: "in")
        let other = Label(text: "out", frame: Rect(x: 0, y: 3, width: 3, height: 1))
        let vc = BuildingViewController { view in
            view.addSubview(box)
            box.addSubview(inner)
            view.addSubview(other)
            inner.leadingAnchor.constraint(equalTo: other.leadingAnchor).isActive = true
        }
        let driver = quietDriver(vc)
        _ = driver.screen
        #expect(
            driver.layoutIssues.map(\.description) == [
                """
                [LayoutConstraints] Not solved in View (30×5): Label.leading == Label.leading relates views \
                that are neither a view and its superview nor siblings.
                    Label.leading == Label.leading
                """
            ])
        #expect(driver.layoutIssues.first?.kind == .unsupported)
    }
}

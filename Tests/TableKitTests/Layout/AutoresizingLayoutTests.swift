import TableKitTestSupport
import Testing

@testable import TableKit

@MainActor
@Suite struct AutoresizingLayoutTests {
    @Test func tableAndCentredTitleFollowTheWindowThroughResizes() {
        let vc = AutoresizingTableViewController()
        let driver = ScreenDriver(vc, size: Size(width: 30, height: 6))
        expectScreen(driver, ["            Fruits", " Apple", " Banana", " Cherry", "", "↑↓ move  ? help  q quit"])
        #expect(vc.titleLabel.frame == Rect(x: 12, y: 0, width: 6, height: 1))
        #expect(vc.tableView.frame == Rect(x: 0, y: 1, width: 30, height: 4))
        driver.send(.resize(Size(width: 40, height: 9)))
        expectScreen(
            driver,
            [
                "                 Fruits", " Apple", " Banana", " Cherry", "", "", "", "",
                "↑↓ move  Enter select  ? help  q quit",
            ])
        #expect(vc.titleLabel.frame == Rect(x: 17, y: 0, width: 6, height: 1))
        #expect(vc.tableView.frame == Rect(x: 0, y: 1, width: 40, height: 7))
        driver.send(.resize(Size(width: 20, height: 4)))
        expectScreen(driver, ["       Fruits", " Apple", " Banana", "? help  q quit"])
        #expect(vc.titleLabel.frame == Rect(x: 7, y: 0, width: 6, height: 1))
        #expect(vc.tableView.frame == Rect(x: 0, y: 1, width: 20, height: 2))
        #expect(driver.layoutIssues.isEmpty)
    }

    @Test func rootViewHasTheWindowsSizeWhenItLoads() {
        var sizeAtLoad: Size?
        let vc = BuildingViewController { view in sizeAtLoad = view.bounds.size }
        _ = Window(rootViewController: vc, size: Size(width: 30, height: 6))
        #expect(sizeAtLoad == Size(width: 30, height: 5))
    }

    @Test func childViewIsSizedByItsContainerNotTheWindowWhenItLoads() {
        var sizeAtLoad: Size?
        let child = BuildingViewController { view in sizeAtLoad = view.bounds.size }
        let nav = NavigationController(rootViewController: child)
        let driver = ScreenDriver(nav, size: Size(width: 30, height: 6))
        #expect(sizeAtLoad == .zero)
        _ = driver.screen
        // The navigation controller gives its top controller the area under its bar.
        #expect(child.view.frame == Rect(x: 0, y: 1, width: 30, height: 4))
    }

    @Test func layoutSubviewsRunsOncePerSizeChangeAndOnDemand() {
        final class Counting: View {
            var passes = 0
            override func layoutSubviews() { passes += 1 }
        }
        let view = Counting(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.frame.origin = Point(x: 3, y: 3)
        view.layoutIfNeeded()
        #expect(view.passes == 1)
        view.frame.size = Size(width: 12, height: 2)
        view.layoutIfNeeded()
        #expect(view.passes == 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == 3)
    }

    @Test func nestedMasksResizeDownTheTree() {
        let outer = View(frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let middle = View(frame: Rect(x: 2, y: 2, width: 16, height: 6))
        let inner = View(frame: Rect(x: 0, y: 5, width: 16, height: 1))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        inner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        outer.addSubview(middle)
        middle.addSubview(inner)
        outer.frame.size = Size(width: 30, height: 14)
        #expect(middle.frame == Rect(x: 2, y: 2, width: 26, height: 10))
        #expect(inner.frame == Rect(x: 0, y: 9, width: 26, height: 1))
    }
}

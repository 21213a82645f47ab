import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A controller that logs its appearance calls.
@MainActor
final class AppearanceLog: ViewController {
    var log: [String] = []
    init(_ title: String) {
        super.init()
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A table controller with three rows, for the bar's edit button.
@MainActor
final class ThreeRows: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let c =
            tableView.dequeueReusableCell(withIdentifier: "c") ?? TableViewCell(style: .default, reuseIdentifier: "c")
        c.textLabel?.text = "row \(indexPath.row)"
        return c
    }
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}

@MainActor
@Suite struct NavigationBarTests {
    func logs(_ vcs: [AppearanceLog]) -> [[String]] { vcs.map(\.log) }
    func clear(_ vcs: [AppearanceLog]) { for v in vcs { v.log.removeAll() } }

    @Test func theBarDrawsBackLeftItemsTitleAndRightItems() {
        let root = AppearanceLog("Items")
        let detail = AppearanceLog("Detail")
        detail.navigationItem.title = "Lamp"
        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Info")
        detail.navigationItem.rightBarButtonItems = [
            BarButtonItem(barButtonSystemItem: .save), BarButtonItem(barButtonSystemItem: .add),
        ]
        let nav = NavigationController(rootViewController: root)
        nav.pushViewController(detail, animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 44, height: 4))
        // The first right item is outermost, as in UIKit.
        #expect(CellsScreen.lines(w)[0] == "‹ Items [ Info ]    Lamp      [ + ] [ Save ]")
        #expect(CellsScreen.style(w, x: 36, y: 0).attributes.contains(.bold))  // Save is a .done item
    }

    @Test func theTitleFallsBackToTheControllersAndBackToBackButtonTitle() {
        let root = AppearanceLog("Items")
        root.navigationItem.backButtonTitle = "List"
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        #expect(CellsScreen.lines(w)[0] == "            Items")
        nav.pushViewController(AppearanceLog("Detail"), animated: false)
        #expect(CellsScreen.lines(w)[0] == "‹ List      Detail")
        nav.topViewController?.navigationItem.hidesBackButton = true
        #expect(CellsScreen.lines(w)[0] == "            Detail")
    }

    @Test func clickingABarItemPressesItAndADisabledOneDoesNothing() {
        var pressed: [String] = []
        let root = AppearanceLog("Items")
        let add = BarButtonItem(barButtonSystemItem: .add) { pressed.append("add") }
        let off = BarButtonItem(title: "Off") { pressed.append("off") }
        off.isEnabled = false
        root.navigationItem.rightBarButtonItems = [add, off]
        let w = Window(
            rootViewController: NavigationController(rootViewController: root), size: Size(width: 30, height: 4))
        let line = CellsScreen.lines(w)[0]
        #expect(line.hasSuffix("[ Off ] [ + ]"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 28, y: 0))))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 20, y: 0))))
        #expect(pressed == ["add"])
    }

    @Test func shiftTabGivesTheBarTheKeyboardArrowsChooseAndEnterPresses() {
        var pressed: [String] = []
        let root = ThreeRows()
        root.title = "Rows"
        root.navigationItem.leftBarButtonItem = BarButtonItem(title: "A") { pressed.append("A") }
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "B") { pressed.append("B") }
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 6))
        #expect(w.keyBindings.contains { $0.keyLabel == "⇧Tab" && $0.help == "bar buttons" })
        CellsScreen.press("BTab", in: w)
        #expect(nav.navigationBar.hasKeyboard)
        // 40 columns: the leave and quit keys are kept first; Enter press is in ? help.
        #expect(CellsScreen.lines(w).last == "←/→ choose  Esc leave bar  q quit")
        #expect(CellsScreen.style(w, x: 0, y: 0).attributes.contains(.reverse))  // [ A ] focused
        CellsScreen.press("Right Enter", in: w)
        #expect(pressed == ["B"] && !nav.navigationBar.hasKeyboard)
        CellsScreen.press("BTab Right Right Enter", in: w)  // wraps around to A
        #expect(pressed == ["B", "A"])
        // While the bar has the keyboard, the rows do not move; Esc gives it back.
        CellsScreen.press("BTab Down", in: w)
        #expect(!nav.navigationBar.hasKeyboard)
        let cursor = root.tableView.cursorIndexPath
        CellsScreen.press("BTab j", in: w)
        #expect(nav.navigationBar.hasKeyboard && root.tableView.cursorIndexPath == cursor)
    }

    @Test func theBackButtonIsOnTheBarsKeyboardToo() {
        let nav = NavigationController(rootViewController: AppearanceLog("Root"))
        nav.pushViewController(AppearanceLog("Top"), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        CellsScreen.press("BTab Enter", in: w)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func theEditButtonItemInTheBarTogglesATableControllersEditing() {
        let root = ThreeRows()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 6))
        #expect(CellsScreen.lines(w)[0].hasSuffix("[ Edit ]"))
        CellsScreen.press("BTab Enter", in: w)
        #expect(root.isEditing && root.tableView.isEditing)
        #expect(CellsScreen.lines(w)[0].hasSuffix("[ Done ]"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 25, y: 0))))
        #expect(!root.tableView.isEditing)
        #expect(CellsScreen.lines(w)[0].hasSuffix("[ Edit ]"))
    }

    @Test func popToRootCallsAppearanceOnTheTopAndRootOnly() {
        let vcs = ["A", "B", "C"].map(AppearanceLog.init)
        let nav = NavigationController(rootViewController: vcs[0])
        nav.pushViewController(vcs[1], animated: false)
        nav.pushViewController(vcs[2], animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        defer { withExtendedLifetime(w) {} }
        clear(vcs)
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.map { $0.title } == ["B", "C"])
        #expect(logs(vcs) == [["willAppear", "didAppear"], [], ["willDisappear", "didDisappear"]])
        #expect(nav.viewControllers.count == 1 && vcs[1].parent == nil && vcs[2].parent == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
    }

    @Test func popToAViewControllerPopsTheOnesAboveIt() {
        let vcs = ["A", "B", "C", "D"].map(AppearanceLog.init)
        let nav = NavigationController(rootViewController: vcs[0])
        for v in vcs.dropFirst() { nav.pushViewController(v, animated: false) }
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        defer { withExtendedLifetime(w) {} }
        clear(vcs)
        #expect(nav.popToViewController(vcs[1], animated: false)?.map { $0.title } == ["C", "D"])
        #expect(logs(vcs) == [[], ["willAppear", "didAppear"], [], ["willDisappear", "didDisappear"]])
        #expect(nav.popToViewController(vcs[1], animated: false)?.isEmpty == true)
        #expect(nav.topViewController === vcs[1])
    }

    @Test func setViewControllersReplacesTheStackWithAppearanceOnlyWhenTheTopChanges() {
        let vcs = ["A", "B", "C"].map(AppearanceLog.init)
        let nav = NavigationController(rootViewController: vcs[0])
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        clear(vcs)
        nav.setViewControllers([vcs[1], vcs[2]], animated: true)
        #expect(logs(vcs) == [["willDisappear", "didDisappear"], [], ["willAppear", "didAppear"]])
        #expect(vcs[0].parent == nil && vcs[1].parent === nav && vcs[2].parent === nav)
        #expect(CellsScreen.lines(w)[0].hasPrefix("‹ B"))
        clear(vcs)
        nav.viewControllers = [vcs[0], vcs[2]]  // same top: no appearance calls
        #expect(logs(vcs) == [[], [], []])
        #expect(vcs[1].parent == nil && CellsScreen.lines(w)[0].hasPrefix("‹ A"))
    }

    @Test func aHiddenBarGivesItsLineToTheControllerAndTakesNoKeys() {
        let root = AppearanceLog("Items")
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "B")
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 4))
        nav.setNavigationBarHidden(true, animated: true)
        #expect(CellsScreen.lines(w)[0] == "" && root.view.frame.minY == 0 && root.view.frame.height == 3)
        CellsScreen.press("BTab", in: w)
        #expect(!nav.navigationBar.hasKeyboard && !w.keyBindings.contains { $0.help == "bar buttons" })
        nav.isNavigationBarHidden = false
        #expect(CellsScreen.lines(w)[0].hasSuffix("[ B ]"))
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOutsideOne() {
        let root = AppearanceLog("Root")
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 8))
        root.show(AppearanceLog("Pushed"))
        #expect(nav.viewControllers.count == 2)
        let lone = AppearanceLog("Lone")
        let w2 = Window(rootViewController: lone, size: Size(width: 30, height: 8))
        lone.show(AppearanceLog("Presented"))
        #expect(lone.presentedViewController?.title == "Presented")
        withExtendedLifetime((w, w2)) {}
    }
}

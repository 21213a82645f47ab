import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

@MainActor
@Suite struct NavigationAndHelpTests {
    final class Titled: ViewController {
        init(_ t: String) {
            super.init()
            title = t
        }
    }

    @Test func clickingTheBackLabelPops() {
        let nav = NavigationController(rootViewController: Titled("Photos"))
        nav.pushViewController(Titled("Detail"), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 6))
        #expect(TextRenderer.lines(w.render())[0].hasPrefix("‹ Photos"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 0))))
        #expect(nav.viewControllers.count == 1)
        #expect(!TextRenderer.lines(w.render())[0].contains("‹"))
    }

    @Test func aClickOnTheBarElsewhereDoesNotPop() {
        let nav = NavigationController(rootViewController: Titled("Photos"))
        nav.pushViewController(Titled("Detail"), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 6))
        _ = w.render()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 30, y: 0))))
        #expect(nav.viewControllers.count == 2)
    }

    @Test func theHelpLineShowsOnlyTheIndexKeysWhileTheIndexHasTheKeyboard() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 24))
        #expect(TextRenderer.lines(w.render()).last?.contains("q quit") == true)
        w.send(.key(.tab))
        let help = TextRenderer.lines(w.render()).last ?? ""
        #expect(help.hasPrefix("↑↓ jump"))
        // Letters jump in the index (q too): only ⌃C quits there, and the help says so.
        #expect(help.hasSuffix("A–Z jump to a title  ^C quit"))
        #expect(!help.contains("q quit"))
        w.send(.key(.end))
        #expect(vc.tableView.indexCursor == vc.tableView.shownIndexTitles.count - 1)
        w.send(.key(.character("/")))  // searching starts from the index too
        #expect(vc.searchController.isActive)
    }
}

@MainActor
@Suite struct ControllerLifecycleTests {
    final class Logged: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    }

    @Test func pushAndPopTellBothControllers() {
        let root = Logged()
        let nav = NavigationController(rootViewController: root)
        let w = Window(rootViewController: nav, size: Size(width: 20, height: 5))
        defer { withExtendedLifetime(w) {} }
        root.log.removeAll()
        let top = Logged()
        nav.pushViewController(top, animated: false)
        #expect(root.log == ["willDisappear", "didDisappear"])
        #expect(top.log == ["willAppear", "didAppear"])
        root.log.removeAll()
        top.log.removeAll()
        nav.popViewController(animated: false)
        #expect(top.log == ["willDisappear", "didDisappear"])
        #expect(root.log == ["willAppear", "didAppear"])
        #expect(top.parent == nil)
    }
}

@MainActor
@Suite struct DelegateHeightTests {
    final class SomeHeights: TableViewDelegate {
        var providesRowHeights: Bool { true }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
            indexPath.row == 0 ? 3 : nil
        }
    }

    @Test func rowsTheDelegateLeavesToTheDefaultGetTheTableRowHeight() {
        let table = threeRowTable(delegate: SomeHeights())
        table.rowHeight = 2
        table.reloadData()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 3)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 2)
        #expect(table.contentSize.height == 7)
    }

    @Test func sizesAreNeverNegativeAndKeyScriptsLowercaseControlKeys() throws {
        #expect(Size(width: -3, height: -1) == Size(width: 0, height: 0))
        #expect(try KeyScript.parse("C-U") == [.key(.ctrl("u"))])
    }
}

@MainActor
@Suite struct FirstResponderTests {
    final class Plain: ViewController, TableViewDataSource {
        let table = TableView()
        override func loadView() { setView(table) }
        override func viewDidLoad() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "c")
            table.dataSource = self
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        }
    }

    @Test func aControllerWhoseViewIsATableSendsKeysToItWithoutCode() {
        let vc = Plain()
        let w = Window(rootViewController: vc, size: Size(width: 40, height: 5))
        _ = w.render()
        #expect(vc.table.cursorIndexPath == IndexPath(row: 0, section: 0))  // from the start
        w.send(.key(.down))
        #expect(vc.table.cursorIndexPath == IndexPath(row: 1, section: 0))
        #expect(TextRenderer.lines(w.render()).last?.hasPrefix("↑↓ move") == true)
    }
}

@MainActor
@Suite struct IdleTickTests {
    @Test func anIdleTickAsksForNoRedrawButAFadingMarkDoes() throws {
        let vc = NamesTableViewController(style: .plain)
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 6))
        _ = w.render()
        #expect(w.send(.tick) == false)
        vc.names.insert("new", at: 0)
        try vc.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        var redraws = 0
        for _ in 0..<20 where w.send(.tick) { redraws += 1 }
        #expect(redraws >= 1)
        #expect(w.send(.tick) == false)
        #expect(w.send(.key(.down)) == true)
    }
}

@MainActor
@Suite struct SearchControllerTests {
    @Test func isActiveCanBeSetAsInUIKit() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        _ = vc.view
        vc.searchController.isActive = true
        #expect(vc.searchController.searchBar.isEditing)
        #expect(vc.tableView.shownIndexTitles.isEmpty)
        vc.searchController.isActive = false
        #expect(!vc.searchController.searchBar.isEditing)
        #expect(!vc.tableView.shownIndexTitles.isEmpty)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A TableViewController subclass with names, overriding what it needs.
@MainActor
final class NamesTableViewController: TableViewController {
    var names = ["Ann", "Bob", "Cy"]
    var selections: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Name")
    }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        c.textLabel?.text = names[indexPath.row]
        return c
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "People" }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath.row)
    }
}

@MainActor
@Suite struct TableViewControllerTests {
    @Test func isDataSourceAndDelegateAndSubclassOverridesAreCalled() {
        let vc = NamesTableViewController(style: .grouped)
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 7))
        #expect(vc.tableView.dataSource === vc)
        #expect(vc.tableView.delegate === vc)
        #expect(vc.tableView.style == .grouped)
        #expect(
            CellsScreen.lines(w) == ["────────────────────", " PEOPLE", " Ann", " Bob", " Cy", "", "? help  q quit"])
        CellsScreen.press("Down Down Down Enter", in: w)
        #expect(vc.selections == [2])
    }

    @Test func clearsSelectionWhenAboutToAppearUnlessTurnedOff() {
        let vc = NamesTableViewController()
        _ = Window(rootViewController: vc, size: Size(width: 20, height: 7))
        vc.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        vc.viewWillAppear(false)
        #expect(vc.tableView.indexPathForSelectedRow == nil)
        vc.clearsSelectionOnViewWillAppear = false
        vc.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        vc.viewWillAppear(false)
        #expect(vc.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func editButtonTogglesEditingOnControllerTableAndCells() {
        let vc = NamesTableViewController()
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 7))
        _ = w.render()
        #expect(vc.editButtonItem.title == "Edit")
        vc.editButtonItem.sendAction()
        #expect(vc.isEditing)
        #expect(vc.tableView.isEditing)
        #expect(vc.editButtonItem.title == "Done")
        #expect(vc.tableView.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        #expect(CellsScreen.lines(w)[1].hasPrefix(" ⊖ Ann"))
        vc.editButtonItem.sendAction()
        #expect(!vc.tableView.isEditing)
        #expect(CellsScreen.lines(w)[1] == " Ann")
    }

    @Test func refreshControlShowsAboveTheRowsUntilEnded() {
        let vc = NamesTableViewController()
        let w = Window(rootViewController: vc, size: Size(width: 24, height: 6))
        var started = 0
        let rc = RefreshControl(title: "Checking…")
        rc.action = { _ in started += 1 }
        vc.refreshControl = rc
        CellsScreen.press("r", in: w)
        #expect(rc.isRefreshing)
        #expect(started == 1)
        #expect(CellsScreen.lines(w).prefix(3) == ["      ⠋ Checking…", " People", " Ann"])
        // Ticks turn the spinner; another r while refreshing does nothing.
        w.send(.tick)
        #expect(CellsScreen.lines(w)[0] == "      ⠙ Checking…")
        CellsScreen.press("r", in: w)
        #expect(started == 1)
        rc.endRefreshing()
        #expect(CellsScreen.lines(w).prefix(2) == [" People", " Ann"])
        #expect(w.keyBindings.contains { $0.help == "refresh" })
    }

    @Test func pullingDownPastTheTopStartsARefresh() {
        let vc = NamesTableViewController()
        let w = Window(rootViewController: vc, size: Size(width: 24, height: 6))
        let rc = RefreshControl()
        vc.refreshControl = rc
        CellsScreen.press("Up", in: w)
        #expect(rc.isRefreshing)
        #expect(CellsScreen.lines(w)[0] == "     ⠋ Refreshing…")
        w.send(.mouse(MouseEvent(kind: .wheelUp, location: Point(x: 1, y: 3))))
        #expect(rc.isRefreshing)
    }

    @Test func beginRefreshingShowsTheSpinnerWithoutTheAction() {
        let rc = RefreshControl()
        var called = false
        rc.action = { _ in called = true }
        rc.beginRefreshing()
        #expect(rc.isRefreshing)
        #expect(!called)
        #expect(rc.sizeThatFits(Size(width: 10, height: 10)).height == 1)
        rc.endRefreshing()
        #expect(rc.sizeThatFits(Size(width: 10, height: 10)).height == 0)
    }
}

@MainActor
@Suite struct BackgroundWorkTests {
    @Test func resultArrivesOffTheMainActorAndIsPolled() async {
        let work = BackgroundWork { () -> Bool in
            // Not on the main thread: the work is detached.
            !Thread.isMainThread
        }
        let offMain = await work.value()
        #expect(offMain)
        #expect(work.poll() == true)
        #expect(work.isFinished)
    }

    @Test func pollIsNilUntilTheWorkEnds() async {
        // The work waits for the test to let it go, so that the first poll comes before it ends.
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let work = BackgroundWork { () -> Int in
            for await _ in gate { break }
            return 42
        }
        #expect(work.poll() == nil)
        #expect(!work.isFinished)
        open.yield()
        #expect(await work.value() == 42)
        #expect(work.poll() == 42)
    }
}

@MainActor
@Suite struct ArrayDataSourceTests {
    @Test func servesOneRowPerItemConfiguredByTheClosure() {
        let ds = ArrayDataSource<String, TableViewCell>(items: ["a", "b"], cellIdentifier: "C") { cell, item in
            cell.textLabel?.text = item.uppercased()
        }
        let t = TableView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        t.register(TableViewCell.self, forCellReuseIdentifier: "C")
        t.dataSource = ds
        t.reloadData()
        #expect(TextRenderer.lines(t.renderedCanvas()) == [" A", " B", ""])
        #expect(ds.item(at: IndexPath(row: 1, section: 0)) == "b")
        ds.items.append("c")
        t.reloadData()
        #expect(t.numberOfRows(inSection: 0) == 3)
    }
}

@MainActor
@Suite struct AlertTests {
    final class Root: ViewController {}

    func presented(_ configure: (Alert) -> Void) -> (Window, Alert) {
        let root = Root()
        let w = Window(rootViewController: root, size: Size(width: 40, height: 12))
        let a = Alert(title: "Delete?", message: "This cannot be undone.")
        configure(a)
        root.present(a)
        return (w, a)
    }

    @Test func arrowsMoveFocusEnterChoosesAndDismissesBeforeTheHandler() {
        var log: [String] = []
        var w: Window!
        (w, _) = presented { a in
            a.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            let del = AlertAction(title: "Delete", style: .destructive) { _ in
                log.append("delete \(w.modalViews.count)")
            }
            a.addAction(del)
            a.preferredAction = del
        }
        #expect(
            CellsScreen.lines(w) == [
                "",
                "",
                "       ╭────────────────────────╮",
                "       │        Delete?         │",
                "       │                        │",
                "       │ This cannot be undone. │",
                "       │                        │",
                "       │ [ Cancel ]  [ Delete ] │",
                "       ╰────────────────────────╯",
                "",
                "",
                "←/→ choose  Esc Cancel  ^C quit",  // the leave keys first: no room for Enter
            ])
        #expect(CellsScreen.style(w, x: 21, y: 7).foreground == .red)
        CellsScreen.press("Left Right Enter", in: w)
        // The handler runs after the alert is off the screen.
        #expect(log == ["delete 0"])
        #expect(w.modalViews.isEmpty)
    }

    @Test func preferredActionIsBoldAndFocusedFirst() throws {
        var chosen: String?
        let (w, a) = presented { a in
            a.addAction(AlertAction(title: "No", style: .cancel) { chosen = $0.title })
            let yes = AlertAction(title: "Yes") { chosen = $0.title }
            a.addAction(yes)
            a.preferredAction = yes
        }
        #expect(a.focusedIndex == 1)
        let line = try #require(CellsScreen.line(containing: "[ Yes ]", in: w))
        let x = try #require(CellsScreen.lines(w)[line].range(of: "[ Yes ]")).lowerBound.utf16Offset(
            in: CellsScreen.lines(w)[line])
        let style = CellsScreen.style(w, x: x, y: line).attributes
        #expect(style.contains(.bold) && style.contains(.reverse))
        CellsScreen.press("Enter", in: w)
        #expect(chosen == "Yes")
    }

    @Test func escChoosesTheCancelActionOrNothing() {
        var chosen: String?
        let (w, _) = presented { a in
            a.addAction(AlertAction(title: "OK") { chosen = $0.title })
            a.addAction(AlertAction(title: "Never mind", style: .cancel) { chosen = $0.title })
        }
        CellsScreen.press("Esc", in: w)
        #expect(chosen == "Never mind")
        #expect(w.modalViews.isEmpty)

        // A one-button alert is an acknowledgement: Esc presses its button as Enter does.
        let (w2, _) = presented { a in a.addAction(AlertAction(title: "OK") { chosen = $0.title }) }
        #expect(CellsScreen.lines(w2).last == "Enter/Esc OK  q quit")  // q quits from an alert
        CellsScreen.press("Esc", in: w2)
        #expect(w2.modalViews.isEmpty && chosen == "OK")

        // Two buttons and no cancel action: Esc does nothing.
        let (w3, _) = presented { a in
            a.addAction(AlertAction(title: "Keep"))
            a.addAction(AlertAction(title: "Drop"))
        }
        CellsScreen.press("Esc", in: w3)
        #expect(w3.modalViews.count == 1)
    }

    @Test func disabledActionsAreSkippedAndCannotBeChosen() {
        var chosen: [String] = []
        let (w, a) = presented { a in
            a.addAction(AlertAction(title: "A") { chosen.append($0.title) })
            let b = AlertAction(title: "B") { chosen.append($0.title) }
            b.isEnabled = false
            a.addAction(b)
            a.addAction(AlertAction(title: "C") { chosen.append($0.title) })
        }
        CellsScreen.press("Right", in: w)
        #expect(a.focusedIndex == 2)
        a.choose(a.actions[1])
        #expect(chosen.isEmpty)
        CellsScreen.press("Enter", in: w)
        #expect(chosen == ["C"])
    }

    @Test func clickOnAButtonChoosesIt() throws {
        var chosen: String?
        let (w, a) = presented { a in
            a.addAction(AlertAction(title: "One") { chosen = $0.title })
            a.addAction(AlertAction(title: "Two") { chosen = $0.title })
        }
        let lines = CellsScreen.lines(w)
        let y = try #require(CellsScreen.line(containing: "[ Two ]", in: w))
        let x = lines[y].distance(from: lines[y].startIndex, to: lines[y].range(of: "[ Two ]")!.lowerBound)
        _ = a
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: x + 2, y: y))))
        #expect(chosen == "Two")
    }

    @Test func alertIsCentredAndWrapsLongMessages() {
        let (w, a) = presented { a in
            a.message = String(repeating: "word ", count: 30)
            a.addAction(AlertAction(title: "OK"))
        }
        _ = w.render()
        #expect(a.frame.width == min(Alert.maximumWidth, 40))
        #expect(a.frame.minX == (40 - a.frame.width) / 2)
        #expect(CellsScreen.lines(w).filter { $0.contains("word") }.count >= 4)
    }
}

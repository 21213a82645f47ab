import Foundation
import Testing

@testable import TableKit
@testable import TableKitApps

/// Every key any component could receive: the named keys, printable ASCII and ⌃A–⌃Z.
let everyKey: [Key] =
    [
        .up, .down, .left, .right, .shiftUp, .shiftDown, .pageUp, .pageDown, .home, .end,
        .enter, .escape, .tab, .backTab, .backspace, .delete,
    ]
    + (0x20...0x7E).map { .character(Character(UnicodeScalar($0)!)) }
    + "abcdefghijklmnopqrstuvwxyz".map { .ctrl($0) }

/// Walks a key map: every binding has a check of what its help says, run for each of its
/// keys (and a typed sample for a character class); every key no binding lists must do
/// nothing (`unlisted`).
@MainActor
func walk(
    _ map: some KeyMap, sample: Character = "c", checks: [String: (Key) -> Void], unlisted: (Key) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for binding in map.allBindings {
        guard let check = checks[binding.help] else {
            Issue.record("\(type(of: map)): no check for '\(binding.help)'", sourceLocation: sourceLocation)
            continue
        }
        #expect(binding.isEnabled, "\(type(of: map)).\(binding.help) has no keys", sourceLocation: sourceLocation)
        for key in binding.keys { check(key) }
        if binding.characters != nil { check(.character(sample)) }
    }
    for key in everyKey where !map.allBindings.contains(where: { $0.matches(key) }) { unlisted(key) }
}

/// Key maps as the single source of truth: each listed key does what its
/// help says, and no unlisted key does anything.
@MainActor
@Suite struct KeyMapWalkTests {
    let size = Size(width: 30, height: 12)
    func ip(_ r: Int, _ s: Int = 0) -> IndexPath { IndexPath(row: r, section: s) }

    /// A laid-out table of 40 rows, the cursor on row 5.
    func rows(_ setUp: (ModelDataSource) -> Void = { _ in }) -> (TableView, ModelDataSource) {
        let ds = ModelDataSource([(0..<40).map { "row \($0)" }])
        setUp(ds)
        let table = ds.makeTable(size)
        table.moveCursor(to: ip(5))
        table.layoutIfNeeded()
        return (table, ds)
    }

    func send(_ table: TableView, _ key: Key) -> Bool {
        let handled = table.handle(.key(key))
        table.layoutIfNeeded()
        return handled
    }

    @Test func everyTableKeyDoesWhatItsHelpSays() {
        let map = KeyMaps.current.table
        walk(
            map,
            checks: [
                "up": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.cursorIndexPath == ip(4), "\(k)")
                },
                "down": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.cursorIndexPath == ip(6), "\(k)")
                },
                "page up": { k in
                    let (t, _) = rows()
                    t.contentOffset = Point(x: 0, y: 20)
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.contentOffset.y < 20, "\(k)")
                },
                "page down": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.contentOffset.y > 0, "\(k)")
                },
                "top": { k in
                    let (t, _) = rows()
                    t.contentOffset = Point(x: 0, y: 20)
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.contentOffset.y == 0 && t.cursorIndexPath == ip(0), "\(k)")
                },
                "bottom": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.cursorIndexPath == ip(39), "\(k)")
                },
                "half page up": { k in
                    let (t, _) = rows()
                    t.contentOffset = Point(x: 0, y: 20)
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.contentOffset.y == 20 - size.height / 2, "\(k)")
                },
                "half page down": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.contentOffset.y == size.height / 2, "\(k)")
                },
                "select": { k in
                    let (t, _) = rows()
                    _ = send(t, k)
                    #expect(t.indexPathForSelectedRow == ip(5), "\(k)")
                },
                "toggle": { k in
                    let (t, _) = rows()
                    t.allowsMultipleSelection = true
                    _ = send(t, k)
                    #expect(t.indexPathsForSelectedRows == [ip(5)], "\(k)")
                },
                "index": { k in
                    let t = TableView(frame: Rect(origin: .zero, size: size))
                    let ds = CountingDataSource(counts: [5, 5], titles: ["A", "B"])
                    ds.indexTitles = ["A", "B"]
                    ds.register(in: t)
                    keepAlive.append(ds)
                    t.reloadData()
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.isIndexFocused, "\(k)")
                },
                "delete": { k in
                    let (t, _) = rows()
                    t.setEditing(true, animated: false)
                    _ = send(t, k)
                    #expect(t.indexPathForOpenRowActions == ip(5), "\(k)")
                },
                "move row up": { k in
                    let (t, ds) = rows()
                    t.setEditing(true, animated: false)
                    _ = send(t, k)
                    #expect(ds.rows[0][4] == "row 5" && t.cursorIndexPath == ip(4), "\(k)")
                },
                "move row down": { k in
                    let (t, ds) = rows()
                    t.setEditing(true, animated: false)
                    _ = send(t, k)
                    #expect(ds.rows[0][6] == "row 5" && t.cursorIndexPath == ip(6), "\(k)")
                },
                "actions": { k in
                    let (t, _) = rows { ds in
                        ds.swipeActions = { _ in
                            SwipeActionsConfiguration(actions: [
                                ContextualAction(style: .normal, title: "Flag") { _, d in d(true) }
                            ])
                        }
                    }
                    _ = send(t, k)
                    #expect(t.indexPathForOpenRowActions == ip(5), "\(k)")
                },
                "leading actions": { k in
                    let (t, _) = rows()
                    let leading = LeadingActions()
                    keepAlive.append(leading)
                    t.delegate = leading
                    _ = send(t, k)
                    #expect(
                        t.indexPathForOpenRowActions == ip(5) && t.rowActionsView.state?.kind == .leadingActions, "\(k)"
                    )
                },
                "column left": { k in
                    let t = ColumnsModel([[["a", "1"], ["b", "2"]]]).makeTable(["Name", "N"], size: size)
                    t.selectedColumn = 1
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.selectedColumn == 0, "\(k)")
                },
                "column right": { k in
                    let t = ColumnsModel([[["a", "1"], ["b", "2"]]]).makeTable(["Name", "N"], size: size)
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.selectedColumn == 1, "\(k)")
                },
                "sort": { k in
                    let t = ColumnsModel([[["b", "1"], ["a", "2"]]]).makeTable(["Name", "N"], size: size)
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(t.sortDescriptor?.column == 0, "\(k)")
                },
                "end editing": { k in  // the controller's: setEditing(false), the Edit button retitled
                    let vc = TableViewController()
                    _ = vc.view
                    let button = vc.editButtonItem
                    vc.setEditing(true, animated: false)
                    #expect(!vc.tableView.handle(.key(k)) && vc.handle(.key(k)), "\(k)")
                    #expect(!vc.isEditing && !vc.tableView.isEditing && button.title == "Edit", "\(k)")
                    #expect(!vc.handle(.key(k)), "\(k): not editing, the key passes on (back, for a pushed table)")
                },
                "details": { k in  // Cells: the accessory button of the cursor's row
                    let model = CellsModel((0..<40).map { "row \($0)" }) { c, _ in c.accessoryType = .detailButton }
                    let t = model.makeTable(size)
                    t.moveCursor(to: ip(5))
                    t.layoutIfNeeded()
                    _ = send(t, k)
                    #expect(model.accessoryTaps == [ip(5)], "\(k)")
                },
            ].merging(rowControlChecks) { own, _ in own },  // Controls/ControlKeyMapWalkTests.swift
            unlisted: { k in
                let (t, _) = rows()
                #expect(!send(t, k), "\(k) was handled")
                #expect(
                    t.cursorIndexPath == ip(5) && t.contentOffset.y == 0 && t.indexPathForSelectedRow == nil, "\(k)")
            })
    }

    /// A 20×8 table of sections A–D with a search entry, the index focused on "B".
    func focusedIndex() -> TableView {
        let t = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 8))
        let ds = CountingDataSource(counts: [5, 5, 5, 5], titles: ["A", "B", "C", "D"])
        ds.indexTitles = [TableView.indexSearch, "A", "B", "C", "D"]
        ds.register(in: t)
        keepAlive.append(ds)
        t.reloadData()
        t.layoutIfNeeded()
        _ = t.handle(.key(.tab))
        t.chooseIndexTitle(2)
        t.layoutIfNeeded()
        return t
    }

    @Test func everySectionIndexKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.sectionIndex,
            checks: [
                "previous title": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(t.indexCursor == 1, "\(k)")
                },
                "next title": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(t.indexCursor == 3, "\(k)")
                },
                "first title": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(t.indexCursor == 1, "\(k)")
                },
                "last title": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(t.indexCursor == 4, "\(k)")
                },
                "choose": { k in
                    let t = focusedIndex()
                    t.state.indexCursor = 3
                    _ = send(t, k)
                    #expect(!t.isIndexFocused && t.cursorIndexPath == ip(0, 2), "\(k)")
                },
                "back to rows": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(!t.isIndexFocused, "\(k)")
                },
                "jump to a title": { k in
                    let t = focusedIndex()
                    _ = send(t, k)
                    #expect(t.indexCursor == 3, "\(k) jumps to C")
                },
                "search": { k in
                    let t = focusedIndex()
                    #expect(!send(t, k) && !t.isIndexFocused, "\(k) goes on")
                },
                "help": { k in
                    let t = focusedIndex()
                    #expect(!send(t, k) && t.isIndexFocused, "\(k) goes on")
                },
            ],
            unlisted: { k in
                let t = focusedIndex()
                #expect(!send(t, k), "\(k) was handled")
                #expect(t.isIndexFocused && t.indexCursor == 2, "\(k)")
            })
    }

    /// A table with two trailing actions open on row 0; `ran` records the handlers.
    final class Ran { var names: [String] = [] }
    func openActions() -> (TableView, Ran) {
        let ran = Ran()
        let ds = ModelDataSource([["mail", "news"]])
        ds.swipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Trash") { _, d in
                    ran.names.append("Trash")
                    d(true)
                },
                ContextualAction(style: .normal, title: "Flag") { _, d in
                    ran.names.append("Flag")
                    d(true)
                },
            ])
        }
        let t = ds.makeTable(size)
        _ = t.showTrailingActions(forRowAt: ip(0))
        t.layoutIfNeeded()
        return (t, ran)
    }

    @Test func everyRowActionsKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.rowActions,
            checks: [
                "choose left": { k in
                    let (t, _) = openActions()
                    _ = send(t, k)
                    #expect(t.rowActionsView.state?.chosen == 1, "\(k)")
                },
                "choose right": { k in
                    let (t, _) = openActions()
                    _ = send(t, .left)
                    _ = send(t, k)
                    #expect(t.rowActionsView.state?.chosen == 0, "\(k)")
                },
                "run": { k in
                    let (t, ran) = openActions()
                    _ = send(t, k)
                    #expect(ran.names == ["Trash"], "\(k)")
                },
                "cancel": { k in
                    let (t, ran) = openActions()
                    _ = send(t, k)
                    #expect(t.rowActionsView.state == nil && ran.names.isEmpty, "\(k)")
                },
                "help": { k in
                    let (t, _) = openActions()
                    #expect(!send(t, k) && t.rowActionsView.state != nil, "\(k) goes on")
                },
            ],
            unlisted: { k in
                let (t, ran) = openActions()
                #expect(t.rowActionsView.handleKey(k) == nil, "\(k) was taken by the row actions")
                #expect(ran.names.isEmpty, "\(k)")
            })
    }

    final class BarLog: SearchBarDelegate {
        var log: [String] = []
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("done") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
    }

    func editingBar() -> (SearchBar, BarLog) {
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let log = BarLog()
        keepAlive.append(log)
        bar.delegate = log
        bar.text = "ab"
        bar.scopeButtonTitles = ["A", "B", "C"]
        bar.showsScopeBar = true
        bar.beginEditing()
        return (bar, log)
    }

    @Test func everySearchBarKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.searchBar, sample: "x",
            checks: [
                "cancel": { k in
                    let (b, l) = editingBar()
                    _ = b.handle(.key(k))
                    #expect(!b.isEditing && l.log == ["cancel"], "\(k)")
                },
                "done": { k in
                    let (b, l) = editingBar()
                    _ = b.handle(.key(k))
                    #expect(l.log == ["done"], "\(k)")
                },
                "next scope": { k in
                    let (b, _) = editingBar()
                    _ = b.handle(.key(k))
                    #expect(b.selectedScopeButtonIndex == 1, "\(k)")
                },
                "previous scope": { k in
                    let (b, _) = editingBar()
                    _ = b.handle(.key(k))
                    #expect(b.selectedScopeButtonIndex == 2, "\(k) wraps")
                },
            ],
            unlisted: { k in
                // The field's editing keys are its own map's (TextFieldTests walks them).
                guard !KeyMaps.current.textField.editingBindings.contains(where: { $0.matches(k) }) else { return }
                let (b, l) = editingBar()
                #expect(!b.handle(.key(k)), "\(k) was handled")
                #expect(b.text == "ab" && b.isEditing && l.log.isEmpty, "\(k)")
            })
    }

    /// An alert with buttons One, Two and Cancel, One focused; `pressed` records handlers.
    func alert() -> (Alert, Ran) {
        let ran = Ran()
        let a = Alert(title: "Sure?", message: nil)
        a.addAction(AlertAction(title: "One") { _ in ran.names.append("One") })
        a.addAction(AlertAction(title: "Two") { _ in ran.names.append("Two") })
        a.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in ran.names.append("Cancel") })
        return (a, ran)
    }

    @Test func everyAlertKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.alert,
            checks: [
                "previous button": { k in
                    let (a, _) = alert()
                    _ = a.handle(.key(k))
                    #expect(a.focusedIndex == 2, "\(k) wraps")
                },
                "next button": { k in
                    let (a, _) = alert()
                    _ = a.handle(.key(k))
                    #expect(a.focusedIndex == 1, "\(k)")
                },
                "press": { k in
                    let (a, r) = alert()
                    _ = a.handle(.key(k))
                    #expect(r.names == ["One"], "\(k)")
                },
                "cancel": { k in
                    let (a, r) = alert()
                    _ = a.handle(.key(k))
                    #expect(r.names == ["Cancel"], "\(k)")
                },
            ],
            unlisted: { k in
                let (a, r) = alert()
                // The window's quit keys pass through an alert with no destructive action.
                let quits = KeyMaps.current.window.quit.matches(.key(k))
                #expect(a.handle(.key(k)) != quits, "\(k): a modal alert swallows every key but quit")
                #expect(a.focusedIndex == 0 && r.names.isEmpty, "\(k)")
            })
    }

    @Test func everyNavigationAndWindowKeyDoesWhatItsHelpSays() {
        func nav() -> NavigationController {
            let n = NavigationController(rootViewController: ViewController())
            n.pushViewController(ViewController(), animated: false)
            return n
        }
        walk(
            KeyMaps.current.navigation,
            checks: [
                "back": { k in
                    let n = nav()
                    _ = n.handle(.key(k))
                    #expect(n.viewControllers.count == 1, "\(k)")
                },
                "bar buttons": { k in
                    let n = nav()
                    #expect(n.handle(.key(k)) && n.navigationBar.hasKeyboard, "\(k)")
                },
            ],
            unlisted: { k in
                let n = nav()
                #expect(!n.handle(.key(k)) && n.viewControllers.count == 2, "\(k)")
            })
        func window() -> Window { Window(rootViewController: ViewController(), size: Size(width: 30, height: 8)) }
        walk(
            KeyMaps.current.window,
            checks: [
                "help": { k in
                    let w = window()
                    w.send(.key(k))
                    #expect(w.showsFullHelp, "\(k)")
                },
                "quit": { k in
                    let w = window()
                    w.send(.key(k))
                    #expect(!w.isRunning, "\(k)")
                },
                "repaint": { k in
                    let w = window()
                    w.send(.key(k))
                    #expect(w.takeRepaintRequest() && !w.takeRepaintRequest() && w.isRunning, "\(k)")
                },
                "suspend": { k in
                    let w = window()
                    w.send(.key(k))
                    #expect(w.takeSuspendRequest() && !w.takeSuspendRequest() && w.isRunning, "\(k)")
                },
            ],
            unlisted: { k in
                let w = window()
                w.send(.key(k))
                #expect(w.isRunning && !w.showsFullHelp && !w.takeSuspendRequest() && !w.takeRepaintRequest(), "\(k)")
            })
    }

    /// A 30×8 window of 40 rows with the full help open: too short for it, so it scrolls.
    func helpShown() -> Window {
        let content = ListContent(sections: [.init(title: nil, rows: (0..<40).map { .init(text: "row \($0)") })])
        let vc = IndexedListViewController(content: content, style: .plain)
        let w = Window(rootViewController: vc, size: Size(width: 30, height: 8))
        _ = w.render()
        w.send(.key(.character("?")))
        w.send(.key(.down))
        w.send(.key(.down))
        #expect(w.showsFullHelp && w.fullHelpOffset == 2)
        return w
    }

    @Test func everyHelpKeyDoesWhatItsHelpSays() {
        walk(
            KeyMaps.current.help,
            checks: [
                "close help": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(!w.showsFullHelp && w.isRunning, "\(k)")
                },
                "scroll up": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset == 1, "\(k)")
                },
                "scroll down": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset == 3, "\(k)")
                },
                "page up": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset == 0 && w.showsFullHelp, "\(k)")
                },
                "page down": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset > 3, "\(k)")
                },
                "top": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset == 0 && w.showsFullHelp, "\(k)")
                },
                "bottom": { k in
                    let w = helpShown()
                    w.send(.key(k))
                    #expect(w.fullHelpOffset > 3 && w.showsFullHelp, "\(k)")
                    // The last line of the help is on screen, the close line below it.
                    let lines = TextRenderer.lines(w.render())
                    #expect(lines.contains { $0.contains("button.") }, "\(k)")  // the mouse sentence ends, word-wrapped
                    #expect(lines.contains { $0.contains("Esc/q close") }, "\(k)")
                },
            ],
            unlisted: { k in
                // ⌃C quits (the window's quit; q closes the help, as in less); ⌃Z and ⌃L do their own thing; any other key closes.
                let w = helpShown()
                w.send(.key(k))
                if KeyMaps.current.window.quit.matches(k) {
                    #expect(!w.isRunning, "\(k)")
                } else if k == .ctrl("z") || k == .ctrl("l") {
                    #expect(w.showsFullHelp, "\(k)")
                } else {
                    #expect(!w.showsFullHelp && w.isRunning, "\(k)")
                }
            })
    }

    @Test func everySearchAndRefreshKeyDoesWhatItsHelpSays() {
        func list() -> (IndexedListViewController, Window) {
            let content = ListContent(sections: [
                .init(title: "A", rows: [.init(text: "Ann"), .init(text: "Anna")]),
                .init(title: "B", rows: [.init(text: "Bob")]),
            ])
            let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
            return (vc, Window(rootViewController: vc, size: Size(width: 30, height: 10)))
        }
        walk(
            KeyMaps.current.search,
            checks: [
                "search": { k in
                    let (vc, _) = list()
                    #expect(
                        vc.handle(.key(k)) && vc.searchController.isActive && vc.searchController.searchBar.isEditing,
                        "\(k)")
                },
                "to results": { k in
                    let (vc, w) = list()
                    w.send(.key(.character("/")))
                    w.send(.key(.character("b")))
                    #expect(vc.handle(.key(k)), "\(k)")
                    #expect(
                        !vc.searchController.searchBar.isEditing
                            && vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0), "\(k)")
                },
                "cancel search": { k in
                    let (vc, w) = list()
                    w.send(.key(.character("/")))
                    w.send(.key(.enter))
                    #expect(vc.handle(.key(k)) && !vc.searchController.isActive, "\(k)")
                },
                "next match": { k in
                    let (vc, w) = list()
                    for key in ["/", "a", "n"] { w.send(.key(.character(Character(key)))) }
                    w.send(.key(.enter))  // done typing: the cursor on Ann, the first result
                    #expect(vc.handle(.key(k)) && vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0), "\(k)")
                },
                "previous match": { k in
                    let (vc, w) = list()
                    for key in ["/", "a", "n"] { w.send(.key(.character(Character(key)))) }
                    w.send(.key(.enter))
                    w.send(.key(.down))
                    #expect(vc.handle(.key(k)) && vc.tableView.cursorIndexPath == IndexPath(row: 0, section: 0), "\(k)")
                },
            ],
            unlisted: { k in
                let (vc, _) = list()
                #expect(!vc.handle(.key(k)) && !vc.searchController.isActive, "\(k)")
            })
        func refreshing() -> (TableViewController, RefreshControl) {
            let vc = TableViewController()
            let rc = RefreshControl()
            vc.refreshControl = rc
            _ = vc.view
            return (vc, rc)
        }
        walk(
            KeyMaps.current.refresh,
            checks: [
                "refresh": { k in
                    let (vc, rc) = refreshing()
                    #expect(vc.handle(.key(k)) && rc.isRefreshing, "\(k)")
                }
            ],
            unlisted: { k in
                let (vc, rc) = refreshing()
                #expect(!vc.handle(.key(k)) && !rc.isRefreshing, "\(k)")
            })
    }

    @Test func everyButtonKeyDoesWhatItsHelpSays() {
        final class Count: @unchecked Sendable { var n = 0 }
        func button() -> (Button, Count) {
            let count = Count()
            let b = Button(title: "OK")
            b.action = { count.n += 1 }
            return (b, count)
        }
        walk(
            KeyMaps.current.button,
            checks: [
                "press button": { k in
                    let (b, c) = button()
                    #expect(b.handle(.key(k)) && c.n == 1, "\(k)")
                }
            ],
            unlisted: { k in
                let (b, c) = button()
                #expect(!b.handle(.key(k)) && c.n == 0, "\(k)")
            })
    }

    @Test func everyMapIsWalkedAndNoBindingIsWithoutKeys() {
        let maps = KeyMaps.current.all.map { String(describing: type(of: $0)) }
        #expect(
            maps == [
                "TableKeyMap", "SectionIndexKeyMap", "RowActionsKeyMap", "SearchBarKeyMap", "AlertKeyMap",
                "NavigationKeyMap", "WindowKeyMap", "SearchKeyMap", "RefreshKeyMap", "ButtonKeyMap",
                "NavigationBarKeyMap", "SheetKeyMap", "ActionSheetKeyMap", "TextFieldKeyMap", "HelpKeyMap",
                "SwitchKeyMap", "SegmentedControlKeyMap", "StepperKeyMap", "SliderKeyMap", "TextViewKeyMap",
            ])
        for map in KeyMaps.current.all {
            for b in map.allBindings { #expect(b.isEnabled, "\(type(of: map)).\(b.help)") }
        }
    }

    // MARK: Presentation and navigation

    @Test func everyNavigationBarSheetAndActionSheetKeyDoesWhatItsHelpSays() {
        final class Count: @unchecked Sendable { var n: [String] = [] }
        func bar() -> (NavigationController, Count) {
            let c = Count()
            let root = ViewController()
            root.navigationItem.leftBarButtonItem = BarButtonItem(title: "L") { c.n.append("L") }
            root.navigationItem.rightBarButtonItem = BarButtonItem(title: "R") { c.n.append("R") }
            let n = NavigationController(rootViewController: root)
            _ = Window(rootViewController: n, size: Size(width: 30, height: 6)).render()
            n.navigationBar.takeKeyboard()
            return (n, c)
        }
        walk(
            KeyMaps.current.navigationBar,
            checks: [
                "previous bar button": { k in
                    let (n, c) = bar()
                    #expect(n.navigationBar.handle(.key(k)))
                    n.navigationBar.press(n.navigationBar.focusedEntry!)
                    #expect(c.n == ["R"], "\(k)")
                },
                "next bar button": { k in
                    let (n, c) = bar()
                    #expect(n.navigationBar.handle(.key(k)))
                    n.navigationBar.press(n.navigationBar.focusedEntry!)
                    #expect(c.n == ["R"], "\(k)")
                },
                "press": { k in
                    let (n, c) = bar()
                    #expect(n.navigationBar.handle(.key(k)) && c.n == ["L"] && !n.navigationBar.hasKeyboard, "\(k)")
                },
                "leave bar": { k in
                    let (n, c) = bar()
                    #expect(n.navigationBar.handle(.key(k)) && c.n.isEmpty && !n.navigationBar.hasKeyboard, "\(k)")
                },
            ],
            unlisted: { k in
                let (n, c) = bar()
                let taken = n.navigationBar.handle(.key(k))
                // The window's help and quit pass through; every other key is held while the bar has the keyboard.
                #expect(taken != (k == .character("?") || k == .character("q") || k == .ctrl("c")), "\(k)")
                #expect(c.n.isEmpty && n.navigationBar.hasKeyboard, "\(k)")
            })
        func sheet() -> (Window, ViewController) {
            let root = ViewController()
            let w = Window(rootViewController: root, size: Size(width: 30, height: 10))
            let s = ViewController()
            root.present(s, animated: false)
            return (w, root)
        }
        walk(
            KeyMaps.current.sheet,
            checks: [
                "close": { k in
                    let (w, root) = sheet()
                    w.send(.key(k))
                    #expect(root.presentedViewController == nil, "\(k)")
                }
            ],
            unlisted: { k in
                let (w, root) = sheet()
                w.send(.key(k))
                #expect(root.presentedViewController != nil || k == .character("q") || k == .ctrl("c"), "\(k)")
            })
        func actionSheet() -> (ActionSheetView, Count) {
            let c = Count()
            let a = Alert(title: nil, message: nil, preferredStyle: .actionSheet)
            a.addAction(AlertAction(title: "One") { c.n.append($0.title) })
            a.addAction(AlertAction(title: "Two") { c.n.append($0.title) })
            a.addAction(AlertAction(title: "Cancel", style: .cancel) { c.n.append($0.title) })
            return (ActionSheetView(alert: a), c)
        }
        walk(
            KeyMaps.current.actionSheet,
            checks: [
                "previous action": { k in
                    let (v, _) = actionSheet()
                    _ = v.handle(.key(k))
                    #expect(v.focusedIndex == 2, "\(k)")
                },
                "next action": { k in
                    let (v, _) = actionSheet()
                    _ = v.handle(.key(k))
                    #expect(v.focusedIndex == 1, "\(k)")
                },
                "choose": { k in
                    let (v, c) = actionSheet()
                    _ = v.handle(.key(k))
                    #expect(c.n == ["One"], "\(k)")
                },
                "cancel": { k in
                    let (v, c) = actionSheet()
                    _ = v.handle(.key(k))
                    #expect(c.n == ["Cancel"], "\(k)")
                },
            ],
            unlisted: { k in
                let (v, c) = actionSheet()
                #expect(v.handle(.key(k)), "\(k): an action sheet is modal")
                #expect(v.focusedIndex == 0 && c.n.isEmpty, "\(k)")
            })
    }
}

/// A delegate with one leading action on every row (the walk of `A`).
@MainActor
final class LeadingActions: TableViewDelegate {
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { _, d in d(true) }])
    }
}

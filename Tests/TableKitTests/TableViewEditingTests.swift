import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Editing mode through the table: controls, delete confirmation, keyboard moves and the
/// trailing row actions, driven by keys as a person would.
@MainActor
@Suite struct TableViewEditingTests {
    func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    let size = Size(width: 24, height: 6)

    func press(_ table: TableView, _ script: String) throws {
        for e in try KeyScript.parse(script) { _ = table.handle(e) }
        table.layoutIfNeeded()
    }

    @Test func editingShowsEachRowsControlAndTheReorderHandle() {
        let ds = ModelDataSource([["keep", "add", "fixed", "locked"]])
        ds.editingStyle = { $0.row == 1 ? .insert : .delete }
        ds.canEdit = { $0.row != 2 }
        ds.canMove = { $0.row != 3 }
        let table = ds.makeTable(size)
        #expect(render(table, size).prefix(4) == [" keep", " add", " fixed", " locked"])
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        #expect(
            render(table, size).prefix(4) == [
                " ⊖ keep                ≡",
                " ⊕ add                 ≡",
                " fixed                 ≡",
                " ⊖ locked",
            ])
        table.setEditing(false, animated: false)
        #expect(render(table, size).prefix(2) == [" keep", " add"])
    }

    @Test func deleteAsksForConfirmationThenCommits() throws {
        let ds = ModelDataSource([["a", "b", "c"]])
        ds.deleteTitle = "Remove"
        let table = ds.makeTable(size)
        table.moveCursor(to: ip(0, 0))
        try press(table, "d")  // not editing: UIKit's swipe to delete
        #expect(table.indexPathForOpenRowActions == ip(0, 0))
        try press(table, "Esc")
        #expect(table.indexPathForOpenRowActions == nil && ds.commits.isEmpty)
        table.setEditing(true, animated: false)
        try press(table, "Down d")
        #expect(table.indexPathForOpenRowActions == ip(0, 1))
        #expect(table.openRowActionTitles == ["Remove"])
        #expect(render(table, size)[1] == " ⊖ b            [Remove]")
        #expect(table.keyBindings.map(\.help).contains("confirm remove"))
        try press(table, "Esc")
        #expect(table.indexPathForOpenRowActions == nil && ds.commits.isEmpty)
        #expect(render(table, size)[1] == " ⊖ b                   ≡")
        try press(table, "Del y")
        #expect(ds.commits.map(\.0) == [.delete] && ds.commits.map(\.1) == [ip(0, 1)])
        #expect(shownTexts(table) == ["a", "c"])
        #expect(table.cursorIndexPath == ip(0, 1))
        try press(table, "Enter Enter")  // Enter on a ⊖ row asks, Enter confirms
        #expect(shownTexts(table) == ["a"])
    }

    @Test func enterOnAnInsertRowCommitsAnInsert() throws {
        let ds = ModelDataSource([["a", "+"]])
        ds.editingStyle = { $0.row == 1 ? .insert : .delete }
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        try press(table, "Down Down Enter")
        #expect(ds.commits.map(\.0) == [.insert] && ds.commits.map(\.1) == [ip(0, 1)])
        #expect(shownTexts(table) == ["a", "new", "+"])
        #expect(table.isMarkedChanged(ip(0, 1)))
    }

    @Test func shiftArrowsMoveTheRowAndTheDelegateCanRedirect() throws {
        let ds = ModelDataSource([["a", "b", "c"], ["d"]], titles: ["One", "Two"])
        let table = ds.makeTable(Size(width: 24, height: 8))
        table.setEditing(true, animated: false)
        table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
        try press(table, "S-Down")
        #expect(ds.moves.map(\.1) == [ip(0, 1)])
        #expect(shownTexts(table) == ["b", "a", "c", "d"])
        #expect(table.indexPathForSelectedRow == ip(0, 1) && table.cursorIndexPath == ip(0, 1))
        #expect(table.isMarkedChanged(ip(0, 1)))
        // Redirect: a row may not leave section 0, it goes to the section's end instead.
        ds.redirect = { source, proposed in
            proposed.section == source.section ? proposed : IndexPath(row: ds.rows[0].count - 1, section: 0)
        }
        try press(table, "J J")  // a: (0,1) → (0,2), then proposed (1,0) redirected to (0,2) = itself
        #expect(ds.moves.map(\.1) == [ip(0, 1), ip(0, 2)])
        #expect(shownTexts(table) == ["b", "c", "a", "d"])
        ds.redirect = nil
        try press(table, "J")  // across: the end of section 0 → the start of section 1
        #expect(ds.moves.last.map { [$0.0, $0.1] } == [ip(0, 2), ip(1, 0)])
        #expect(
            render(table, Size(width: 24, height: 8)).prefix(6) == [
                " One", " ⊖ b                   ≡", " ⊖ c                   ≡", " Two", "▌⊖ a                   ≡",
                " ⊖ d                   ≡",
            ])
        try press(table, "K K")  // back up: into the end of section 0, then above c
        #expect(shownTexts(table) == ["b", "a", "c", "d"])
        #expect(table.indexPathForSelectedRow == ip(0, 1))
    }

    @Test func rowsThatCannotMoveStayPut() throws {
        let ds = ModelDataSource([["a", "b"]])
        ds.canMove = { _ in false }
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        try press(table, "Down J")
        #expect(ds.moves.isEmpty && shownTexts(table) == ["a", "b"])
        #expect(table.moveRowByUser(at: ip(0, 0), by: 1) == nil)
    }

    @Test func trailingActionsOpenChooseRunAndClose() throws {
        let ds = ModelDataSource([["mail", "news"]])
        var ran: [String] = []
        var pending: ((Bool) -> Void)?
        ds.swipeActions = { ip in
            guard ip.row == 0 else { return nil }
            return SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Trash") { _, done in
                    ran.append("Trash")
                    done(true)
                },
                ContextualAction(style: .normal, title: "Flag") { _, done in
                    ran.append("Flag")
                    pending = done
                },
            ])
        }
        let table = ds.makeTable(size)
        #expect(table.keyBindings.map(\.help).contains("actions"))
        try press(table, "a")
        #expect(table.openRowActionTitles == ["Trash", "Flag"])
        #expect(render(table, size)[0] == " mail      Flag  [Trash]")
        try press(table, "Left")
        #expect(render(table, size)[0] == " mail     [Flag]  Trash")
        try press(table, "Enter")
        #expect(ran == ["Flag"])
        #expect(table.indexPathForOpenRowActions == ip(0, 0))  // open until completion
        pending?(true)
        #expect(table.indexPathForOpenRowActions == nil)
        try press(table, "a Esc")
        #expect(table.indexPathForOpenRowActions == nil && ran == ["Flag"])
        try press(table, "Down a")
        #expect(table.indexPathForOpenRowActions == nil)  // no actions for row 1
        try press(table, "Up a Down")  // any other key closes, then does its work
        #expect(table.indexPathForOpenRowActions == nil && table.cursorIndexPath == ip(0, 1))
    }

    @Test func clickingAnActionRunsIt() throws {
        let ds = ModelDataSource([["mail"]])
        var ran = 0
        ds.swipeActions = { _ in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Archive") { _, done in
                    ran += 1
                    done(true)
                }
            ])
        }
        let table = ds.makeTable(size)
        #expect(table.showTrailingActions(forRowAt: ip(0, 0)))
        _ = render(table, size)
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 20, y: 0)))))
        #expect(ran == 1 && table.indexPathForOpenRowActions == nil)
    }

    @Test func clickingTheDeleteControlAsksForConfirmation() throws {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        _ = render(table, size)
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 1, y: 1)))))
        #expect(table.indexPathForOpenRowActions == ip(0, 1))
        let frame = try #require(table.rowActionFrames().first?.1)
        _ = table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: frame.minX + 1, y: 1))))
        #expect(shownTexts(table) == ["a"])
    }

    @Test func reloadingClosesAnOpenConfirmation() {
        let ds = ModelDataSource([["a", "b"]])
        let table = ds.makeTable(size)
        table.setEditing(true, animated: false)
        #expect(table.showDeleteConfirmation(forRowAt: ip(0, 1)))
        ds.rows = [["x", "y"]]
        table.reloadData()
        #expect(table.indexPathForOpenRowActions == nil)
        #expect(render(table, size)[1] == " ⊖ y                   ≡")
    }

    @Test func editingKeysAreInTheHelp() {
        let ds = ModelDataSource([["a"]])
        let table = ds.makeTable(size)
        // The cursor starts on the first row, where d (swipe to delete) already works.
        #expect(table.keyBindings.map(\.help).contains("delete"))
        #expect(!table.keyBindings.map(\.help).contains("move row"))
        table.setEditing(true, animated: false)
        // With no row under the cursor the row keys do nothing, so the help leaves them out.
        table.moveCursor(to: nil)
        #expect(!table.keyBindings.map(\.help).contains("delete"))
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        let help = table.keyBindings.map(\.help)
        #expect(help.contains("delete") && help.contains("move row"))
    }
}

/// Clicks on the table header view reach its views; unhandled ones go on to the controller.
@MainActor
@Suite struct TableHeaderClickTests {
    @Test func aClickOnTheHeaderReachesItsButton() {
        let ds = ModelDataSource([["a"]])
        let table = ds.makeTable(Size(width: 20, height: 5))
        var pressed = 0
        let header = View(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let button = Button(title: "Go") { pressed += 1 }
        button.frame = Rect(x: 4, y: 0, width: 6, height: 1)
        header.addSubview(button)
        table.tableHeaderView = header
        _ = render(table, Size(width: 20, height: 5))
        #expect(table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 5, y: 0)))))
        #expect(table.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 5, y: 0)))))
        #expect(pressed == 1)
        #expect(!table.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 15, y: 0)))))
        #expect(pressed == 1)
    }

    @Test func clickingTheSearchBarStartsSearching() throws {
        let vc = IndexedListViewController(content: try ListContent.load(path: sortedNamesPath()), style: .plain)
        let w = Window(rootViewController: vc, size: Size(width: 40, height: 10))
        vc.tableView.setContentOffset(.zero, animated: false)
        _ = w.render()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 5, y: 0))))
        #expect(vc.searchController.isActive)
    }
}

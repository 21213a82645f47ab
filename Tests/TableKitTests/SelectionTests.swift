import Foundation
import Testing

@testable import TableKit
@testable import TableKitApps

/// Rows "Row 0"…; records the delegate calls it hears; vetoes and redirects on request.
@MainActor
final class RecordingTable: TableViewDataSource, TableViewDelegate {
    var count: Int
    var calls: [String] = []
    var vetoSelect: Set<Int> = []
    var redirectSelect: [Int: Int] = [:]
    var keepSelected: Set<Int> = []
    var noHighlight: Set<Int> = []
    let table: TableView

    init(count: Int = 30, height: Int = 10) {
        self.count = count
        table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = self
        table.delegate = self
        table.reloadData()
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        c.textLabel?.text = "Row \(indexPath.row)"
        return c
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        if vetoSelect.contains(indexPath.row) { return nil }
        if let r = redirectSelect[indexPath.row] { return IndexPath(row: r, section: 0) }
        return indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return keepSelected.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        !noHighlight.contains(indexPath.row)
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.row)")
    }

    func press(_ script: String) {
        for e in try! KeyScript.parse(script) { _ = table.handle(e) }
        table.layoutIfNeeded()
    }

    func ip(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: ip(row)) }
}

@MainActor
@Suite struct SelectionTests {
    @Test func enterSelectsTheRowUnderTheCursorThroughTheDelegate() {
        let t = RecordingTable()
        t.press("Down Down Enter")
        #expect(t.table.indexPathForSelectedRow == t.ip(2))
        #expect(t.table.indexPathsForSelectedRows == [t.ip(2)])
        #expect(t.calls.suffix(2) == ["willSelect 2", "didSelect 2"])
        #expect(t.cell(2)?.isSelected == true)
    }

    @Test func singleSelectionDeselectsThePreviousRowFirst() {
        let t = RecordingTable()
        t.press("Enter Down Down Enter")
        #expect(t.table.indexPathsForSelectedRows == [t.ip(2)])
        #expect(
            t.calls.filter { !$0.contains("ighlight") }.suffix(4) == [
                "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2",
            ])
        #expect(t.cell(0)?.isSelected == false)
    }

    @Test func keepingThePreviousRowAbandonsTheNewSelection() {
        let t = RecordingTable()
        t.keepSelected = [0]
        t.press("Enter Down Enter")
        #expect(t.table.indexPathsForSelectedRows == [t.ip(0)])
        #expect(!t.calls.contains("didSelect 1"))
    }

    @Test func willSelectCanVetoOrRedirect() {
        let t = RecordingTable()
        t.vetoSelect = [1]
        t.redirectSelect = [2: 5]
        t.press("Down Enter")
        #expect(t.table.indexPathForSelectedRow == nil)
        t.press("Down Enter")
        #expect(t.table.indexPathForSelectedRow == t.ip(5))
        #expect(t.calls.last == "didSelect 5")
    }

    @Test func allowsSelectionFalseIgnoresEnterButKeepsTheCursor() {
        let t = RecordingTable()
        t.table.allowsSelection = false
        t.press("Down Enter")
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.table.cursorIndexPath == t.ip(1))
        #expect(!t.calls.contains { $0.hasPrefix("willSelect") })
    }

    @Test func multipleSelectionTogglesWithSpaceInsteadOfPaging() {
        let t = RecordingTable()
        t.table.allowsMultipleSelection = true
        t.press("Space Down Down Space Down Space")
        #expect(t.table.indexPathsForSelectedRows == [t.ip(0), t.ip(2), t.ip(3)])
        #expect(t.table.indexPathForSelectedRow == t.ip(0))
        #expect(t.table.contentOffset.y == 0)
        t.press("Up Space")
        #expect(t.table.indexPathsForSelectedRows == [t.ip(0), t.ip(3)])
        #expect(t.calls.suffix(2) == ["willDeselect 2", "didDeselect 2"])
        #expect(t.table.keyBindings.contains { $0.help == "toggle" && $0.keys == [.character(" ")] })
    }

    @Test func highlightFollowsTheCursorAndIsNotSelection() {
        let t = RecordingTable()
        t.press("Down")
        #expect(t.table.cursorIndexPath == t.ip(1))
        #expect(t.cell(1)?.isHighlighted == true)
        #expect(t.cell(1)?.isSelected == false)
        #expect(t.cell(0)?.isHighlighted == false)
        #expect(t.table.indexPathForSelectedRow == nil)
        #expect(t.calls == ["didHighlight 0", "didUnhighlight 0", "didHighlight 1"])
        // Drawn differently: the cursor in reverse video, a selected row bold with a bar.
        t.press("Enter Down")
        let c = t.table.renderedCanvas()
        #expect(c[0, 1].grapheme == "▌")
        #expect(c[2, 1].style.attributes == .bold)
        #expect(c[2, 2].style.attributes.contains(.reverse))
    }

    @Test func shouldHighlightFalseMovesTheCursorWithoutHighlighting() {
        let t = RecordingTable()
        t.noHighlight = [1]
        t.press("Down")
        #expect(t.table.cursorIndexPath == t.ip(1))
        #expect(t.cell(1)?.isHighlighted == false)
        t.press("Down")
        #expect(t.calls == ["didHighlight 0", "didUnhighlight 0", "didHighlight 2"])
    }

    @Test func unhighlightIsToldEvenAfterTheRowScrolledAway() {
        let t = RecordingTable()
        t.press("Down")
        t.table.scrollToRow(at: t.ip(25), at: .top, animated: false)
        t.table.layoutIfNeeded()
        t.table.moveCursor(to: t.ip(26))
        #expect(
            t.calls == ["didHighlight 0", "didUnhighlight 0", "didHighlight 1", "didUnhighlight 1", "didHighlight 26"])
    }

    @Test func selectRowScrollsAndDoesNotCallTheDelegate() {
        let t = RecordingTable()
        t.table.selectRow(at: t.ip(20), animated: false, scrollPosition: .top)
        t.table.layoutIfNeeded()
        #expect(t.table.indexPathForSelectedRow == t.ip(20))
        #expect(t.table.contentOffset.y == 20)
        #expect(t.cell(20)?.isSelected == true)
        #expect(!t.calls.contains { $0.contains("Select") })
        t.table.selectRow(at: t.ip(3), animated: false, scrollPosition: .none)
        #expect(t.table.contentOffset.y == 20)
        #expect(t.table.indexPathsForSelectedRows == [t.ip(3)])
    }

    @Test func selectRowNilAndDeselectRowClearTheSelection() {
        let t = RecordingTable()
        t.table.allowsMultipleSelection = true
        for r in [4, 1, 7] { t.table.selectRow(at: t.ip(r), animated: false, scrollPosition: .none) }
        #expect(t.table.indexPathsForSelectedRows == [t.ip(1), t.ip(4), t.ip(7)])
        t.table.deselectRow(at: t.ip(4), animated: false)
        #expect(t.table.indexPathsForSelectedRows == [t.ip(1), t.ip(7)])
        #expect(t.cell(4)?.isSelected == false)
        t.table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(t.table.indexPathsForSelectedRows == nil)
        #expect(t.cell(1)?.isSelected == false)
    }

    @Test func selectionSurvivesScrollingAwayAndBackButNotReload() {
        let t = RecordingTable()
        t.press("Down Enter")
        t.table.scrollToRow(at: t.ip(29), at: .bottom, animated: false)
        t.table.layoutIfNeeded()
        #expect(t.cell(1) == nil)
        t.table.scrollToRow(at: t.ip(0), at: .top, animated: false)
        t.table.layoutIfNeeded()
        #expect(t.cell(1)?.isSelected == true)
        t.table.reloadData()
        #expect(t.table.indexPathForSelectedRow == nil)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable @_spi(Testing) import TableKit

@MainActor
@Suite struct HeaderFooterViewTests {
    @Test func aRegisteredHeaderViewIsReusedWhileScrolling10000Sections() {
        let model = HeaderModel(counts: Array(repeating: 2, count: 10_000))
        let t = headerTable(model, size: Size(width: 30, height: 40))
        var steps = 0
        repeat {
            let onScreen = t.sectionViews.headers.count + t.sectionViews.footers.count
            #expect(t.liveHeaderFooterViewCount <= onScreen + 2)
            steps += 1
        } while t.scroll(by: 37)
            && {
                t.layoutIfNeeded()
                return true
            }()
        #expect(steps == (10_000 * 4 - 40) / 37 + 1)  // every page of the content
        #expect(model.shownHeaders.count == 10_000)  // every header came on screen
        // Views made: the screen's worth plus the measuring at reload, not one per section.
        #expect(t.headerFooterViewsCreated <= 40 / 4 + 3)
        #expect(t.headerView(forSection: 9_999) is NoteHeaderView)
        #expect(t.headerView(forSection: 0) == nil)
    }

    @Test func headerViewsAreAskedAtLayoutAndLeaveWithDidEndDisplaying() {
        let model = HeaderModel(counts: [3, 3, 3, 3])
        let t = headerTable(model)  // 8 lines: section 0 (2 + 3) and section 1's header
        #expect(model.events == ["will 0", "will 1"])
        #expect((t.headerView(forSection: 0) as? NoteHeaderView)?.note.text == "note 0")
        #expect(t.headerView(forSection: 2) == nil)
        model.events = []
        t.contentOffset = Point(x: 0, y: 10)  // section 2's header at the top
        t.layoutIfNeeded()
        #expect(model.events == ["end 0", "end 1", "will 2", "will 3"])
        #expect(t.headerView(forSection: 2)?.frame == Rect(x: 0, y: 0, width: 30, height: 2))
    }

    @Test func aHeaderViewIsPreparedForReuseWhenDequeuedAgain() {
        let model = HeaderModel(counts: [3, 3, 3, 3])
        let t = headerTable(model)
        let first = t.headerView(forSection: 0) as? NoteHeaderView
        t.contentOffset = Point(x: 0, y: 10)
        t.layoutIfNeeded()
        let reused = [t.headerView(forSection: 2), t.headerView(forSection: 3)].contains { $0 === first }
        #expect(reused)
        #expect((first?.preparedCount ?? 0) >= 1)
    }

    @Test func customHeadersDrawAndStayPinnedInPlainStyle() {
        let model = HeaderModel(counts: [3, 3, 3])
        let t = headerTable(model)
        #expect(
            render(t, Size(width: 30, height: 8)) == [
                " note 0",
                " Head 0",
                " row 0.0",
                " row 0.1",
                " row 0.2",
                " note 1",
                " Head 1",
                " row 1.0",
            ])
        t.contentOffset = Point(x: 0, y: 8)  // mid section 1: its header is pinned over the rows
        #expect(
            render(t, Size(width: 30, height: 8)) == [
                " note 1",
                " Head 1",
                " row 1.2",
                " note 2",
                " Head 2",
                " row 2.0",
                " row 2.1",
                " row 2.2",
            ])
        #expect(t.headerView(forSection: 1)?.frame.minY == 0)
        #expect(t.rectForHeader(inSection: 1) == Rect(x: 0, y: 5, width: 30, height: 2))
    }

    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
    func aHeaderViewWithTheTitleDrawsExactlyAsATitleHeader(style: TableView.Style) {
        let titled = HeaderModel(counts: [2, 2, 2])
        titled.givesHeaderViews = false
        let viewed = HeaderModel(counts: [2, 2, 2])
        viewed.headerClass = "plain"
        viewed.headerHeight = 1
        let a = headerTable(titled, style: style)
        let b = headerTable(viewed, style: style)
        let withTitles = render(a, Size(width: 30, height: 8)).map {
            $0.replacingOccurrences(of: "Title", with: "Head")
        }
        .map { $0.replacingOccurrences(of: "TITLE", with: "HEAD") }
        #expect(render(b, Size(width: 30, height: 8)) == withTitles)
        let canvasA = a.renderedCanvas()
        let canvasB = b.renderedCanvas()
        #expect(canvasA[0, a.style == .plain ? 0 : 1].style == canvasB[0, b.style == .plain ? 0 : 1].style)
        // Title headers are header views too, as in UIKit.
        #expect((a.headerView(forSection: 0) as? TableViewHeaderFooterView)?.textLabel?.text == "Title 0")
    }

    @Test func groupedHeadersShowTheTitleInCapitalsAndFootersAsTheyAre() {
        let model = HeaderModel(counts: [1, 1])
        model.headerClass = "plain"
        model.headerHeight = 1
        model.givesFooterViews = true
        let t = headerTable(model, style: .grouped) { $0.sectionFooterHeight = 1 }
        #expect(
            render(t, Size(width: 30, height: 8)) == [
                "──────────────────────────────",
                " HEAD 0",
                " row 0.0",
                " Foot 0",
                "──────────────────────────────",
                " HEAD 1",
                " row 1.0",
                " Foot 1",
            ])
        #expect((t.footerView(forSection: 1) as? TableViewHeaderFooterView)?.textLabel?.text == "Foot 1")
        #expect(t.rectForFooter(inSection: 1) == Rect(x: 0, y: 7, width: 30, height: 1))
        #expect(model.events.contains("will footer 1"))
    }

    @Test func aHeaderViewsBackgroundViewFillsItBehindTheTitle() {
        let model = HeaderModel(counts: [2, 2])
        model.headerClass = "plain"
        let t = headerTable(model)
        let header = t.headerView(forSection: 0) as? TableViewHeaderFooterView
        let red = View()
        red.backgroundStyle = Style(background: .red)
        header?.backgroundView = red
        t.setNeedsLayout()
        let canvas = t.renderedCanvas()
        expectScreen(
            canvas,
            [
                " Head 0",
                " row 0.0",
                " row 0.1",
                " Head 1",
                " row 1.0",
                " row 1.1",
                "",
                "",
            ])
        #expect(canvas[20, 0].style == Style(background: .red))
        #expect(red.frame == Rect(x: 0, y: 0, width: 30, height: 1))
    }

    @Test func theDelegatesHeightWinsOverTheViewsOwn() {
        let model = HeaderModel(counts: [2, 2])
        model.headerHeight = 3
        let t = headerTable(model)
        #expect(t.rectForHeader(inSection: 1) == Rect(x: 0, y: 5, width: 30, height: 3))
        #expect(t.headerView(forSection: 0)?.frame.height == 3)
        expectScreen(
            render(t, Size(width: 30, height: 10)),
            [
                " note 0",
                "",
                " Head 0",
                " row 0.0",
                " row 0.1",
                " note 1",
                "",
                " Head 1",
                " row 1.0",
                " row 1.1",
            ])
    }

    @Test func withoutAHeightTheViewSizesItself() {
        let model = HeaderModel(counts: [2, 2])
        let t = headerTable(model)
        #expect(t.rectForHeader(inSection: 1) == Rect(x: 0, y: 4, width: 30, height: 2))  // NoteHeaderView: 2 lines
        expectScreen(
            render(t, Size(width: 30, height: 8)),
            [
                " note 0",
                " Head 0",
                " row 0.0",
                " row 0.1",
                " note 1",
                " Head 1",
                " row 1.0",
                " row 1.1",
            ])
        model.givesHeaderViews = false
        t.reloadData()
        #expect(t.rectForHeader(inSection: 1) == Rect(x: 0, y: 3, width: 30, height: 1))  // the title: 1 line
        expectScreen(
            render(t, Size(width: 30, height: 8)),
            [
                " Title 0",
                " row 0.0",
                " row 0.1",
                " Title 1",
                " row 1.0",
                " row 1.1",
                "",
                "",
            ])
    }

    @Test func anEstimatedHeaderIsMeasuredWhenShownKeepingTheRowsStill() {
        let model = HeaderModel(counts: Array(repeating: 5, count: 20))
        let t = headerTable(model) { $0.estimatedSectionHeaderHeight = 1 }
        #expect(t.estimatedSectionHeaderHeight == 1)
        #expect(t.rectForHeader(inSection: 10).height == 1)  // not yet shown: the estimate
        #expect(t.rectForHeader(inSection: 0).height == 2)  // on screen: measured
        #expect(model.viewRequests == 1 + 2)  // the reload's probe and the two on screen
        t.scrollToRow(at: IndexPath(row: 2, section: 10), at: .top, animated: false)
        t.layoutIfNeeded()
        // Rows stay where they were shown; section 10's header is now measured.
        #expect(t.rectForHeader(inSection: 10).height == 2)
        let row = t.rectForRow(at: IndexPath(row: 2, section: 10))
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 10))?.frame.minY == row.minY - t.contentOffset.y)
    }

    @Test func noHeaderViewsWithoutADelegateThatGivesThemOrTitles() {
        let ds = CountingDataSource(counts: [3, 3], titles: [nil, nil])
        let t = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        ds.register(in: t)
        keepAlive.append(ds)
        t.reloadData()
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0) == nil)
        #expect(t.liveHeaderFooterViewCount == 0)
        #expect(t.rectForHeader(inSection: 1).height == 0)
        expectScreen(
            t.renderedCanvas(),
            [
                " 0.0",
                " 0.1",
                " 0.2",
                " 1.0",
                " 1.1",
                " 1.2",
            ])
    }

    @Test func drawingAsksTheDelegateForNoHeaderView() {
        let model = HeaderModel(counts: [3, 3, 3])
        let t = headerTable(model)
        t.contentOffset = Point(x: 0, y: 7)
        t.layoutIfNeeded()
        model.viewRequests = 0
        model.events = []
        var ctx = DrawContext(canvas: Canvas(size: t.frame.size))
        let frames = t.sectionViews.headers.mapValues(\.frame)
        t.render(in: &ctx)
        #expect(model.viewRequests == 0 && model.events.isEmpty)
        #expect(t.sectionViews.headers.mapValues(\.frame) == frames)
    }

    @Test func headerViewsFollowABatchUpdate() throws {
        let model = HeaderModel(counts: [2, 2])
        let t = headerTable(model)
        model.counts.insert(1, at: 0)
        try t.performBatchUpdates(
            { () throws(BatchUpdateError) in
                try t.insertSections(IndexSet(integer: 0), with: .automatic)
            }, completion: nil)
        t.layoutIfNeeded()
        #expect((t.headerView(forSection: 0) as? TableViewHeaderFooterView)?.textLabel?.text == "Head 0")
        #expect(t.rectForHeader(inSection: 2).minY == 3 + 4)
    }

    @Test func choosingAnIndexTitleShowsTheSectionsHeaderViewAtTheTop() {
        let model = HeaderModel(counts: [4, 4, 4, 4])
        model.indexTitles = ["A", "B", "C", "D"]
        let t = headerTable(model, size: Size(width: 30, height: 8))
        t.chooseIndexTitle(2)
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 2)?.frame.minY == 0)
        expectScreen(
            render(t, Size(width: 30, height: 8)),
            [
                " note 2",
                " Head 2",
                " row 2.0                     A",
                " row 2.1                     B",
                " row 2.2                     C",
                " row 2.3                     D",
                " note 3",
                " Head 3",
            ])
    }
}

/// A table view controller subclass gives header views by overriding, as UIKit's do.
@MainActor
@Suite struct HeaderFooterControllerTests {
    final class Controller: TableViewController {
        var displayed: [Int] = []
        override func numberOfSections(in tableView: TableView) -> Int { 2 }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "r\(indexPath.row)"
            return c
        }
        override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            Label(text: "Custom \(section)", frame: Rect(x: 0, y: 0, width: 0, height: 1))
        }
        override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            displayed.append(section)
        }
    }

    @Test func overridesOfViewForHeaderAndWillDisplayAreCalled() {
        let vc = Controller()
        let w = Window(rootViewController: vc, size: Size(width: 20, height: 6))
        vc.tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        vc.tableView.reloadData()
        expectScreen(
            w.render(),
            [
                "Custom 0",
                " r0",
                " r1",
                "Custom 1",
                " r0",
                "? help  q quit",
            ])
        #expect(vc.displayed == [0, 1])
    }
}

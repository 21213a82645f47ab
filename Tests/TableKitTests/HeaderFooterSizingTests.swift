import Foundation
import TableKitTestSupport
import Testing

@testable @_spi(Testing) import TableKit

/// Header views whose height depends on the width, and callbacks that reload.
@MainActor
@Suite struct HeaderFooterSizingTests {
    /// A header whose text wraps: as many lines as the text needs at the view's width.
    final class WrappingHeader: TableViewHeaderFooterView {
        let body = Label()
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            contentView.addSubview(body)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            body.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 2), height: bounds.height)
        }
        override func sizeThatFits(_ size: Size) -> Size {
            Size(width: size.width, height: body.sizeThatFits(Size(width: max(1, size.width - 2), height: .max)).height)
        }
    }

    final class Model: TableViewDataSource, TableViewDelegate {
        var reloadsInWillDisplay = 0
        var willDisplay: [Int] = []
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            c.textLabel?.text = "r\(indexPath.section).\(indexPath.row)"
            return c
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "wrap") as? WrappingHeader
            v?.body.text = "alpha beta gamma delta"  // 22 columns
            return v
        }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            willDisplay.append(section)
            if reloadsInWillDisplay > 0 {
                reloadsInWillDisplay -= 1
                tableView.reloadData()
            }
        }
    }

    func table(_ model: Model, width: Int, estimate: Int) -> TableView {
        let t = TableView(frame: Rect(x: 0, y: 0, width: width, height: 10))
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.register(WrappingHeader.self, forHeaderFooterViewReuseIdentifier: "wrap")
        t.estimatedSectionHeaderHeight = estimate
        t.dataSource = model
        t.delegate = model
        keepAlive.append(model)
        t.reloadData()
        t.layoutIfNeeded()
        return t
    }

    @Test(arguments: [0, 1])
    func aNarrowerTableMeasuresWrappingHeadersAgain(estimate: Int) {
        let t = table(Model(), width: 30, estimate: estimate)
        #expect(t.rectForHeader(inSection: 0).height == 1)
        t.frame = Rect(x: 0, y: 0, width: 14, height: 10)  // 12 columns of text: two lines
        t.setNeedsLayout()
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 0).height == 2)
        #expect(t.headerView(forSection: 0)?.frame.height == 2)
        expectScreen(
            render(t, Size(width: 14, height: 10)),
            [
                " alpha beta",
                " gamma delta",
                " r0.0",
                " r0.1",
                " alpha beta",
                " gamma delta",
                " r1.0",
                " r1.1",
                " alpha beta",
                " gamma delta",
            ])
    }

    @Test func aReloadFromWillDisplayHeaderViewLeavesAConsistentTable() {
        let model = Model()
        model.reloadsInWillDisplay = 2
        let t = table(model, width: 30, estimate: 0)
        // Each reload stops its layout; the next one (a window's next frame) starts over.
        t.layoutIfNeeded()
        #expect(t.headerView(forSection: 0) == nil)  // reloaded since: found again at layout
        t.layoutIfNeeded()  // no reload this time: settles (invariants checked)
        #expect(t.headerView(forSection: 0) != nil)
        #expect(t.headerView(forSection: 0)?.frame.minY == 0)
        #expect(t.liveHeaderFooterViewCount <= t.sectionViews.headers.count + 2)
    }

    /// A delegate that estimates header heights itself and restyles title views.
    final class Estimating: TableViewDataSource, TableViewDelegate {
        var estimateRequests = 0
        func numberOfSections(in tableView: TableView) -> Int { 30 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "t\(section)" }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            guard section % 2 == 0 else { return nil }  // odd sections: the title view
            let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "wrap") as? WrappingHeader
            v?.body.text = "alpha beta gamma delta"
            return v
        }
        func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> Int? {
            estimateRequests += 1
            return 4
        }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            (view as? TableViewHeaderFooterView)?.textLabel?.style = Style(foreground: .red, attributes: .bold)
        }
    }

    @Test func theDelegatesEstimateIsUsedUntilTheHeaderIsShown() {
        let model = Estimating()
        let t = TableView(frame: Rect(x: 0, y: 0, width: 14, height: 10), style: .grouped)
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.register(WrappingHeader.self, forHeaderFooterViewReuseIdentifier: "wrap")
        t.dataSource = model
        t.delegate = model
        keepAlive.append(model)
        t.reloadData()
        #expect(model.estimateRequests == 30)
        #expect(t.rectForHeader(inSection: 20).height == 4)
        t.layoutIfNeeded()
        #expect(t.rectForHeader(inSection: 0).height == 2)  // measured: the text wraps at 12 columns
        #expect(t.rectForHeader(inSection: 1).height == 1)  // the title view: one line
        #expect(t.rectForHeader(inSection: 20).height == 4)  // still an estimate
    }

    @Test func aTitleViewRestyledInWillDisplayHeaderViewKeepsTheStyle() {
        let model = Estimating()
        let t = TableView(frame: Rect(x: 0, y: 0, width: 14, height: 10), style: .grouped)
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.register(WrappingHeader.self, forHeaderFooterViewReuseIdentifier: "wrap")
        t.dataSource = model
        t.delegate = model
        keepAlive.append(model)
        t.reloadData()
        t.layoutIfNeeded()
        let y = t.rectForHeader(inSection: 1).minY - t.contentOffset.y
        let canvas = t.renderedCanvas()
        #expect(TextRenderer.lines(canvas)[y] == " T1")
        #expect(canvas[1, y].style == Style(foreground: .red, attributes: .bold))
    }

    /// A header with a button, as collapsible-section code makes them.
    final class ButtonHeader: TableViewHeaderFooterView {
        let button = Button(title: "Hide")
        required init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(button)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            button.frame = Rect(x: bounds.width - 9, y: bounds.height - 1, width: 8, height: 1)
        }
    }

    final class Buttons: TableViewDataSource, TableViewDelegate {
        var pressed: [Int] = []
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Int? { 1 }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "b") as? ButtonHeader
            v?.textLabel?.text = "S\(section)"
            v?.button.action = { [unowned self] in pressed.append(section) }
            return v
        }
    }

    @Test func aClickOnAButtonInAHeaderViewPressesItAndMovesNoCursor() {
        let model = Buttons()
        let t = TableView(frame: Rect(x: 0, y: 0, width: 30, height: 8))
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.register(ButtonHeader.self, forHeaderFooterViewReuseIdentifier: "b")
        t.dataSource = model
        t.delegate = model
        keepAlive.append(model)
        t.reloadData()
        t.layoutIfNeeded()
        expectScreen(
            t.renderedCanvas(),
            [
                " S0                  [ Hide ]",
                "",
                "",
                "",
                "",
                " S1                  [ Hide ]",
                "",
                "",
            ])  // section 1's header on line 5
        _ = t.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 24, y: 5))))
        _ = t.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 24, y: 5))))
        #expect(model.pressed == [1])
        t.contentOffset = Point(x: 0, y: 7)  // section 1's header pinned at the top
        t.layoutIfNeeded()
        _ = t.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 24, y: 0))))
        _ = t.handle(.mouse(MouseEvent(kind: .release, location: Point(x: 24, y: 0))))
        #expect(model.pressed == [1, 1])
        _ = t.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 2))))  // row 1.3
        let cursor = t.cursorIndexPath
        #expect(cursor != nil)
        _ = t.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 0))))  // the title: no row chosen
        #expect(t.cursorIndexPath == cursor)
    }
}

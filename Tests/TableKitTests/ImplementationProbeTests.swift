import Foundation
import Testing

@testable @_spi(Testing) import TableKit

/// A `TableViewController` subclass whose overrides hand some rows or sections to `super`,
/// as UIKit code does ("the default height, except row 2").
@MainActor
final class PartlySuperController: TableViewController {
    var counts = [8]
    /// Rows whose height the override gives itself; the others go to `super`.
    var ownHeights: [IndexPath: Int] = [:]
    /// Rows whose estimate the override gives itself; the others go to `super`.
    var ownEstimates: Set<IndexPath> = []
    /// Sections whose header (footer) view the override makes; the others go to `super`.
    var ownHeaders: Set<Int> = []
    var ownFooters: Set<Int> = []
    /// Dequeue a registered reusable view instead of making a label.
    var reusableViews = false
    var heightRequests: [IndexPath] = []
    var headerRequests: [Int] = []

    override init(style: TableView.Style = .plain) {
        super.init(style: style)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "c")
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
    }

    override func numberOfSections(in tableView: TableView) -> Int { counts.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        c.textLabel?.text = "r\(indexPath.section).\(indexPath.row)"
        return c
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Title \(section)"
    }
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        ownFooters.isEmpty ? nil : "End \(section)"
    }
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> RowHeight? {
        heightRequests.append(indexPath)
        if let h = ownHeights[indexPath] { return .lines(h) }
        return super.tableView(tableView, heightForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Int? {
        ownEstimates.contains(indexPath) ? 2 : super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        headerRequests.append(section)
        guard ownHeaders.contains(section) else { return super.tableView(tableView, viewForHeaderInSection: section) }
        return view(text: "** HEAD \(section) **")
    }
    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        guard ownFooters.contains(section) else { return super.tableView(tableView, viewForFooterInSection: section) }
        return view(text: "** FOOT \(section) **")
    }

    private func view(text: String) -> View {
        guard reusableViews, let v = tableView.dequeueReusableHeaderFooterView(withIdentifier: "h") else {
            let label = Label(text: text)
            label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            return label
        }
        v.textLabel?.text = text
        return v
    }

    /// The table at `size`, reloaded and laid out.
    func table(width: Int = 24, height: Int = 12) -> TableView {
        tableView.frame = Rect(x: 0, y: 0, width: width, height: height)
        tableView.reloadData()
        tableView.layoutIfNeeded()
        return tableView
    }
}

/// How the table finds out, with no `respondsToSelector`, that a delegate implements
/// `heightForRowAt`, `estimatedHeightForRowAt` and the header and footer view methods:
/// it asks up to the first 8 rows (sections) and one answer not from the default is enough.
@MainActor
@Suite struct ImplementationProbeTests {
    @Test func heightsCountWhenTheOverrideHandsRowZeroToSuper() {
        let vc = PartlySuperController()
        vc.ownHeights = [IndexPath(row: 2, section: 0): 3]
        let t = vc.table()
        #expect(t.data.usesDelegateRowHeights)
        // Line 0 is the section's title, rows 0 and 1 are one line each.
        #expect(t.rectForRow(at: IndexPath(row: 2, section: 0)) == Rect(x: 0, y: 3, width: 24, height: 3))
        #expect(t.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 6)
    }

    @Test func theHeightProbeGoesAcrossSectionsInOrder() {
        let vc = PartlySuperController()
        vc.counts = [0, 2, 0, 5]
        vc.ownHeights = [IndexPath(row: 1, section: 3): 2]
        let t = vc.table()
        #expect(t.data.usesDelegateRowHeights)
        #expect(t.rectForRow(at: IndexPath(row: 1, section: 3)).height == 2)
        // The probe's calls, in order, stopping at the first the override answered; then every row.
        let probe = [
            IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
            IndexPath(row: 0, section: 3), IndexPath(row: 1, section: 3),
        ]
        #expect(Array(vc.heightRequests.prefix(4)) == probe)
        #expect(vc.heightRequests.count == 4 + 7)
    }

    @Test func anOverrideThatAlwaysAnswersSuperIsAskedForEightRowsAndRowsStayUniform() {
        let vc = PartlySuperController()
        vc.counts = [5, 5]
        let t = vc.table()
        #expect(!t.data.usesDelegateRowHeights)
        #expect(
            vc.heightRequests == (0..<5).map { IndexPath(row: $0, section: 0) }
                + (0..<3).map { IndexPath(row: $0, section: 1) })
        if case .uniform(1) = t.data.geometry.sections[1].rows {
        } else {
            Issue.record("section 1 rows are not uniform")
        }
    }

    @Test func aHeightGivenOnlyAfterTheFirstEightRowsIsNotSeen() {
        let vc = PartlySuperController()
        vc.counts = [10]
        vc.ownHeights = [IndexPath(row: 8, section: 0): 3]
        #expect(!vc.table().data.usesDelegateRowHeights)  // the documented limit of the rule
    }

    @Test func eachReloadAsksAgain() {
        let vc = PartlySuperController()
        let t = vc.table()
        #expect(!t.data.usesDelegateRowHeights)
        vc.ownHeights = [IndexPath(row: 5, section: 0): 2]
        t.reloadData()
        #expect(t.data.usesDelegateRowHeights)
        #expect(t.rectForRow(at: IndexPath(row: 5, section: 0)).height == 2)
    }

    @Test func estimatesCountWhenTheOverrideHandsRowZeroToSuper() {
        let vc = PartlySuperController()
        vc.ownEstimates = [IndexPath(row: 1, section: 0)]
        let t = vc.table()
        #expect(t.data.usesDelegateEstimatedRowHeights)
        #expect(t.rowsAreMeasured)
    }

    @Test func headerViewsCountWhenTheOverrideHandsSectionZeroToSuper() {
        let vc = PartlySuperController()
        vc.counts = [1, 1, 1]
        vc.ownHeaders = [1, 2]
        let t = vc.table()
        #expect(t.sectionViews.delegateGivesHeaders)
        #expect(screenLines(t).prefix(6) == [" Title 0", " r0.0", "** HEAD 1 **", " r1.0", "** HEAD 2 **", " r2.0"])
        #expect(t.headerView(forSection: 0) is TableViewHeaderFooterView)
        #expect(t.headerView(forSection: 1) is Label)
    }

    @Test func footerViewsCountWhenTheOverrideHandsSectionZeroToSuper() {
        let vc = PartlySuperController()
        vc.counts = [1, 1]
        vc.ownFooters = [1]
        let t = vc.table()
        #expect(t.sectionViews.delegateGivesFooters)
        #expect(!t.sectionViews.delegateGivesHeaders)
        #expect(screenLines(t).prefix(6) == [" Title 0", " r0.0", " End 0", " Title 1", " r1.0", "** FOOT 1 **"])
    }

    @Test func aHeaderProbeWithReusableViewsLeaksNoneAndShowsEachOnce() {
        let vc = PartlySuperController()
        vc.counts = Array(repeating: 1, count: 12)
        vc.ownHeaders = Set(3..<12)
        vc.reusableViews = true
        let t = vc.table(height: 12)
        #expect(vc.headerRequests.prefix(4) == [0, 1, 2, 3])  // the probe stopped at section 3
        let shown = (0..<12).compactMap { t.headerView(forSection: $0) }
        #expect(shown.count == 6)  // 6 sections of 2 lines on 12 lines
        #expect(Set(shown.map(ObjectIdentifier.init)).count == shown.count)
        #expect(screenLines(t)[6] == " ** HEAD 3 **")
        // On screen plus a free view or two, however often the table reloads.
        for _ in 0..<5 {
            t.reloadData()
            t.layoutIfNeeded()
        }
        #expect(t.liveHeaderFooterViewCount <= shown.count + 2)
        #expect(t.headerFooterViewsCreated <= shown.count + 3)
    }

    @Test func aDelegateWithoutHeaderViewsIsAskedForEightSectionsAtMost() {
        let vc = PartlySuperController()
        vc.counts = Array(repeating: 1, count: 20)
        let t = vc.table(height: 4)
        #expect(!t.sectionViews.delegateGivesHeaders)
        #expect(vc.headerRequests == Array(0..<8))
        #expect(screenLines(t) == [" Title 0", " r0.0", " Title 1", " r1.0"])
    }
}

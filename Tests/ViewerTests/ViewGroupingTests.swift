import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `--section-by` on an input still loading (or big): the rows show at once and the
/// sections are made in the background, the status line saying so.
@Suite("tablekit view: sections made in the background")
@MainActor
struct ViewGroupingTests {
    @Test func sectionsOfAnInputStillLoadingAreMadeInTheBackground() throws {
        let source = GrowingSource(lines: ["b", "a", "b", "a", "c"])
        source.grow(to: 2)
        var config = ViewConfiguration(shownColumns: [0])
        config.sectionColumn = 0
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: false)
        let runner = InlineJobRunner()
        vc.jobs = runner
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 10))
        // The first screen: the rows read so far, unsectioned, and what comes next.
        #expect(vc.state.grouping == nil)
        #expect(vc.isSorting)
        #expect(vc.statusText == "counting… 2 rows · sections when counted")
        #expect(runner.started == 0)  // the sections wait for the count
        #expect(s.screen.contains(" b"))
        source.grow(to: 5, complete: true)
        s.send(.tick)  // the count is complete: the sections start (and, inline, are made)
        #expect(runner.started == 1)
        #expect(vc.state.grouping == nil)
        #expect(vc.statusText == "grouping… 100% of 5 rows")
        s.send(.tick)  // applied
        let grouping = try #require(vc.state.grouping)
        #expect(grouping.titles == ["a", "b", "c"])
        #expect(vc.arrangement.sections.map { s in (0..<s.rows.count).map { s.rows[$0] } } == [[1, 3], [0, 2], [4]])
        #expect(!vc.isSorting)
        #expect(vc.statusText == "5 rows")
    }

    @Test func theSectionsOfASmallInputReadWholeAreThereAtOnce() {
        let source = GrowingSource(lines: ["b", "a"])
        source.grow(to: 2, complete: true)
        var config = ViewConfiguration(shownColumns: [0])
        config.sectionColumn = 0
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: false)
        _ = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 40, height: 10))
        #expect(vc.state.grouping?.titles == ["a", "b"])
        #expect(!vc.isSorting)
    }

    @Test func groupingReportsTheRowsItHasRead() {
        let source = GrowingSource(lines: (0..<70_000).map { "v\($0 % 3)" })
        source.grow(to: 70_000, complete: true)
        let progress = GroupingProgress()
        let g = SectionGrouping.group(source, column: 0, count: 70_000, collation: nil, progress: progress)
        #expect(progress.rows.load(ordering: .relaxed) == 70_000)
        #expect(g.titles == ["v0", "v1", "v2"])
        #expect(g.sectionOfRow.prefix(4) == [0, 1, 2, 0])
    }
}

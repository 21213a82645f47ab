import Foundation
import TableKitTestSupport
import Testing

@testable @_spi(Testing) import TableKit

/// `reloadSectionIndexTitles()` and `sectionIndexMinimumDisplayRowCount` (UIKit's).
@MainActor
@Suite struct SectionIndexReloadTests {
    func table(counts: [Int] = [5, 5, 5, 5]) -> (TableView, HeaderModel) {
        let model = HeaderModel(counts: counts)
        model.givesHeaderViews = false
        model.indexTitles = ["A", "B", "C", "D"]
        let t = headerTable(model, size: Size(width: 20, height: 8))
        return (t, model)
    }

    @Test func reloadSectionIndexTitlesAsksForTheTitlesWithoutReloadingRows() {
        let (t, model) = table()
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.contentOffset = Point(x: 0, y: 3)
        t.layoutIfNeeded()
        let cellsBefore = model.cellRequests
        let asked = model.indexTitleRequests
        model.indexTitles = ["W", "X"]
        t.reloadSectionIndexTitles()
        t.layoutIfNeeded()
        #expect(model.indexTitleRequests == asked + 1)
        #expect(t.shownIndexTitles == ["W", "X"])
        #expect(model.cellRequests == cellsBefore)  // no cell asked for again
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))  // reloadData would clear it
        #expect(t.contentOffset.y == 3)
        expectScreen(
            render(t, Size(width: 20, height: 8)),
            [
                " Title 0",
                " row 0.3",
                " row 0.4",
                " Title 1           W",
                " row 1.0           X",
                " row 1.1",
                " row 1.2",
                " row 1.3",
            ])
    }

    @Test func theIndexCursorStaysWithinFewerTitles() {
        let (t, model) = table()
        _ = t.handle(.key(.tab))
        _ = t.handle(.key(.character("d")))
        #expect(t.indexCursor == 3)
        model.indexTitles = ["W"]
        t.reloadSectionIndexTitles()
        t.layoutIfNeeded()
        #expect(t.indexCursor == 0)
        model.indexTitles = nil
        t.reloadSectionIndexTitles()
        t.layoutIfNeeded()
        #expect(!t.isIndexFocused)
        #expect(t.contentWidth == 20)  // no index column left
    }

    @Test(arguments: [(0, true), (19, true), (20, true), (21, false)])
    func theIndexShowsOnlyFromTheMinimumRowCount(minimum: Int, shown: Bool) {
        let (t, _) = table()  // 20 rows
        #expect(t.sectionIndexMinimumDisplayRowCount == 0)  // UIKit's default
        t.sectionIndexMinimumDisplayRowCount = minimum
        t.layoutIfNeeded()
        #expect(t.shownIndexTitles.isEmpty == !shown)
        #expect(t.contentWidth == (shown ? 18 : 20))
    }

    @Test func raisingTheMinimumAboveTheRowsTakesTheKeyboardOffTheIndex() {
        let (t, _) = table()
        _ = t.handle(.key(.tab))
        #expect(t.isIndexFocused)
        t.sectionIndexMinimumDisplayRowCount = 100
        t.layoutIfNeeded()
        #expect(!t.isIndexFocused)
        #expect(t.indexCursor == 0)
    }
}

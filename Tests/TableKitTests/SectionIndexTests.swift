import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite struct SectionIndexLayoutTests {
    @Test func allTitlesShowWhenTheyFit() {
        let l = SectionIndexLayout(count: 5, height: 5)
        #expect(l.entries == (0..<5).map { .title($0) })
    }

    @Test func tooManyTitlesAreSampledWithBulletsBetween() {
        // 26 letters in 9 lines: 5 titles, 4 bullets, first and last kept.
        let l = SectionIndexLayout(count: 26, height: 9)
        #expect(l.entries.count == 9)
        #expect(l.entries.first == .title(0))
        #expect(l.entries.last == .title(25))
        for (i, e) in l.entries.enumerated() {
            if i % 2 == 0 {
                if case .title = e {} else { Issue.record("line \(i) should be a title") }
            } else {
                if case .bullet = e {} else { Issue.record("line \(i) should be a bullet") }
            }
        }
    }

    @Test func evenHeightsUseOneLineLessSoTheLastIsATitle() {
        let l = SectionIndexLayout(count: 26, height: 10)
        #expect(l.entries.count == 9)
    }

    @Test func theSearchEntryIsPinnedAndNotSampled() {
        let l = SectionIndexLayout(count: 27, height: 10, pinnedFirst: true)
        #expect(l.entries.first == .title(0))
        #expect(l.entries[1] == .title(1))
        #expect(l.entries.last == .title(26))
        #expect(l.entries.count == 10)
    }

    @Test func aBulletStandsForTheTitlesItHides() {
        let l = SectionIndexLayout(count: 26, height: 9)
        guard case .bullet(let r) = l.entries[1] else {
            Issue.record("expected a bullet")
            return
        }
        #expect(r == 1...5)
        #expect(l.titleIndex(atLine: 1) == 3)
        #expect(l.line(forTitleIndex: 4) == 1)
        #expect(l.line(forTitleIndex: 6) == 2)
    }

    @Test(arguments: [0, 1, 2])
    func tinyHeightsNeverOverflow(height: Int) {
        let l = SectionIndexLayout(count: 26, height: height, pinnedFirst: true)
        #expect(l.entries.count <= height)
    }
}

@MainActor
@Suite struct SectionIndexInteractionTests {
    func table() -> (TableView, CountingDataSource) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 8))
        let letters = ["A", "B", "C", "D"]
        let ds = CountingDataSource(counts: [5, 5, 5, 5], titles: letters)
        ds.indexTitles = [TableView.indexSearch] + letters
        ds.register(in: table)
        keepAlive.append(ds)
        table.reloadData()
        table.layoutIfNeeded()
        return (table, ds)
    }

    @Test func theIndexDrawsDownTheRightEdgeCentred() {
        let (t, _) = table()
        // 5 entries in 8 lines start at line 1; the search entry is a magnifying glass.
        expectScreen(
            render(t, Size(width: 20, height: 8)),
            [
                " A",
                " 0.0              🔍",
                " 0.1              A",
                " 0.2              B",
                " 0.3              C",
                " 0.4              D",
                " B",
                " 1.0",
            ])
        #expect(t.contentWidth == 17)
    }

    @Test func tabThenALetterJumpsToThatSection() {
        let (t, _) = table()
        _ = t.handle(.key(.tab))
        #expect(t.isIndexFocused)
        _ = t.handle(.key(.character("c")))
        #expect(t.contentOffset.y == 12)  // section C's header
        _ = t.handle(.key(.down))
        #expect(t.contentOffset.y == t.maximumContentOffset)  // D is near the end: clamped
        _ = t.handle(.key(.enter))
        #expect(!t.isIndexFocused)
    }

    @Test func clickingAnIndexTitleJumps() {
        let (t, _) = table()
        _ = t.handle(.mouse(MouseEvent(kind: .press, location: Point(x: 18, y: 3))))  // "B"
        #expect(t.contentOffset.y == 6)
    }

    @Test func theSearchEntryScrollsToTheTop() {
        let (t, _) = table()
        var searched = false
        t.onIndexSearch = { searched = true }
        t.contentOffset = Point(x: 0, y: 10)
        t.chooseIndexTitle(0)
        #expect(t.contentOffset.y == 0)
        #expect(searched)
    }
}

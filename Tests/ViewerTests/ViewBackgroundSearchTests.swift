import Foundation
import Testing
@testable import TableKit
import TableKitTestSupport
@testable import tablekit
import TableKitData

/// `tablekit view` searches many rows in the background: the keys never wait, the status
/// line says "searching…" until the results are applied on a tick, and each keystroke
/// cancels the search it replaces. The threshold is lowered to 0 so that a small file
/// takes the same path as 10,000,000 lines.
@Suite("tablekit view: background search")
@MainActor
struct ViewBackgroundSearchTests {
    let screens = ViewScreenTests()

    /// Waits for the running search, then lets a tick apply it.
    func finishSearch(_ s: ScreenDriver, _ data: DataTableViewController) async throws {
        let pending = try #require(data.searching)
        _ = await pending.work.value()
        _ = s.window.send(.tick)
        #expect(data.searching == nil)
    }

    @Test func aSearchRunsInTheBackgroundAndIsAppliedOnATick() async throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        data.backgroundSearchThreshold = 0
        try s.press("/ a n n")
        #expect(data.searching != nil)
        #expect(data.statusText == "searching… 5 rows")
        #expect(data.arrangement.rowCount == 5)  // the list stays until the results come
        try await finishSearch(s, data)
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0, 4], universe: 5)))  // Ann, Marie-Ann
        #expect(data.statusText == "2 of 5 rows")
    }

    @Test func eachKeystrokeCancelsTheSearchItReplaces() async throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        data.backgroundSearchThreshold = 0
        try s.press("/ n")
        let first = try #require(data.searching)
        try s.press("y")
        _ = await first.work.value()  // cancelled or finished: either way it is not applied
        #expect(data.searching?.text == "ny")
        try await finishSearch(s, data)
        #expect(data.hitsQueryText == "ny")
        #expect(data.arrangement.sections[0].rows == .hits(RowHits([0], universe: 5)))  // New York, NY
    }

    @Test func noMatchesSayZeroOfTheCount() async throws {
        let (s, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        data.backgroundSearchThreshold = 0
        try s.press("/ q q")
        try await finishSearch(s, data)
        #expect(data.statusText == "0 of 5 rows")
        #expect(s.screen.contains("No Results"))
    }

    @Test func chunkedSearchFindsWhatOneSearchFinds() throws {
        let (_, data) = try screens.screen([try screens.file("people.csv", ViewScreenTests.people)])
        let q = RowQuery("a")
        let whole = data.source.rows(matching: q, in: 0..<5)
        #expect(DataTableViewController.searchInChunks(data.source, q, among: nil, upTo: 5).map(Array.init) == whole)
        let among = RowHits([1, 2, 4], universe: 5)
        #expect(DataTableViewController.searchInChunks(data.source, q, among: among, upTo: 5).map(Array.init) == whole.filter { [1, 2, 4].contains($0) })
    }
}

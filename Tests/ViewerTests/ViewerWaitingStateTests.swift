import TableKitData
import Testing

@testable import tablekit

/// The model's waiting states: loading that waits for a first row, a lock or input says so
/// on the status line and Esc stops it (`stopAsked` quits); rows read in the background
/// say "going to the end…" after `End`, "reading rows…" otherwise; a search that stopped at
/// its limit says so. Pure: a state, an event, the effects and the line.
@Suite("tablekit view: waiting states")
struct ViewerWaitingStateTests {
    typealias Screen = ViewerStatusLine.Screen

    static func state(_ p: LoadingProgress, _ change: (inout ViewerState) -> Void = { _ in }) -> ViewerState {
        var s = ViewerState(progress: p, follows: false, pick: nil, sectionColumn: nil, waitsForFirstLine: false)
        change(&s)
        return s
    }

    static let firstRow = LoadingProgress(rowCount: 0, isComplete: false, waitsFor: .firstRow)
    static let locked = LoadingProgress(rowCount: 300, isComplete: false, waitsFor: .lock)
    static let input = LoadingProgress(rowCount: 0, isComplete: false, waitsFor: .input)
    static let reading = LoadingProgress(rowCount: 131_072, isComplete: false, pagesPending: 1)
    static let past = LoadingProgress(rowCount: 3_000_000, isComplete: false, searchLimit: 2_000_000)

    static let lines: [(ViewerState, Screen, String)] = [
        (state(firstRow), Screen(), "waiting for the first row… (Esc/q to stop)"),
        (state(locked), Screen(), "waiting for the database (locked)… (Esc/q to stop)"),
        // Printed once (--print), the wait is over and no key is named.
        (state(firstRow), Screen(takesKeys: false), "no first row came (loading stopped)"),
        (state(locked), Screen(takesKeys: false), "the database stayed locked (loading stopped)"),
        // Printed once after the bound: what was read, never a count going on.
        (state(reading), Screen(takesKeys: false), "reading rows… 131,072 rows read (loading stopped)"),
        (
            state(LoadingProgress(rowCount: 1_234, isComplete: false)),
            Screen(searchIsActive: true, rowsShown: 7, takesKeys: false),
            "7 matches in the 1,234 rows read (loading stopped)"
        ),
        (
            state(LoadingProgress(rowCount: 1_234, isComplete: false)) { $0.searchStoppedAt = 1_000 },
            Screen(searchIsActive: true, rowsShown: 1, takesKeys: false),
            "1 match in the first 1,000 of 1,234 rows read (loading stopped)"
        ),
        // `--max-rows` stopped loading: printed, the matches among the rows read; on screen,
        // the bound beside the count.
        (
            state(LoadingProgress(rowCount: 1_000_000, isComplete: true)) { $0.progress.rowLimit = 1_000_000 },
            Screen(searchIsActive: true, rowsShown: 80_204, takesKeys: false),
            "80,204 matches in the 1,000,000 rows read (loading stopped)"
        ),
        (
            state(LoadingProgress(rowCount: 1_000_000, isComplete: true)) { $0.progress.rowLimit = 1_000_000 },
            Screen(searchIsActive: true, rowsShown: 80_204),
            "80,204 of 1,000,000 rows · stopped at --max-rows 1,000,000"
        ),
        (state(input), Screen(), "waiting for input…"),
        (state(reading), Screen(), "reading rows… counting… 131,072 rows"),
        (state(reading) { $0.followsEnd = true }, Screen(), "going to the end… counting… 131,072 rows"),
        (
            state(past), Screen(searchIsActive: true, rowsShown: 7),
            "7 of 3,000,000 rows so far · counting… · searched the first 2,000,000 rows (the search limit)"
        ),
        (
            state(LoadingProgress(rowCount: 3_000_000, isComplete: true, searchLimit: 2_000_000)),
            Screen(searchIsActive: true, rowsShown: 7),
            "7 of 3,000,000 rows · searched the first 2,000,000 rows (the search limit)"
        ),
        (state(LoadingProgress(rowCount: 5, isComplete: true, searchLimit: 2_000_000)), Screen(), "5 rows"),
        // A first row that came: the wait is over even before the source says so.
        (state(LoadingProgress(rowCount: 1, isComplete: false, waitsFor: .firstRow)), Screen(), "counting… 1 row"),
    ]

    @Test(arguments: lines)
    func theStatusLineSaysWhatLoadingWaitsFor(state: ViewerState, screen: Screen, expected: String) {
        state.checkInvariants()
        #expect(ViewerStatusLine.text(state, screen) == expected)
    }

    static let stops: [(LoadingProgress, [ViewerEffect])] = [
        (firstRow, [.quit]), (locked, [.quit]), (input, [.quit]),
        (LoadingProgress(rowCount: 4, isComplete: false), []),
        (LoadingProgress(rowCount: 4, isComplete: false, waitsFor: .firstRow), []),
    ]

    /// Esc stops a screen that waits with nothing to browse; with rows it does nothing
    /// here (it cancels a search or a pick, as before).
    @Test(arguments: stops)
    func escapeStopsOnlyAScreenWaitingWithNothingToBrowse(progress: LoadingProgress, effects: [ViewerEffect]) {
        var s = Self.state(progress)
        let before = s
        #expect(s.handle(.stopAsked) == effects)
        #expect(s == before)
    }

    /// While searching SQLite rows (whose text a search reads), a tick takes in no row on
    /// the main actor: the rows that came are searched in the background (a search going
    /// on, up to the limit), taken in as searched; all of them once past the search limit
    /// or when not searching.
    @Test(arguments: [
        (searching: true, running: false, loaded: 1_000, taken: 1_000, goesOnFrom: Int?(1_000)),
        (searching: true, running: true, loaded: 1_000, taken: 1_000, goesOnFrom: nil),
        (searching: true, running: false, loaded: 2_000_000, taken: 2_500_000, goesOnFrom: nil),
        (searching: false, running: false, loaded: 1_000, taken: 2_500_000, goesOnFrom: nil),
    ])
    func aTickTakesInNoRowToSearchOnTheMainActor(
        searching: Bool, running: Bool, loaded: Int, taken: Int, goesOnFrom: Int?
    ) {
        let before = LoadingProgress(rowCount: loaded, isComplete: false, searchLimit: 2_000_000)
        var s = Self.state(before) {
            if searching { ($0.hits, $0.hitsQueryText) = (RowHits([0], universe: loaded), "7") }
            if running {
                $0.lastJobID = 1
                $0.search = .init(id: 1, text: "7", query: RowQuery("7"), upTo: loaded, among: nil)
            }
        }
        let p = LoadingProgress(rowCount: 2_500_000, isComplete: false, searchLimit: 2_000_000)
        let effects = s.handle(.progressed(p, screenLines: 10))
        s.checkInvariants()
        #expect(s.loadedRows == taken)
        let searched = effects.compactMap { e -> Range<Int>? in
            if case .searchRows(let r, nil) = e { return r }
            return nil
        }
        // Past the limit the rows are taken in unsearched (no hits): nothing is read.
        #expect(searched == (searching && loaded >= 2_000_000 ? [loaded..<taken] : []))
        if let from = goesOnFrom {
            #expect(effects.first == .startSearch(id: 1))
            #expect(
                s.search
                    == .init(
                        id: 1, text: "7", query: nil, from: from, upTo: 2_000_000, joins: RowHits([0], universe: loaded)
                    ))
        } else {
            #expect(!effects.contains(.startSearch(id: 1)) && !effects.contains(.startSearch(id: 2)))
        }
    }

    /// A search going on over the rows that came: what it found is shown with the results
    /// it adds to, its rows taken in as searched, the status line counting them; at the
    /// limit it ends and says so.
    @Test func aSearchGoingOnShowsItsHitsAsFoundAndStopsAtTheLimit() {
        let p = LoadingProgress(rowCount: 2_500_000, isComplete: false, searchLimit: 2_000_000)
        var s = Self.state(LoadingProgress(rowCount: 1_000, isComplete: false, searchLimit: 2_000_000)) {
            ($0.hits, $0.hitsQueryText) = (RowHits([0], universe: 1_000), "7")
        }
        #expect(s.handle(.progressed(p, screenLines: 10)) == [.startSearch(id: 1)])
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 1))
                == "searching… 1 found in the first 1,000 rows · counting… 2,500,000 rows · stops at 2,000,000 rows (the search limit)"
        )
        #expect(
            s.handle(.searchProgressed(RowHits([7], universe: 65_536), searched: 65_536)) == [.rearrange(.resultsCame)])
        #expect(s.loadedRows == 65_536 && s.hits == RowHits([0], universe: 1_000))
        #expect(s.shownHits == RowHits([0, 7], universe: 65_536))
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 2))
                == "searching… 2 found in the first 65,536 rows · counting… 2,500,000 rows · stops at 2,000,000 rows (the search limit)"
        )
        #expect(s.handle(.searchProgressed(RowHits([7], universe: 65_536), searched: 65_536)) == [])  // not newer
        #expect(s.handle(.searchFinished(RowHits([7, 1_999_999], universe: 2_000_000))) == [.rearrange(.resultsCame)])
        #expect(s.search == nil && s.loadedRows == 2_000_000)
        #expect(s.hits == RowHits([0, 7, 1_999_999], universe: 2_000_000))
        s.checkInvariants()
        // Past the limit: the rows come unsearched, the matches stay.
        #expect(s.handle(.progressed(p, screenLines: 10)).first == .searchRows(2_000_000..<2_500_000, query: nil))
        #expect(s.loadedRows == 2_500_000)
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 3))
                == "3 of 2,500,000 rows so far · counting… · searched the first 2,000,000 rows (the search limit)")
    }

    /// A new search shows what it found so far once it found a row, the cursor on the
    /// first; the status line counts them and names the rows searched.
    @Test func aNewSearchShowsItsFirstHitsAsFound() {
        var s = Self.state(LoadingProgress(rowCount: 200_000, isComplete: true))
        #expect(
            s.handle(.searchStarted(text: "7", query: RowQuery("7"), upTo: 200_000, among: nil)) == [
                .startSearch(id: 1)
            ])
        #expect(ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 200_000)) == "searching… 200,000 rows")
        // None found yet: the list stays.
        #expect(s.handle(.searchProgressed(RowHits(universe: 65_536), searched: 65_536)) == [])
        #expect(s.shownHits == nil)
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 200_000))
                == "searching… 0 found in the first 65,536 of 200,000 rows")
        #expect(
            s.handle(.searchProgressed(RowHits([70_000], universe: 131_072), searched: 131_072)) == [
                .rearrange(.searchFinished)
            ])
        #expect(
            s.handle(.searchProgressed(RowHits([70_000, 70_001], universe: 196_608), searched: 196_608)) == [
                .rearrange(.resultsCame)
            ])
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 2))
                == "searching… 2 found in the first 196,608 of 200,000 rows")
        // Shown already: the results stay where they are (`n` may have moved the cursor).
        #expect(
            s.handle(.searchFinished(RowHits([70_000, 70_001], universe: 200_000))) == [
                .rearrange(.resultsCame), .sendHeldKeys,
            ])
        #expect(ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 2)) == "2 of 200,000 rows")
        s.checkInvariants()
    }

    /// A search from the cursor's row scans to the end, then from the top: the status line
    /// counts the rows it looked at, not "the first"; from a row outside those searched it
    /// starts at the top.
    @Test func aSearchFromTheCursorCountsTheRowsItLookedAt() {
        var s = Self.state(LoadingProgress(rowCount: 200_000, isComplete: true))
        _ = s.handle(.searchStarted(text: "7", query: RowQuery("7"), upTo: 200_000, among: nil, start: 150_000))
        #expect(s.search.map { ($0.start, $0.wraps) } ?? (0, false) == (150_000, true))
        #expect(
            s.handle(.searchProgressed(RowHits([170_000], universe: 200_000), searched: 65_536)) == [
                .rearrange(.searchFinished)
            ])
        #expect(
            ViewerStatusLine.text(s, Screen(searchIsActive: true, rowsShown: 1))
                == "searching… 1 found in 65,536 of 200,000 rows")
        s.checkInvariants()
        #expect(
            s.handle(.searchFinished(RowHits([70_000, 170_000], universe: 200_000))) == [
                .rearrange(.resultsCame), .sendHeldKeys,
            ])
        for start in [0, 200_000, -1] {
            _ = s.handle(.searchStarted(text: "7", query: RowQuery("7"), upTo: 200_000, among: nil, start: start))
            #expect(s.search.map { ($0.start, $0.wraps) } ?? (1, true) == (0, false), "from \(start)")
        }
    }
}

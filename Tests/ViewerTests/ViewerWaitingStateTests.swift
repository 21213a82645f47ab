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
        (state(locked), Screen(), "database is locked, waiting… (Esc/q to stop)"),
        // Printed once (--print), no key is named.
        (state(firstRow), Screen(takesKeys: false), "waiting for the first row…"),
        (state(locked), Screen(takesKeys: false), "database is locked, waiting…"),
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

    /// While searching SQLite rows (whose text a search reads), a tick takes in at most
    /// 16,384 new rows, searched then; none while a background search runs; all of them
    /// once past the search limit or when not searching.
    @Test(arguments: [
        (searching: true, running: false, loaded: 1_000, taken: 1_000 + 16_384),
        (searching: true, running: true, loaded: 1_000, taken: 1_000),
        (searching: true, running: false, loaded: 2_000_000, taken: 2_500_000),
        (searching: false, running: false, loaded: 1_000, taken: 2_500_000),
    ])
    func aTickTakesInAtMostAFewSearchedRows(searching: Bool, running: Bool, loaded: Int, taken: Int) {
        let before = LoadingProgress(rowCount: loaded, isComplete: false, searchLimit: 2_000_000)
        var s = Self.state(before) {
            if searching { $0.hits = RowHits([0], universe: loaded) }
            if running {
                $0.lastJobID = 1
                $0.search = .init(id: 1, text: "7", query: RowQuery("7"), upTo: loaded, among: nil)
            }
        }
        let p = LoadingProgress(rowCount: 2_500_000, isComplete: false, searchLimit: 2_000_000)
        let effects = s.handle(.progressed(p, screenLines: 10))
        #expect(s.loadedRows == taken)
        let searched = effects.compactMap { e -> Range<Int>? in
            if case .searchRows(let r, nil) = e { return r }
            return nil
        }
        #expect(searched == (searching && !running && taken > loaded ? [loaded..<taken] : []))
        #expect(s.holdsRowsBack == (searching && !running && taken < 2_500_000))
    }
}

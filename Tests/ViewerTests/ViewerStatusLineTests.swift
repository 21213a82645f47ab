import TableKitData
import Testing

@testable import tablekit

/// The status line of `tablekit view` is a function of the model's state and of a few facts
/// of the screen: one row of this table for each thing it can say.
@Suite("tablekit view: the status line of every state")
struct ViewerStatusLineTests {
    typealias Screen = ViewerStatusLine.Screen

    static func state(
        _ p: LoadingProgress, follows: Bool = false, pick: Bool = false,
        _ change: (inout ViewerState) -> Void = { _ in }
    ) -> ViewerState {
        var s = ViewerState(
            progress: p, follows: follows, pick: pick ? .init(multiple: false) : nil,
            sectionColumn: nil, waitsForFirstLine: false)
        change(&s)
        return s
    }

    static let counting = LoadingProgress(rowCount: 2, isComplete: false)
    static let halfRead = LoadingProgress(rowCount: 2, isComplete: false, bytesRead: 50, totalBytes: 100)
    static let complete = LoadingProgress(rowCount: 5, isComplete: true)
    static let failed = LoadingProgress(
        rowCount: 3, isComplete: true,
        error: DataError("f.csv: line 4: an unclosed quote"))
    static let cut = LoadingProgress(
        rowCount: 5, isComplete: true, bytesRead: 2048, stoppedAtLimit: true,
        inputLimit: 2048)
    static let bounded: LoadingProgress = {
        var p = LoadingProgress(rowCount: 5, isComplete: true)
        p.rowLimit = 5
        return p
    }()
    static let shrunk = LoadingProgress(rowCount: 5, isComplete: true, fileChange: .truncated)
    static let note = ViewerState.ReopenNote(text: "file rewritten; read again", until: .now, keep: false)

    static let cases: [(ViewerState, Screen, String)] = [
        (
            state(halfRead) { $0.end = .init(fields: [["a"], ["b"]]) }, Screen(),
            "last rows · counting… 2 rows (50%)"
        ),
        (
            state(counting) { $0.end = .init(fields: [["a"], ["b"]], chosen: -2) }, Screen(),
            "opening when counted: last rows · counting… 2 rows"
        ),
        (state(counting), Screen(), "counting… 2 rows"),
        (state(halfRead), Screen(), "counting… 2 rows (50%)"),
        (state(complete), Screen(), "5 rows"),
        (state(LoadingProgress(rowCount: 1, isComplete: true)), Screen(), "1 row"),
        (state(complete), Screen(sortArrow: "▲"), "5 rows · sorted ▲"),
        (state(complete), Screen(notice: "binary file: NULs shown as ␀"), "5 rows · binary file: NULs shown as ␀"),
        (state(cut), Screen(), "5 rows · input cut at 2048 bytes, after its last whole line"),
        (state(bounded), Screen(), "5 rows · stopped at --max-rows 5"),
        // An input with no rows says so alone while searching: nothing to count.
        (
            state(LoadingProgress(rowCount: 0, isComplete: true, bytesRead: 0, totalBytes: 0)),
            Screen(searchIsActive: true, title: "e.csv"), "no rows: e.csv is empty"
        ),
        (
            state(counting) {
                $0.grouper = .init(id: 1, column: 0, isRunning: false)
                $0.lastJobID = 1
            }, Screen(),
            "counting… 2 rows · sections when counted"
        ),
        (
            state(complete) {
                $0.grouper = .init(id: 1, column: 0, isRunning: true)
                $0.lastJobID = 1
            },
            Screen(groupedRows: 2), "grouping… 40% of 5 rows"
        ),
        (
            state(complete) {
                $0.sort = .init(id: 1, column: 0, ascending: true, isRunning: true)
                $0.lastJobID = 1
            },
            Screen(), "sorting… 5 rows"
        ),
        (state(counting, pick: true) { $0.picksAtEnd = true }, Screen(), "picking the last row: counting… 2 rows"),
        (state(failed), Screen(), "f.csv: line 4: an unclosed quote · 3 rows before it"),
        (
            state(failed), Screen(searchIsActive: true, rowsShown: 1),
            "f.csv: line 4: an unclosed quote · 1 of 3 rows before it"
        ),
        (
            state(complete) { $0.reopenFailure = DataError("f.json: not valid JSON") }, Screen(followsFile: true),
            "f.json: not valid JSON · 5 rows as the file was"
        ),
        (state(complete, follows: true), Screen(followsFile: true), "5 rows · following"),
        (
            state(complete, follows: true) { $0.reopenNote = note }, Screen(followsFile: true),
            "5 rows · file rewritten; read again"
        ),
        (
            state(complete, follows: true), Screen(followsFile: true, missingColumns: ["team", "age"]),
            "5 rows · following · no column team, age"
        ),
        (
            state(complete) {
                $0.search = .init(id: 1, text: "a", query: RowQuery("a"), upTo: 5)
                $0.lastJobID = 1
            },
            Screen(searchIsActive: true), "searching… 5 rows"
        ),
        (state(complete), Screen(searchIsActive: true, rowsShown: 2), "2 of 5 rows"),
        (
            state(complete, follows: true), Screen(searchIsActive: true, rowsShown: 0, followsFile: true),
            "0 of 5 rows · following"
        ),
        (state(counting), Screen(searchIsActive: true, rowsShown: 1), "1 of 2 rows so far · counting…"),
        (state(halfRead), Screen(searchIsActive: true, rowsShown: 1), "1 of 2 rows so far · counting… 50%"),
        (
            state(complete) { $0.fileChangedOnDisk = .rewritten }, Screen(),
            "5 rows · the file changed on disk (rewritten): rows may be stale"
        ),
        (
            state(shrunk), Screen(),
            "5 rows · the file changed on disk (truncated): rows may be stale, past its end ␀"
        ),
        (state(shrunk), Screen(followsFile: true), "5 rows · following"),
        (
            state(complete, pick: true) {
                $0.fileChangedOnDisk = .replaced
                $0.refusedPickOfChangedFile = true
            }, Screen(),
            "5 rows · the file changed on disk since it was read; picked nothing — open it again"
        ),
        (
            state(complete) { $0.fileChangedOnDisk = .replaced }, Screen(searchIsActive: true, rowsShown: 3),
            "3 of 5 rows · the file changed on disk (replaced): rows may be stale"
        ),
    ]

    @Test(arguments: cases)
    func theStatusLineSaysWhatTheStateIs(state: ViewerState, screen: Screen, expected: String) {
        state.checkInvariants()
        #expect(ViewerStatusLine.text(state, screen) == expected)
    }
}

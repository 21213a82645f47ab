import TableKitData
import Testing

@testable import tablekit

/// The model of `tablekit view` as event scripts: each script starts from a state, sends
/// events, expects exactly the effects each one returns, and ends in exactly the state
/// given (the start with the changes it lists). No source, table or clock is involved.
@Suite("tablekit view: the model's transitions")
struct ViewerStateTests {
    /// A start state, events with the effects each returns, and the end state.
    struct Script: Sendable, CustomTestStringConvertible {
        var name: String
        var start: ViewerState
        var steps: [(ViewerEvent, [ViewerEffect])]
        var end: ViewerState
        var testDescription: String { name }

        init(
            _ name: String, _ start: ViewerState, _ steps: [(ViewerEvent, [ViewerEffect])],
            end change: @Sendable (inout ViewerState) -> Void
        ) {
            (self.name, self.start, self.steps) = (name, start, steps)
            end = start
            change(&end)
        }

        /// Runs the steps from the start state: each event returns its effects, the
        /// invariants hold after each, and the state ends as `end`.
        func run() {
            var state = start
            for (i, (event, effects)) in steps.enumerated() {
                #expect(state.handle(event) == effects, "step \(i + 1): \(event)")
                state.checkInvariants()
            }
            #expect(state == end)
        }
    }

    static func state(
        _ p: LoadingProgress, follows: Bool = false, pick: ViewerState.PickMode? = nil,
        sectionColumn: Int? = nil, _ change: (inout ViewerState) -> Void = { _ in }
    ) -> ViewerState {
        var s = ViewerState(
            progress: p, follows: follows, pick: pick, sectionColumn: sectionColumn,
            waitsForFirstLine: false)
        change(&s)
        return s
    }

    static func rows(_ n: Int, complete: Bool = true) -> LoadingProgress {
        LoadingProgress(
            rowCount: n,
            isComplete: complete)
    }
    static let grouped2 = SectionGrouping(sectionOfRow: [1, 0], titles: ["a", "b"])
    static let grouped4 = SectionGrouping(sectionOfRow: [1, 0, 1, 0], titles: ["a", "b"])
    static let single = ViewerState.PickMode(multiple: false)
    static let multi = ViewerState.PickMode(multiple: true)
    static let t0 = ContinuousClock.now

    static let scripts: [Script] = [
        Script(
            "G while counting reads the end; the rows read back show, the cursor on the last",
            state(rows(2, complete: false)),
            [
                (.tableHandledEvent(wentToBottom: true, onLastRow: true), [.readEnd]),
                (.endRead([["y"], ["z"]]), [.rearrange(.fromTheEnd)]),
            ]
        ) {
            ($0.followsEnd, $0.end) = (true, .init(fields: [["y"], ["z"]]))
        },
        Script(
            "G on a complete input, or with a search, reads no end; an end not read changes nothing",
            state(rows(2)),
            [
                (.tableHandledEvent(wentToBottom: true, onLastRow: true), []),
                (.endRead([["z"]]), []),
            ]
        ) {
            $0.followsEnd = true
        },
        Script(
            "counted: the rows from the end are the counted rows, the one chosen opened by its number",
            state(rows(2, complete: false)) {
                $0.end = .init(fields: [["y"], ["z"]], chosen: -2)
                $0.followsEnd = false
            },
            [
                (
                    .progressed(rows(9), screenLines: 1),
                    [.rearrange(.rowsCame(wasShort: false)), .rearrange(.keepingCursorInSight), .openRow(7)]
                )
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.end, $0.followsEnd) = (rows(9), 9, nil, false)
        },
        Script(
            "g from the end: the first rows, not following the end",
            state(rows(2, complete: false)) {
                $0.end = .init(fields: [["z"]])
                $0.followsEnd = true
            },
            [(.topAsked, [.rearrange(.sortedFromTheTop)])]
        ) {
            ($0.end, $0.followsEnd) = (nil, false)
        },
        Script(
            "Enter on a row from the end waits for the count",
            state(rows(2, complete: false), pick: single) { $0.end = .init(fields: [["y"], ["z"]]) },
            [(.rowSelected(-1, source: rows(2, complete: false)), [])]
        ) {
            $0.end = .init(fields: [["y"], ["z"]], chosen: -1)
        },
        Script(
            "the rows readable when the screen loads show", state(rows(0, complete: false)),
            [(.loaded(rows(7, complete: false), waitsForFirstLine: true), [])]
        ) {
            ($0.progress, $0.loadedRows, $0.waitsForFirstLine) = (rows(7, complete: false), 7, true)
        },
        Script(
            "rows that come show at once, the bar hidden when the screen was short of rows",
            state(rows(2, complete: false)),
            [(.progressed(rows(5), screenLines: 8), [.rearrange(.rowsCame(wasShort: true))])]
        ) {
            ($0.progress, $0.loadedRows) = (rows(5), 5)
        },
        Script(
            "rows that come while searching are searched; while following the end, the cursor goes to the last",
            state(rows(2, complete: false), follows: true) { $0.hits = RowHits([1], universe: 2) },
            [
                (
                    .progressed(rows(5), screenLines: 1),
                    [.searchRows(2..<5, query: nil), .rearrange(.rowsCame(wasShort: false)), .showLastRow]
                ),
                (.rowsSearched(RowHits([3], universe: 5)), []),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.hits) = (rows(5), 5, RowHits([1, 3], universe: 5))
        },
        Script(
            "a sort of a small input read whole is made at once and shown from the top",
            state(rows(3)) { $0.followsEnd = true },
            [
                (.sortAsked(column: 0, ascending: true, fromTheTop: true), [.sortNow(column: 0, ascending: true)]),
                (.sortFinished([2, 0, 1], progress: nil), [.rearrange(.sortedFromTheTop)]),
            ]
        ) {
            ($0.order, $0.sortKey, $0.followsEnd) = ([2, 0, 1], .init(column: 0, ascending: true), false)
        },
        Script(
            "a sort asked for while counting waits for the count, then runs in the background",
            state(
                rows(
                    2,
                    complete: false)),
            [
                (.sortAsked(column: 1, ascending: false, fromTheTop: true), []),
                (
                    .progressed(rows(3), screenLines: 8),
                    [.rearrange(.rowsCame(wasShort: true)), .startSort(id: 1, column: 1, ascending: false)]
                ),
                (.sortFinished([1, 2, 0], progress: rows(3)), [.rearrange(.sortedFromTheTop)]),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.order, $0.lastJobID) = (rows(3), 3, [1, 2, 0], 1)
            $0.sortKey = .init(column: 1, ascending: false)
        },
        Script(
            "no sort: the source's order, the cursor kept in sight", state(rows(3)) { $0.order = [2, 1, 0] },
            [(.sortAsked(column: nil, ascending: true, fromTheTop: false), [.rearrange(.keepingCursorInSight)])]
        ) {
            $0.order = nil
        },
        Script(
            "a new sort replaces the one running (the controller cancels it)",
            state(rows(200_000)) {
                $0.sort = .init(
                    id: 1, column: 0, ascending: true,
                    isRunning: true)
                $0.lastJobID = 1
            },
            [
                (
                    .sortAsked(column: 2, ascending: true, fromTheTop: true),
                    [
                        .startSort(
                            id: 2, column: 2,
                            ascending: true)
                    ]
                )
            ]
        ) {
            $0.sort = .init(id: 2, column: 2, ascending: true, isRunning: true)
            ($0.lastJobID, $0.sortShowsTop, $0.sortKey) = (2, true, .init(column: 2, ascending: true))
        },
        Script(
            "sections of a small input read whole are made at once", state(rows(2), sectionColumn: 0),
            [(.groupingAsked(column: 0), [.groupNow(column: 0, count: 2)]), (.grouped(grouped2), [])]
        ) {
            $0.grouping = grouped2
        },
        Script(
            "sections of an input still counting wait for it, then come from their top",
            state(rows(2, complete: false), sectionColumn: 0),
            [
                (.groupingAsked(column: 0), []),
                (
                    .progressed(rows(4), screenLines: 8),
                    [
                        .rearrange(.rowsCame(wasShort: true)),
                        .startGrouping(
                            id: 1,
                            column: 0),
                    ]
                ),
                (
                    .groupingFinished(grouped4, progress: rows(4), cursorUnmoved: true),
                    [.rearrange(.sectionsFromTheTop)]
                ),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.grouping, $0.lastJobID) = (rows(4), 4, grouped4, 1)
        },
        Script(
            "sections made after the cursor moved keep it in sight",
            state(rows(4), sectionColumn: 0) {
                $0.grouper = .init(
                    id: 1, column: 0,
                    isRunning: true)
                $0.lastJobID = 1
            },
            [
                (
                    .groupingFinished(grouped4, progress: rows(4), cursorUnmoved: false),
                    [.rearrange(.keepingCursorInSight)]
                )
            ]
        ) {
            ($0.grouper, $0.grouping) = (nil, grouped4)
        },
        Script(
            "followed rows join the sort: it runs again, the cursor staying on its row",
            state(rows(2), follows: true) {
                ($0.order, $0.sortKey, $0.followsEnd) = (
                    [1, 0],
                    .init(
                        column: 0,
                        ascending: true), false
                )
            },
            [
                (.progressed(rows(4), screenLines: 8), [.sortNow(column: 0, ascending: true)]),
                (.sortFinished([1, 3, 0, 2], progress: nil), [.rearrange(.keepingCursorInSight)]),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.order) = (rows(4), 4, [1, 3, 0, 2])
        },
        Script(
            "followed rows join their sections, made again over every row, the cursor on the last",
            state(rows(2), follows: true, sectionColumn: 0) { $0.grouping = grouped2 },
            [
                (
                    .progressed(rows(4), screenLines: 8),
                    [
                        .groupNow(column: 0, count: 4),
                        .rearrange(.keepingCursorInSight), .showLastRow,
                    ]
                ),
                (.grouped(grouped4), []),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.grouping) = (rows(4), 4, grouped4)
        },
        Script(
            "Enter outside pick mode opens the row", state(rows(3)),
            [
                (
                    .rowSelected(2, source: rows(3)),
                    [.openRow(2)]
                )
            ]
        ) { _ in },
        Script(
            "Enter in pick mode picks the row, then the screen quits with its record", state(rows(3), pick: single),
            [(.rowSelected(2, source: rows(3)), [.pick([2])]), (.picked([[0x63]]), [.quit])]
        ) {
            $0.picked = [[0x63]]
        },
        Script(
            "G Enter while counting picks the real last row once every row is on screen",
            state(rows(2, complete: false), pick: single) { $0.followsEnd = true },
            [
                (.rowSelected(1, source: rows(2, complete: false)), []),
                (
                    .progressed(rows(5), screenLines: 8),
                    [
                        .rearrange(.rowsCame(wasShort: true)), .showLastRow,
                        .pickLastRow,
                    ]
                ),
            ]
        ) {
            ($0.progress, $0.loadedRows) = (rows(5), 5)
        },
        Script(
            "Space marks rows once each in the order marked; unmarking drops one; Enter picks the marks",
            state(rows(5), pick: multi),
            [
                (.rowSelected(3, source: rows(5)), []), (.rowSelected(1, source: rows(5)), []),
                (
                    .rowSelected(
                        3,
                        source: rows(5)), []
                ),
                (.rowDeselected(4), []), (.enterWithMarks(cursorRow: 0, source: rows(5)), [.pick([3, 1])]),
            ]
        ) {
            $0.marked = [3, 1]
        },
        Script(
            "Enter in --multi with nothing marked picks the cursor's row, or waits for the end while following it",
            state(rows(5), pick: multi),
            [
                (.enterWithMarks(cursorRow: 4, source: rows(5)), [.pick([4])]),
                (.tableHandledEvent(wentToBottom: true, onLastRow: true), []),
                (.enterWithMarks(cursorRow: 4, source: rows(6, complete: false)), []),
            ]
        ) {
            ($0.followsEnd, $0.picksAtEnd) = (true, true)
        },
        Script(
            "G follows the end; a move away stops; --follow follows again back on the last row",
            state(
                rows(5),
                follows: true),
            [
                (.tableHandledEvent(wentToBottom: false, onLastRow: false), []),
                (.tableHandledEvent(wentToBottom: false, onLastRow: true), []),
            ]
        ) { _ in },
        Script(
            "without --follow, coming back to the last row does not follow", state(rows(5)),
            [
                (.tableHandledEvent(wentToBottom: true, onLastRow: true), []),
                (.tableHandledEvent(wentToBottom: false, onLastRow: false), []),
                (.tableHandledEvent(wentToBottom: false, onLastRow: true), []),
            ]
        ) { _ in },
        Script(
            "a background search is applied with the rows loaded meanwhile; the held keys go on",
            state(rows(5, complete: false)),
            [
                (.searchStarted(text: "a", query: RowQuery("a"), upTo: 3, among: nil), [.startSearch(id: 1)]),
                (
                    .searchFinished(RowHits([0], universe: 3)),
                    [.searchRows(3..<5, query: RowQuery("a")), .rearrange(.searchFinished), .sendHeldKeys]
                ),
                (.rowsSearched(RowHits([4], universe: 5)), []),
            ]
        ) {
            ($0.hits, $0.hitsQueryText, $0.lastJobID) = (RowHits([0, 4], universe: 5), "a", 1)
        },
        Script(
            "a cancelled search gives nothing; the held keys go on; a second answer is ignored", state(rows(5)),
            [
                (.searchStarted(text: "ab", query: RowQuery("ab"), upTo: 5, among: nil), [.startSearch(id: 1)]),
                (.searchFinished(nil), [.sendHeldKeys]), (.searchFinished(RowHits([1], universe: 5)), []),
            ]
        ) {
            $0.lastJobID = 1
        },
        Script(
            "a search answered at once replaces the running one and shows its results",
            state(rows(5)) {
                $0.search = .init(id: 1, text: "a", query: RowQuery("a"), upTo: 5)
                $0.lastJobID = 1
            },
            [
                (.searched(text: "ab", hits: RowHits([2], universe: 5)), [.rearrange(.searchResults)]),
                (.searched(text: "", hits: nil), [.rearrange(.searchResults)]),
            ]
        ) {
            $0.search = nil
        },
        Script(
            "a file read again drops the old rows' jobs, marks and order, searches and sorts again",
            state(rows(4), follows: true, pick: multi, sectionColumn: 0) {
                $0.sort = .init(id: 1, column: 0, ascending: true, isRunning: true)
                ($0.order, $0.marked, $0.lastJobID, $0.hits) = ([3, 2, 1, 0], [2], 1, RowHits([1], universe: 4))
                $0.reopenFailure = DataError("not valid JSON")
            },
            [
                (
                    .reopened(
                        rows(2), waitsForFirstLine: false, sectionColumn: 1, grouping: grouped2,
                        hits: RowHits(
                            [0],
                            universe: 2),
                        note: "file rewritten; read again", noteUntil: t0),
                    [
                        .rearrange(.reread), .sortAgain,
                        .showLastRow,
                    ]
                )
            ]
        ) {
            ($0.sort, $0.order, $0.marked, $0.reopenFailure) = (nil, nil, [], nil)
            ($0.progress, $0.loadedRows, $0.sectionColumn, $0.grouping) = (rows(2), 2, 1, grouped2)
            $0.hits = RowHits([0], universe: 2)
            $0.reopenNote = .init(text: "file rewritten; read again", until: t0, keep: false)
        },
        Script(
            "the note of a file read again stays through the key that read it, goes with the next, or with time",
            state(rows(2), follows: true),
            [
                (
                    .reopened(
                        rows(2), waitsForFirstLine: false, sectionColumn: nil, grouping: nil, hits: nil, note: "n",
                        noteUntil: t0 + .seconds(5)), [.rearrange(.reread), .sortAgain, .showLastRow]
                ),
                (.reopenNoteKept, []), (.tableHandledEvent(wentToBottom: false, onLastRow: true), []),
                (.clock(t0 + .seconds(4)), []),
            ]
        ) {
            $0.reopenNote = .init(text: "n", until: t0 + .seconds(5), keep: false)
        },
        Script(
            "the note goes after its time",
            state(rows(2)) {
                $0.reopenNote = .init(
                    text: "n", until: t0,
                    keep: true)
            },
            [(.clock(t0), [])]
        ) { $0.reopenNote = nil },
        Script(
            "a failed read again is recorded with the time of the look; a file gone keeps the last failure",
            state(rows(2), follows: true),
            [(.reopenFailed(DataError("bad"), at: t0), []), (.reopenFailed(nil, at: t0 + .seconds(1)), [])]
        ) {
            ($0.reopenFailure, $0.lastFollowLook) = (DataError("bad"), t0 + .seconds(1))
        },
        Script(
            "a look at the file records the change; a pick refused says so", state(rows(2), pick: single),
            [(.fileLooked(nil, at: t0), []), (.pickRefused(.rewritten), [])]
        ) {
            ($0.lastFileLook, $0.fileChangedOnDisk, $0.refusedPickOfChangedFile) = (t0, .rewritten, true)
        },
        Script(
            "Enter in the search bar before a result waits, and the next rows pick the first found",
            state(rows(2, complete: false), pick: single),
            [
                (.picksFirstResult(true), []),
                (
                    .progressed(rows(3), screenLines: 8),
                    [
                        .rearrange(.rowsCame(wasShort: true)),
                        .pickFirstResultIfFound,
                    ]
                ),
            ]
        ) {
            ($0.progress, $0.loadedRows, $0.picksFirstResult) = (rows(3), 3, true)
        },
    ]

    @Test(arguments: scripts)
    func eachEventReturnsItsEffectsAndTheScriptEndsInItsState(script: Script) {
        script.run()
    }
}

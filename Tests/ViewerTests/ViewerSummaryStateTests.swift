import TableKitData
import Testing

@testable import tablekit

/// The model's transitions of the column summary, the copy note and regex mode, as event
/// scripts in the shape of ``ViewerStateTests``.
@Suite("tablekit view: summary, copy and regex transitions")
struct ViewerSummaryStateTests {
    typealias Script = ViewerStateTests.Script
    static let figures = [ColumnSummary(name: "a", type: .text, count: 2, blanks: 0, distinct: 1)]

    static let scripts: [Script] = [
        Script(
            "I on a complete input starts the summary at once; a second I changes nothing",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [(.summaryAsked, [.startSummary(id: 1)]), (.summaryAsked, [])]
        ) {
            ($0.summary, $0.lastJobID) = (ViewerState.SummaryJob(id: 1, isRunning: true), 1)
        },
        Script(
            "I while counting waits for the count, then starts",
            ViewerStateTests.state(ViewerStateTests.rows(2, complete: false)),
            [
                (.summaryAsked, []),
                (
                    .progressed(ViewerStateTests.rows(4), screenLines: 10),
                    [.rearrange(.rowsCame(wasShort: true)), .startSummary(id: 1)]
                ),
            ]
        ) {
            ($0.summary, $0.lastJobID) = (ViewerState.SummaryJob(id: 1, isRunning: true), 1)
            ($0.progress, $0.loadedRows) = (ViewerStateTests.rows(4), 4)
        },
        Script(
            "the finished summary is shown; a cancelled one is dropped and its result too",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.summaryAsked, [.startSummary(id: 1)]), (.summaryFinished(figures), [.showSummary(figures)]),
                (.summaryAsked, [.startSummary(id: 2)]), (.summaryCancelled, []), (.summaryFinished(figures), []),
            ]
        ) { $0.lastJobID = 2 },
        Script(
            "a copy is noted until the next key the table takes",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.copied(characters: 12, toTerminal: true), []),
                (.tableHandledEvent(wentToBottom: false, onLastRow: false), []),
                (.copied(characters: 3, toTerminal: false), []),
            ]
        ) { $0.note = "nothing copied: a printed screen has no clipboard" },
        Script(
            "regex mode searches again, anew",
            ViewerStateTests.state(ViewerStateTests.rows(5)) { $0.hitsQueryText = "ab" },
            [(.regexModeSet(true), [.searchAgain]), (.regexModeSet(true), [])]
        ) {
            ($0.searchesRegex, $0.hitsQueryText) = (true, "")
        },
    ]

    @Test(arguments: scripts)
    func eachEventReturnsItsEffectsAndTheScriptEndsInItsState(script: Script) {
        script.run()
    }

    @Test func theStatusLineSaysTheSummarysProgressAndTheCopy() {
        var s = ViewerStateTests.state(ViewerStateTests.rows(1000))
        s.summary = ViewerState.SummaryJob(id: 1, isRunning: true)
        s.lastJobID = 1
        var screen = ViewerStatusLine.Screen()
        screen.summarizedRows = 420
        #expect(ViewerStatusLine.text(s, screen) == "summarizing… 42% of 1,000 rows (Esc stops)")
        s.summary?.isRunning = false
        #expect(ViewerStatusLine.text(s, screen) == "summary when counted · 1,000 rows")
        s.summary = nil
        s.note = "copied 3 characters"
        #expect(ViewerStatusLine.text(s, screen) == "1,000 rows · copied 3 characters")
    }
}

import TableKitData
import Testing

@testable import tablekit

/// The model's transitions of the frequency table (`F`), as event scripts in the shape of
/// ``ViewerStateTests``, and its status line.
@Suite("tablekit view: frequency table transitions")
struct ViewerFrequencyStateTests {
    typealias Script = ViewerStateTests.Script
    static let counted = ValueFrequency(column: 2, rows: 5, entries: [.init(value: "a", count: 5)])
    static let japan = try! FilterExpression.parse("country = 'Japan'", columns: [Column(name: "country")])

    static let scripts: [Script] = [
        Script(
            "F on a complete input starts the count at once; a second F changes nothing",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.frequencyAsked(columns: [2]), [.startFrequency(id: 1, columns: [2])]),
                (.frequencyAsked(columns: [0]), []),
            ]
        ) {
            ($0.frequency, $0.lastJobID) = (ViewerState.FrequencyJob(id: 1, columns: [2], isRunning: true), 1)
        },
        Script(
            "F while counting waits for the count, then starts",
            ViewerStateTests.state(ViewerStateTests.rows(2, complete: false)),
            [
                (.frequencyAsked(columns: [1]), []),
                (
                    .progressed(ViewerStateTests.rows(4), screenLines: 10),
                    [.rearrange(.rowsCame(wasShort: true)), .startFrequency(id: 1, columns: [1])]
                ),
            ]
        ) {
            ($0.frequency, $0.lastJobID) = (ViewerState.FrequencyJob(id: 1, columns: [1], isRunning: true), 1)
            ($0.progress, $0.loadedRows) = (ViewerStateTests.rows(4), 4)
        },
        Script(
            "F while the filter is made waits for its rows, then starts",
            ViewerStateTests.state(ViewerStateTests.rows(200_000)) {
                $0.filter = .init(expression: japan, hits: nil)
                ($0.filterJob, $0.lastJobID) = (.init(id: 1, isRunning: true), 1)
            },
            [
                (.frequencyAsked(columns: [0]), []),
                (
                    .filterFinished(RowHits([3, 9], universe: 200_000), progress: ViewerStateTests.rows(200_000)),
                    [.rearrange(.filtered), .startFrequency(id: 2, columns: [0])]
                ),
            ]
        ) {
            $0.filter = .init(expression: japan, hits: RowHits([3, 9], universe: 200_000))
            ($0.filterJob, $0.lastJobID) = (nil, 2)
            $0.frequency = ViewerState.FrequencyJob(id: 2, columns: [0], isRunning: true)
        },
        Script(
            "the finished count is shown; a cancelled one is dropped and its result too",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.frequencyAsked(columns: [2]), [.startFrequency(id: 1, columns: [2])]),
                (.frequencyFinished(.values(counted)), [.showFrequency(.values(counted))]),
                (.frequencyAsked(columns: [2]), [.startFrequency(id: 2, columns: [2])]), (.frequencyCancelled, []),
                (.frequencyFinished(.values(counted)), []),
            ]
        ) { $0.lastJobID = 2 },
        Script(
            "F of several key columns counts their combinations in one job and shows them",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.frequencyAsked(columns: [0, 2]), [.startFrequency(id: 1, columns: [0, 2])]),
                (.frequencyFinished(.combinations(combined)), [.showFrequency(.combinations(combined))]),
            ]
        ) { $0.lastJobID = 1 },
        Script(
            "F with no column to count asks for nothing",
            ViewerStateTests.state(ViewerStateTests.rows(5)), [(.frequencyAsked(columns: []), [])]
        ) { _ in },
        Script(
            "! marks a key column and unmarks it, the status line saying what F counts; U takes each back",
            ViewerStateTests.state(ViewerStateTests.rows(5)),
            [
                (.keyColumnToggled(position: 1, at: place), [.layColumnsOut]),
                (.keyColumnToggled(position: 3, at: place), [.layColumnsOut]),
                (.keyColumnToggled(position: 1, at: place), [.layColumnsOut]),
                (.undoAsked, [.layColumnsOut, .restoreCursor(place)]),
                (.undoAsked, [.layColumnsOut, .restoreCursor(place)]),
                (.keyColumnToggled(position: 0, at: place), [.layColumnsOut]),
            ]
        ) {
            $0.keyColumns = [0, 1]
            $0.undoSteps = [.keys([], place), .keys([1], place)]
            $0.note = "2 key columns: F counts their combinations"
        },
    ]

    static let combined = CombinationFrequency(
        columns: [0, 2], rows: 5, entries: [.init(values: ["a", "x"], count: 3), .init(values: ["b", ""], count: 2)])
    static let place = ViewerState.Place(row: 2, column: 1)

    @Test func theStatusNoteOfAKeyColumnSaysWhatFCounts() {
        var s = ViewerStateTests.state(ViewerStateTests.rows(5))
        _ = s.handle(.keyColumnToggled(position: 2, at: Self.place))
        #expect(ViewerStatusLine.text(s, ViewerStatusLine.Screen()) == "5 rows · 1 key column: F counts its values")
        _ = s.handle(.keyColumnToggled(position: 2, at: Self.place))
        #expect(s.keyColumns.isEmpty && s.note == "no key columns: F counts the cursor's column")
    }

    @Test(arguments: scripts)
    func eachEventReturnsItsEffectsAndTheScriptEndsInItsState(script: Script) {
        script.run()
    }

    @Test func theStatusLineSaysTheCountsProgressOverTheRowsCounted() {
        var s = ViewerStateTests.state(ViewerStateTests.rows(10_000_000))
        s.frequency = ViewerState.FrequencyJob(id: 1, columns: [0], isRunning: true)
        s.lastJobID = 1
        var screen = ViewerStatusLine.Screen()
        screen.countedRows = 4_200_000
        #expect(ViewerStatusLine.text(s, screen) == "counting values… 42% of 10,000,000 rows (Esc stops)")
        screen.takesKeys = false
        #expect(ViewerStatusLine.text(s, screen) == "counting values… 42% of 10,000,000 rows")
        // A filter: the percent of the rows it kept.
        (screen.takesKeys, screen.countedRows, screen.rowsShown) = (true, 1, 4)
        s.filter = .init(expression: Self.japan, hits: RowHits([1, 5, 7, 9], universe: 10_000_000))
        #expect(ViewerStatusLine.text(s, screen) == "counting values… 25% of 4 rows (Esc stops)")
        s.frequency?.isRunning = false
        s.progress = ViewerStateTests.rows(10, complete: false)
        #expect(ViewerStatusLine.text(s, screen).hasPrefix("frequency when counted · "))
    }
}

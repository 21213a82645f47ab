import TableKitData
import Testing

@testable import tablekit

/// The model's transitions of the columns (`-`, `v`, `<`, `>`), the prompts (`|`, `=`, `c`,
/// `:`) and undo (`U`), as event scripts in the shape of ``ViewerStateTests``.
@Suite("tablekit view: columns, prompts and undo transitions")
struct ViewerColumnsStateTests {
    typealias Script = ViewerStateTests.Script
    typealias Place = ViewerState.Place
    static let five = ViewerStateTests.state(ViewerStateTests.rows(5))
    static let columns = [Column(name: "city"), Column(name: "country"), Column(name: "pop", type: .number)]

    static let scripts: [Script] = [
        Script(
            "- hides a column once, v shows them all again, and U takes each back with the cursor",
            five,
            [
                (.columnHidden(position: 1, shown: 3, at: Place(row: 2, column: 1)), [.layColumnsOut]),
                (.columnHidden(position: 1, shown: 2, at: Place(row: 2, column: 1)), []),
                (.columnHidden(position: 0, shown: 2, at: Place(row: nil, column: 0)), [.layColumnsOut]),
                (.hiddenColumnsShown(at: Place(row: 3, column: 0)), [.layColumnsOut]),
                (.undoAsked, [.layColumnsOut, .restoreCursor(Place(row: 3, column: 0))]),
                (.undoAsked, [.layColumnsOut, .restoreCursor(Place(row: nil, column: 0))]),
            ]
        ) {
            $0.hiddenColumns = [1]
            $0.undoSteps = [.columns(hidden: [], widths: [:], Place(row: 2, column: 1))]
        },
        Script(
            "the last column shown is not hidden, and v with none hidden says so",
            five,
            [
                (.columnHidden(position: 2, shown: 1, at: Place(row: 0, column: 0)), []),
                (.hiddenColumnsShown(at: Place(row: 0, column: 0)), []),
            ]
        ) { $0.note = "no hidden columns" },
        Script(
            "< and > change the width by what they ask, kept to 1 ... 200; U puts the width back",
            five,
            [
                (.columnResized(position: 2, width: 10, by: -2, at: Place(row: 1, column: 2)), [.layColumnsOut]),
                (.columnResized(position: 2, width: 8, by: 2, at: Place(row: 1, column: 2)), [.layColumnsOut]),
                (.columnResized(position: 0, width: 1, by: -2, at: Place(row: 1, column: 0)), []),
                (.columnResized(position: 0, width: 199, by: 2, at: Place(row: 4, column: 0)), [.layColumnsOut]),
                (.columnResized(position: 0, width: 200, by: 2, at: Place(row: 4, column: 0)), []),
                (.undoAsked, [.layColumnsOut, .restoreCursor(Place(row: 4, column: 0))]),
            ]
        ) {
            $0.columnWidths = [2: 10]
            $0.undoSteps = [
                .columns(hidden: [], widths: [:], Place(row: 1, column: 2)),
                .columns(hidden: [], widths: [2: 8], Place(row: 1, column: 2)),
            ]
        },
        Script(
            "U takes a sort back to the one before, then to the source's order, the cursor where it was",
            five,
            [
                (
                    .sortAsked(column: 1, ascending: true, fromTheTop: true, undo: Place(row: 4, column: 1)),
                    [.sortNow(column: 1, ascending: true)]
                ),
                (.sortFinished([4, 3, 2, 1, 0], progress: nil), [.rearrange(.sortedFromTheTop)]),
                (
                    .sortAsked(column: 1, ascending: false, fromTheTop: true, undo: Place(row: 4, column: 1)),
                    [.sortNow(column: 1, ascending: false)]
                ),
                (.sortFinished([0, 1, 2, 3, 4], progress: nil), [.rearrange(.sortedFromTheTop)]),
                (
                    .undoAsked,
                    [
                        .showSortArrow(.init(column: 1, ascending: true)), .sortNow(column: 1, ascending: true),
                        .restoreCursor(Place(row: 4, column: 1)),
                    ]
                ),
                (.sortFinished([4, 3, 2, 1, 0], progress: nil), [.rearrange(.keepingCursorInSight)]),
                (
                    .undoAsked,
                    [.showSortArrow(nil), .rearrange(.keepingCursorInSight), .restoreCursor(Place(row: 4, column: 1))]
                ),
                (.undoAsked, []),
            ]
        ) { $0.note = "nothing to undo" },
        Script(
            "a sort not asked with s (--sort, a sheet's) is not undone",
            five,
            [
                (.sortAsked(column: 0, ascending: true, fromTheTop: true), [.sortNow(column: 0, ascending: true)]),
                (.undoAsked, []),
            ]
        ) {
            ($0.sortKey, $0.sortShowsTop, $0.note) = (.init(column: 0, ascending: true), true, "nothing to undo")
        },
        Script(
            "U on a sheet whose opening is the last step closes it",
            five,
            [(.sheetOpened, []), (.undoAsked, [.closeSheet])]
        ) { _ in },
        Script(
            "| filters by the pattern as the search's regex mode reads it; an empty one asks nothing",
            five,
            [
                (
                    .regexFilterAsked(column: 0, named: "city", pattern: "^O"),
                    [
                        .showFilterSheet(
                            .pattern(try! RowPattern("^O"), inColumn: 0, named: "city"), step: "city ~ /^O/")
                    ]
                ),
                (.regexFilterAsked(column: 0, named: "city", pattern: ""), []),
            ]
        ) { _ in },
        Script(
            "= filters by a --where expression, its text the sheet's step; spaces alone ask nothing",
            five,
            [
                (
                    .expressionFilterAsked(" pop > 1e6 ", columns: columns),
                    [.showFilterSheet(try! .parse("pop > 1e6", columns: columns), step: "pop > 1e6")]
                ),
                (.expressionFilterAsked("  ", columns: columns), []),
            ]
        ) { _ in },
        Script(
            "= with an unknown column says where on the status line and shows nothing",
            five,
            [(.expressionFilterAsked("pop > 1 and popp < 3", columns: columns), [])]
        ) {
            $0.note = "not filtered: 1:13: unknown column 'popp' (columns: city, country, pop)"
        },
        Script(
            ": goes to the row typed, 1 the first shown, and stops following the end",
            ViewerStateTests.state(ViewerStateTests.rows(5)) { $0.followsEnd = true },
            [(.rowAsked("3", rowsShown: 5), [.moveCursor(toShownRow: 2)]), (.rowAsked(" ", rowsShown: 5), [])]
        ) { $0.followsEnd = false },
        Script(
            ": with a row past the rows shown says what rows there are",
            five,
            [(.rowAsked("6", rowsShown: 5), [])]
        ) { $0.note = "no row 6: rows 1 to 5" },
        Script(
            "c goes to the first column whose name contains the text, case ignored",
            five,
            [
                (.columnSought("OP", names: ["city", "country", "pop"]), [.moveColumnCursor(to: 2)]),
                (.columnSought("co", names: ["city", "Country", "pop"]), [.moveColumnCursor(to: 1)]),
                (.columnSought("zz", names: ["city", "country", "pop"]), []),
            ]
        ) { $0.note = "no column name contains zz" },
    ]

    @Test(arguments: scripts)
    func eachEventReturnsItsEffectsAndTheScriptEndsInItsState(script: Script) {
        script.run()
    }

    @Test func aBadPatternSaysWhyOnTheStatusLine() throws {
        var s = Self.five
        #expect(s.handle(.regexFilterAsked(column: 0, named: "city", pattern: "(O")) == [])
        let why = try #require(s.note)
        #expect(why.hasPrefix("not filtered: not a regular expression: "), "\(why)")
        #expect(ViewerStatusLine.text(s, ViewerStatusLine.Screen()) == "5 rows · " + why)
    }

    @Test func undoKeepsTheLast100Steps() {
        var s = Self.five
        for w in 1...101 {
            _ = s.handle(.columnResized(position: 0, width: w, by: 1, at: Place(row: nil, column: 0)))
        }
        #expect(s.undoSteps.count == 100)
        // The oldest kept is the second resize's: the width 2 before it was set to 3.
        #expect(s.undoSteps.first == .columns(hidden: [], widths: [0: 2], Place(row: nil, column: 0)))
        for _ in 1...100 { _ = s.handle(.undoAsked) }
        #expect(s.columnWidths == [0: 2] && s.undoSteps.isEmpty)
        #expect(s.handle(.undoAsked) == [] && s.note == "nothing to undo")
    }
}

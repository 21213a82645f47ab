import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view`'s screens, headless: a CSV in columns, sorted, in sections, a row's
/// detail, search highlighting, and pick mode's output.
@Suite("tablekit view screens")
@MainActor
struct ViewScreenTests {
    static let people = """
        name,age,city
        Ann,25,"New York, NY"
        张伟,7,北京
        Zoë 👩‍💻,130,Paris
        bob,25,Oslo
        Marie-Ann,41,Lyon

        """

    /// Writes `text` to a temporary file named `name` and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try TemporaryFiles.file(name, text, prefix: "tk-view")
    }

    func screen(_ args: [String], size: Size = Size(width: 50, height: 12)) throws -> (
        ScreenDriver, DataTableViewController
    ) {
        let opts = try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        let data = try #require(ViewRunner.dataScreen(root))
        data.source.waitUntilComplete()
        let driver = ScreenDriver(root, size: size)
        _ = driver.window.send(.tick)
        return (driver, data)
    }

    @Test func aCSVShowsItsFieldsInColumnsWithNumbersRightAligned() throws {
        let (s, _) = try screen([try file("people.csv", Self.people)])
        assertSnapshot(s.canvas, named: "view-csv-50x12")
    }

    @Test func sortingByAColumnWithAKeyAndAgainReverses() throws {
        let (s, data) = try screen([try file("people.csv", Self.people)])
        try s.press("Right s")
        assertSnapshot(s.canvas, named: "view-csv-sorted-age-50x12")
        // Equal ages keep the file's order (stable): Ann before bob both ways.
        #expect(data.arrangement.sections[0].rows == .list([1, 0, 3, 4, 2]))
        try s.press("s")
        #expect(data.arrangement.sections[0].rows == .list([2, 4, 0, 3, 1]))
    }

    /// Text sorts by the collation: `--collate sv` puts Å and Ä after Z, the default among the A's.
    @Test(arguments: [
        ([String](), ["Anna", "ärla", "Åsa", "Zed"]), (["--collate", "sv"], ["Anna", "Zed", "Åsa", "ärla"]),
    ])
    func textSortsByTheCollation(extra: [String], expected: [String]) throws {
        let path = try file("names.csv", "name,n\nZed,1\nÅsa,2\närla,3\nAnna,4\n")
        let (s, data) = try screen([path] + extra)
        try s.press("s")
        let rows = data.arrangement.sections[0].rows
        #expect((0..<rows.count).map { data.source.field(ofRow: rows[$0], column: 0) } == expected)
    }

    /// A sort shows the top of the sorted rows, the cursor on the first (it used to stay on
    /// its row, showing the middle of the sorted list:
    /// docs/decisions/2026-12-01-pick-on-every-input-a-sort-shows-the-top-search-only-what-is.md).
    @Test func afterASortTheCursorIsOnTheFirstRowShown() throws {
        let lines = "zzz\n" + (1...50).map(String.init).joined(separator: "\n") + "\n"
        let (s, data) = try screen([try file("lines.txt", lines)], size: Size(width: 30, height: 8))
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 0, section: 0))
        try s.press("s")
        let cursor = try #require(data.tableView.cursorIndexPath)
        #expect(cursor == IndexPath(row: 0, section: 0))
        #expect(data.row(at: cursor) == 1)  // "1", sorted first; "zzz" is last
        #expect(data.tableView.indexPathsForVisibleRows.contains(cursor))
    }

    @Test func aClickOnAColumnTitleSortsByIt() throws {
        let (s, data) = try screen([try file("people.csv", Self.people)])
        let header = try #require(s.lines.firstIndex { $0.contains("city") })
        let x = try #require(s.lines[header].range(of: "city")).lowerBound.utf16Offset(in: s.lines[header])
        s.window.send(.mouse(MouseEvent(kind: .press, location: Point(x: x, y: header))))
        #expect(s.screen.contains("city ▲"))
        #expect(data.arrangement.sections[0].rows == .list([4, 0, 3, 2, 1]))  // Lyon, New York, Oslo, Paris, 北京
    }

    @Test func sectionByAColumnGroupsRowsUnderStickyHeadersWithAnIndex() throws {
        let csv = "name,team\nAnn,red\nBob,blue\nCy,red\nDee,green\nEd,blue\nFay,red\nGus,blue\nHal,green\nIda,red\n"
        let (s, _) = try screen([try file("team.csv", csv), "--section-by", "team"], size: Size(width: 40, height: 10))
        try s.press("Down Down Down Down Down")
        assertSnapshot(s.canvas, named: "view-sections-40x10")
    }

    /// Choosing a section in the index shows its header and, below it, its first row (the
    /// cursor row): not hidden under the pinned column and section headers.
    @Test(arguments: [("D", "Öl", "DE"), ("F", "Cy", "FR")])
    func jumpingToASectionShowsItsFirstRowBelowThePinnedHeaders(key: String, first: String, title: String) throws {
        let csv = "name,country\nÖl,DE\nAb,SE\nBo,DE\nCy,FR\nDu,DE\nEl,SE\nFi,FR\nGo,SE\nHa,DE\n"
        let (s, data) = try screen(
            [try file("sec.csv", csv), "--section-by", "country"], size: Size(width: 40, height: 8))
        try s.press("Tab \(key) Enter")
        #expect(s.lines[1].hasPrefix(" name"))
        #expect(s.lines[2].hasPrefix(" \(title)"))
        #expect(s.lines[3].hasPrefix(" \(first) "))
        let cursor = try #require(data.tableView.cursorIndexPath)
        #expect(
            data.source.field(ofRow: data.arrangement.sections[cursor.section].rows[cursor.row], column: 0) == first)
        if key == "D" { assertSnapshot(s.canvas, named: "view-section-jump-40x8") }
    }

    /// On a narrow screen the frozen first column gives way: →/← show each other column's
    /// values whole beside it.
    @Test func aNarrowScreenShowsEveryColumnBesideAShrunkFrozenColumn() throws {
        let csv = "city,country,population\nMexico City,Mexico,21581000\nTokyo,Japan,37468000\n"
        let (s, _) = try screen([try file("c.csv", csv)], size: Size(width: 14, height: 6))
        try s.press("Right")
        #expect(s.screen.contains("Mexico"))
        try s.press("Right")
        #expect(s.screen.contains("21581000"))
        #expect(s.screen.contains("37468000"))
        let wide = "name,x\n一二三四五六七八九十,7\n"
        let (w, _) = try screen([try file("w.csv", wide)], size: Size(width: 22, height: 6))
        try w.press("Right")
        #expect(w.lines[3].hasSuffix("7"))
    }

    @Test func enterOpensTheDetailWithLongValuesWrappedAndEscComesBack() throws {
        let long = String(repeating: "word ", count: 30)
        let csv = "name,notes\nAnn,short\nBob,\(long)end\n"
        let (s, data) = try screen([try file("notes.csv", csv)], size: Size(width: 40, height: 14))
        try s.press("Down Enter")
        assertSnapshot(s.canvas, named: "view-detail-40x14")
        try s.press("Esc")
        #expect(s.lines[0].contains("notes.csv"))
        #expect(data.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        #expect(s.lines[4] == " Bob    word word word word word word w…")
    }

    @Test func searchFindsEveryWordInAnyColumnAndOrder() throws {
        let (s, data) = try screen([try file("people.csv", Self.people)])
        try s.press("/ 'ann mar'")
        #expect(data.arrangement.rowCount == 1)
        #expect(s.screen.contains("Marie-Ann"))
        #expect(s.screen.contains("1 of 5 rows"))
        try s.press("Esc")
        #expect(data.arrangement.rowCount == 5)
    }

    /// The searched words are marked in the cells (the cell's match style), wherever they
    /// are in the row and whatever their case or accents.
    @Test func searchMarksTheMatchedWordsInTheCells() throws {
        let (s, data) = try screen([try file("people.csv", Self.people), "--search", "zoe par"])
        _ = s.window.render()
        data.tableView.moveCursor(to: nil)  // the cursor (from the start) draws its row plainly
        let canvas = s.window.render()
        let y = try #require((0..<canvas.size.height).first { canvas.line($0).contains("Paris") })
        let line = canvas.line(y)
        let zx = line[..<(try #require(line.range(of: "Zoë")).lowerBound)].displayWidth
        let px = line[..<(try #require(line.range(of: "Paris")).lowerBound)].displayWidth
        let match = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle
        // Zoë (the first three columns) and Par in Paris are marked; the rest is not.
        #expect((zx..<zx + 3).allSatisfy { canvas[$0, y].style == match })
        #expect(canvas[zx + 3, y].style == .plain)
        #expect((px..<px + 3).allSatisfy { canvas[$0, y].style == match })
        #expect(canvas[px + 3, y].style == .plain)
    }

    @Test func searchColumnLimitsTheSearchToOneColumn() throws {
        let path = try file("people.csv", Self.people)
        var (s, data) = try screen([path, "--search", "ann"])
        #expect(data.arrangement.rowCount == 2)  // Ann, Marie-Ann
        (s, data) = try screen([path, "--search", "york", "--search-column", "name"])
        #expect(data.arrangement.rowCount == 0 && s.screen.contains("No Results"))
        (s, data) = try screen([path, "--search", "york", "--search-column", "city"])
        #expect(data.arrangement.rowCount == 1)
    }

    @Test func unknownColumnsListTheKnownOnes() throws {
        let path = try file("people.csv", Self.people)
        for option in ["--columns", "--section-by", "--search-column"] {
            #expect {
                _ = try screen([path, option, "nme"])
            } throws: { "\($0)" == "no column 'nme' (the columns are: name, age, city)" }
        }
    }

    @Test func columnsChooseAndOrderTheColumnsShown() throws {
        let (s, _) = try screen([try file("people.csv", Self.people), "--columns", "city,name"])
        #expect(s.lines[2].hasPrefix(" city         name"))
    }

    @Test func pickPrintsTheLineAsReadOrAColumn() throws {
        let path = try file("people.csv", Self.people)
        var (s, data) = try screen([path, "--pick"])
        try s.press("Down Enter")
        #expect(data.picked == [Array("张伟,7,北京".utf8)])
        #expect(!s.window.isRunning)
        (s, data) = try screen([path, "--pick", "--print-column", "city"])
        try s.press("Enter")
        #expect(data.picked == [Array("New York, NY".utf8)])
        (s, data) = try screen([path, "--pick", "--multi"])
        try s.press("Space Down Down Space Enter")
        #expect(
            data.picked?.map { String(decoding: $0, as: UTF8.self) } == ["Ann,25,\"New York, NY\"", "Zoë 👩‍💻,130,Paris"])
        (s, data) = try screen([path, "--pick"])
        try s.press("Esc")
        #expect(data.picked == nil && !s.window.isRunning)
    }

    /// Marks follow their rows through a sort and a search, as selection does.
    @Test func marksSurviveSortingAndSearching() throws {
        let (s, data) = try screen([try file("people.csv", Self.people), "--pick", "--multi"])
        try s.press("Space Right s")  // Ann marked, then sorted by age: Ann is second
        #expect(data.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        try s.press("/ 'bob' Down")
        #expect(data.tableView.indexPathsForSelectedRows == nil)  // Ann is filtered out
        try s.press("Space Esc")  // bob marked in the results
        #expect(
            data.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        try s.press("Enter")
        #expect(data.picked?.map { String(decoding: $0, as: UTF8.self) } == ["Ann,25,\"New York, NY\"", "bob,25,Oslo"])
    }

    @Test func pickModeShowsMarkedRows() throws {
        let (s, _) = try screen(
            [try file("lines.txt", "alpha\nbeta\ngamma\n"), "--pick", "--multi"], size: Size(width: 30, height: 8))
        try s.press("Down Space Down")
        assertSnapshot(s.canvas, named: "view-pick-multi-30x8")
    }
}

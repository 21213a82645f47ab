import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view`'s search, headless, over names whose letters have no decomposition
/// (Ł, Ø, Æ, ß, Þ, ı): typed in ASCII they are found, and the original letters are marked.
@Suite("tablekit view: search folds Ł Ø Æ ß Þ ı")
@MainActor
struct ViewLetterFoldingSearchTests {
    static let players = """
        name,city
        Łukasz Fabiański,Kościan
        Martin Ødegaard,Drammen
        Ærø Æbelø,Marstal
        Hauptstraße,Berlin
        Þór Ólafsson,Reykjavík
        Işık Çelik,İstanbul
        Michael Laudrup,Frederiksberg

        """

    func file(_ name: String, _ text: String) throws -> String {
        try TemporaryFiles.file(name, text, prefix: "tk-view-fold")
    }

    func screen(_ args: [String]) throws -> (ScreenDriver, DataTableViewController) {
        try ViewScreenTests().screen(args)
    }

    @Test(arguments: [
        ("lukasz", "Łukasz"), ("odegaard", "Ødegaard"), ("aero", "Ærø"), ("strasse", "Hauptstraße"),
        ("thor", "Þór"), ("isik", "Işık"), ("istanbul", "Işık"), ("LUKASZ fabianski", "Łukasz"),
    ])
    func typingASCIIFindsTheLetters(_ query: String, _ shown: String) throws {
        let (s, data) = try screen([try file("players.csv", Self.players)])
        try s.press("/ '\(query)'")
        #expect(data.arrangement.rowCount == 1, "\(query)")
        #expect(s.screen.contains(shown))
        #expect(s.screen.contains("1 of 7 rows"))
    }

    @Test func typingTheLetterFindsItsASCIISpellingToo() throws {
        let (s, data) = try screen([try file("players.csv", Self.players)])
        try s.press("/ 'æ'")
        // æ is ae: Ærø Æbelø, and Michael.
        #expect(data.arrangement.rowCount == 2)
        #expect(s.screen.contains("Michael"))
    }

    /// The marked cells are the original letters: Ø for the o of `odegaard`, all of Æ for
    /// the `ae` of `aero`, and nothing after the match is marked.
    @Test(arguments: [
        ("odegaard", "Ødegaard", 8), ("aero", "Ærø", 3), ("lukasz", "Łukasz", 6), ("strasse", "straße", 6),
    ])
    func theMatchedLettersAreMarked(_ query: String, _ marked: String, _ width: Int) throws {
        let (s, data) = try screen([try file("players.csv", Self.players), "--search", query])
        _ = s.window.render()
        data.tableView.moveCursor(to: nil)  // the cursor (from the start) draws its row plainly
        let canvas = s.window.render()
        let y = try #require((0..<canvas.size.height).first { canvas.line($0).contains(marked) })
        let line = canvas.line(y)
        let x = line[..<(try #require(line.range(of: marked)).lowerBound)].displayWidth
        let match = TableViewColumnCell(style: .default, reuseIdentifier: nil).matchStyle
        #expect((x..<x + width).allSatisfy { canvas[$0, y].style == match })
        #expect(canvas[x + width, y].style != match)
        #expect(x == 0 || canvas[x - 1, y].style != match)
    }
}

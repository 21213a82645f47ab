import Foundation
import StatesCore
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

@Suite("States data")
struct StatesDataTests {
    @Test func theBundledFileHasFiftyStatesInStatehoodOrder() throws {
        let states = try StatesList.bundledStates()
        #expect(states.count == 50)
        #expect(states.first == USState(name: "Delaware", capital: "Dover", population: 989_948))
        #expect(states.last?.name == "Hawaii")
        #expect(states.reduce(0) { $0 + $1.population } == 330_759_736)
    }

    @Test(arguments: [
        ("en", "Montgomery · 5,024,279"),
        ("de", "Montgomery · 5.024.279"),
        ("fr", "Montgomery · 5\u{202F}024\u{202F}279"),
    ])
    func detailIsCapitalAndPopulationForTheLocale(locale: String, detail: String) {
        let alabama = USState(name: "Alabama", capital: "Montgomery", population: 5_024_279)
        #expect(alabama.detail(locale: Locale(identifier: locale)) == detail)
    }

    @Test(arguments: [
        (#"<plist version="1.0"><dict/></plist>"#, "expected an array of states at the top level"),
        (#"<plist version="1.0"><array><string>x</string></array></plist>"#, "item 0 is not a dictionary"),
        (
            #"<plist version="1.0"><array><dict><key>Name</key><string>A</string></dict></array></plist>"#,
            "item 0 has no string 'Capitol'"
        ),
        (
            #"<plist version="1.0"><array><dict><key>Name</key><string>A</string><key>Capitol</key><string>B</string><key>Population</key><string>12k</string></dict></array></plist>"#,
            "item 0 (A) has no whole-number 'Population'"
        ),
        ("not a plist", ":1: not a valid property list: Unexpected character n"),
    ])
    func aBadFileIsOneClearError(text: String, message: String) throws {
        let path = try TemporaryFiles.file("states.plist", text, prefix: "tk-states")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            _ = try StatesList.load(path: path)
        } throws: { error in
            let d = (error as? StatesList.LoadError)?.description ?? ""
            return d.hasPrefix(path + ":") && d.contains(message) && !d.contains("\n")
        }
    }
}

/// The States sample's screens: 50 states in the collation's sections, header titles only
/// on sections with states, the collation's whole index.
@MainActor
@Suite("States screens")
struct StatesScreenTests {
    func app(locale: String, size: Size = Size(width: 80, height: 24)) throws -> (ScreenDriver, StatesViewController) {
        let vc = StatesList.makeController(
            states: try StatesList.bundledStates(), collation: try IndexedCollation(locale: locale))
        return (ScreenDriver(vc, size: size), vc)
    }

    let latinTitles = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    @Test func englishAt80x24() throws {
        let (s, vc) = try app(locale: "en")
        assertSnapshot(s.canvas, named: "states-en-80x24")
        #expect(s.lines[0].hasPrefix(" A "))
        #expect(s.lines[1].hasPrefix(" Alabama ") && s.lines[1].contains("Montgomery · 5,024,279"))
        #expect(vc.statusText == "50 states")
        // The index is the collation's: every letter, though no state starts with B, E, J, Q, X, Y or Z.
        #expect(vc.tableView.shownIndexTitles == [TableView.indexSearch] + latinTitles + ["#"])
        #expect(vc.tableView.numberOfSections == 27)
        let headers = (0..<27).compactMap { vc.tableView(vc.tableView, titleForHeaderInSection: $0) }
        #expect(
            headers == ["A", "C", "D", "F", "G", "H", "I", "K", "L", "M", "N", "O", "P", "R", "S", "T", "U", "V", "W"])
    }

    /// The guide's four steps give the same sections as the collation's one-call filing,
    /// in every locale the app is tested in: one array per section title, each sorted.
    @Test(arguments: ["en", "de", "sv", "ja"])
    func theFourStepRecipeFilesEveryStateIntoItsCollationSection(locale: String) throws {
        let collation = try IndexedCollation(locale: locale)
        let states = try StatesList.bundledStates()
        let sections = StatesViewController.configureSections(states, collation: collation)
        #expect(sections.count == collation.sectionTitles.count)
        #expect(sections.joined().count == 50)
        let expected = collation.sections(from: states, keepingEmptySections: true) { $0.name }
        #expect(sections.map { $0.map(\.name) } == expected.map { $0.rows.map(\.name) })
        for (s, section) in sections.enumerated() {
            #expect(section.allSatisfy { collation.section(for: $0.name) == s && $0.sectionNumber == s })
        }
    }

    /// The data source answers from the arrays the four steps built: a section per array,
    /// its states in order, each cell the state's name with capital and population.
    @Test func theDataSourceReadsTheArraysTheFourStepsBuild() throws {
        let (_, vc) = try app(locale: "en")
        let table = vc.tableView
        #expect(vc.numberOfSections(in: table) == vc.states.count)
        for (s, section) in vc.states.enumerated() {
            #expect(vc.tableView(table, numberOfRowsInSection: s) == section.count)
            for (r, state) in section.enumerated() {
                let cell = vc.tableView(table, cellForRowAt: IndexPath(row: r, section: s))
                #expect(cell.textLabel?.text == state.name)
                #expect(cell.detailTextLabel?.text == state.detail(locale: Locale(identifier: "en")))
            }
        }
        let n = try #require(vc.collation.sectionTitles.firstIndex(of: "N"))
        #expect(
            vc.states[n].map(\.name) == [
                "Nebraska", "Nevada", "New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina",
                "North Dakota",
            ])
    }

    @Test func indexTitlesMapToSectionsThroughTheCollation() throws {
        let (_, vc) = try app(locale: "en")
        let collation = vc.collation
        for (i, title) in collation.sectionIndexTitles.enumerated() {
            let section = vc.tableView(vc.tableView, sectionForSectionIndexTitle: title, at: i + 1)
            #expect(section == collation.section(forSectionIndexTitleAt: i))
            #expect(vc.content.sections[section].title == title)
        }
    }

    @Test func tabNJumpsToTheNStates() throws {
        let (s, vc) = try app(locale: "en")
        try s.press("Tab N")
        assertSnapshot(s.canvas, named: "states-en-tab-n-80x24")
        #expect(s.lines[0].hasPrefix(" N "))
        #expect(s.lines[1].hasPrefix(" Nebraska ") && s.lines[1].contains("Lincoln · 1,961,504"))
        #expect(vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text } == "Nebraska")
    }

    /// Choosing an empty section's title (B) scrolls to where it would be: the C states.
    @Test func anEmptySectionsTitleScrollsToTheNextStates() throws {
        let (s, vc) = try app(locale: "en")
        try s.press("Tab B")
        #expect(s.lines[0].hasPrefix(" C "))
        #expect(s.lines[1].hasPrefix(" California "))
        #expect(vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text } == "California")
    }

    @Test func searchingNewShowsTheFourNewStates() throws {
        let (s, vc) = try app(locale: "en")
        try s.press("/ 'new'")
        #expect(vc.statusText == "4 of 50 states")
        #expect(s.lines[1] == " N")
        #expect(
            s.lines[2...5].map { String($0.prefix(14)) } == [
                " New Hampshire", " New Jersey   ", " New Mexico   ", " New York     ",
            ])
        #expect(vc.tableView.shownIndexTitles.isEmpty)
        try s.press("Esc")
        #expect(vc.tableView.shownIndexTitles.count == 28)
    }

    /// German: the same letters, populations with a full stop between thousands.
    @Test func germanAt80x24() throws {
        let (s, vc) = try app(locale: "de")
        assertSnapshot(s.canvas, named: "states-de-80x24")
        #expect(s.lines[1].contains("Montgomery · 5.024.279"))
        #expect(vc.collation.localeIdentifier == "de")
    }

    /// Japanese: the index is A–Z, then the kana rows (all empty here), then #.
    @Test func japaneseIndexAtFullHeight() throws {
        let (s, vc) = try app(locale: "ja", size: Size(width: 80, height: 42))
        assertSnapshot(s.canvas, named: "states-ja-80x42")
        #expect(
            vc.tableView.shownIndexTitles == [TableView.indexSearch] + latinTitles
                + ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "#"])
        try s.press("Tab W")  // the list ends before W can reach the top: scrolled to the end
        #expect(vc.tableView.contentOffset.y == vc.tableView.maximumContentOffset)
        let w = try #require(s.lines.firstIndex { $0.hasPrefix(" W ") })
        #expect(s.lines[w + 1].hasPrefix(" Washington "))
        #expect(vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text } == "Washington")
    }
}

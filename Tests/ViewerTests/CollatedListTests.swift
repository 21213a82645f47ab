import Foundation
import TableKitTerminal
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import tablekit

/// `ListContent(collating:)` and how IndexedListViewController shows a collated list.
@Suite("Collated lists")
struct CollatedListContentTests {
    @Test func everyCollationSectionIsKeptInOrderEmptyOnesToo() throws {
        let sv = try IndexedCollation(locale: "sv")
        let content = ListContent(
            collating: ["Örjan", "Zlatan", "anna", "Åsa", "3M", "Anders"], collation: sv, text: { $0 })
        #expect(content.sections.map(\.title) == sv.sectionTitles)
        #expect(content.collation?.localeIdentifier == "sv")
        let filled = content.sections.filter { !$0.rows.isEmpty }
        #expect(filled.map(\.title) == ["A", "Z", "Å", "Ö", "#"])
        #expect(content.rows.map(\.text) == ["Anders", "anna", "Zlatan", "Åsa", "Örjan", "3M"])
    }

    @Test func detailsComeAlongAndCollatedByRefilesEveryRow() throws {
        let plain = ListContent(sections: [
            .init(title: "one", rows: [.init(text: "Zürich", detail: "z"), .init(text: "Ärzte", detail: "ä")]),
            .init(title: nil, rows: [.init(text: "Berlin")]),
        ])
        #expect(plain.collation == nil)
        let de = plain.collated(by: try IndexedCollation(locale: "de"))
        #expect(
            de.rows == [.init(text: "Ärzte", detail: "ä"), .init(text: "Berlin"), .init(text: "Zürich", detail: "z")])
        #expect(de.sections.first { $0.title == "A" }?.rows.map(\.text) == ["Ärzte"])
        let sv = plain.collated(by: try IndexedCollation(locale: "sv"))
        #expect(sv.rows.map(\.text) == ["Berlin", "Zürich", "Ärzte"])
        #expect(sv.sections.first { $0.title == "Ä" }?.rows.map(\.detail) == ["ä"])
    }

    @Test func anEmptyListStillHasEveryTitle() throws {
        let zh = try IndexedCollation(locale: "zh")
        let content = ListContent(collating: [String](), collation: zh, text: { $0 })
        #expect(content.count == 0)
        #expect(content.sections.count == zh.sectionTitles.count)
    }
}

@MainActor
@Suite("Collated list screens")
struct CollatedListScreenTests {
    func sections(locale: String, size: Size) throws -> (ScreenDriver, IndexedListViewController) {
        let content = try ListContent.load(path: sortedNamesPath()).collated(by: try IndexedCollation(locale: locale))
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        return (ScreenDriver(vc, size: size), vc)
    }

    /// `sections --locale sv`: Å Ä Ö after Z in the index, each on its own line at 80×40.
    @Test func swedishSectionsShowÅÄÖAfterZ() throws {
        let (s, vc) = try sections(locale: "sv", size: Size(width: 80, height: 40))
        assertSnapshot(s.canvas, named: "sections-sv-80x40")
        #expect(vc.tableView.shownIndexTitles.suffix(5) == ["Z", "Å", "Ä", "Ö", "#"])
        #expect(vc.content.count == 1950)
        // The names are all ASCII: Å Ä Ö and # are empty, so they have no header.
        #expect(vc.content.sections.suffix(4).allSatisfy { $0.rows.isEmpty })
        try s.press("Tab Z")  // the list ends before Z can reach the top: scrolled to the end
        let z = try #require(s.lines.firstIndex { $0.hasPrefix(" Z ") })
        #expect(s.lines[z + 1].hasPrefix(" Zachary "))
        #expect(vc.tableView.cursorIndexPath.map { vc.content.rows[vc.rowID(at: $0)].text } == "Zachary")
    }

    /// Letters jump to the title typed: Å to Å (not A) in Swedish, where it is a letter of
    /// its own; in German, where it is not a title, Ä falls back to A.
    @Test func aLetterWithADiacriticJumpsToItsOwnTitleWhenThereIsOne() throws {
        let rows = ["Anna", "Zoe", "Åsa", "Ärla", "Örjan"].map { ListContent.Row(text: $0) }
        let sv = IndexedListViewController(
            content: ListContent(collating: rows, collation: try IndexedCollation(locale: "sv")), style: .plain)
        let s = ScreenDriver(sv, size: Size(width: 40, height: 40))
        try s.press("Tab Ä")
        #expect(sv.tableView.cursorIndexPath.map { sv.content.rows[sv.rowID(at: $0)].text } == "Ärla")
        try s.press("Ö")
        #expect(sv.tableView.cursorIndexPath.map { sv.content.rows[sv.rowID(at: $0)].text } == "Örjan")
        try s.press("a")
        #expect(sv.tableView.cursorIndexPath.map { sv.content.rows[sv.rowID(at: $0)].text } == "Anna")
        let de = IndexedListViewController(
            content: ListContent(collating: rows, collation: try IndexedCollation(locale: "de")), style: .plain)
        let d = ScreenDriver(de, size: Size(width: 40, height: 40))
        try d.press("Tab Ä")
        #expect(de.tableView.cursorIndexPath.map { de.content.rows[de.rowID(at: $0)].text } == "Anna")
    }

    @Test func anIndexOverrideWinsOverTheCollation() throws {
        let content = ListContent(collating: ["b", "a"], collation: try IndexedCollation(locale: "en"), text: { $0 })
        let vc = IndexedListViewController(content: content, style: .plain)
        vc.sectionIndexTitlesOverride = ["x", "y"]
        _ = ScreenDriver(vc, size: Size(width: 30, height: 30))
        vc.tableView.reloadData()
        #expect(vc.tableView.shownIndexTitles == [TableView.indexSearch, "x", "y"])
        #expect(vc.tableView(vc.tableView, sectionForSectionIndexTitle: "y", at: 2) == 1)
    }

    /// `tablekit view --collate zh FILE`: lines filed by pinyin, index A–Z and #.
    @Test func tablekitViewCollatesTheLinesOfAFile() throws {
        let path = try TemporaryFiles.file("names.txt", "张伟\n李娜\nAnna\n王芳\n3M\n", prefix: "tk-collate")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opts = try CommandLineOptions(
            ["--collate", "zh", path], flags: AppRunner.commonFlags,
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let vc = try #require(try ViewCommand.makeController(opts) as? IndexedListViewController)
        let s = ScreenDriver(vc, size: Size(width: 40, height: 16))
        #expect(vc.content.sections.filter { !$0.rows.isEmpty }.map(\.title) == ["A", "L", "W", "Z", "#"])
        #expect(vc.content.rows.map(\.text) == ["Anna", "李娜", "王芳", "张伟", "3M"])
        #expect(vc.tableView.shownIndexTitles.count == 1 + 26 + 1)
        try s.press("Tab Z")
        let z = try #require(s.lines.firstIndex { $0.hasPrefix(" Z ") })
        #expect(s.lines[z + 1].hasPrefix(" 张伟"))
    }

    @Test func tablekitViewRejectsABadLocaleWithTheCollationError() throws {
        let opts = try CommandLineOptions(
            ["--collate", "xx_YY", sortedNamesPath()], flags: AppRunner.commonFlags,
            options: ViewCommand.options.union(AppRunner.commonOptions))
        #expect {
            _ = try ViewCommand.makeController(opts)
        } throws: { error in
            "\(error)" == "unknown locale 'xx_YY': ICU has no data for its language"
        }
    }
}

import Foundation
import TableKitApps
import TableKitTestSupport
import Testing
import TimeZonesCore

@testable import TableKit

/// The fixed moment of every TimeZones snapshot: mid-January, so northern zones are on
/// standard time and southern ones (Sydney, Santiago) on summer time.
let timeZonesDate = try! TimeZoneList.date(fromISO8601: "2026-01-15T12:00:00Z")

@Suite("TimeZones rows")
struct TimeZoneRowTests {
    @Test(arguments: [
        (0, "GMT"), (9 * 3600, "GMT+9"), (-(3 * 3600 + 1800), "GMT-3:30"), (5 * 3600 + 45 * 60, "GMT+5:45"),
        (14 * 3600, "GMT+14"), (-10 * 3600, "GMT-10"), (3600 + 5 * 60, "GMT+1:05"), (59, "GMT"), (-59, "GMT"),
        (-(9 * 3600 + 30 * 60 + 20), "GMT-9:30"),
    ])
    func offsetsAreFormattedLikeGMTPlusHoursColonMinutes(seconds: Int, text: String) {
        #expect(TimeZoneRow.gmtOffset(seconds) == text)
    }

    @Test func regionCityAndNameComeFromTheIdentifier() {
        let ba = TimeZoneRow(identifier: "America/Argentina/Buenos_Aires", secondsFromGMT: -3 * 3600)
        #expect(ba.region == "America")
        #expect(ba.city == "Buenos Aires")
        #expect(ba.name == "Buenos Aires (Argentina)")
        #expect(ba.offsetText == "GMT-3")
        let ny = TimeZoneRow(identifier: "America/New_York", secondsFromGMT: -5 * 3600)
        #expect((ny.region, ny.city, ny.name) == ("America", "New York", "New York"))
        let gmt = TimeZoneRow(identifier: "GMT", secondsFromGMT: 0)
        #expect((gmt.region, gmt.city, gmt.name) == (TimeZoneRow.otherRegion, "GMT", "GMT"))
    }

    @Test func offsetsAreTakenAtTheGivenDate() throws {
        let july = try TimeZoneList.date(fromISO8601: "2026-07-15T12:00:00Z")
        #expect(TimeZoneRow(identifier: "Europe/Berlin", at: timeZonesDate)?.offsetText == "GMT+1")
        #expect(TimeZoneRow(identifier: "Europe/Berlin", at: july)?.offsetText == "GMT+2")
        #expect(TimeZoneRow(identifier: "Australia/Adelaide", at: timeZonesDate)?.offsetText == "GMT+10:30")
        #expect(TimeZoneRow(identifier: "Asia/Kathmandu", at: timeZonesDate)?.offsetText == "GMT+5:45")
        #expect(TimeZoneRow(identifier: "Asia/Tokyo", at: timeZonesDate)?.offsetText == "GMT+9")
        #expect(TimeZoneRow(identifier: "Not/A_Zone", at: timeZonesDate) == nil)
    }

    @Test(arguments: ["2026-1-15", "tomorrow", "", "2026-13-01T00:00:00Z", "2026-01-15T"])
    func aBadDateIsOneClearError(text: String) {
        #expect(throws: TimeZoneList.DateError(text: text)) { try TimeZoneList.date(fromISO8601: text) }
        #expect(
            TimeZoneList.DateError(text: text).description
                == "--date must be an ISO 8601 date such as 2026-01-15 or date-time such as 2026-01-15T12:00:00Z, not '\(text)'"
        )
    }

    @Test func everyZoneOfTheSystemDatabaseIsListedOnceByNameAndByRegion() throws {
        let rows = TimeZoneList.rows(at: timeZonesDate)
        #expect(rows.count == TimeZoneDatabase.system().identifiers.count)
        let collation = try IndexedCollation(locale: "en")
        for grouping in TimeZoneList.Grouping.allCases {
            let wrappers = Region.knownRegions(rows, by: grouping, collation: collation).flatMap(\.timeZoneWrappers)
            #expect(wrappers.count == rows.count)
            #expect(Set(wrappers.map(\.localeName)).count == rows.count)  // names are distinct
            #expect(wrappers.map(\.id) == Array(0..<rows.count))  // ids are positions in the order shown
        }
    }

    /// By name, the regions are the collation's sections, empty ones included, each zone
    /// in the section `section(for:)` gives its name, sorted by the collation.
    @Test func byNameTheRegionsAreTheCollationsSections() throws {
        let rows = ["Europe/Paris", "UTC", "America/New_York", "Asia/Tokyo", "America/Argentina/Buenos_Aires"]
            .map { TimeZoneRow(identifier: $0, secondsFromGMT: 0) }
        let collation = try IndexedCollation(locale: "en")
        let regions = Region.knownRegions(rows, by: .name, collation: collation)
        #expect(regions.map(\.name) == collation.sectionTitles)
        let filled = regions.filter { !$0.timeZoneWrappers.isEmpty }
        #expect(filled.map(\.name) == ["B", "N", "P", "T", "U"])
        #expect(
            filled.map { $0.timeZoneWrappers.map(\.localeName) } == [
                ["Buenos Aires (Argentina)"], ["New York"], ["Paris"], ["Tokyo"], ["UTC"],
            ])
    }

    @Test func byRegionHasOneSectionPerRegionSortedWithOtherLast() throws {
        let rows = ["Europe/Paris", "UTC", "America/New_York", "Africa/Cairo", "America/Argentina/Buenos_Aires"]
            .map { TimeZoneRow(identifier: $0, secondsFromGMT: 0) }
        let regions = Region.knownRegions(rows, by: .region, collation: try IndexedCollation(locale: "en"))
        #expect(regions.map(\.name) == ["Africa", "America", "Europe", "Other"])
        #expect(regions[1].timeZoneWrappers.map(\.localeName) == ["Buenos Aires (Argentina)", "New York"])
        #expect(regions[3].timeZoneWrappers.map(\.localeName) == ["UTC"])
    }
}

/// The TimeZones app's screens at 80×24 with the offsets of 2026-01-15 12:00 UTC.
@MainActor
@Suite("TimeZones screens")
struct TimeZonesScreenTests {
    func app(
        by grouping: TimeZoneList.Grouping = .name, locale: String = "en",
        size: Size = Size(width: 80, height: 24)
    ) throws -> (ScreenDriver, TimeZonesViewController) {
        let vc = TimeZoneList.makeController(
            by: grouping, collation: try IndexedCollation(locale: locale), at: timeZonesDate)
        return (ScreenDriver(vc, size: size), vc)
    }

    @Test func byNameAt80x24() throws {
        let (s, vc) = try app()
        assertSnapshot(s.canvas, named: "timezones-name-en-80x24")
        #expect(vc.statusText == "\(TimeZoneList.rows(at: timeZonesDate).count.formatted()) time zones")
        #expect(
            vc.tableView.shownIndexTitles == [TableView.indexSearch]
                + (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) } + ["#"])
    }

    @Test func tabAndALetterJumpToTheCitiesOfThatLetter() throws {
        let (s, vc) = try app()
        try s.press("Tab B")
        assertSnapshot(s.canvas, named: "timezones-name-en-tab-b-80x24")
        #expect(s.lines[0].hasPrefix(" B "))
        #expect(s.lines[1].hasPrefix(" Baghdad ") && s.lines[1].hasSuffix(" GMT+3 A"))
        let ip = try #require(vc.tableView.cursorIndexPath)
        #expect(vc.timeZoneWrapper(at: ip).localeName == "Baghdad")
        // Enter gives the keyboard back to the rows, where the cursor moves and selects.
        try s.press("Enter Down Down Enter")
        #expect(vc.selectedZone?.localeName == "Bahia Banderas")
    }

    @Test func searchingFiltersByCityAndShowsTheOffset() throws {
        let (s, vc) = try app()
        try s.press("/ 'buenos'")
        #expect(vc.statusText == "1 of \(TimeZoneList.rows(at: timeZonesDate).count.formatted()) time zones")
        #expect(s.lines[1] == " B")
        #expect(s.lines[2].hasPrefix(" Buenos Aires (Argentina)") && s.lines[2].hasSuffix("GMT-3"))
        try s.press("Esc")
        #expect(!vc.searchController.isActive)
        #expect(vc.tableView.numberOfSections == 27)
    }

    /// The controller is the table's data source and delegate and made its table in
    /// `loadView`; its data source answers from `regions` (Listings 4-2 to 4-4).
    @Test func theControllerIsItsTablesDataSourceAnsweringFromItsRegions() throws {
        let (_, vc) = try app()
        #expect(vc.view === vc.tableView)
        #expect(vc.tableView.dataSource === vc && vc.tableView.delegate === vc)
        #expect(vc.numberOfSections(in: vc.tableView) == vc.regions.count)
        let b = try #require(vc.regions.firstIndex { $0.name == "B" })
        #expect(vc.tableView(vc.tableView, numberOfRowsInSection: b) == vc.regions[b].timeZoneWrappers.count)
        #expect(vc.tableView(vc.tableView, titleForHeaderInSection: b) == "B")
        let cell = vc.tableView(vc.tableView, cellForRowAt: IndexPath(row: 0, section: b))
        #expect(cell.textLabel?.text == "Baghdad" && cell.detailTextLabel?.text == "GMT+3")
        #expect(vc.tableView(vc.tableView, sectionForSectionIndexTitle: "B", at: 2) == b)
        #expect(vc.tableView(vc.tableView, sectionForSectionIndexTitle: TableView.indexSearch, at: 0) == -1)
    }

    @Test func byRegionAt80x24() throws {
        let (s, vc) = try app(by: .region)
        assertSnapshot(s.canvas, named: "timezones-region-en-80x24")
        #expect(vc.tableView.shownIndexTitles.isEmpty)
        #expect(
            vc.regions.map(\.name) == [
                "Africa", "America", "Antarctica", "Asia", "Atlantic",
                "Australia", "Europe", "Indian", "Pacific", "Other",
            ])
        #expect(s.lines[0] == " Africa")
        #expect(s.lines[1].hasPrefix(" Abidjan") && s.lines[1].hasSuffix("GMT"))
    }

    @Test func byRegionSearchKeepsRegionHeaders() throws {
        let (s, _) = try app(by: .region)
        try s.press("/ 'port'")
        let text = s.screen
        #expect(text.contains(" America\n"))
        #expect(text.contains(" Port of Spain"))
        #expect(text.contains(" Pacific\n"))
        #expect(text.contains(" Port Moresby"))
    }

    /// Russian: Cyrillic А…Я, then English A–Z appended (the zone names are Latin), then #.
    @Test func russianIndexAppendsLatinAToZAndHash() throws {
        let (s, vc) = try app(locale: "ru")
        let titles = vc.tableView.shownIndexTitles
        #expect(titles.count == 1 + 30 + 26 + 1)
        #expect(titles[1] == "А" && titles[30] == "Я")
        #expect(
            Array(titles[31...]) == (UnicodeScalar("A").value...UnicodeScalar("Z").value).map {
                String(UnicodeScalar($0)!)
            } + ["#"])
        // Every Cyrillic section is empty: no header, and the first row is under the Latin A.
        #expect(s.lines[0].hasPrefix(" A "))
        try s.press("Tab B")  // Latin B, not Cyrillic В
        assertSnapshot(s.canvas, named: "timezones-name-ru-tab-b-80x24")
        #expect(s.lines[0].hasPrefix(" B "))
        #expect(s.lines[1].hasPrefix(" Baghdad "))
    }

    /// Japanese at full height: English A–Z first, then the kana rows あ…わ, then #, each
    /// title on its own line.
    @Test func japaneseIndexAtFullHeight() throws {
        let (s, vc) = try app(locale: "ja", size: Size(width: 80, height: 42))
        assertSnapshot(s.canvas, named: "timezones-name-ja-80x42")
        #expect(vc.tableView.shownIndexTitles.suffix(11) == ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "#"])
        #expect(vc.tableView.sectionIndexLayout.entries.count == vc.tableView.shownIndexTitles.count)
    }
}

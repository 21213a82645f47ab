import Foundation
import TableKitTestSupport
import Testing
import TimeZonesCore

@testable import TableKit
@testable import TableKitApps

/// The TimeZones app's list comes from the system's tz database: current names, aliases
/// found by search but listed once, UTC listed, and `--date` takes a date alone.
@Suite("TimeZones database")
struct TimeZoneDatabaseTests {
    static let sample = """
        # version 2025b
        R E 1981 ma - Mar lastSu 1u 1 S
        Z Asia/Kolkata 5:53:28 - LMT 1854 Jun 28
        5:30 - IST
        Z Asia/Kathmandu 5:41:16 - LMT 1920
        5:45 - %z
        Z Europe/Kyiv 2:2:4 - LMT 1880
        2 E EE%sT
        Z Etc/UTC 0 - UTC
        Z Etc/GMT-5 5 - %z
        Z EST5EDT -5 u E%sT
        Z Factory 0 - -00
        L Asia/Kolkata Asia/Calcutta
        L Asia/Kathmandu Asia/Katmandu
        L Europe/Kyiv Europe/Kiev
        L Europe/Kiev Europe/Zaporozhye
        L Etc/UTC UTC
        L Etc/UTC Etc/Universal
        """

    @Test func tzdataZIGivesRegionZonesAndUTCWithTheirAliases() {
        let db = TimeZoneDatabase.parse(tzdataZI: Self.sample)
        #expect(db.identifiers == ["Asia/Kolkata", "Asia/Kathmandu", "Europe/Kyiv", "UTC"])
        #expect(db.aliases["Asia/Kolkata"] == ["Asia/Calcutta"])
        // An alias of an alias counts for the zone it ends at.
        #expect(db.aliases["Europe/Kyiv"] == ["Europe/Kiev", "Europe/Zaporozhye"])
        #expect(db.aliases["UTC"] == ["Etc/UTC", "Etc/Universal"])
    }

    @Test func zone1970TabGivesItsZonesAndUTC() {
        let tab = "# comment\nIN\t+2232+08822\tAsia/Kolkata\nUA\t+5026+03031\tEurope/Kyiv\tmost of Ukraine\n"
        let db = TimeZoneDatabase.parse(zoneTab: tab)
        #expect(db.identifiers == ["Asia/Kolkata", "Europe/Kyiv", "UTC"])
    }

    @Test func aMissingDatabaseFallsBackToFoundationsList() {
        let db = TimeZoneDatabase.system(directory: "/nonexistent-zoneinfo")
        #expect(db.source == "Foundation")
        #expect(db.identifiers == TimeZone.knownTimeZoneIdentifiers)
    }

    @Test func theSystemDatabaseHasCurrentNamesOnlyAndUTC() {
        let names = Set(TimeZoneList.rows(at: timeZonesDate).map(\.name))
        for current in ["Kolkata", "Kyiv", "Kathmandu", "UTC"] { #expect(names.contains(current)) }
        for old in ["Calcutta", "Kiev", "Katmandu"] { #expect(!names.contains(old)) }
    }

    @Test func aliasesGiveSearchTextButNotRows() {
        var row = TimeZoneRow(identifier: "Europe/Kyiv", secondsFromGMT: 7200)
        #expect(row.searchText == nil)
        row.aliases = ["Europe/Kiev", "Europe/Zaporozhye"]
        #expect(row.aliasNames == ["Kiev", "Zaporozhye"])
        #expect(row.searchText == "Kiev\nZaporozhye")
    }

    @Test func aZoneFoundationKnowsOnlyByAnAliasStillGetsItsOffset() {
        let row = TimeZoneRow(identifier: "Asia/Not_A_Name_Yet", aliases: ["Asia/Kolkata"], at: timeZonesDate)
        #expect(row?.offsetText == "GMT+5:30")
        #expect(row?.name == "Not A Name Yet")
    }

    @Test(arguments: [
        ("2026-01-15", "2026-01-15T00:00:00Z"), ("2026-07-01", "2026-07-01T00:00:00Z"),
        ("2026-07-01T09:30:00+02:00", "2026-07-01T07:30:00Z"),
    ])
    func dateTakesADateAloneAsMidnightUTCOrAFullTime(text: String, utc: String) throws {
        let date = try TimeZoneList.date(fromISO8601: text)
        #expect(ISO8601DateFormatter().string(from: date) == utc)
    }
}

/// Searching the app's screen for an old name finds the zone under its current name, once.
@MainActor
@Suite("TimeZones alias search")
struct TimeZoneAliasSearchTests {
    func app(size: Size) throws -> (ScreenDriver, TimeZonesViewController) {
        let vc = TimeZoneList.makeController(
            by: .name, collation: try IndexedCollation(locale: "en"), at: timeZonesDate,
            database: TimeZoneDatabase.parse(tzdataZI: TimeZoneDatabaseTests.sample))
        return (ScreenDriver(vc, size: size), vc)
    }

    @Test(arguments: [
        ("calcutta", "Kolkata", "GMT+5:30"), ("KIEV", "Kyiv", "GMT+2"), ("katmandu", "Kathmandu", "GMT+5:45"),
        ("zaporozhye", "Kyiv", "GMT+2"), ("universal", "UTC", "GMT"),
    ])
    func anOldNameFindsTheZoneUnderItsCurrentNameOnce(query: String, name: String, offset: String) throws {
        let (s, vc) = try app(size: Size(width: 80, height: 24))
        try s.press("/ '\(query)'")
        #expect(vc.statusText == "1 of 4 time zones")
        #expect(s.lines[2].hasPrefix(" \(name) ") && s.lines[2].hasSuffix(" \(offset)"))
        #expect(s.lines.filter { $0.contains(name) }.count == 1)
    }

    @Test func theListShowsEachZoneOnceAt80x24AndAtTheSmallestSize() throws {
        for size in [Size(width: 80, height: 24), Size(width: 20, height: 6)] {
            let (s, vc) = try app(size: size)
            #expect(
                vc.regions.flatMap(\.timeZoneWrappers).map(\.localeName).sorted() == [
                    "Kathmandu", "Kolkata", "Kyiv", "UTC",
                ])
            let text = s.lines.joined(separator: "\n")
            for old in ["Calcutta", "Kiev", "Katmandu"] { #expect(!text.contains(old)) }
        }
        let (small, _) = try app(size: Size(width: 20, height: 6))
        try small.press("/ 'calcutta'")
        #expect(small.lines.contains { $0.hasPrefix(" Kolkata") })
    }
}

/// `--search-detail` finds an offset however it is written: as shown (`GMT+5:30`, `+5:30`)
/// or zero-padded as ISO 8601 writes it (`+05:30`, `UTC+05:30`, `+0530`).
@MainActor
@Suite struct TimeZoneOffsetSearchTests {
    @Test(arguments: [
        ("+05:30", "Kolkata"), ("+5:30", "Kolkata"), ("GMT+5:30", "Kolkata"), ("UTC+05:30", "Kolkata"),
        ("+0530", "Kolkata"), ("+05:45", "Kathmandu"), ("+02:00", "Kyiv"), ("utc+2", "Kyiv"),
        ("+00:00", "UTC"),
    ])
    func theDetailSearchFindsTheOffsetAsShownAndZeroPadded(query: String, name: String) throws {
        let vc = TimeZoneList.makeController(
            by: .name, collation: try IndexedCollation(locale: "en"), at: timeZonesDate,
            database: TimeZoneDatabase.parse(tzdataZI: TimeZoneDatabaseTests.sample))
        vc.searchesDetailText = true
        let s = ScreenDriver(vc, size: Size(width: 80, height: 24))
        try s.press("/ '\(query)'")
        #expect(vc.regions.flatMap(\.timeZoneWrappers).map(\.localeName) == [name])
    }

    @Test(arguments: [
        (19_800, "UTC+05:30\nGMT+05:30\n+0530\nUTC+5:30"), (-12_600, "UTC-03:30\nGMT-03:30\n-0330\nUTC-3:30"),
        (0, "UTC+00:00\nGMT+00:00\n+0000\nUTC"), (50_400, "UTC+14:00\nGMT+14:00\n+1400\nUTC+14"),
    ])
    func theOffsetIsAlsoWrittenZeroPadded(seconds: Int, text: String) {
        #expect(TimeZoneRow.offsetSearchText(seconds) == text)
    }
}

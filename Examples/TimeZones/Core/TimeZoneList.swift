import Foundation
import TableKit
import TableKitApps

/// The TimeZones app's lists, after Apple's TableViewSuite: every time zone the system
/// knows, either one section per region (SimpleSectionedTableView) or filed by city name
/// into a locale's indexed collation (SimpleIndexedTableView), each row showing the zone's
/// current offset from GMT.
public enum TimeZoneList {
    /// How the zones are put into sections.
    public enum Grouping: String, Sendable, CaseIterable {
        /// By city name, into the collation's sections, with its section index.
        case name
        /// One section per region (`America`, `Europe`, … and `Other` last), no index.
        case region
    }

    /// A row for each of `identifiers` at `date`, in the order given; identifiers
    /// Foundation does not know are left out.
    /// - Parameter identifiers: default `TimeZone.knownTimeZoneIdentifiers` (about 440).
    /// - Complexity: O(n) time-zone lookups.
    public static func rows(identifiers: [String], at date: Date) -> [TimeZoneRow] {
        identifiers.compactMap { TimeZoneRow(identifier: $0, at: date) }
    }

    /// A row for each zone of `database` at `date`, in its order, with its aliases; zones
    /// Foundation knows by none of their names are left out.
    /// - Parameter database: default ``TimeZoneDatabase/system(directory:)`` (about 400
    ///   zones and `UTC` from Debian's tzdata).
    /// - Complexity: O(n) time-zone lookups.
    public static func rows(database: TimeZoneDatabase = .system(), at date: Date) -> [TimeZoneRow] {
        database.identifiers.compactMap { TimeZoneRow(identifier: $0, aliases: database.aliases[$0] ?? [], at: date) }
    }

    /// The list's content: rows show ``TimeZoneRow/name`` with ``TimeZoneRow/offsetText``
    /// as detail.
    ///
    /// - ``Grouping/name``: `ListContent(collating:…)` by name, so every section of
    ///   `collation` is present, empty ones too, and the index is the collation's.
    /// - ``Grouping/region``: one titled section per region, regions sorted by `collation`
    ///   with ``TimeZoneRow/otherRegion`` last, zones in each sorted by `collation`.
    /// - Complexity: O(n log n) collation work for n rows.
    public static func content(_ rows: [TimeZoneRow], by grouping: Grouping, collation: IndexedCollation) -> ListContent
    {
        switch grouping {
        case .name:
            return ListContent(collating: rows.map(row), collation: collation)
        case .region:
            let byRegion = Dictionary(grouping: rows, by: \.region)
            var regions = collation.sortedArray(from: byRegion.keys.filter { $0 != TimeZoneRow.otherRegion }) { $0 }
            if byRegion[TimeZoneRow.otherRegion] != nil { regions.append(TimeZoneRow.otherRegion) }
            return ListContent(
                sections: regions.map { region in
                    let zones = collation.sortedArray(from: byRegion[region] ?? [], collationStringKeyPath: \.name)
                    return ListContent.Section(title: region, rows: zones.map(row))
                })
        }
    }

    /// The list row of a zone: its name, its offset as detail, its aliases as search text,
    /// and the offset's other spellings (`+05:30`) for the detail search.
    static func row(_ zone: TimeZoneRow) -> ListContent.Row {
        ListContent.Row(
            text: zone.name, detail: zone.offsetText, searchText: zone.searchText,
            detailSearchText: zone.offsetSearchText)
    }

    /// The app's screen: a searchable list titled "Time Zones" counting "time zones",
    /// with the section index only when grouping by name.
    @MainActor
    public static func makeController(
        by grouping: Grouping, collation: IndexedCollation, at date: Date,
        database: TimeZoneDatabase = .system()
    ) -> IndexedListViewController {
        let content = content(rows(database: database, at: date), by: grouping, collation: collation)
        let controller = IndexedListViewController(content: content, style: .plain, noun: "time zones")
        controller.title = "Time Zones"
        controller.showsSectionIndex = grouping == .name
        return controller
    }

    /// Reads `--date`: an ISO 8601 date-time with a zone, e.g. `2026-01-15T12:00:00Z` or
    /// `2026-07-01T09:30:00+02:00`, or a date alone, `2026-01-15`, meaning 00:00 UTC.
    /// - Throws: ``DateError`` naming the text when it is neither.
    public static func date(fromISO8601 text: String) throws(DateError) -> Date {
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        day.timeZone = TimeZone(identifier: "UTC")
        if text.count == 10, let date = day.date(from: text) { return date }
        throw DateError(text: text)
    }

    /// A `--date` value that is not an ISO 8601 date or date-time.
    public struct DateError: Error, Equatable, CustomStringConvertible {
        /// The text that was given.
        public let text: String
        public init(text: String) { self.text = text }
        public var description: String {
            "--date must be an ISO 8601 date such as 2026-01-15 or date-time such as 2026-01-15T12:00:00Z, not '\(Sanitizer.messageValue(text))'"
        }
    }
}

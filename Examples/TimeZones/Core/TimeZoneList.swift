import Foundation
import TableKit
import TableKitApps

/// The TimeZones app's data, after Apple's TableViewSuite: every time zone the system
/// knows, either one section per region (SimpleSectionedTableView) or filed by city name
/// into a locale's indexed collation (SimpleIndexedTableView), each row showing the zone's
/// current offset from GMT. ``TimeZonesViewController`` shows them.
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

    /// The app's screen: a ``TimeZonesViewController`` of the zones of `database` at
    /// `date`, put into sections by `grouping` and `collation`, titled "Time Zones".
    @MainActor
    public static func makeController(
        by grouping: Grouping, collation: IndexedCollation, at date: Date,
        database: TimeZoneDatabase = .system()
    ) -> TimeZonesViewController {
        TimeZonesViewController(rows: rows(database: database, at: date), by: grouping, collation: collation)
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

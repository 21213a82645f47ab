import Foundation

/// One row of the TimeZones screen: a zone with the name it is listed under, as
/// TableViewSuite's `TimeZoneWrapper` wraps an `NSTimeZone` with its `localeName`.
public struct TimeZoneWrapper: Sendable, Equatable {
    /// The zone: identifier, city, offset and aliases.
    public let timeZone: TimeZoneRow
    /// The row's text, and the string it is filed and sorted by: ``TimeZoneRow/name``
    /// (`"Buenos Aires (Argentina)"`). The seed's `localeName`.
    public var localeName: String { timeZone.name }
    /// The row's position in the full list, in the order shown (0 for the first row of
    /// the first region): its identity while search filters the list.
    public let id: Int

    /// A wrapper of `timeZone` at position `id` of the full list (`id >= 0`).
    public init(timeZone: TimeZoneRow, id: Int) {
        self.timeZone = timeZone
        self.id = id
    }

    /// What search looks in: the name, then the aliases' city names on lines of their own
    /// (`Kolkata` is found as `Calcutta`).
    public var searchText: String {
        timeZone.searchText.map { localeName + "\n" + $0 } ?? localeName
    }

    /// What `--search-detail` looks in besides ``searchText``: the offset as shown
    /// (`GMT+5:30`) and its other spellings (``TimeZoneRow/offsetSearchText``).
    public var detailSearchText: String {
        [searchText, timeZone.offsetText, timeZone.offsetSearchText].joined(separator: "\n")
    }
}

import Foundation
import TableKit

/// A section of the TimeZones screen: a titled group of zones, as TableViewSuite's
/// `Region` holds its `name` and `timeZoneWrappers`.
public struct Region: Sendable, Equatable {
    /// The section's header title: a region (`"America"`, ``TimeZoneRow/otherRegion``) or
    /// a collation section title (`"B"`).
    public let name: String
    /// The zones of the section, in the order shown (sorted by the collation).
    public var timeZoneWrappers: [TimeZoneWrapper]

    /// A region named `name` holding `timeZoneWrappers`.
    public init(name: String, timeZoneWrappers: [TimeZoneWrapper]) {
        self.name = name
        self.timeZoneWrappers = timeZoneWrappers
    }

    /// The sections of `rows`, the seed's `knownRegions`, with each wrapper's ``TimeZoneWrapper/id``
    /// its position in the order returned.
    ///
    /// - ``TimeZoneList/Grouping/name``: one region per section of `collation`
    ///   (`IndexedCollation.sectionTitles`, empty ones included, so that region `s` is the
    ///   collation's section `s`), each zone filed by `section(for:)` of its name and each
    ///   region sorted by the collation (the guide's indexed list).
    /// - ``TimeZoneList/Grouping/region``: one region per identifier prefix, sorted by
    ///   `collation` with ``TimeZoneRow/otherRegion`` last, zones in each sorted by
    ///   `collation` (TableViewSuite's sectioned list).
    /// - Complexity: O(n log n) collation work for n rows.
    public static func knownRegions(
        _ rows: [TimeZoneRow], by grouping: TimeZoneList.Grouping, collation: IndexedCollation
    ) -> [Region] {
        let groups: [(name: String, zones: [TimeZoneRow])]
        switch grouping {
        case .name:
            var sections = [[TimeZoneRow]](repeating: [], count: collation.sectionTitles.count)
            for row in rows { sections[collation.section(for: row, collationStringKeyPath: \.name)].append(row) }
            groups = zip(collation.sectionTitles, sections).map { title, zones in
                (title, collation.sortedArray(from: zones, collationStringKeyPath: \.name))
            }
        case .region:
            let byRegion = Dictionary(grouping: rows, by: \.region)
            var names = collation.sortedArray(from: byRegion.keys.filter { $0 != TimeZoneRow.otherRegion }) { $0 }
            if byRegion[TimeZoneRow.otherRegion] != nil { names.append(TimeZoneRow.otherRegion) }
            groups = names.map { ($0, collation.sortedArray(from: byRegion[$0] ?? [], collationStringKeyPath: \.name)) }
        }
        var next = 0
        return groups.map { group in
            defer { next += group.zones.count }
            return Region(
                name: group.name,
                timeZoneWrappers: group.zones.enumerated().map { TimeZoneWrapper(timeZone: $1, id: next + $0) })
        }
    }
}

import Foundation

/// The zones of the system's tz database, with their current names and their aliases:
/// what the TimeZones app lists instead of Foundation's identifier list, which mixes old
/// names (`Asia/Calcutta`, `Europe/Kiev`) with current ones.
///
/// Read from `tzdata.zi` (Debian's `tzdata` package, `/usr/share/zoneinfo/tzdata.zi`):
/// each `Z NAME …` line is a zone, each `L TARGET ALIAS` line an alias. Kept: every zone
/// with a region (`Asia/Kolkata`), and `UTC` (the database's `Etc/UTC`); left out: the
/// `Etc/GMT±N` zones, `Factory` and the POSIX-style legacy zones (`EST5EDT`, `CET`).
/// Without `tzdata.zi`, the zones of `zone1970.tab` (third column, no aliases) and `UTC`;
/// without either, Foundation's `TimeZone.knownTimeZoneIdentifiers`.
public struct TimeZoneDatabase: Sendable, Equatable {
    /// The zone identifiers, in the file's order, each once.
    public var identifiers: [String]
    /// The aliases of each zone (`"Asia/Kolkata": ["Asia/Calcutta"]`), in the file's order.
    public var aliases: [String: [String]]
    /// Where the list came from: a file path, or `"Foundation"`.
    public var source: String

    /// The system's database under `directory` (default `/usr/share/zoneinfo`), or
    /// Foundation's list when neither file is readable.
    /// - Complexity: O(size of the file).
    public static func system(directory: String = "/usr/share/zoneinfo") -> TimeZoneDatabase {
        if let text = try? String(contentsOfFile: directory + "/tzdata.zi", encoding: .utf8) {
            return parse(tzdataZI: text, source: directory + "/tzdata.zi")
        }
        if let text = try? String(contentsOfFile: directory + "/zone1970.tab", encoding: .utf8) {
            return parse(zoneTab: text, source: directory + "/zone1970.tab")
        }
        return TimeZoneDatabase(identifiers: TimeZone.knownTimeZoneIdentifiers, aliases: [:], source: "Foundation")
    }

    /// The zones and aliases of a `tzdata.zi` text (zic's compact input format: `Z` zone,
    /// `L` link, `R` rule and continuation lines; only `Z` and `L` are read).
    /// - Complexity: O(length of `text`).
    public static func parse(tzdataZI text: String, source: String = "tzdata.zi") -> TimeZoneDatabase {
        var zones: [String] = []
        var links: [(target: String, alias: String)] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 3)
            guard fields.count >= 3 else { continue }
            if fields[0] == "Z" { zones.append(String(fields[1])) }
            if fields[0] == "L" { links.append((String(fields[1]), String(fields[2]))) }
        }
        return listed(zones: zones, links: links, source: source)
    }

    /// The zones of a `zone1970.tab` text (tab-separated: codes, coordinates, zone), with
    /// `UTC`, and no aliases.
    /// - Complexity: O(length of `text`).
    public static func parse(zoneTab text: String, source: String = "zone1970.tab") -> TimeZoneDatabase {
        var zones: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count >= 3 { zones.append(String(fields[2])) }
        }
        return listed(zones: zones + ["Etc/UTC"], links: [], source: source)
    }

    /// The zones kept (see the type's description), `Etc/UTC` named `UTC`, and each kept
    /// zone's aliases; an alias of an alias counts for the zone it ends at.
    static func listed(zones: [String], links: [(target: String, alias: String)], source: String) -> TimeZoneDatabase {
        func kept(_ zone: String) -> String? {
            if zone == "Etc/UTC" || zone == "UTC" { return "UTC" }
            return zone.contains("/") && !zone.hasPrefix("Etc/") ? zone : nil
        }
        var identifiers: [String] = []
        var seen = Set<String>()
        for zone in zones {
            if let id = kept(zone), seen.insert(id).inserted { identifiers.append(id) }
        }
        var targetOf: [String: String] = [:]
        for link in links { targetOf[link.alias] = link.target }
        var aliases: [String: [String]] = [:]
        for link in links {
            var target = link.target
            var hops = 0
            while let next = targetOf[target], hops < 8 {
                target = next
                hops += 1
            }
            guard let id = kept(target), seen.contains(id), link.alias != id else { continue }
            aliases[id, default: []].append(link.alias)
        }
        if seen.contains("UTC"), !(aliases["UTC"] ?? []).contains("Etc/UTC") {
            aliases["UTC", default: []].insert("Etc/UTC", at: 0)
        }
        return TimeZoneDatabase(identifiers: identifiers, aliases: aliases, source: source)
    }
}

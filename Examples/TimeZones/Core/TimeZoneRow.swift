import Foundation

/// One time zone as the TimeZones app lists it: where it is, what it is called on screen,
/// and its offset from GMT at one moment.
public struct TimeZoneRow: Sendable, Equatable {
    /// The IANA identifier, e.g. `"America/Argentina/Buenos_Aires"`, `"GMT"`.
    public let identifier: String
    /// The part before the first `/` (`"America"`), or ``TimeZoneRow/otherRegion`` for a
    /// zone without one (`"GMT"`, `"UTC"`).
    public let region: String
    /// The last path component with underscores shown as spaces: `"Buenos Aires"`.
    public let city: String
    /// The city, then any path components between region and city in parentheses, as
    /// Apple's TableViewSuite shows them: `"Buenos Aires (Argentina)"`, `"Knox (Indiana)"`;
    /// just the city otherwise. The row's text, and the string it is filed and sorted by.
    public let name: String
    /// The zone's offset from GMT in seconds at the moment the row was made, daylight
    /// saving included (`TimeZone.secondsFromGMT(for:)`); from -12 h to +14 h in practice.
    public let secondsFromGMT: Int
    /// Other identifiers of the same zone in the tz database (`["Asia/Calcutta"]` for
    /// `Asia/Kolkata`): found by search, never listed as rows of their own.
    public var aliases: [String] = []

    /// The title of the region section for zones without a `/`.
    public static let otherRegion = "Other"

    /// The row for `identifier` at `date`, or nil when Foundation knows neither the zone
    /// nor any of its `aliases` (Foundation's ICU data may know a zone only by an older
    /// name: the offset is the same).
    /// - Complexity: O(length of the identifier), plus a time-zone lookup per name tried.
    public init?(identifier: String, aliases: [String] = [], at date: Date) {
        guard let zone = ([identifier] + aliases).lazy.compactMap({ TimeZone(identifier: $0) }).first else {
            return nil
        }
        self.init(identifier: identifier, secondsFromGMT: zone.secondsFromGMT(for: date))
        self.aliases = aliases
    }

    /// The aliases' city names as search finds them (`Calcutta`, `Kiev`, `Katmandu`;
    /// `Etc/Universal` gives `Universal`), each once and none equal to ``city``.
    public var aliasNames: [String] {
        var names: [String] = []
        for alias in aliases {
            let name = (alias.split(separator: "/").last.map(String.init) ?? alias).replacingOccurrences(
                of: "_", with: " ")
            if name != city && !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The extra text search matches beside ``name``: the ``aliasNames``, or nil when
    /// there are none.
    public var searchText: String? {
        let names = aliasNames
        return names.isEmpty ? nil : names.joined(separator: "\n")
    }

    /// A row with a given offset (for tests and for data from elsewhere).
    public init(identifier: String, secondsFromGMT: Int) {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "_", with: " ")
        }
        self.identifier = identifier
        self.region = parts.count > 1 ? parts[0] : Self.otherRegion
        self.city = parts.last ?? identifier
        let middle = parts.count > 2 ? parts[1..<(parts.count - 1)].joined(separator: ", ") : ""
        self.name = middle.isEmpty ? city : "\(city) (\(middle))"
        self.secondsFromGMT = secondsFromGMT
    }

    /// The offset as the row's detail: ``TimeZoneRow/gmtOffset(_:)`` of ``secondsFromGMT``.
    public var offsetText: String { Self.gmtOffset(secondsFromGMT) }

    /// The other ways of writing ``offsetText`` that `--search-detail` finds, one a line:
    /// ISO 8601's zero-padded `+05:30` (and `+0530`), with `UTC` and `GMT` before it, and
    /// `UTC+5:30`; for 0, `UTC` and `+00:00`. Seconds are dropped as in ``gmtOffset(_:)``.
    public var offsetSearchText: String { Self.offsetSearchText(secondsFromGMT) }

    /// ``offsetSearchText`` for an offset of `seconds` east of GMT.
    public static func offsetSearchText(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let sign = seconds < 0 && minutes > 0 ? "-" : "+"
        let hh = (minutes / 60 < 10 ? "0" : "") + String(minutes / 60)
        let mm = (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
        let iso = "\(sign)\(hh):\(mm)"
        let short = String(gmtOffset(seconds).dropFirst(3))  // "+5:30", "" for 0
        return ["UTC\(iso)", "GMT\(iso)", "\(sign)\(hh)\(mm)", "UTC\(short)"].joined(separator: "\n")
    }

    /// `"GMT"` for 0, else `"GMT"`, the sign, the hours without a leading zero, and
    /// `":MM"` only when the minutes are not zero: `GMT+9`, `GMT-3:30`, `GMT+5:45`,
    /// `GMT+14`. Seconds (only in historical local mean times) are dropped, rounding
    /// toward zero.
    public static func gmtOffset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        guard minutes > 0 else { return "GMT" }
        let sign = seconds < 0 ? "-" : "+"
        let hours = minutes / 60
        let rest = minutes % 60
        return rest == 0 ? "GMT\(sign)\(hours)" : "GMT\(sign)\(hours):\(rest < 10 ? "0" : "")\(rest)"
    }
}

// timezones: Apple's TableViewSuite time-zone sample in the terminal. Every time zone the
// system knows, by city name in a locale's indexed collation (with its section index), or
// by region; each with its current offset from GMT.
import Foundation
import TableKit
import TableKitTerminal
import TimeZonesCore

let usage = """
usage: timezones [--by name|region] [--locale LOCALE] [--date ISO8601] [--print]
                 [--width N] [--height N] [--keys SCRIPT]

Lists every time zone the system knows with its offset from GMT (e.g. GMT+9, GMT-3:30).
  --by name      sections and index of the locale's collation, by city name (default)
  --by region    one section per region (Africa, America, …, Other), no index
  --locale L     the collation (default: from LC_ALL, LC_COLLATE or LANG)
  --date D       the moment the offsets are for (default: now), e.g. 2026-01-15T12:00:00Z
  --print        print one rendered screen and exit (also when output is not a terminal)
  --keys SCRIPT  with --print: keys to press first, e.g. "Tab B / 'york'"
Keys: ↑/↓ or k/j move, PgUp/PgDn/Space page, g/G top/bottom, Enter select,
      Tab section index, / search, Esc cancel, ? help, q quit.
Environment: NO_COLOR=1 turns colours off.
"""

AppRunner.main(usage: usage, options: ["--by", "--locale", "--date"]) { opts in
    let byValue = opts.value("--by") ?? TimeZoneList.Grouping.name.rawValue
    guard let grouping = TimeZoneList.Grouping(rawValue: byValue) else {
        throw CommandLineOptions.UsageError("--by must be name or region, not '\(byValue)'")
    }
    let collation = try opts.value("--locale").map { locale throws(CollationError) in try IndexedCollation(locale: locale) } ?? .current
    let date = try opts.value("--date").map { text throws(TimeZoneList.DateError) in try TimeZoneList.date(fromISO8601: text) } ?? Date()
    return TimeZoneList.makeController(by: grouping, collation: collation, at: date)
}

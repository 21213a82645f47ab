// timezones: the Table View Programming Guide's time-zone listings (4-2 to 4-4, on
// TableViewSuite's Region and TimeZoneWrapper) in the terminal. Every zone of the system's
// tz database (/usr/share/zoneinfo/tzdata.zi) under its current name, by city name in a
// locale's indexed collation (with its section index), or by region; each with its current
// offset from GMT. The screen is TimeZonesViewController, its table's own data source.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal
import TimeZonesCore

let usage = """
    usage: timezones [--by name|region] [--locale LOCALE] [--date DATE] [--print]
                     [--width N] [--height N] [--keys SCRIPT] [--search-detail] [--help]

    Lists every zone of the system's tz database (/usr/share/zoneinfo/tzdata.zi) by its
    current name (Kolkata, Kyiv), and UTC, with its offset from GMT (e.g. GMT+9, GMT-3:30).
    Search finds a zone by an old name too (Calcutta, Kiev); each zone is listed once.
      --by name      sections and index of the locale's collation, by city name (default)
      --by region    one section per region (Africa, America, …, Other), no index
      --locale L     the collation (default: from LC_ALL, LC_COLLATE or LANG)
      --date DATE    the moment the offsets are for (default: now): 2026-01-15 (00:00 UTC)
                     or an ISO 8601 date-time, e.g. 2026-01-15T12:00:00Z
      --search-detail  search matches the offset too (e.g. / +5:30 or +05:30)
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Tab B / 'york'"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off.
    """

AppRunner.main(usage: usage, flags: [AppRunner.searchDetailFlag], options: ["--by", "--locale", "--date"]) { opts in
    let byValue = opts.value("--by") ?? TimeZoneList.Grouping.name.rawValue
    guard let grouping = TimeZoneList.Grouping(rawValue: byValue) else {
        throw CommandLineOptions.UsageError("--by must be name or region, not '\(byValue)'")
    }
    let collation =
        try opts.value("--locale").map { locale throws(CollationError) in try IndexedCollation(locale: locale) }
        ?? .current
    let date =
        try opts.value("--date").map { text throws(TimeZoneList.DateError) in try TimeZoneList.date(fromISO8601: text) }
        ?? Date()
    let controller = TimeZoneList.makeController(by: grouping, collation: collation, at: date)
    controller.searchesDetailText = opts.has(AppRunner.searchDetailFlag)
    return controller
}

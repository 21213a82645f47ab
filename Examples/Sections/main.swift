// sections: the Sections sample (1,950 names in lettered sections, with a section index
// and a search bar), after the classic UIKit indexed, searchable table. The screen is
// SectionsViewController, the listing's own data source and search steps; `--short` shows
// the same list through TableKitApps' IndexedListViewController, in one line.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: sections [--grouped] [--short] [--file PATH] [--locale LOCALE] [--print] [--width N] [--height N]
                    [--keys SCRIPT] [--search-detail] [--help]

    Shows the names of a property list (letter → names) as an indexed, searchable table.
      --grouped      grouped style (no section index)
      --short        the same screen from the library's IndexedListViewController instead of
                     the listing's own data source (SectionsViewController)
      --file PATH    another property list of the same shape (XML or binary)
      --locale L     file all names again by locale L's indexed collation (e.g. sv: Å Ä Ö
                     after Z; ja: kana rows, then A–Z and #)
      --search-detail  search matches the detail text too (none here: for symmetry)
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Down Tab M / 'ab'"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off; TABLEKIT_MAX_INPUT_BYTES (default 64M)
          is the largest file read.
    """

AppRunner.main(
    usage: usage, flags: ["--grouped", "--short", AppRunner.searchDetailFlag], options: ["--file", "--locale"]
) { opts in
    let path = try AppRunner.dataFile(
        opts.value("--file"), bundled: Bundle.module.url(forResource: "sortednames", withExtension: "plist"),
        named: "sortednames.plist"
    ).path
    // The collation first: a bad locale is reported before the file is read.
    let collation = try opts.value("--locale").map { locale throws(CollationError) in
        try IndexedCollation(locale: locale)
    }
    var content = try ListContent.load(path: path)
    guard content.sections.allSatisfy({ $0.title != nil }) else {
        throw ListContentError("\(path): expected a dictionary of arrays of names (letter → names)")
    }
    if let collation { content = content.collated(by: collation) }
    let style: TableView.Style = opts.has("--grouped") ? .grouped : .plain
    guard opts.has("--short") else { return SectionsViewController(content: content, style: style) }
    let controller = IndexedListViewController(content: content, style: style, noun: "names")
    controller.title = "Names"
    controller.searchController.automaticallyShowsCancelButton = true  // as the listing's bar
    return controller
}

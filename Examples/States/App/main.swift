// states: Apple's indexed-list sample in the terminal. The 50 states filed by a locale's
// indexed collation, with its section index; capital and population as detail.
import Foundation
import StatesCore
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: states [--locale LOCALE] [--file PATH] [--print] [--width N] [--height N] [--keys SCRIPT]
                  [--search-detail] [--help]

    Lists the 50 states in the sections of a locale's indexed collation, each with its capital
    and population (e.g. "Montgomery · 5,024,279").
      --locale L     the collation, and the locale the population is formatted for
                     (default: from LC_ALL, LC_COLLATE or LANG)
      --file PATH    another property list of {Name, Capitol, Population} dictionaries
      --search-detail  search matches the capital and population too (e.g. / austin)
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Tab N / 'new'"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off; TABLEKIT_MAX_INPUT_BYTES (default 64M)
          is the largest file read.
    """

AppRunner.main(usage: usage, flags: [AppRunner.searchDetailFlag], options: ["--locale", "--file"]) { opts in
    let collation =
        try opts.value("--locale").map { locale throws(CollationError) in try IndexedCollation(locale: locale) }
        ?? .current
    let states =
        try opts.value("--file").map { path throws(StatesList.LoadError) in try StatesList.load(path: path) }
        ?? StatesList.bundledStates()
    return StatesList.makeController(states: states, collation: collation)
}

// simple-table: the SimpleTable sample (names with an image glyph; selecting a row shows
// an alert), after the classic UIKit first table.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: simple-table [--indent] [--large] [--multi] [--file PATH] [--print] [--width N] [--height N] [--keys SCRIPT] [--help]

    Shows the names of a text file (one per line), each with an image glyph.
    Row 0 cannot be selected; selecting another row shows an alert (←/→ and Enter in it).
      --indent       indent each row by its row number
      --large        draw each name large, three lines per row
      --multi        multiple selection: Space or Enter toggles a row's checkmark
      --file PATH    another file of names, one per line
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Down Enter"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off; TABLEKIT_MAX_INPUT_BYTES (default 64M)
          is the largest file read.
    """

AppRunner.main(usage: usage, flags: ["--indent", "--large", "--multi"], options: ["--file"]) { opts in
    let url = try AppRunner.dataFile(
        opts.value("--file"), bundled: Bundle.module.url(forResource: "dwarves", withExtension: "txt"),
        named: "dwarves.txt")
    let names = try NameList.load(contentsOf: url)
    let options = SimpleTableViewController.Options(
        indent: opts.has("--indent"), large: opts.has("--large"),
        multipleSelection: opts.has("--multi"))
    return SimpleTableViewController(names: names, options: options)
}

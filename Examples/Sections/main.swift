// sections: the Sections sample (1,950 names in lettered sections, with a section index
// and a search bar), after the classic UIKit indexed, searchable table.
import Foundation
import TableKit
import TableKitTerminal

let usage = """
usage: sections [--grouped] [--file PATH] [--print] [--width N] [--height N] [--keys SCRIPT]

Shows the names of a property list (letter → names) as an indexed, searchable table.
  --grouped      grouped style (no section index)
  --file PATH    another property list of the same shape (XML or binary)
  --print        print one rendered screen and exit (also when output is not a terminal)
  --keys SCRIPT  with --print: keys to press first, e.g. "Down Tab 'M' / 'ab'"
Keys: ↑/↓ or k/j move, PgUp/PgDn/Space page, g/G top/bottom, Enter select,
      Tab section index, / search, Esc cancel, ? help, q quit.
"""

AppRunner.main(usage: usage, flags: ["--grouped"], options: ["--file"]) { opts in
    let url: URL
    if let path = opts.value("--file") {
        url = URL(fileURLWithPath: path)
    } else {
        guard let bundled = Bundle.module.url(forResource: "sortednames", withExtension: "plist") else {
            throw AppError("the bundled sortednames.plist is missing")
        }
        url = bundled
    }
    let content = try NameDirectory.load(contentsOf: url)
    let controller = IndexedListViewController(content: content, style: opts.has("--grouped") ? .grouped : .plain,
                                               noun: "names")
    controller.title = "Names"
    return controller
}

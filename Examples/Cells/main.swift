// cells: the Cells sample (computers in a custom two-line cell), after the classic UIKit
// custom-cell chapter: built with tagged subviews, or made by the table from a layout file
// registered as the seed registers its nib.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: cells [--mode tags|subclass] [--file PATH] [--layout PATH] [--print] [--width N] [--height N] [--keys SCRIPT] [--help]

    Shows the computers of a property list (Name, Color) in a two-line custom cell.
      --mode tags      labels added to the cell's content view, found by tag (default)
      --mode subclass  a cell subclass laid out by the bundled ComputerCell.json
      --file PATH      another property list: an array of dictionaries with Name and Color
      --layout PATH    another cell layout file (only with --mode subclass)
      --print          print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT    with --print: keys to press first, e.g. "Down Down"
      --width N        with --print: the screen's width in columns (default 80)
      --height N       with --print: the screen's height in lines (default 24)
      --help           this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off; TABLEKIT_MAX_INPUT_BYTES (default 64M)
          is the largest file read.
    """

AppRunner.main(usage: usage, options: ["--mode", "--file", "--layout"]) { opts in
    let modeName = opts.value("--mode") ?? "tags"
    guard let mode = ComputersViewController.Mode(rawValue: modeName) else {
        throw AppError("--mode must be tags or subclass, not '\(Sanitizer.messageValue(modeName))'")
    }
    if opts.value("--layout") != nil && mode != .subclass {
        throw AppError("--layout applies only with --mode subclass (the tags cell has no layout file)")
    }
    func resource(_ option: String, _ name: String, _ ext: String) throws -> URL {
        try AppRunner.dataFile(
            opts.value(option), bundled: CellsResources.url(forResource: name, withExtension: ext),
            named: "\(name).\(ext)")
    }
    let computers = try Computer.load(contentsOf: try resource("--file", "computers", "plist"))
    var layout: CellLayout?
    if mode == .subclass {
        let url = try resource("--layout", "ComputerCell", "json")
        layout = try CellLayout.load(contentsOf: url)
        try layout?.requireOutlets(ComputerCell.requiredOutlets, source: url.path)
    }
    return try ComputersViewController(computers: computers, mode: mode, layout: layout)
}

// tablekit: TableKit's command-line tool.
//   tablekit view FILE ...               show a plist, JSON or text file as a table
//   tablekit sections --locale L [FILE]  section lines by a locale's collation, as JSON
import Foundation
import TableKit
import TableKitTerminal

let usage = """
usage: tablekit <command> [options]

commands:
  view FILE     show a property list, JSON or text file as a searchable table
  sections      section lines (FILE or standard input) by a locale's collation, as JSON
Run 'tablekit <command> --help' for a command's options.
"""

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "view":
    ViewCommand.run(Array(arguments.dropFirst()))
case "sections":
    exit(SectionsCommand.run(Array(arguments.dropFirst())))
case "--help", "-h":
    print(usage)
case nil:
    FileHandle.standardError.write(Data("tablekit: missing command: view or sections (see tablekit --help)\n".utf8))
    exit(1)
case let other?:
    FileHandle.standardError.write(Data("tablekit: unknown command '\(other)'\n".utf8))
    exit(1)
}

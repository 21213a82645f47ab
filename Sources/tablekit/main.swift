// tablekit: TableKit's command-line tool.
//   tablekit view FILE ...               show text, CSV/TSV, JSON, SQLite or a plist as a table
//   tablekit sections --locale L [FILE]  section lines by a locale's collation, as JSON
//   tablekit keys [--markdown]           every key binding, from the key maps
import Foundation
import TableKit
import TableKitTerminal

let usage = """
    usage: tablekit <command> [options]

    commands:
      view FILE     show text, CSV/TSV, JSON (Lines), a SQLite database or a property list
                    (FILE or standard input) as a searchable table
      sections      section lines (FILE or standard input) by a locale's collation, as JSON
      keys          every key binding of every component (--markdown: docs/KEYS.md)
    Run 'tablekit <command> --help' for a command's options.
    """

// SIGINT, SIGTERM, SIGHUP, SIGQUIT end every command with 128 + the signal, at any moment.
ExitSignals.install()
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "view":
    ViewCommand.run(Array(arguments.dropFirst()))
case "sections":
    exit(SectionsCommand.run(Array(arguments.dropFirst())))
case "keys":
    exit(KeysCommand.run(Array(arguments.dropFirst())))
case "--help", "-h":
    do { try StandardOutput.printLine(usage) } catch {
        TerminalHost.printError(error.description)
        exit(1)
    }
case nil:
    TerminalHost.printError("missing command: view, sections or keys (see tablekit --help)")
    exit(1)
case let other?:
    TerminalHost.printError("unknown command '\(Sanitizer.messageValue(other))'")
    exit(1)
}

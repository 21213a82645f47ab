// tablekit: TableKit's command-line tool.
//   tablekit view FILE ...               show text, CSV/TSV, JSON, SQLite or a plist as a table
//   tablekit sections --locale L [FILE]  section lines by a locale's collation, as JSON
//   tablekit keys [--markdown]           every key binding, from the key maps
//   tablekit completions SHELL, help --man, --version   for installing (scripts/install.sh)
import Foundation
import TableKit
import TableKitTerminal

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
case "completions":
    exit(TopLevelHelp.completions(Array(arguments.dropFirst())))
case "help":
    exit(TopLevelHelp.help(Array(arguments.dropFirst())))
case "--version":
    exit(TopLevelHelp.print("tablekit \(CommandReference.version)"))
case "--help", "-h":
    exit(TopLevelHelp.print(TopLevelHelp.usage))
case nil:
    TerminalHost.printError("missing command: view, sections or keys (see tablekit --help)")
    exit(1)
case let other?:
    TerminalHost.printError("unknown command '\(Sanitizer.messageValue(other))'")
    exit(1)
}

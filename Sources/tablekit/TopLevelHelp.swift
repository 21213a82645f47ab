import Foundation
import TableKit
import TableKitTerminal

/// `tablekit --help`, `tablekit --version`, `tablekit completions SHELL` and
/// `tablekit help --man`: what the tool says about itself, for people and installers
/// (scripts/install.sh writes the man page and the completions from them).
@MainActor
enum TopLevelHelp {
    static let usage = """
        usage: tablekit <command> [options]

        commands:
          view FILE     show text, CSV/TSV, JSON (Lines), a SQLite database, command output in
                        aligned columns or a property list (FILE or standard input) as a
                        searchable table
          sections      section lines (FILE or standard input) by a locale's collation, as JSON
          keys          every key binding of every component (--markdown: docs/KEYS.md)
          completions SHELL   the completion script for bash, zsh or fish
          help --man    the man page (roff)
        Run 'tablekit <command> --help' for a command's options; 'tablekit --version' for the version.
        """

    /// Prints `text` and returns 0, or says why it could not and returns 1.
    static func print(_ text: String) -> Int32 {
        do { try StandardOutput.printLine(text.hasSuffix("\n") ? String(text.dropLast()) : text) } catch {
            TerminalHost.printError(error.description)
            return 1
        }
        return 0
    }

    /// `tablekit completions SHELL`.
    static func completions(_ arguments: [String]) -> Int32 {
        guard arguments.count == 1, let script = ShellCompletions.script(for: arguments[0]) else {
            let given = arguments.isEmpty ? "none" : "'\(Sanitizer.messageValue(arguments.joined(separator: " ")))'"
            TerminalHost.printError("completions: give one shell, bash, zsh or fish (got \(given))")
            return 1
        }
        return print(script)
    }

    /// `tablekit help [--man]`.
    static func help(_ arguments: [String]) -> Int32 {
        switch arguments {
        case []: return print(usage)
        case ["--man"]: return print(ManPage.roff())
        default:
            TerminalHost.printError(
                "help: unknown option '\(Sanitizer.messageValue(arguments.joined(separator: " ")))' (usage: tablekit help [--man])"
            )
            return 1
        }
    }
}

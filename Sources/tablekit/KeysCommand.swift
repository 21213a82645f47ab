import Foundation
import TableKit
import TableKitApps
import TableKitTerminal

/// `tablekit keys`: every key binding of every component, from the key maps, as text or,
/// with `--markdown`, as docs/KEYS.md.
enum KeysCommand {
    static let usage = """
        usage: tablekit keys [--markdown]

        Prints every key binding of every component, read from the key maps (KeyMaps) that
        dispatch the keys and build the help: as text, one block per component, or with
        --markdown as the keys reference (docs/KEYS.md is `tablekit keys --markdown`).
        """

    /// Runs the command with `arguments` (after `keys`); returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        let text: String
        switch arguments {
        case []:
            text = KeysReference.components().map { component in
                ([component.name] + KeyBinding.fullHelp(component.bindings).map { "  " + $0 }).joined(separator: "\n")
            }.joined(separator: "\n\n")
        case ["--markdown"]:
            text = KeysReference.markdown()
        case ["--help"], ["-h"]:
            text = usage
        case let other:
            TerminalHost.printError(
                "unknown option '\(Sanitizer.messageValue(other.joined(separator: " ")))' "
                    + "(usage: tablekit keys [--markdown])")
            return 1
        }
        do {
            try StandardOutput.printLine(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        } catch {
            TerminalHost.printError(error.description)
            return 1
        }
        return 0
    }
}

import TableKitApps
import TableKitData

/// Every command of `tablekit` with its options, from the same declarations its parsing
/// and `--help` use (`ViewCommand.flags`, `ViewCommand.options`, `AppRunner`'s common
/// ones, each command's usage): the source of the shell completions and the man page, so
/// that they cannot drift from the options the commands take.
@MainActor
enum CommandReference {
    /// The version `tablekit --version` prints.
    static let version = "0.9.0"

    /// One command: its name, one line on what it does, its help text and its options.
    struct Command {
        var name: String
        var summary: String
        var help: String
        /// The options that take no value, sorted.
        var flags: [String]
        /// The options that take a value, sorted.
        var options: [String]
    }

    /// The commands in the order `tablekit --help` lists them.
    static var commands: [Command] {
        [
            Command(
                name: "view", summary: "show a file or standard input as a searchable table",
                help: ViewCommand.usage,
                flags: ViewCommand.flags.union(AppRunner.commonFlags).subtracting(["-h"]).sorted(),
                options: ViewCommand.options.union(AppRunner.commonOptions).sorted()),
            Command(
                name: "sections", summary: "section lines by a locale's collation, as JSON",
                help: SectionsCommand.help, flags: ["--help"], options: ["--locale", "--max-bytes"]),
            Command(
                name: "keys", summary: "every key binding of every component",
                help: KeysCommand.usage, flags: ["--help", "--markdown"], options: []),
        ]
    }

    /// The values an option takes from a fixed list, for completion (`--format`'s names,
    /// `--output-format`'s).
    static func values(of option: String) -> [String]? {
        switch option {
        case "--format": ViewCommand.formatNames
        case "--output-format": TableExportFormat.names
        case "--style": ["plain", "grouped", "inset-grouped"]
        default: nil
        }
    }

    /// The options named in `text` (`--word`, with no `=`), in order of first mention.
    static func optionsMentioned(in text: String) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i + 2 < scalars.count {
            let before: Unicode.Scalar = i > 0 ? scalars[i - 1] : " "
            if scalars[i] == "-" && scalars[i + 1] == "-" && before != "-"
                && (before == " " || before == "[" || before == "(" || before == "\n" || before == "|"),
                scalars[i + 2].properties.isLowercase
            {
                var j = i + 2
                while j < scalars.count
                    && (scalars[j].properties.isLowercase || scalars[j] == "-" || ("0"..."9").contains(scalars[j]))
                {
                    j += 1
                }
                var name = String(String.UnicodeScalarView(scalars[i..<j]))
                while name.hasSuffix("-") { name.removeLast() }
                if seen.insert(name).inserted { out.append(name) }
                i = j
            } else {
                i += 1
            }
        }
        return out
    }
}

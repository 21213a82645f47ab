import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKitApps
@testable import tablekit

/// The completions and the man page come from the option lists the commands parse with and
/// the help they print, so none can drift from the others.
@Suite("tablekit completions and man page")
@MainActor
struct CommandReferenceTests {
    /// How a shell's script names an option: `--format` in bash and zsh, `-l format` in fish.
    static func named(_ option: String, in shell: String) -> String {
        shell == "fish" ? "-l \(option.dropFirst(2))" : option
    }

    @Test(arguments: ShellCompletions.shells)
    func everyOptionInTheHelpIsInTheCompletions(shell: String) throws {
        let script = try #require(ShellCompletions.script(for: shell))
        for command in CommandReference.commands {
            let mentioned = CommandReference.optionsMentioned(in: command.help)
            #expect(!mentioned.isEmpty)
            for option in mentioned {
                #expect(
                    script.contains(Self.named(option, in: shell)),
                    "\(shell): tablekit \(command.name)'s help names \(option), which the completion lacks")
            }
        }
    }

    /// Every option a command parses is named in its help (but `--help`), and the other way round.
    @Test func theHelpNamesEveryOptionParsed() {
        for command in CommandReference.commands {
            let parsed = Set(command.flags + command.options).subtracting(["--help"])  // every command's
            let mentioned = Set(CommandReference.optionsMentioned(in: command.help)).subtracting(["--help"])
            #expect(parsed.subtracting(mentioned).isEmpty, "\(command.name): not in its help")
            #expect(mentioned.subtracting(parsed).isEmpty, "\(command.name): in its help, not parsed")
        }
    }

    @Test func optionsAreFoundInHelpText() {
        let text = "usage: x [--format F] [--tabs N]\n  --max-rows N (--print) a-b --not-an-option? --x=1"
        #expect(
            CommandReference.optionsMentioned(in: text) == [
                "--format", "--tabs", "--max-rows", "--print", "--not-an-option", "--x",
            ])
    }

    @Test func theBashCompletionOffersTheFormatsAndTheOptions() throws {
        let bash = ShellCompletions.bash()
        #expect(
            bash.contains(
                "--format) COMPREPLY=($(compgen -W \"text csv tsv json jsonl sqlite fixed\" -- \"$cur\")); return ;;"))
        #expect(bash.contains("complete -o default -F _tablekit tablekit"))
        let zsh = ShellCompletions.zsh()
        #expect(zsh.hasPrefix("#compdef tablekit\n"))
        #expect(zsh.contains("'--tabs:value:_default'"))
        #expect(ShellCompletions.script(for: "tcsh") == nil)
    }

    @Test func theManPageHoldsEachCommandsHelp() {
        let page = ManPage.roff()
        #expect(page.hasPrefix(".TH TABLEKIT 1 \"\" \"tablekit \(CommandReference.version)\" \"User Commands\"\n"))
        for name in ["VIEW", "SECTIONS", "KEYS"] { #expect(page.contains(".SH \"TABLEKIT \(name)\"")) }
        #expect(page.contains("\\-\\-format text|csv|tsv|json|jsonl|sqlite|fixed"))
        #expect(!page.split(separator: "\n").contains { $0.hasPrefix(".") && $0.hasPrefix(". ") })
    }

    @Test(arguments: [("a\\b", "a\\eb"), ("--x", "\\-\\-x"), (".start", "\\&.start"), ("'q", "\\&'q")])
    func roffEscapes(text: String, expected: String) {
        #expect(ManPage.escaped(text) == expected)
    }
}

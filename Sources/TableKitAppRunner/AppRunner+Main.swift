import Foundation
import Glibc
import TableKit
import TableKitApps
import TableKitTerminal

/// How the sample apps start: parse options, build the root controller, then either run it
/// in the terminal or, with `--print` or when standard output is not a terminal, print one
/// rendered screen (`--width`, `--height`, default 80×24) and exit. Every error is one
/// sanitised line on standard error (`TerminalHost.printError(_:)`) and exit status 1, a
/// failed write of the printed screen included. SIGINT, SIGTERM, SIGHUP and SIGQUIT end it
/// with 128 + the signal number at any moment (`ExitSignals`, then `TerminalRestore`).
extension AppRunner {
    /// Runs the app and exits the process with its status. `build` makes the root
    /// controller from the parsed options, or throws an error whose description is printed
    /// as one line on standard error (exit status 1).
    public static func main(
        usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        flags: Set<String> = [], options: Set<String> = [], acceptsArguments: Bool = false,
        build: (CommandLineOptions) throws -> ViewController
    ) -> Never {
        ExitSignals.install()
        let args = arguments
        do {
            let opts = try CommandLineOptions(
                args, flags: flags.union(commonFlags), options: options.union(commonOptions))
            if opts.has("--help") || opts.has("-h") {
                try StandardOutput.printLine(usage + "\n" + KeyScript.wordsHelp + screenKeysHelp(try? build(opts)))
                exit(0)
            }
            if !acceptsArguments, let extra = opts.positional.first {
                throw CommandLineOptions.UsageError(
                    "unexpected argument '\(Sanitizer.messageValue(extra))' (see --help)")
            }
            try refusePrintOnlyOptions(opts, printing: printsOneScreen(opts))
            try opts.refuseEmptyPaths(pathOptions)
            let width = try opts.int("--width", in: AppRunner.printedSizeRange)
            let height = try opts.int("--height", in: AppRunner.printedSizeRange)
            let root = try build(opts)
            if opts.has(searchDetailFlag) { searchDetailText(in: root) }
            if printsOneScreen(opts) {
                let window = Window(rootViewController: root, size: Size(width: width ?? 80, height: height ?? 24))
                if let keys = opts.value("--keys") {
                    KeyScript.play(try KeyScript.steps(keys), in: window)
                }
                // Checked: a failed write (`> /dev/full`) is one error line and exit status 1.
                try StandardOutput.printLine(TextRenderer.render(window.render()))
                exit(0)
            }
            exit(TerminalHost.run { size in Window(rootViewController: root, size: size) })
        } catch {
            TerminalHost.printError("\(error)")
            exit(1)
        }
    }
}

import Foundation
import Glibc
import TableKit
import TableKitTerminal

/// How the sample apps start: parse options, build the root controller, then either run it
/// in the terminal or, with `--print` or when standard output is not a terminal, print one
/// rendered screen (`--width`, `--height`, default 80×24) and exit. Every error is one
/// sanitised line on standard error (``TerminalHost/printError(_:)``) and exit status 1, a
/// failed write of the printed screen included.
@MainActor
public enum AppRunner {
    /// Options every app takes.
    public static let commonFlags: Set<String> = ["--print", "--help", "-h"]
    /// Options every app takes, each with a value: `--width` and `--height` (columns and lines of
    /// the printed screen, 0...1000) and `--keys` (a ``KeyScript`` played before printing); all
    /// three apply to printing only.
    public static let commonOptions: Set<String> = ["--width", "--height", "--keys"]
    /// The apps' options whose value is a file's path: an empty one is refused
    /// (``CommandLineOptions/refuseEmptyPaths(_:)``), never read as the current directory.
    nonisolated public static let pathOptions: Set<String> = ["--file", "--store", "--seed", "--layout"]

    /// Runs the app and exits the process with its status. `build` makes the root
    /// controller from the parsed options, or throws an error whose description is printed
    /// as one line on standard error (exit status 1).
    public static func main(usage: String, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            flags: Set<String> = [], options: Set<String> = [], acceptsArguments: Bool = false,
                            build: (CommandLineOptions) throws -> ViewController) -> Never {
        let args = arguments
        do {
            let opts = try CommandLineOptions(args, flags: flags.union(commonFlags), options: options.union(commonOptions))
            if opts.has("--help") || opts.has("-h") {
                try StandardOutput.printLine(usage + "\n" + KeyScript.wordsHelp + screenKeysHelp(try? build(opts)))
                exit(0)
            }
            if !acceptsArguments, let extra = opts.positional.first {
                throw CommandLineOptions.UsageError("unexpected argument '\(Sanitizer.messageValue(extra))' (see --help)")
            }
            try refusePrintOnlyOptions(opts, printing: printsOneScreen(opts))
            try opts.refuseEmptyPaths(pathOptions)
            let width = try opts.int("--width", in: 0...1000)
            let height = try opts.int("--height", in: 0...1000)
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


extension AppRunner {
    /// Whether this run prints one screen (or `--help`) and exits (`--print`, `--help`, or
    /// standard output is not a terminal) instead of running in the terminal. Apps make such a run free of side
    /// effects: a printed screen never saves or creates anything.
    nonisolated public static func printsOneScreen(_ opts: CommandLineOptions) -> Bool {
        opts.has("--print") || opts.has("--help") || opts.has("-h") || isatty(STDOUT_FILENO) != 1
    }

    /// A data file: the one given with an option (`--file PATH`), or else the app's
    /// bundled copy (`Bundle.module.url(forResource:withExtension:)`, passed in).
    /// - Throws: ``CommandLineOptions/UsageError`` naming the file when the bundled copy
    ///   is missing (a broken install).
    nonisolated public static func dataFile(_ path: String?, bundled: URL?, named name: String) throws(CommandLineOptions.UsageError) -> URL {
        if let path { return URL(fileURLWithPath: path) }
        guard let bundled else { throw CommandLineOptions.UsageError("the bundled \(name) is missing") }
        return bundled
    }
}

extension AppRunner {
    /// `--search-detail`: search matches each row's detail text too (a time zone's offset
    /// `+5:30`, a state's capital). The list apps take it; AppRunner applies it to the first
    /// screen when it is an ``IndexedListViewController``.
    public static let searchDetailFlag = "--search-detail"

    /// Turns on ``IndexedListViewController/searchesDetailText`` for `root`, or for the root
    /// of a navigation controller.
    static func searchDetailText(in root: ViewController) {
        let list = (root as? IndexedListViewController)
            ?? ((root as? NavigationController)?.viewControllers.first as? IndexedListViewController)
        list?.searchesDetailText = true
    }
}

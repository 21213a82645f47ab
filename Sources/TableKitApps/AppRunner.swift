import Foundation
import Glibc
import TableKit

/// How the sample apps start: the options every app takes and the headless steps of a run.
/// `AppRunner.main(usage:arguments:flags:options:acceptsArguments:build:)`, which parses
/// them, builds the root controller and runs it in the terminal or prints one screen, is
/// in the TableKitAppRunner module (it needs the terminal; everything here is headless).
@MainActor
public enum AppRunner {
    /// Options every app takes.
    public static let commonFlags: Set<String> = ["--print", "--help", "-h"]
    /// Options every app takes, each with a value: `--width` and `--height` (columns and lines of
    /// the printed screen, 1...1000) and `--keys` (a ``KeyScript`` played before printing); all
    /// three apply to printing only.
    public static let commonOptions: Set<String> = ["--width", "--height", "--keys"]
    /// The values `--width` and `--height` take, in columns and lines: 1...1000, the
    /// largest screen a window draws (`Window.maximumSize`). The apps and `tablekit view`
    /// refuse a value outside it with a usage error naming the option.
    nonisolated public static let printedSizeRange: ClosedRange<Int> = 1...1000
    /// The apps' options whose value is a file's path: an empty one is refused
    /// (``CommandLineOptions/refuseEmptyPaths(_:)``), never read as the current directory.
    nonisolated public static let pathOptions: Set<String> = ["--file", "--store", "--seed", "--layout"]

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
    nonisolated public static func dataFile(_ path: String?, bundled: URL?, named name: String)
        throws(CommandLineOptions.UsageError) -> URL
    {
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
    public static func searchDetailText(in root: ViewController) {
        let list =
            (root as? IndexedListViewController)
            ?? ((root as? NavigationController)?.viewControllers.first as? IndexedListViewController)
        list?.searchesDetailText = true
    }
}

import Foundation
import TableKit
import TableKitApps
import TableKitData
import TableKitTerminal

/// `tablekit view … --output FILE|-`: the rows the screen would show — its columns
/// (`--columns`), filter (`--where`), search (`--search`) and order (`--sort`, `--keys`) —
/// written as CSV, TSV, JSON or JSON Lines without drawing a screen, so `view` is a
/// pipeline tool. The screen is made and settled as for `--print`, over the whole input.
@MainActor
enum ViewExport {
    /// Writes the rows of `root`'s data screen to `--output` and returns 0.
    /// - Throws: a usage error for options `--output` cannot honour (`--pick`, `--follow`,
    ///   `--print`, a list), a file that exists without `--force`; ``DataError`` for an
    ///   input that stopped on an error, or a write that failed.
    static func run(_ opts: CommandLineOptions, controller root: ViewController) throws -> Int32 {
        let target = opts.value("--output") ?? "-"
        try refuse(opts)
        guard let screen = ViewRunner.dataScreen(root) else {
            throw CommandLineOptions.UsageError(
                "option --output writes a table, and this input is shown as a list (a property list, a JSON object of lists, --key, --detail or --collate without --section-by)"
            )
        }
        let format = try self.format(opts, target: target)
        let force = opts.has("--force")
        if target != "-" && !force && TableExport.exists(target) { throw existsError(target) }
        screen.printsOnce = true
        _ = screen.view
        screen.source.waitUntilComplete()
        let window = Window(rootViewController: root, size: Size(width: 80, height: 24))
        _ = window.send(.tick)
        ViewRunner.waitForBackgroundWork(screen, window)
        if let keys = opts.value("--keys") {
            KeyScript.play(try KeyScript.steps(keys), in: window) { ViewRunner.waitForBackgroundWork(screen, window) }
        }
        if let error = screen.loadingError { throw error }
        if target == "-" {
            // Fields to a terminal are sanitised: text from data never reaches it raw.
            let toTerminal = isatty(STDOUT_FILENO) == 1
            try screen.exportShownRows(as: format, sanitized: toTerminal) { try StandardOutput.write(bytes: $0) }
            return 0
        }
        do {
            _ = try TableExport.writeFile(path: target, replacing: force) { write in
                try screen.exportShownRows(as: format, to: write)
            }
        } catch let e as DataError where e.description == "\(Sanitizer.sanitize(target)): exists" {
            throw existsError(target)
        }
        return 0
    }

    /// The one line refusing to replace `path`.
    static func existsError(_ path: String) -> CommandLineOptions.UsageError {
        CommandLineOptions.UsageError(
            "option --output: \(Sanitizer.messageValue(path)) exists (--force replaces it)")
    }

    /// `--output-format`, else the target's extension, else CSV for standard output.
    /// - Throws: a usage error for an unknown name, or a file whose extension names none.
    static func format(_ opts: CommandLineOptions, target: String) throws -> TableExportFormat {
        if let name = opts.value("--output-format") {
            guard let f = TableExportFormat(name: name) else {
                throw CommandLineOptions.UsageError(
                    "option --output-format must be \(ViewCommand.listed(TableExportFormat.names)), not '\(Sanitizer.messageValue(name))'"
                )
            }
            return f
        }
        if target == "-" { return .csv }
        guard let f = TableExportFormat(pathExtension: (target as NSString).pathExtension) else {
            throw CommandLineOptions.UsageError(
                "option --output: \(Sanitizer.messageValue(target)) does not end in .csv, .tsv, .json or .jsonl: give --output-format \(TableExportFormat.names.joined(separator: "|"))"
            )
        }
        return f
    }

    /// Refuses what `--output` would ignore; and `--output-format` or `--force` without it.
    static func refuse(_ opts: CommandLineOptions) throws {
        for option in ["--pick", "--multi", "--follow", "--print"] where opts.has(option) {
            throw CommandLineOptions.UsageError(
                "option --output cannot be used with \(option): it writes the rows without a screen")
        }
        if opts.value("--print-column") != nil {
            throw CommandLineOptions.UsageError(
                "option --output cannot be used with --print-column: it writes the rows without a screen")
        }
    }

    /// Refuses `--output-format` and `--force` without `--output`.
    static func refuseWithoutOutput(_ opts: CommandLineOptions) throws {
        guard opts.value("--output") == nil else { return }
        if opts.value("--output-format") != nil {
            throw CommandLineOptions.UsageError("option --output-format applies only with --output FILE|-")
        }
        if opts.has("--force") { throw CommandLineOptions.UsageError("option --force applies only with --output FILE") }
    }
}

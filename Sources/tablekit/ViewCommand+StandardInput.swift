import Foundation
import TableKit
import TableKitApps
import TableKitData

extension ViewCommand {
    /// How long `view` waits for standard input's first bytes before showing its screen
    /// "waiting for input…" (the bytes then come in the background).
    static let firstInputWait: Duration = .milliseconds(50)

    /// The source of `path` and its format: standard input not waited for (a
    /// `PendingInputSource` while it writes nothing) on the terminal, when no option needs
    /// its columns at once; anything else as `DataSources` opens it.
    /// - Throws: `DataError` as `DataSources.openDetectingFormat(path:options:)`.
    static func openSource(_ path: String, _ options: DataOpenOptions, _ opts: CommandLineOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        let namesColumns = ["--columns", "--section-by", "--search-column", "--print-column", "--search"]
            .contains { opts.value($0) != nil }
        let printing = opts.has("--print") || (!opts.has("--pick") && isatty(STDOUT_FILENO) != 1)
        guard path == "-", !namesColumns, !printing else {
            return try DataSources.openDetectingFormat(path: path, options: options)
        }
        return try DataSources.openStandardInput(waitingAtMost: firstInputWait, options: options)
    }
}

import Foundation
import TableKit
import TableKitApps
import TableKitData

extension ViewCommand {
    /// How long `view` waits for standard input's first bytes before showing its screen
    /// "waiting for input…" (the bytes then come in the background).
    static let firstInputWait: Duration = .milliseconds(50)
    /// How long `view` waits for a SQLite database to open (its first rows come within
    /// `SQLiteSource.firstRowWait`, 200 ms) before showing its screen waiting for it; a wait
    /// for another program's lock shows the screen at once.
    static let databaseOpenWait: Duration = .milliseconds(300)

    /// The source of `path` and its format: on the terminal, standard input not waited for
    /// (a `PendingInputSource` while it writes nothing) unless `--where`, `--sort` or `--output`
    /// needs its columns first (other options apply once it opens:
    /// ``ViewConfiguration/resolve(_:columns:sectionBy:collate:searchColumn:pick:multiple:printColumn:style:)``),
    /// nor a SQLite database another program holds locked; anything else, and printing,
    /// as `DataSources` opens it.
    /// - Throws: `DataError` as `DataSources.openDetectingFormat(path:options:)`.
    static func openSource(_ path: String, _ options: DataOpenOptions, _ opts: CommandLineOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        // A filter, a sort or an export needs the columns: standard input is waited for.
        let needsColumns = ["--where", "--sort", "--output"].contains { opts.value($0) != nil }
        guard !ViewRunner.prints(opts), !needsColumns else {
            return try DataSources.openDetectingFormat(path: path, options: options)
        }
        if path == "-" { return try DataSources.openStandardInput(waitingAtMost: firstInputWait, options: options) }
        if (options.format ?? DataFormat.detect(path: path)) == .sqlite {
            return try DataSources.openDatabase(path: path, waitingAtMost: databaseOpenWait, options: options)
        }
        return try DataSources.openDetectingFormat(path: path, options: options)
    }
}

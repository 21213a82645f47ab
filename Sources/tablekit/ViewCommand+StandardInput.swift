import Foundation
import TableKit
import TableKitApps
import TableKitData

extension ViewCommand {
    /// How long `view` waits for standard input's first bytes before showing its screen
    /// "waiting for input…" (the bytes then come in the background).
    static let firstInputWait: Duration = .milliseconds(50)

    /// The source of `path` and its format: standard input not waited for (a
    /// `PendingInputSource` while it writes nothing) on the terminal, whatever the options
    /// (they apply once it opens: ``ViewConfiguration/resolve(_:columns:sectionBy:collate:searchColumn:pick:multiple:printColumn:style:)``);
    /// anything else, and printing, as `DataSources` opens it.
    /// - Throws: `DataError` as `DataSources.openDetectingFormat(path:options:)`.
    static func openSource(_ path: String, _ options: DataOpenOptions, _ opts: CommandLineOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        // A filter, a sort or an export needs the columns: standard input is waited for.
        let needsColumns = ["--where", "--sort", "--output"].contains { opts.value($0) != nil }
        guard path == "-", !ViewRunner.prints(opts), !needsColumns else {
            return try DataSources.openDetectingFormat(path: path, options: options)
        }
        return try DataSources.openStandardInput(waitingAtMost: firstInputWait, options: options)
    }
}

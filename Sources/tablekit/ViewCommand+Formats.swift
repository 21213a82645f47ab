import TableKit
import TableKitApps
import TableKitData

extension ViewCommand {
    /// The names `--format` takes, in the order its help, its error and the completions
    /// list them (each read by ``parseFormat(_:)``).
    static let formatNames = ["text", "csv", "tsv", "json", "jsonl", "sqlite", "fixed"]

    /// `names` as a sentence's list: `a, b or c`.
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The format named by `--format`.
    /// - Throws: a usage error listing the names.
    static func parseFormat(_ name: String) throws -> DataFormat {
        switch name.lowercased() {
        case "text", "txt": return .text
        case "csv": return .csv
        case "tsv": return .tsv
        case "json": return .json
        case "jsonl", "ndjson", "jsonlines": return .jsonLines
        case "sqlite": return .sqlite
        case "fixed": return .fixed
        case let other:
            throw CommandLineOptions.UsageError(
                "option --format must be \(listed(formatNames)), not '\(Sanitizer.messageValue(other))'"
            )
        }
    }

    static func parseStyle(_ name: String) throws -> TableView.Style {
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        case "inset-grouped": return .insetGrouped
        case let other:
            throw CommandLineOptions.UsageError(
                "unknown style '\(Sanitizer.sanitize(other))': use plain, grouped or inset-grouped")
        }
    }

    /// A format's name in messages: "text", "CSV", "TSV", "JSON", "JSON Lines", "SQLite", "fixed-width".
    static func formatName(_ format: DataFormat) -> String {
        switch format {
        case .text: "text"
        case .csv: "CSV"
        case .tsv: "TSV"
        case .json: "JSON"
        case .jsonLines: "JSON Lines"
        case .sqlite: "SQLite"
        case .fixed: "fixed-width"
        }
    }
}

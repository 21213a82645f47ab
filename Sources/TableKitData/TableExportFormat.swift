/// A format rows are written in (`tablekit view --output`, Ctrl-S): CSV, TSV, JSON or
/// JSON Lines, written by ``TableExport``.
public enum TableExportFormat: String, Sendable, Equatable, CaseIterable {
    /// RFC 4180: a header row of the column names, then one record per row; a field holding
    /// a comma, a double quote, CR or LF is quoted, its quotes doubled. Lines end with LF.
    case csv
    /// A header row, then one line per row, fields separated by tabs; a tab, CR, LF or
    /// backslash in a field is written `\t`, `\r`, `\n`, `\\` (as PostgreSQL's and
    /// miller's TSV do), so every row is one line.
    case tsv
    /// An array of objects, one per row, keyed by the column names; one object a line.
    case json
    /// One object per line (JSON Lines).
    case jsonl

    /// The names `--output-format` takes, in help order.
    public static let names = allCases.map(\.rawValue)

    /// The format named `name` (any case; `ndjson` and `jsonlines` are `jsonl`), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "ndjson", "jsonlines": self = .jsonl
        case let n: self.init(rawValue: n)
        }
    }

    /// The format a file's extension names (`.csv`, `.tsv`/`.tab`, `.json`, `.jsonl`/`.ndjson`),
    /// any case, or nil.
    public init?(pathExtension ext: String) {
        switch ext.lowercased() {
        case "csv": self = .csv
        case "tsv", "tab": self = .tsv
        case "json": self = .json
        case "jsonl", "ndjson": self = .jsonl
        default: return nil
        }
    }
}

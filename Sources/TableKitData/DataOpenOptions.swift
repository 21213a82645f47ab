/// The kinds of input `tablekit view` reads as columns.
public enum DataFormat: String, Sendable, CaseIterable {
    /// One row per line, one column (`line`).
    case text
    /// Comma-separated values (RFC 4180).
    case csv
    /// Tab-separated values: CSV rules with a tab delimiter.
    case tsv
    /// A JSON array of objects (or of scalars: one column `value`).
    case json
    /// JSON Lines: one object per line.
    case jsonLines
    /// A SQLite 3 database file.
    case sqlite
    /// Whitespace-aligned command output (`ps aux`, `df -h`, `dpkg -l`): columns from its
    /// header line and the blank columns of its first rows (`FixedWidthLayout`).
    case fixed

    /// The format of `path` from its extension (`.csv`, `.tsv`/`.tab`, `.json`,
    /// `.jsonl`/`.ndjson`, `.sqlite`/`.sqlite3`/`.db`), else from its first bytes (the
    /// SQLite header `SQLite format 3`), else ``text``.
    public static func detect(path: String) -> DataFormat {
        let ext =
            path.split(separator: "/").last.map { s -> String in
                guard let dot = s.lastIndex(of: ".") else { return "" }
                return s[s.index(after: dot)...].lowercased()
            } ?? ""
        switch ext {
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "json": return .json
        case "jsonl", "ndjson": return .jsonLines
        case "sqlite", "sqlite3", "db", "db3": return .sqlite
        default: break
        }
        return SQLiteDatabase.hasHeader(path: path) ? .sqlite : .text
    }
}

/// How to open a source: the `tablekit view` options that concern reading.
public struct DataOpenOptions: Sendable {
    /// The format; nil detects it (``DataFormat/detect(path:)``; text for standard input).
    public var format: DataFormat?
    /// The CSV field delimiter (one ASCII byte); nil: `,` for CSV, tab for TSV. Setting it
    /// on a text source reads it as CSV.
    public var delimiter: UInt8?
    /// Whether the first CSV/TSV record names the columns; without one they are named
    /// `1`, `2`, `3`… (`--no-header`).
    public var hasHeader: Bool = true
    /// Keep reading as the file grows (`--follow`, like `less +F`): text, CSV/TSV and JSON
    /// Lines files (and `.json` files of objects one after another); a last line without
    /// its line break waits for it. A JSON array or a SQLite database is refused (opening
    /// throws); standard input and FIFOs are read as they come either way.
    public var follow: Bool = false
    /// The most bytes read from standard input, or from a path that is not a regular file
    /// (a FIFO, `/dev/zero`): ``DataLimits/standardInputBytes`` by default (`--max-input`).
    public var standardInputLimit: Int = DataLimits.standardInputBytes
    /// The SQLite table to show (`--table NAME`).
    public var table: String?
    /// The SQLite query to run read-only (`--query SQL`).
    public var query: String?
    /// The distance between tab stops in text and fixed-width input, in columns, 1 or more
    /// (`--tabs N`, default 8, as `less`): a tab shows as the spaces to the next stop.
    public var tabWidth: Int = 8

    /// Options with every default.
    public init(
        format: DataFormat? = nil, delimiter: UInt8? = nil, hasHeader: Bool = true, follow: Bool = false,
        standardInputLimit: Int = DataLimits.standardInputBytes, table: String? = nil, query: String? = nil
    ) {
        self.format = format
        self.delimiter = delimiter
        self.hasHeader = hasHeader
        self.follow = follow
        self.standardInputLimit = standardInputLimit
        self.table = table
        self.query = query
    }
}

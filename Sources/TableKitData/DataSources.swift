import Foundation
import TableKit

/// Opening inputs as ``TabularSource``s: the one entry point of `tablekit view`'s reading.
public enum DataSources {
    /// Opens `path` (`"-"` for standard input) as rows of columns.
    ///
    /// Text and CSV/TSV files are memory-mapped and indexed on a background thread (the call
    /// returns at once, after reading a CSV's header and up to
    /// ``DataLimits/typeSampleRows`` rows for type detection); JSON and JSON Lines are
    /// parsed whole before returning; a SQLite database is opened read-only and paged with
    /// SQL (with neither ``DataOpenOptions/table`` nor ``DataOpenOptions/query``, the
    /// source lists the tables with their row counts: columns `table`, `rows`).
    /// - Throws: ``DataError`` with one line naming the input: a missing or unreadable file,
    ///   JSON that does not parse (with the line), a file that is not a database, a locked
    ///   database, no such table (listing the tables), a query that does not compile.
    public static func open(path: String, options: DataOpenOptions = DataOpenOptions()) throws(DataError) -> any TabularSource {
        if path == "-" { return try openStandardInput(options: options) }
        var format = options.format ?? DataFormat.detect(path: path)
        if format == .text && options.delimiter != nil { format = .csv }
        let name = Sanitizer.sanitize(path)
        switch format {
        case .text, .csv, .tsv:
            let input = try ByteInput.open(path: path, follow: options.follow)
            return try ByteTableSource.open(input: input, title: name, syntax: syntax(format, options), hasHeader: options.hasHeader)
        case .json, .jsonLines:
            return try JSONSource.open(path: path, title: name, lines: format == .jsonLines)
        case .sqlite:
            return try SQLiteSource.open(path: path, title: name, table: options.table, query: options.query)
        }
    }

    /// Opens standard input (file descriptor 0) as text, or as CSV/TSV when
    /// ``DataOpenOptions/format`` or a delimiter says so, read in chunks into anonymous
    /// memory up to ``DataOpenOptions/standardInputLimit`` bytes and indexed as it arrives.
    /// - Throws: ``DataError`` for JSON or SQLite from standard input (not supported).
    public static func openStandardInput(options: DataOpenOptions = DataOpenOptions()) throws(DataError) -> any TabularSource {
        var format = options.format ?? .text
        if format == .text && options.delimiter != nil { format = .csv }
        switch format {
        case .text, .csv, .tsv:
            let input = try ByteInput.standardInput(fd: 0, limit: options.standardInputLimit)
            return try ByteTableSource.open(input: input, title: "standard input", syntax: syntax(format, options), hasHeader: options.hasHeader)
        case .json, .jsonLines, .sqlite:
            throw DataError("standard input: \(format.rawValue) is read from files only; save it to a file first")
        }
    }

    static func syntax(_ format: DataFormat, _ options: DataOpenOptions) -> RecordSyntax {
        switch format {
        case .csv: RecordSyntax(delimiter: options.delimiter ?? UInt8(ascii: ","))
        case .tsv: RecordSyntax(delimiter: options.delimiter ?? 0x09)
        default: .lines
        }
    }
}

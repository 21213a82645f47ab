import Foundation
import TableKit

/// Opening inputs as ``TabularSource``s: the one entry point of `tablekit view`'s reading.
public enum DataSources {
    /// Opens `path` (`"-"` for standard input) as rows of columns.
    ///
    /// Text and CSV/TSV files are memory-mapped and indexed on a background thread (the call
    /// returns at once, after reading a CSV's header and up to
    /// ``DataLimits/typeSampleRows`` rows for type detection); JSON arrays of objects and
    /// JSON Lines the same way, each element's byte range found in the background and the
    /// element parsed when read (columns grow as new keys are found); a SQLite database is opened read-only and paged with
    /// SQL (with neither ``DataOpenOptions/table`` nor ``DataOpenOptions/query``, the
    /// source lists the tables with their row counts: columns `table`, `rows`).
    /// - Throws: ``DataError`` with one line naming the input: a missing or unreadable file,
    ///   JSON that does not parse (with the line), a file that is not a database, a locked
    ///   database, no such table (listing the tables), a query that does not compile;
    ///   ``DataOpenOptions/follow`` on a JSON array or a SQLite database.
    public static func open(path: String, options: DataOpenOptions = DataOpenOptions()) throws(DataError)
        -> any TabularSource
    {
        try openDetectingFormat(path: path, options: options).source
    }

    /// Opens `path` as ``open(path:options:)`` does and tells the format it was read as:
    /// for standard input and other inputs read once (a FIFO, `<(cmd)`), without
    /// ``DataOpenOptions/format``, the format their first bytes show
    /// (`DataFormat.sniff(_:isEnd:)`); they are never opened twice.
    /// - Throws: ``DataError`` as ``open(path:options:)``.
    public static func openDetectingFormat(path: String, options: DataOpenOptions = DataOpenOptions()) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        if path == "-" {
            let input = try ByteInput.standardInput(fd: 0, limit: options.standardInputLimit)
            return try openOnce(input, title: "standard input", options: options)
        }
        var format = options.format ?? DataFormat.detect(path: path)
        if format == .text && options.delimiter != nil { format = .csv }
        let name = Sanitizer.sanitize(path)
        switch format {
        case .text, .csv, .tsv, .fixed:
            let input = try ByteInput.open(path: path, follow: options.follow, pipeLimit: options.standardInputLimit)
            if input.isPipe {
                var once = options
                if format != .text { once.format = format }  // named by its extension
                return try openOnce(input, title: name, options: once)
            }
            var read = options
            if format == .csv && options.delimiter == nil { read.delimiter = fileDelimiter(input) }
            return (try openLines(input, title: name, format: format, options: read), format)
        case .json, .jsonLines:
            let input = try ByteInput.open(path: path, follow: options.follow, pipeLimit: options.standardInputLimit)
            return (try JSONSource.open(input: input, title: name, lines: format == .jsonLines), format)
        case .sqlite:
            if options.follow { throw JSONSource.cannotFollow(name, "a SQLite database") }
            return (try SQLiteSource.open(path: path, title: name, table: options.table, query: options.query), format)
        }
    }

    /// Opens standard input (file descriptor 0): in the format ``DataOpenOptions/format``
    /// names, else CSV when a delimiter is given, else the format its first bytes show;
    /// text and CSV/TSV are read in chunks into anonymous memory up to
    /// ``DataOpenOptions/standardInputLimit`` bytes and indexed as they arrive, JSON too.
    /// - Throws: ``DataError`` for SQLite from standard input (not supported), JSON that
    ///   does not parse.
    public static func openStandardInput(options: DataOpenOptions = DataOpenOptions()) throws(DataError)
        -> any TabularSource
    {
        try openDetectingFormat(path: "-", options: options).source
    }

    /// An input read once (a pipe): its format from the options or its first bytes.
    static func openOnce(_ input: ByteInput, title: String, options: DataOpenOptions) throws(DataError)
        -> (source: any TabularSource, format: DataFormat)
    {
        var format: DataFormat
        var read = options
        if let f = options.format {
            format = f
        } else if options.delimiter != nil {
            format = .csv
        } else {
            let head = input.readHead()
            let sniffed = DataFormat.sniffed(
                UnsafeBufferPointer(start: input.base, count: head.available), isEnd: head.isEnd)
            format = sniffed.format
            read.delimiter = sniffed.delimiter
        }
        if format == .text && options.delimiter != nil { format = .csv }
        if format == .csv && read.delimiter == nil && options.format != nil {
            let head = input.readHead()
            read.delimiter = DataFormat.sniffDelimiter(
                UnsafeBufferPointer(start: input.base, count: head.available), isEnd: head.isEnd)
        }
        switch format {
        case .text, .csv, .tsv, .fixed:
            return (try openLines(input, title: title, format: format, options: read), format)
        case .json, .jsonLines:
            return (try JSONSource.open(input: input, title: title, lines: format == .jsonLines), format)
        case .sqlite:
            throw DataError("\(title): a SQLite database is read from files only; save it to a file first")
        }
    }

    /// Opens text, CSV/TSV or fixed-width input as a ``ByteTableSource``.
    static func openLines(_ input: ByteInput, title: String, format: DataFormat, options: DataOpenOptions)
        throws(DataError) -> any TabularSource
    {
        try ByteTableSource.open(
            input: input, title: title, syntax: syntax(format, options), hasHeader: options.hasHeader,
            fixed: format == .fixed, tabWidth: options.tabWidth)
    }

    /// The delimiter a CSV file's first 64 KiB hold consistently (`,` `;` tab `|`,
    /// ``DataFormat/sniffDelimiter(_:isEnd:)``), or nil (a comma).
    static func fileDelimiter(_ input: ByteInput) -> UInt8? {
        guard let size = input.knownSize, size > 0 else { return nil }
        let n = Int(min(size, 64 << 10))
        return DataFormat.sniffDelimiter(UnsafeBufferPointer(start: input.base, count: n), isEnd: Int64(n) == size)
    }

    static func syntax(_ format: DataFormat, _ options: DataOpenOptions) -> RecordSyntax {
        switch format {
        case .csv: RecordSyntax(delimiter: options.delimiter ?? UInt8(ascii: ","))
        case .tsv: RecordSyntax(delimiter: options.delimiter ?? 0x09)
        default: .lines
        }
    }
}

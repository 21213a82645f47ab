import Foundation
import TableKit
import TableKitApps
import TableKitData
import TableKitTerminal

/// `tablekit view [FILE|-]`: a file or standard input as a table: text lines, CSV/TSV,
/// JSON or JSON Lines and SQLite in columns (through TableKitData), property lists as
/// sections (as before).
@MainActor
enum ViewCommand {
    static func run(_ arguments: [String]) -> Never {
        do {
            let opts = try CommandLineOptions(
                arguments, flags: flags.union(AppRunner.commonFlags),
                options: options.union(AppRunner.commonOptions))
            if opts.has("--help") || opts.has("-h") {
                try StandardOutput.printLine(usage)
                exit(0)
            }
            exit(try ViewRunner.run(opts, controller: makeController(opts)))
        } catch let error as WhereError {
            TerminalHost.printError(error.description)
            FileHandle.standardError.write(Data((error.error.caretLines + "\n").utf8))
            exit(1)
        } catch {
            TerminalHost.printError(byteNamed?.shown("\(error)") ?? "\(error)")
            exit(1)
        }
    }

    /// FILE when its name is not valid UTF-8: opened by its bytes, read through `/dev/fd/N`.
    static var byteNamed: ByteNamedPath?

    /// The path to read: FILE, or `-` for standard input when none is given and input is a pipe.
    /// - Throws: a usage error for none (on a terminal) or more than one FILE.
    ///   `-` with standard input a terminal is refused too: typed lines would be read as
    ///   data, and raw mode leaves no Ctrl-D to end them (`stdinIsTerminal`, for tests).
    static func inputPath(_ opts: CommandLineOptions, stdinIsTerminal: Bool = isatty(STDIN_FILENO) == 1) throws
        -> String
    {
        switch opts.positional.count {
        case 1 where opts.positional[0].isEmpty:
            throw CommandLineOptions.UsageError(CommandLineOptions.emptyPathMessage("FILE"))
        case 1 where opts.positional[0] == "-" && stdinIsTerminal:
            throw CommandLineOptions.UsageError(
                "'-' reads standard input, which is the terminal: pipe data in, or give a FILE (see tablekit view --help)"
            )
        case 1: return opts.positional[0]
        case 0 where !stdinIsTerminal: return "-"
        case 0: throw CommandLineOptions.UsageError("missing FILE, or pipe data in (see tablekit view --help)")
        default: throw CommandLineOptions.UsageError("expected one FILE, got \(opts.positional.count)")
        }
    }

    /// The screen for parsed options: a property list (or `--key`, or a text file with
    /// `--collate` alone) as an ``IndexedListViewController``; anything else as a
    /// ``DataTableViewController`` in a navigation controller.
    /// - Throws: a usage error, ``DataError``, ``ListContentError`` or ``CollationError``, each one line.
    static func makeController(_ opts: CommandLineOptions) throws -> ViewController {
        if opts.positional.count > 1 { return try fileListController(opts) }
        let screen = try openScreen(opts)
        return screen is DataTableViewController ? NavigationController(rootViewController: screen) : screen
    }

    /// The screen of one FILE (or standard input) for parsed options, as
    /// ``makeController(_:)`` makes it but outside any navigation controller: a list opens
    /// it this way and pushes it on its own (moved from another navigation controller, a
    /// data screen would stop its loading as one that is left).
    /// - Throws: as ``makeController(_:)``.
    static func openScreen(_ opts: CommandLineOptions) throws -> ViewController {
        try refuseIgnoredOptions(opts)
        let limit = try standardInputLimit(opts)
        let shownPath = try inputPath(opts)
        let style = try parseStyle(opts.value("--style") ?? "plain")
        let given = try opts.value("--format").map(parseFormat)
        var format = given ?? (shownPath == "-" ? DataFormat.text : DataFormat.detect(path: shownPath))
        let ext = (shownPath as NSString).pathExtension.lowercased()
        byteNamed = try ByteNamedPath.rawBytes(of: shownPath).map { bytes throws(DataError) in
            try ByteNamedPath(bytes: bytes, shownPath: shownPath)
        }
        let path = byteNamed?.readPath ?? shownPath
        let legacy =
            ext == "plist" || opts.value("--key") != nil || opts.value("--detail") != nil
            || (opts.value("--collate") != nil && opts.value("--section-by") == nil && format == .text && path != "-")
        let follow = opts.has("--follow")
        if legacy && follow {
            if ext == "plist" { throw DataError(followMessage(path, "a property list")) }
            throw CommandLineOptions.UsageError(
                "option --follow cannot be used with --key, --detail or --collate without --section-by (they read the file once)"
            )
        }
        if legacy {
            try refuseListOptions(opts)
            return try listController(path: path, style: style, opts)
        }
        var open = DataOpenOptions()
        // Read through /dev/fd/N, a byte-named file has no extension: its name's tells.
        open.format = given ?? (byteNamed != nil && format != .text ? format : nil)
        open.hasHeader = !opts.has("--no-header")
        open.follow = follow
        open.table = opts.value("--table")
        open.query = opts.value("--query")
        if let limit { open.standardInputLimit = limit }
        open.tabWidth = try opts.int("--tabs", in: 1...100) ?? open.tabWidth
        if let d = opts.value("--delimiter") {
            let byte = d == "\\t" || d == "tab" ? 0x09 : d.utf8.first
            guard let byte, d.utf8.count == 1 || byte == 0x09, byte < 0x80 else {
                throw CommandLineOptions.UsageError(
                    "option --delimiter must be one ASCII character, not '\(Sanitizer.sanitize(d))'")
            }
            open.delimiter = byte
        }
        // A JSON object: a dictionary of arrays is a list of sections, as before; any
        // other object is a row (JSON Lines).
        if format == .json && given == nil && startsWithObject(path),
            let list = try? listController(path: path, style: style, opts)
        {
            if follow { throw DataError(followMessage(path, "a JSON object of lists (shown as sections)")) }
            try refuseListOptions(opts)
            return list
        }
        let source: any TabularSource
        do { (source, format) = try openSource(path, open, opts) } catch {
            // A JSON shape the columns reader does not take (a dictionary of arrays) is a
            // list of sections, as before; the list reads a file as JSON only by its name,
            // so `--format json` on another file keeps the JSON error (as on standard input).
            if format == .json && !follow, ext == "json", let list = try? listController(path: path, style: style, opts)
            {
                try refuseListOptions(opts)
                return list
            }
            throw error
        }
        if open.delimiter != nil && [.json, .jsonLines, .sqlite, .fixed].contains(format) {
            throw CommandLineOptions.UsageError(
                "option --delimiter applies only to text, CSV and TSV, and \(Sanitizer.messageValue(shownPath)) is \(Self.formatName(format))"
            )
        }
        if format != .sqlite, let option = open.table != nil ? "--table" : open.query != nil ? "--query" : nil {
            throw CommandLineOptions.UsageError(
                "option \(option) applies only to SQLite databases, and \(Sanitizer.messageValue(shownPath)) is \(Self.formatName(format))"
            )
        }
        let isText = format == .text && open.delimiter == nil
        let listsTables = format == .sqlite && open.table == nil && open.query == nil
        if let q = opts.value("--search"), opts.has("--regex") {
            do {
                _ = try RowPattern(q)
            } catch {
                throw CommandLineOptions.UsageError("option --search: \(error.description)")
            }
        }
        if listsTables { try refuseTableOptionsOnExport(opts) }
        // The table list picks in the table Enter opens, and the options that name columns
        // (or filter, sort, search rows) are the table's: the list's are "table, rows".
        let tableOption: (String) -> String? = { listsTables ? nil : opts.value($0) }
        var config = try ViewConfiguration.resolve(
            source, columns: tableOption("--columns"), sectionBy: tableOption("--section-by"),
            collate: tableOption("--collate"),
            searchColumn: tableOption("--search-column"), pick: opts.has("--pick"), multiple: opts.has("--multi"),
            printColumn: tableOption("--print-column"), style: style)
        config.follow = open.follow
        let bound = try PrintBounds.maxRows(opts)
        config.maxRows = listsTables ? nil : bound
        if listsTables && config.pick != nil {
            config.pick = nil
            config.picksInOpenedScreen = true
        }
        let screen = makeScreen(source: source, config: config, isText: isText)
        screen.readsHeaderRow = open.hasHeader && (format == .csv || format == .tsv || open.delimiter != nil)
        if let byteNamed { screen.title = DataTableViewController.title(forPath: byteNamed.shown(source.title)) }
        if open.follow && path != "-" {
            var again = open
            again.format = format
            // Read again when the file changes other than by growing (truncated, rewritten,
            // replaced under its name), also after an error of its own (a bad JSON record),
            // and when an empty CSV gets its first line (DataTableViewController+Follow).
            let title = source.title  // not the source: the closure outlives it
            screen.reopen = {
                guard access(path, R_OK) == 0 else { return nil }
                // A FIFO or device put under the name would block this (main) thread in
                // open(2) until a writer came: said, as a directory is, and not opened.
                var st = stat()
                if stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG, (st.st_mode & S_IFMT) != S_IFDIR {
                    throw DataError("\(title): is not a regular file (a FIFO or a device)")
                }
                return try DataSources.open(path: path, options: again)
            }
        }
        if listsTables {
            screen.onOpenRow = { [weak screen] row in
                // The screen's own navigation controller: the one made here, or a file
                // list's when the database is one of several FILEs.
                guard let screen, let nav = screen.navigationController else { return }
                // The screen's source: the list, also when it was opened after a lock.
                let name = screen.source.field(ofRow: row, column: 0)
                do {
                    // As `tablekit view FILE --table NAME` with the same options opens it:
                    // --columns, --where, --sort, --search… apply to it.
                    nav.pushViewController(try openScreen(opts.replacingValue(name, for: "--table")), animated: true)
                } catch {
                    let alert = Alert(title: "Cannot open the table", message: "\(error)")
                    alert.addAction(AlertAction(title: "OK", style: .cancel))
                    nav.present(alert)
                }
            }
            return screen
        }
        if opts.has("--regex") {
            _ = screen.view
            screen.send(.regexModeSet(true))
        }
        try applyPipelineOptions(opts, to: screen)
        if let q = opts.value("--search") {
            _ = screen.view
            screen.search(q)
        }
        return screen
    }

    /// `--max-input`'s bytes, nil when not given.
    /// - Throws: a usage error for a value that is not a size.
    static func standardInputLimit(_ opts: CommandLineOptions) throws -> Int? {
        guard let text = opts.value("--max-input") else { return nil }
        guard let bytes = DataFile.parseSize(text) else {
            if DataFile.isTooLargeSize(text) {
                throw CommandLineOptions.UsageError("option " + DataFile.tooLargeSizeMessage("--max-input", text))
            }
            throw CommandLineOptions.UsageError(
                "option --max-input must be a number of bytes such as 268435456 or 256M, not '\(Sanitizer.messageValue(text))'"
            )
        }
        return bytes
    }

    /// Refuses options that would otherwise be silently ignored: `--table` with `--query`,
    /// `--multi` or `--print-column` without `--pick`, a `--width` or `--height` out of 1...1000.
    /// - Throws: a usage error naming the option.
    static func refuseIgnoredOptions(_ opts: CommandLineOptions) throws {
        if opts.value("--table") != nil && opts.value("--query") != nil {
            throw CommandLineOptions.UsageError("options --table and --query cannot be used together: give one")
        }
        for option in ["--multi", "--print-column"]
        where !opts.has("--pick") && (opts.has(option) || opts.value(option) != nil) {
            throw CommandLineOptions.UsageError("option \(option) applies only with --pick")
        }
        try ViewExport.refuseWithoutOutput(opts)
        _ = try opts.int("--width", in: AppRunner.printedSizeRange)
        _ = try opts.int("--height", in: AppRunner.printedSizeRange)
    }

    /// The options that a SQLite table list passes on to the table Enter opens (they name
    /// its columns, or filter, sort or search its rows), never applied to the list.
    static let tableOptions = [
        "--columns", "--section-by", "--search-column", "--where", "--sort", "--search",
    ]

    /// Refuses `--output` of a SQLite table list (no `--table` or `--query`) with an option
    /// of ``tableOptions``: the list is written, and the option would fit no table.
    /// - Throws: a usage error naming the option.
    static func refuseTableOptionsOnExport(_ opts: CommandLineOptions) throws {
        guard opts.value("--output") != nil, let option = tableOptions.first(where: { opts.value($0) != nil }) else {
            return
        }
        throw CommandLineOptions.UsageError(
            "option \(option) applies to a table of the database: give --table NAME or --query SQL with --output")
    }

    /// Refuses the options a list (a property list, `--key`/`--detail`, `--collate`
    /// without `--section-by`, or a JSON object of lists) cannot honour, rather than ignoring them: it has one column
    /// of text, no header, and `--pick` prints a row's text.
    /// - Throws: a usage error naming the first such option.
    static func refuseListOptions(_ opts: CommandLineOptions) throws {
        let valued = [
            "--columns", "--section-by", "--search-column", "--print-column", "--table", "--query", "--delimiter",
            "--where", "--sort", "--output", "--output-format",
        ]
        guard
            let option = valued.first(where: { opts.value($0) != nil })
                ?? ["--multi", "--no-header", "--regex"].first(where: opts.has)
        else { return }
        throw CommandLineOptions.UsageError(
            "option \(option) cannot be used with a list (a property list, a JSON object of lists, --key, --detail, or --collate without --section-by): it is one column of text (--pick picks a row's text)"
        )
    }

    /// A data screen whose rows open their detail screen.
    static func makeScreen(source: any TabularSource, config: ViewConfiguration, isText: Bool)
        -> DataTableViewController
    {
        let screen = DataTableViewController(source: source, config: config, isText: isText)
        if let pending = source as? PendingInputSource { screen.reopen = { pending.takeOpened()?.source } }
        screen.onOpenRow = { [weak screen] row in
            guard let screen else { return }
            let detail = RecordDetailViewController(source: screen.source, row: row, isText: isText)
            detail.matchWords = screen.searchController.isActive ? screen.searchWords : []  // marked there too
            screen.navigationController?.pushViewController(detail, animated: true)
        }
        return screen
    }

    /// Whether the regular file at `path` holds JSON whose first value is an object.
    static func startsWithObject(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = (try? h.read(upToCount: 4096)) ?? Data()
        let first = head.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        return first == UInt8(ascii: "{")
    }

    /// The list of sections of a property list, JSON or text file, as before columns:
    /// `--key`/`--detail` for arrays of dictionaries, re-filed by `--collate`.
    static func listController(path: String, style: TableView.Style, _ opts: CommandLineOptions) throws
        -> ViewController
    {
        let collation = try opts.value("--collate").map { locale throws(CollationError) in
            try IndexedCollation(locale: locale)
        }
        var content = try ListContent.load(path: path, key: opts.value("--key"), detail: opts.value("--detail"))
        if let collation { content = content.collated(by: collation) }
        let controller =
            opts.has("--pick")
            ? PickListViewController(content: content, style: style, noun: "rows")
            : IndexedListViewController(content: content, style: style, noun: "rows")
        controller.title = Sanitizer.sanitize(((byteNamed?.shownPath ?? path) as NSString).lastPathComponent)
        if let q = opts.value("--search") {
            _ = controller.view
            controller.search(q)
        }
        return controller
    }

    /// The one line refusing `--follow` on `path`, which is `what` ("a property list"), as
    /// TableKitData words it for a JSON array or a SQLite database.
    static func followMessage(_ path: String, _ what: String) -> String {
        "--follow needs a text, CSV/TSV or JSON Lines file; \(Sanitizer.sanitize(path)) is \(what)"
    }
}

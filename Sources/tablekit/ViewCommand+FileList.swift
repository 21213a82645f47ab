import Foundation
import TableKit
import TableKitApps
import TableKitData

/// `tablekit view A B…`: several files open as a sheet list, one row a file (its name,
/// format and size), as a SQLite file's tables are listed; Enter opens the file under the
/// cursor as `tablekit view FILE` with the same options would, pushed over the list, and
/// Esc comes back to it (VisiData's sheets of several files).
extension ViewCommand {
    /// The file list's column titles.
    static let fileListColumns = [
        Column(name: "file", type: .text), Column(name: "format", type: .text), Column(name: "bytes", type: .number),
    ]

    /// The screen of several FILEs: the list, in the order given, in a navigation
    /// controller; each file opened from it gets every option (`--where`, `--sort`,
    /// `--pick`…), and in pick mode Esc on the list cancels the pick.
    /// - Throws: a usage error for `-` among them, or for options that act on one file's
    ///   screen only (`--output`, `--table`, `--query`); a ``DataError`` naming the first
    ///   FILE that cannot be opened (missing, unreadable, a directory), before any screen.
    static func fileListController(_ opts: CommandLineOptions) throws -> ViewController {
        let paths = opts.positional
        if paths.contains(where: \.isEmpty) {
            throw CommandLineOptions.UsageError(CommandLineOptions.emptyPathMessage("FILE"))
        }
        if paths.contains("-") {
            throw CommandLineOptions.UsageError("'-' (standard input) cannot be one of several FILEs: give it alone")
        }
        for option in ["--output", "--table", "--query"] where opts.value(option) != nil {
            throw CommandLineOptions.UsageError(
                "option \(option) applies to one FILE, and \(paths.count) are given: give one")
        }
        try refuseIgnoredOptions(opts)
        let rows = try paths.map { path throws(DataError) -> [String] in
            let bytes = try regularFileSize(path)
            return [path, formatName(DataFormat.detect(path: path)), String(bytes)]
        }
        let list = MemoryTableSource(title: "\(paths.count) files", columns: fileListColumns, rows: rows)
        var config = ViewConfiguration(shownColumns: Array(list.columns.indices))
        config.picksInOpenedScreen = opts.has("--pick")
        let screen = makeScreen(source: list, config: config, isText: false)
        screen.title = list.title
        screen.onOpenRow = { [weak screen] row in
            guard let screen, let nav = screen.navigationController else { return }
            let path = paths[row]
            do {
                // On this navigation controller, where Esc comes back to the list.
                nav.pushViewController(try openScreen(opts.replacingPositional([path])), animated: true)
            } catch {
                let alert = Alert(title: "Cannot open the file", message: "\(error)")
                alert.addAction(AlertAction(title: "OK", style: .cancel))
                nav.present(alert)
            }
        }
        return NavigationController(rootViewController: screen)
    }

    /// The size in bytes of the file at `path`, which must exist and be readable; a FIFO
    /// or device is 0 (read when opened).
    /// - Throws: ``DataError`` `NAME: no such file or directory` (the errno's text), or
    ///   `NAME: is a directory`.
    static func regularFileSize(_ path: String) throws(DataError) -> Int {
        let name = Sanitizer.sanitize(path)
        var st = stat()
        guard stat(path, &st) == 0 else { throw DataError("\(name): \(String(cString: strerror(errno)).lowercased())") }
        if (st.st_mode & S_IFMT) == S_IFDIR { throw DataError("\(name): is a directory") }
        guard access(path, R_OK) == 0 else {
            throw DataError("\(name): \(String(cString: strerror(errno)).lowercased())")
        }
        return (st.st_mode & S_IFMT) == S_IFREG ? Int(st.st_size) : 0
    }
}

import Foundation
import TableKit
import TableKitTerminal

/// `tablekit view FILE`: any plist, JSON or text file as a searchable table.
@MainActor
enum ViewCommand {
    static let usage = """
    usage: tablekit view FILE [--style plain|grouped|inset-grouped] [--key NAME] [--detail NAME]
                              [--collate LOCALE] [--search TEXT] [--print] [--width N] [--height N]

    Opens a property list (XML or binary), JSON or text file as a table:
      a dictionary of arrays becomes sections (keys sorted), an array of strings one
      section, an array of dictionaries rows showing --key NAME with --detail NAME.
    --collate LOCALE files every row again by that locale's indexed collation: its
      sections, sorted, with its section index (e.g. sv: Å Ä Ö after Z; zh: pinyin A–Z).
    With --print, or when standard output is not a terminal, prints the rendered screen
    (default 80×24) and exits.
    """

    static func run(_ arguments: [String]) -> Never {
        AppRunner.main(usage: usage, arguments: arguments, options: options, acceptsArguments: true, build: makeController)
    }

    /// The options `view` takes besides AppRunner's common ones.
    static let options: Set<String> = ["--style", "--key", "--detail", "--search", "--collate"]

    /// The screen for parsed options: FILE loaded as a list, re-filed by `--collate`'s
    /// collation when given, searched for `--search`.
    /// - Throws: a usage error, ``ListContentError`` or ``CollationError``, each one line.
    static func makeController(_ opts: CommandLineOptions) throws -> ViewController {
        guard opts.positional.count == 1 else {
            throw CommandLineOptions.UsageError(opts.positional.isEmpty ? "view: missing FILE (see tablekit view --help)" : "view: expected one FILE, got \(opts.positional.count)")
        }
        let style: TableView.Style
        switch opts.value("--style") ?? "plain" {
        case "plain": style = .plain
        case "grouped": style = .grouped
        case "inset-grouped": style = .insetGrouped
        case let other: throw CommandLineOptions.UsageError("unknown style '\(other)': use plain, grouped or inset-grouped")
        }
        let path = opts.positional[0]
        let collation = try opts.value("--collate").map { locale throws(CollationError) in try IndexedCollation(locale: locale) }
        var content = try ListContent.load(path: path, key: opts.value("--key"), detail: opts.value("--detail"))
        if let collation { content = content.collated(by: collation) }
        let controller = IndexedListViewController(content: content, style: style, noun: "rows")
        controller.title = (path as NSString).lastPathComponent
        if let q = opts.value("--search") {
            _ = controller.view
            controller.search(q)
        }
        return controller
    }
}

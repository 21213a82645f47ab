import Foundation
import TableKit
import TableKitApps
import TableKitData

/// `--where EXPR` and `--sort KEYS`: the filter and the order of the rows, on the screen,
/// printed, or written by `--output` (``ViewExport``).
extension ViewCommand {
    /// `--where`'s expression parsed against `columns`, nil without it.
    /// - Throws: ``WhereError`` pointing at the character of the expression that is wrong.
    static func whereExpression(_ opts: CommandLineOptions, columns: [Column]) throws -> FilterExpression? {
        guard let text = opts.value("--where") else { return nil }
        do { return try FilterExpression.parse(text, columns: columns) } catch { throw WhereError(error: error) }
    }

    /// `--sort`'s keys (`-pop,city`) against `columns`, nil without it.
    /// - Throws: a usage error for an unknown column, naming the known ones.
    static func sortKeys(_ opts: CommandLineOptions, columns: [Column]) throws -> [RowOrder.Key]? {
        guard let list = opts.value("--sort") else { return nil }
        do { return try RowOrder.Key.parse(list, columns: columns) } catch {
            throw CommandLineOptions.UsageError("option --sort: \(error)")
        }
    }

    /// Applies `--sort` and `--where` to `screen` (its view loaded first).
    /// - Throws: as ``whereExpression(_:columns:)`` and ``sortKeys(_:columns:)``.
    static func applyPipelineOptions(_ opts: CommandLineOptions, to screen: DataTableViewController) throws {
        let columns = screen.source.columns
        let keys = try sortKeys(opts, columns: columns)
        let expression = try whereExpression(opts, columns: columns)
        guard keys != nil || expression != nil else { return }
        _ = screen.view
        if let expression { screen.filter(by: expression) }
        if let keys { screen.sort(byKeys: keys) }
    }
}

/// A `--where` expression that does not parse: `--where: 1:7: unknown column 'popp'
/// (columns: city, pop)`, then the expression with a caret under the place
/// (``FilterExpressionError/caretLines``).
struct WhereError: Error, CustomStringConvertible {
    let error: FilterExpressionError
    var description: String { "--where: \(error)" }
}

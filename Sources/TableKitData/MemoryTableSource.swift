/// Rows already in memory as strings: the list of a database's tables, small results, a
/// sheet computed from another source (the column summary).
public final class MemoryTableSource: TabularSource {
    public let title: String
    public let columns: [Column]
    private let rows: [[String]]
    private let search: StringRowsSearch

    /// A complete source of `rows` (each as long as `columns`).
    public init(title: String, columns: [Column], rows: [[String]]) {
        self.title = title
        self.columns = columns
        self.rows = rows
        search = StringRowsSearch { [rows] r, c in c.map { rows[r][$0] } ?? rows[r].joined(separator: "\t") }
    }

    public var progress: LoadingProgress { LoadingProgress(rowCount: rows.count, isComplete: true) }
    public func fields(ofRow row: Int) -> [String] { rows[row] }
    public func field(ofRow row: Int, column: Int) -> String { rows[row][column] }
    public func record(ofRow row: Int) -> [UInt8] { Array(rows[row].joined(separator: "\t").utf8) }
    public func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        search.rows(matching: query, in: range, count: rows.count)
    }
    public func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        search.rows(matching: query, among: candidates, count: rows.count)
    }
    public func stopLoading() {}
}

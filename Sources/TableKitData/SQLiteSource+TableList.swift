import Foundation
import TableKit

extension SQLiteSource {
    /// How long one table or view of the table list may take to count (`count(*)`); one
    /// not counted by then (an endless view, a slow one) shows "—".
    static let tableCountTime: Duration = .milliseconds(250)
    /// How long the whole table list may take to count: the tables left once it is spent
    /// show "—" without being tried, so the list shows within about a second.
    static let tableListTime: Duration = .seconds(1)

    /// The list of tables and views of `db` (`names`, sorted) with their row counts, each
    /// bounded in time by ``tableCountTime`` and all by ``tableListTime`` (SQLite's progress
    /// handler stops the count): a table or view not counted in time, or that cannot be
    /// read (a view over a dropped table), shows "—"; opening it says why or shows its
    /// rows as they come.
    /// - Throws: the first table's error when no table can be counted and one failed for a
    ///   reason other than time (locked, not a database).
    static func listTables(_ db: SQLiteDatabase, title: String, names: [String]) throws(DataError)
        -> any TabularSource
    {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: tableListTime)
        var rows: [[String]] = []
        var firstError: DataError?
        for name in names {
            let left = end - clock.now
            guard left > .zero else {
                rows.append([name, "—"])
                continue
            }
            do throws(DataError) {
                let n = try db.stop.withDeadline(min(left, tableCountTime)) { () throws(DataError) -> Int64 in
                    let s = try db.prepare(
                        "SELECT count(*) FROM \(SQLiteDatabase.quoted(name))",
                        doing: "cannot count the rows of '\(Sanitizer.sanitize(name))'")
                    _ = try s.step()
                    return s.int64(0)
                }
                rows.append([name, Int(n).formatted()])  // grouped as the status line's count
            } catch {
                if error.description != SQLiteDatabase.interruptedMessage(title) { firstError = firstError ?? error }
                rows.append([name, "—"])
            }
        }
        if let firstError, rows.allSatisfy({ $0[1] == "—" }) { throw firstError }
        return MemoryTableSource(
            title: "\(title): tables",
            columns: [Column(name: "table", type: .text), Column(name: "rows", type: .number)],
            rows: rows)
    }
}

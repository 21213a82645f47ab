import Foundation
import Synchronization
import TableKit

/// The connection a ``SQLiteSource``'s search reads its texts with: its own, so a search
/// never holds the page connection the screen draws from; a cancelled search task stops
/// its statement (``SQLiteStop``'s `followsTask`); the statement of each searched column
/// is kept where it stopped, so the rows that came since the last search are read by
/// stepping on, not from the first row.
final class SQLiteSearchConnection {
    let database: SQLiteDatabase
    /// The statement of each column searched (-1: all columns) and the rows it stepped past.
    private var readers: [Int: (statement: SQLiteDatabase.Statement, position: Int)] = [:]

    init(_ database: SQLiteDatabase) { self.database = database }

    /// The texts of rows `range` of `sql` in `column` (nil: the `columns` joined by tabs):
    /// fewer when the statement ended or was stopped, nil when it failed to compile.
    func texts(_ range: Range<Int>, column: Int?, sql: String, columns: Int) -> [String]? {
        let key = column ?? -1
        var reader = readers[key]
        readers[key] = nil
        if reader == nil || reader!.position > range.lowerBound {
            guard let s = try? database.prepare(sql, doing: "cannot read") else { return nil }
            reader = (s, 0)
        }
        guard let (s, start) = reader else { return nil }
        var position = start
        var out: [String] = []
        out.reserveCapacity(min(range.count, 1 << 20))
        do throws(DataError) {
            while position < range.lowerBound {
                guard try s.step() else { return out }
                position += 1
            }
            while out.count < range.count, try s.step() {
                out.append(column.map { s.text($0) } ?? (0..<columns).map(s.text).joined(separator: "\t"))
            }
        } catch {
            return out  // stopped (a cancelled search): the rows read are indexed
        }
        position += out.count
        if out.count == range.count { readers[key] = (s, position) }  // more may come: step on next time
        return out
    }

    /// Drops the kept statements (no read lock is held once every row is indexed).
    func finish() { readers.removeAll() }
}

extension SQLiteSource {
    func searcher() -> StringRowsSearch {
        search.withLock { s in
            if let s { return s }
            let made = StringRowsSearch(
                rowText: { [unowned self] r, c in
                    c.map { self.field(ofRow: r, column: $0) } ?? self.fields(ofRow: r).joined(separator: "\t")
                }, allTexts: { [unowned self] range, c in self.texts(range, column: c) }, limit: Self.searchRowLimit)
            s = made
            return made
        }
    }

    /// The texts of the rows `range` in `column` (nil: all, joined by tabs), in row order,
    /// read on the search connection (opened at the first search); fewer when stopped, nil
    /// when it cannot be read (the caller reads row by row).
    func texts(_ range: Range<Int>, column: Int?) -> [String]? {
        let known = state.withLock { $0.countKnown }
        return searchConnection.withLock { connection -> [String]? in
            if connection == nil {
                guard let db = try? openConnection(followsTask: true) else { return nil }
                connection = SQLiteSearchConnection(db)
            }
            guard let c = connection else { return nil }
            let texts = c.texts(range, column: column, sql: baseSQL, columns: columns.count)
            if let known, range.upperBound >= known { c.finish() }
            return texts
        }
    }

    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] {
        searcher().rows(matching: query, in: range, count: rowCount)
    }

    func rowsSearched(by query: RowQuery, upTo end: Int) -> Int {
        query.isEmpty ? end : searcher().rowsSearched(query.column, upTo: end)
    }

    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] {
        searcher().rows(matching: query, among: candidates, count: rowCount)
    }
}

import Foundation

extension SQLiteSource {
    /// The background count: every rowid of a table, `count(*)` of a view or a `WITHOUT
    /// ROWID` table, or a query stepped through (its rows readable as they are counted).
    /// Stopped by ``stopLoading()`` wherever it is.
    func count(with db: SQLiteDatabase) {
        do throws(DataError) {
            if let rowidName, let table {
                let s = try db.prepare(
                    "SELECT \(rowidName) FROM \(SQLiteDatabase.quoted(table)) ORDER BY \(rowidName)",
                    doing: "cannot read the rowids")
                var batch: [Int64] = []
                batch.reserveCapacity(65_536)
                while try s.step() {
                    batch.append(s.int64(0))
                    if batch.count == 65_536 {
                        if stopped.load(ordering: .relaxed) { return }
                        state.withLock { $0.rowids.append(contentsOf: batch) }
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                state.withLock {
                    $0.rowids.append(contentsOf: batch)
                    $0.countKnown = $0.rowids.count
                }
            } else if let table {
                let s = try db.prepare(
                    "SELECT count(*) FROM \(SQLiteDatabase.quoted(table))", doing: "cannot count the rows")
                _ = try s.step()
                let n = Int(s.int64(0))
                state.withLock { $0.countKnown = n }
            } else {
                let s = try db.prepare(baseSQL, doing: "cannot count the rows")
                var n = 0
                while try s.step() {
                    n += 1
                    if n % 65_536 == 0 {
                        if stopped.load(ordering: .relaxed) { return }
                        state.withLock { $0.counted = n }
                    }
                }
                state.withLock {
                    $0.counted = n
                    $0.countKnown = n
                }
            }
        } catch {
            if !stopped.load(ordering: .relaxed) { state.withLock { $0.error = $0.error ?? error } }
        }
    }
}

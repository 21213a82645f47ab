import Foundation

extension SQLiteSource {
    /// The background count: every rowid of a table, `count(*)` of a `WITHOUT ROWID` table,
    /// or a view or a query stepped through (its rows readable as they are counted, the
    /// page before each count published cached on the way).
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
                        if !counts { return }
                        state.withLock { $0.rowids.append(contentsOf: batch) }
                        progressWait.signal()
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                state.withLock {
                    $0.rowids.append(contentsOf: batch)
                    $0.countKnown = $0.rowids.count
                }
            } else if let table, !isView {
                let s = try db.prepare(
                    "SELECT count(*) FROM \(SQLiteDatabase.quoted(table))", doing: "cannot count the rows")
                _ = try s.step()
                let n = Int(s.int64(0))
                state.withLock { $0.countKnown = n }
            } else {
                let s = try db.prepare(baseSQL, doing: "cannot count the rows")
                var n = 0
                // The last page before each count published is read too: G (which goes to
                // the last row counted) shows it at once, even while the count goes on.
                var last: [[String]] = []
                let every = 65_536
                let columnCount = columns.count
                while try s.step() {
                    n += 1
                    let k = n % every
                    if k == 0 || k > every - Self.pageRows { last.append((0..<columnCount).map { s.text($0) }) }
                    if k == 0 {
                        if !counts { return }
                        let page = n / Self.pageRows - 1
                        state.withLock { st in
                            st.counted = n
                            cache(page, last, in: &st)
                            st.wanted.removeAll { $0 == page }
                            st.pagesRead += 1
                        }
                        progressWait.signal()
                        last.removeAll(keepingCapacity: true)
                    }
                }
                state.withLock {
                    $0.counted = n
                    $0.countKnown = n
                }
            }
        } catch {
            if counts { state.withLock { $0.error = $0.error ?? error } }
        }
    }
}

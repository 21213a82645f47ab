import Foundation
import TableKit

/// The protocols' own default answers, for a class that declares every data source and
/// delegate method `open` (so that subclasses can override them) and must still answer as
/// the default does: Swift cannot call a protocol extension's method from a type that
/// implements it, so this empty conformer does. Calling through it keeps the defaults'
/// effects on the table, e.g. learning that `commit` or `heightForRowAt` is not
/// implemented (``TableView``'s editing and height rules depend on it).
@MainActor
final class ProtocolDefaults: TableViewDataSource, TableViewDelegate {
    /// The one instance; it holds nothing.
    static let shared = ProtocolDefaults()

    /// Never asked: no table has this as its data source.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Never asked: no table has this as its data source. Traps.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("ProtocolDefaults is not a data source (asked for a cell at \(indexPath))")
    }
}

import Foundation

/// The protocols' own default answers, for a class that declares every data source and
/// delegate method `open` (so that subclasses can override them) and must still answer as
/// the default does: Swift cannot call a protocol extension's method from a type that
/// implements it, so this empty conformer does. The answers, and the record that a default
/// was reached (``TableView/reachedDefault(_:)``), so stay in one place: the protocol
/// extensions.
@MainActor
final class ProtocolDefaults: TableViewDataSource, TableViewDelegate {
    /// The one instance; it holds nothing.
    static let shared = ProtocolDefaults()

    /// Never asked: no table has this as its data source. 0 rows.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Never asked: no table has this as its data source. Traps.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("ProtocolDefaults is not a data source (asked for a cell at \(indexPath))")
    }
}

import Foundation

/// A data source or delegate method whose default implementation TableKit can see being
/// reached. Swift has no `respondsToSelector`, so each of these defaults, in the protocol
/// extensions, records on the table that it ran (``TableView/reachedDefault(_:)``);
/// ``DataSourceViewController`` and ``ArrayDataSource`` answer through those same
/// defaults, so they record it too.
enum DefaultMethod: Hashable, Sendable, CaseIterable {
    /// The delegate's `tableView(_:heightForRowAt:)`.
    case heightForRowAt
    /// The delegate's `tableView(_:estimatedHeightForRowAt:)`.
    case estimatedHeightForRowAt
    /// The delegate's `tableView(_:viewForHeaderInSection:)`.
    case viewForHeaderInSection
    /// The delegate's `tableView(_:viewForFooterInSection:)`.
    case viewForFooterInSection
    /// The data source's `tableView(_:moveRowAt:to:)`.
    case moveRowAt
    /// The data source's `tableView(_:commit:forRowAt:)`.
    case commit
    /// The data source's `tableView(_:canEditRowAt:)`.
    case canEditRowAt
}

/// The defaults reached since a probe started: the one record of "the default was
/// reached", read by every probe.
struct ImplementationProbes {
    /// The default implementations reached since each was last cleared.
    var reached: Set<DefaultMethod> = []
}

/// How the table learns what its data source and delegate implement: the one way, for
/// every method whose presence changes what UIKit does.
///
/// A *probe* is a call of the method whose answer, or silence, tells: the method counts as
/// implemented when the call did not reach the protocol's default. Only methods whose calls
/// change nothing are probed (heights, estimates, header and footer views, and `moveRowAt`
/// with the same source and destination); `commit` and `canEditRowAt` are learned from the
/// calls the table makes anyway (``TableView/learning(_:_:)``). Each probe clears the
/// record before the call and after it, so nothing else sees it.
extension TableView {
    /// Records that a data source or delegate default implementation ran (called by the
    /// defaults themselves).
    func reachedDefault(_ method: DefaultMethod) {
        probing.reached.insert(method)
    }

    /// Whether `call` (one call of `method` on the delegate or data source) reached someone's
    /// own implementation rather than the protocol's default.
    func implements(_ method: DefaultMethod, by call: () -> Void) -> Bool {
        probing.reached.remove(method)
        call()
        defer { probing.reached.remove(method) }
        return !probing.reached.contains(method)
    }

    /// Whether any of the calls `call(probe)`, made in order, reached someone's own
    /// implementation of `method`: stops at the first that did. A method an override
    /// leaves to `super` for some arguments (the first row, section 0) still counts as
    /// implemented when it answers itself for a later one.
    /// - Complexity: O(probes) calls at most.
    func implements<Probe>(
        _ method: DefaultMethod, askingAny probes: some Sequence<Probe>,
        by call: (Probe) -> Void
    ) -> Bool {
        probes.contains { probe in implements(method) { call(probe) } }
    }

    /// Calls `body` (a call of `method` on the data source that the table makes for its own
    /// sake) and records whether the data source implements `method`: it does unless the
    /// default was reached. The facts are per data source (``EditingSupport``).
    func learning<T>(_ method: DefaultMethod, _ body: () -> T) -> T {
        syncEditingFacts()
        probing.reached.remove(method)
        let result = body()
        editingSupport.implements[method] = !probing.reached.contains(method)
        probing.reached.remove(method)
        return result
    }
}

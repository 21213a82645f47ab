import Foundation

extension TableView {
    /// How inserted, deleted and reloaded rows would animate (UIKit's
    /// `UITableView.RowAnimation`). A terminal does not animate: every value but ``none``
    /// marks the changed rows briefly (``TableViewCell/isMarkedChanged``, for
    /// ``changeMarkTicks`` ticks); ``none`` leaves them unmarked.
    public enum RowAnimation: Sendable, Hashable {
        /// UIKit's animations; every one but `none` only marks the changed rows.
        case fade, right, left, top, bottom, none, middle, automatic
    }

    /// How long a row changed by a batch update stays marked: 10 ticks, about one second at
    /// the window's tick of about 100 ms.
    public static let changeMarkTicks = TableState.changeMarkTicks

    // MARK: Recording

    /// Runs `updates`, which changes the model and records row and section changes with
    /// ``insertRows(at:with:)``, ``deleteRows(at:with:)``, ``reloadRows(at:with:)``,
    /// ``reconfigureRows(at:)``, ``moveRow(at:to:)``, ``insertSections(_:with:)``,
    /// ``deleteSections(_:with:)``, ``reloadSections(_:with:)`` and
    /// ``moveSection(_:toSection:)``, then applies them as one update (UIKit's
    /// `performBatchUpdates(_:completion:)`; UIKit's index rules, see ``BatchUpdate``).
    ///
    /// After `updates` the table asks the data source for its counts and checks the batch
    /// against them (``BatchUpdate/validate(oldRowCounts:newRowCounts:)``). On success the
    /// table keeps the cells of rows that survive (moved to their new index paths), asks
    /// for cells of inserted and reloaded rows, calls `cellForRowAt` again for reconfigured
    /// rows handing their own cell back to `dequeueReusableCell`, carries the selection and
    /// the cursor through the update (a moved row stays selected; a deleted or reloaded row
    /// is deselected, as in UIKit), keeps the user's place as ``updateScrollBehavior`` says
    /// (by default a list at its top stays there, so that rows inserted at the top are
    /// seen; else the cursor's row, when on screen, or the first visible row keeps its
    /// line), and marks inserted, reloaded and moved rows for ``changeMarkTicks``
    /// ticks. `completion` is then called with `true`.
    ///
    /// Calls nested inside `updates` join the outer batch; their completions run with it.
    ///
    /// - Throws: ``BatchUpdateError`` when the batch does not match the data source's counts
    ///   (UIKit raises `NSInternalInconsistencyException` instead). The table has then
    ///   reloaded everything from the data source (``reloadData()``), so it shows what the
    ///   data source really holds, and `completion` has been called with `false`. An error
    ///   thrown by `updates` itself is handled the same way.
    /// - Complexity: O(c log c + s + v) for c recorded changes, s sections and v visible
    ///   rows, with uniform row heights: it never depends on the number of rows. With
    ///   heights the delegate gives for every row (no estimate in lines) the rows are asked
    ///   again, as at ``reloadData()``.
    public func performBatchUpdates(
        _ updates: (() throws(BatchUpdateError) -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) throws(BatchUpdateError) {
        if data.batchRecording != nil {
            // Nested: join the outer batch.
            try updates?()
            if let completion { data.batchRecording?.completions.append(completion) }
            return
        }
        data.batchRecording = BatchRecording()
        if let completion { data.batchRecording?.completions.append(completion) }
        var failure: BatchUpdateError?
        do {
            try updates?()
        } catch {
            failure = error
        }
        let recording = data.batchRecording!
        data.batchRecording = nil
        try commit(recording, failure: failure)
    }

    /// Validates and applies a finished recording, then calls its completions; on
    /// `failure` (or a batch that does not add up) reloads everything and throws.
    func commit(_ recording: BatchRecording, failure: BatchUpdateError? = nil) throws(BatchUpdateError) {
        var failure = failure
        if failure == nil {
            do {
                try applyRecording(recording)
            } catch {
                failure = error
            }
        }
        if let failure {
            reloadData()
            for c in recording.completions { c(false) }
            throw failure
        }
        for c in recording.completions { c(true) }
    }

    /// Applies a batch built elsewhere (for example by ``Snapshot/batchUpdate(to:)``) as if
    /// its calls had been made inside ``performBatchUpdates(_:completion:)``; the data
    /// source must already answer with the counts after it.
    /// - Throws: ``BatchUpdateError`` as ``performBatchUpdates(_:completion:)`` does (the
    ///   table has then reloaded from the data source).
    /// - Complexity: as ``performBatchUpdates(_:completion:)``.
    public func apply(_ update: BatchUpdate, with animation: RowAnimation = .automatic) throws(BatchUpdateError) {
        try performBatchUpdates { () throws(BatchUpdateError) in
            self.data.batchRecording?.update = update
            self.data.batchRecording?.marksChanges = animation != .none
        }
    }

    /// Records the change in the open batch, or makes a batch of it alone.
    private func record(_ change: (inout BatchRecording) -> Void) throws(BatchUpdateError) {
        if data.batchRecording != nil {
            change(&data.batchRecording!)
            return
        }
        try withoutActuallyEscaping(change) { (change) throws(BatchUpdateError) in
            try performBatchUpdates { () throws(BatchUpdateError) in change(&self.data.batchRecording!) }
        }
    }

    /// Inserts rows, named by their index paths **after** the update (UIKit's
    /// `insertRows(at:with:)`). The data source must already count them.
    /// - Throws: ``BatchUpdateError`` when called outside a batch and the counts do not
    ///   add up; inside ``performBatchUpdates(_:completion:)`` it only records.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(BatchUpdateError) {
        try record {
            $0.update.insertRows(at: indexPaths)
            if animation == .none { $0.unmarkedNewRows.formUnion(indexPaths) }
        }
    }

    /// Deletes rows, named by their index paths **before** the update (UIKit's
    /// `deleteRows(at:with:)`). Deleted rows are deselected.
    /// - Throws: as ``insertRows(at:with:)``.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(BatchUpdateError) {
        try record { $0.update.deleteRows(at: indexPaths) }
    }

    /// Replaces rows' cells, named **before** the update: the data source is asked for new
    /// cells (UIKit's `reloadRows(at:with:)`). A reloaded row is deselected, as in UIKit.
    /// - Throws: as ``insertRows(at:with:)``.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(BatchUpdateError) {
        try record {
            $0.update.reloadRows(at: indexPaths)
            if animation == .none { $0.unmarkedOldRows.formUnion(indexPaths) }
        }
    }

    /// Refreshes rows' cells in place, named **before** the update (UIKit's
    /// `reconfigureRows(at:)`): `cellForRowAt` is called again and its
    /// `dequeueReusableCell(withIdentifier:)` returns the row's own cell, unprepared. The
    /// row keeps its selection and is not marked. It may also be moved in the same batch.
    /// - Throws: as ``insertRows(at:with:)``.
    public func reconfigureRows(at indexPaths: [IndexPath]) throws(BatchUpdateError) {
        try record { $0.update.reconfigureRows(at: indexPaths) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it),
    /// across sections when they differ (UIKit's `moveRow(at:to:)`). The row keeps its cell
    /// and its selection.
    /// - Throws: as ``insertRows(at:with:)``.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(BatchUpdateError) {
        try record { $0.update.moveRow(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections, named by their indexes **after** the update; their rows come from
    /// the data source (UIKit's `insertSections(_:with:)`).
    /// - Throws: as ``insertRows(at:with:)``.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) throws(BatchUpdateError) {
        try record {
            $0.update.insertSections(sections)
            if animation == .none { $0.unmarkedNewSections.formUnion(sections) }
        }
    }

    /// Deletes sections with their rows, named **before** the update (UIKit's
    /// `deleteSections(_:with:)`).
    /// - Throws: as ``insertRows(at:with:)``.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) throws(BatchUpdateError) {
        try record { $0.update.deleteSections(sections) }
    }

    /// Replaces sections' rows, named **before** the update; the data source is asked for
    /// the sections' counts and cells again (UIKit's `reloadSections(_:with:)`).
    /// - Throws: as ``insertRows(at:with:)``.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) throws(BatchUpdateError) {
        try record {
            $0.update.reloadSections(sections)
            if animation == .none { $0.unmarkedOldSections.formUnion(sections) }
        }
    }

    /// Moves a section with its rows from `section` (before) to `newSection` (after)
    /// (UIKit's `moveSection(_:toSection:)`).
    /// - Throws: as ``insertRows(at:with:)``.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(BatchUpdateError) {
        try record { $0.update.moveSection(section, toSection: newSection) }
    }

    // MARK: Applying

    /// The row counts the table holds now, one element per section.
    var currentRowCounts: [Int] {
        (0..<data.geometry.numberOfSections).map { data.geometry.numberOfRows(inSection: $0) }
    }

    /// Validates the recorded batch against the data source's counts and applies it.
    private func applyRecording(_ recording: BatchRecording) throws(BatchUpdateError) {
        // A table that never loaded has nothing to update: it simply loads (UIKit too
        // loads first, but then raises on the counts; TableKit is lenient here).
        if data.geometryIsStale && data.geometry.numberOfSections == 0 && cells.visible.isEmpty {
            reloadData()
            return
        }
        if recording.update.isEmpty && dataSource == nil { return }
        let oldCounts = currentRowCounts
        var newCounts: [Int] = []
        if let ds = dataSource {
            let n = max(0, ds.numberOfSections(in: self))
            newCounts.reserveCapacity(n)
            for s in 0..<n { newCounts.append(max(0, ds.tableView(self, numberOfRowsInSection: s))) }
        }
        let mapping = try recording.update.validate(oldRowCounts: oldCounts, newRowCounts: newCounts)
        apply(mapping, recording: recording)
    }
}

/// What ``TableView/performBatchUpdates(_:completion:)`` has recorded so far.
struct BatchRecording {
    var update = BatchUpdate()
    var completions: [(Bool) -> Void] = []
    /// False when the whole batch was applied with ``TableView/RowAnimation/none``.
    var marksChanges = true
    /// Rows and sections recorded with ``TableView/RowAnimation/none``: not marked.
    var unmarkedNewRows: Set<IndexPath> = []
    var unmarkedOldRows: Set<IndexPath> = []
    var unmarkedNewSections = IndexSet()
    var unmarkedOldSections = IndexSet()
    /// How many ``TableView/beginUpdates()`` are open in this recording.
    var beginUpdatesDepth = 0
    /// Whether ``TableView/beginUpdates()`` opened this recording (so the matching
    /// ``TableView/endUpdates()`` applies it), rather than `performBatchUpdates`.
    var openedByBeginUpdates = false
}

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
    /// is deselected, as in UIKit), keeps the top visible row on the same line (unless the
    /// table is scrolled to the very top, where it stays, so that rows inserted at the top
    /// are seen), and marks inserted, reloaded and moved rows for ``changeMarkTicks``
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
    ///   heights the delegate gives for every row (`estimatedRowHeight` 0) the rows are asked
    ///   again, as at ``reloadData()``.
    public func performBatchUpdates(_ updates: (() throws(BatchUpdateError) -> Void)?,
                                    completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        if batchRecording != nil {
            // Nested: join the outer batch.
            try updates?()
            if let completion { batchRecording?.completions.append(completion) }
            return
        }
        batchRecording = BatchRecording()
        if let completion { batchRecording?.completions.append(completion) }
        var failure: BatchUpdateError?
        do {
            try updates?()
        } catch {
            failure = error
        }
        let recording = batchRecording!
        batchRecording = nil
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
            self.batchRecording?.update = update
            self.batchRecording?.marksChanges = animation != .none
        }
    }

    /// Records the change in the open batch, or makes a batch of it alone.
    private func record(_ change: (inout BatchRecording) -> Void) throws(BatchUpdateError) {
        if batchRecording != nil {
            change(&batchRecording!)
            return
        }
        try withoutActuallyEscaping(change) { (change) throws(BatchUpdateError) in
            try performBatchUpdates { () throws(BatchUpdateError) in change(&self.batchRecording!) }
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
        (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
    }

    /// Validates the recorded batch against the data source's counts and applies it.
    private func applyRecording(_ recording: BatchRecording) throws(BatchUpdateError) {
        // A table that never loaded has nothing to update: it simply loads (UIKit too
        // loads first, but then raises on the counts; TableKit is lenient here).
        if geometryIsStale && geometry.numberOfSections == 0 && visibleCellsByIndexPath.isEmpty {
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

    /// Carries the table's state through a validated update.
    func apply(_ mapping: UpdateMapping, recording: BatchRecording) {
        let oldCounts = mapping.oldRowCounts
        func exists(_ ip: IndexPath) -> Bool {
            ip.count == 2 && ip.section >= 0 && ip.section < oldCounts.count && ip.row >= 0 && ip.row < oldCounts[ip.section]
        }
        let limit = recording.update.changeCount + 1
        func survivor(near old: IndexPath) -> IndexPath? {
            guard exists(old) else { return nil }
            if let ip = mapping.newIndexPath(forOld: old) { return ip }
            let n = oldCounts[old.section]
            var r = old.row + 1
            while r < n && r <= old.row + limit {
                if let ip = mapping.newIndexPath(forOld: IndexPath(row: r, section: old.section)) { return ip }
                r += 1
            }
            r = old.row - 1
            while r >= 0 && r >= old.row - limit {
                if let ip = mapping.newIndexPath(forOld: IndexPath(row: r, section: old.section)) { return ip }
                r -= 1
            }
            guard let t = mapping.newSection(forOld: old.section), mapping.newRowCounts[t] > 0 else { return nil }
            return IndexPath(row: min(old.row, mapping.newRowCounts[t] - 1), section: t)
        }

        // What the screen shows before the update.
        let atTop = offsetY <= 0
        var anchor: (IndexPath, Int)? = nil
        if !atTop, let top = geometry.firstRow(atOrAfterY: offsetY) {
            anchor = (top, geometry.rowRange(top).lowerBound - offsetY)
        }
        var oldMeasured: [(IndexPath, Int)] = []
        if rowsAreMeasured {
            for ip in measuredRows where exists(ip) { oldMeasured.append((ip, geometry.height(forRowAt: ip))) }
        }
        rowActions = nil

        // Geometry for the new counts (O(sections) with uniform heights); measured heights
        // of surviving rows are kept, reloaded and reconfigured rows are measured again.
        rebuildGeometry()
        measuredRows.removeAll()
        for (old, h) in oldMeasured {
            guard let ip = mapping.newIndexPath(forOld: old), isValid(ip),
                  !mapping.isReloaded(ip), !mapping.isReconfigured(ip) else { continue }
            geometry.setHeight(h, forRowAt: ip)
            measuredRows.insert(ip)
        }

        // Cells: survivors keep theirs; deleted and reloaded ones go back to the pool.
        var kept: [IndexPath: TableViewCell] = [:]
        var reconfigured: [IndexPath] = []
        for (old, cell) in visibleCellsByIndexPath {
            guard exists(old), let ip = mapping.newIndexPath(forOld: old), !mapping.isReloaded(ip) else {
                enqueue(cell)
                continue
            }
            kept[ip] = cell
            if mapping.isReconfigured(ip) { reconfigured.append(ip) }
        }
        visibleCellsByIndexPath = kept

        // Selection and cursor follow their rows.
        selected = selected.compactMap { old in
            guard exists(old), let ip = mapping.newIndexPath(forOld: old), !mapping.isReloaded(ip) else { return nil }
            return ip
        }
        if let h = cursorIndexPath {
            cursorIndexPath = survivor(near: h)
        }

        // Change marks: old ones follow their rows, new ones for inserted, moved, reloaded.
        var marks: [IndexPath: Int] = [:]
        for (old, ticks) in changeMarks {
            if exists(old), let ip = mapping.newIndexPath(forOld: old) { marks[ip] = ticks }
        }
        if recording.marksChanges {
            for ip in mapping.insertedIndexPaths where !recording.unmarkedNewRows.contains(ip) {
                marks[ip] = TableView.changeMarkTicks
            }
            for m in mapping.movedIndexPaths { marks[m.to] = TableView.changeMarkTicks }
            for ip in mapping.reloadedIndexPaths {
                if let old = mapping.oldIndexPath(forNew: ip), recording.unmarkedOldRows.contains(old) { continue }
                marks[ip] = TableView.changeMarkTicks
            }
        }
        changeMarks = marks

        // Scroll: the top visible row stays on its line.
        if let (old, line) = anchor, let ip = survivor(near: old) {
            offsetY = geometry.rowRange(ip).lowerBound - line
        } else if atTop {
            offsetY = 0
        }
        clampOffset()

        // Reconfigure in place: the data source's cellForRowAt gets the row's own cell back
        // from dequeueReusableCell.
        if let ds = dataSource {
            for ip in reconfigured.sorted() {
                guard let cell = visibleCellsByIndexPath[ip] else { continue }
                cells.reconfiguring = cell
                let returned = ds.tableView(self, cellForRowAt: ip)
                cells.reconfiguring = nil
                if returned !== cell {
                    enqueue(cell)
                    visibleCellsByIndexPath[ip] = returned
                }
            }
        }
        for (ip, cell) in visibleCellsByIndexPath { configure(cell, at: ip) }

        // New cells for the rows now on screen, then marks for rows of inserted and
        // reloaded sections that are on screen (never O(rows of those sections)).
        setNeedsLayout()
        if bounds.height > 0 && bounds.width > 0 { layoutIfNeeded() }
        if recording.marksChanges && !(mapping.insertedSections.isEmpty && mapping.reloadedSections.isEmpty) {
            for (ip, cell) in visibleCellsByIndexPath
            where mapping.insertedSections.contains(ip.section) || mapping.reloadedSections.contains(ip.section) {
                if mapping.oldIndexPath(forNew: ip) != nil { continue }  // moved in: marked already
                if recording.unmarkedNewSections.contains(ip.section) { continue }
                if let old = mapping.oldSection(forNew: ip.section), recording.unmarkedOldSections.contains(old) { continue }
                changeMarks[ip] = TableView.changeMarkTicks
                cell.isMarkedChanged = true
            }
        }
        _checkInvariants()
    }

    // MARK: Marks

    /// Whether the row at `indexPath` is marked as changed by a recent batch update.
    public func isMarkedChanged(_ indexPath: IndexPath) -> Bool { changeMarks[indexPath] != nil }

    /// Advances the table's timers by one tick (the window ticks about every 100 ms; a
    /// controller forwards its ``ViewController/tick()`` here): change marks older than
    /// ``changeMarkTicks`` ticks are cleared. Returns true when the screen must be redrawn.
    /// - Complexity: O(marked rows).
    @discardableResult
    public func tick() -> Bool {
        guard !changeMarks.isEmpty else { return false }
        let cleared = state.tickChangeMarks()
        for ip in cleared { visibleCellsByIndexPath[ip]?.isMarkedChanged = false }
        return !cleared.isEmpty
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
}

import Foundation

/// The updater: carries the table's state (cells, selection, cursor, change marks, measured
/// heights and the scroll position) through a validated ``UpdateMapping``, whether it came
/// from recorded batch calls (TableView+BatchUpdates.swift), a diffable snapshot or a
/// user's move; and fades the change marks.
extension TableView {
    /// Carries the table's state through a validated update.
    func apply(_ mapping: UpdateMapping, recording: BatchRecording) {
        let oldCounts = mapping.oldRowCounts
        func exists(_ ip: IndexPath) -> Bool { TableState.exists(ip, in: oldCounts) }
        let limit = recording.update.changeCount + 1
        func survivor(near old: IndexPath) -> IndexPath? {
            TableState.survivor(of: old, through: mapping, limit: limit)
        }

        // What the screen keeps still through the update (Scrolling/UpdateScrollAnchor.swift).
        let anchor = chooseUpdateScrollAnchor()
        if !recording.update.isEmpty { data.updateGeneration &+= 1 }
        var oldMeasured: [(IndexPath, Int)] = []
        if rowsAreMeasured {
            for ip in layoutState.measuredRows where exists(ip) {
                oldMeasured.append((ip, data.geometry.height(forRowAt: ip)))
            }
        }
        rowActionsView.state = nil
        carryPrefetched(through: mapping)

        // Geometry for the new counts (O(sections) with uniform heights); measured heights
        // of surviving rows are kept, reloaded and reconfigured rows are measured again.
        rebuildGeometry()
        layoutState.measuredRows.removeAll()
        for (old, h) in oldMeasured {
            guard let ip = mapping.newIndexPath(forOld: old), isValid(ip),
                !mapping.isReloaded(ip), !mapping.isReconfigured(ip)
            else { continue }
            data.geometry.setHeight(h, forRowAt: ip)
            layoutState.measuredRows.insert(ip)
        }

        // Cells: survivors keep theirs; deleted and reloaded ones go back to the pool.
        var kept: [IndexPath: TableViewCell] = [:]
        var reconfigured: [IndexPath] = []
        var ended: [(IndexPath, TableViewCell)] = []  // told didEndDisplaying, by old index path
        for (old, cell) in cells.visible {
            guard exists(old), let ip = mapping.newIndexPath(forOld: old), !mapping.isReloaded(ip) else {
                enqueue(cell)
                ended.append((old, cell))
                continue
            }
            kept[ip] = cell
            if mapping.isReconfigured(ip) { reconfigured.append(ip) }
        }
        cells.visible = kept

        // Selection, cursor and change marks follow their rows (TableState+Update.swift).
        state.carry(
            through: mapping, limit: limit, marksChanges: recording.marksChanges,
            unmarkedNewRows: recording.unmarkedNewRows, unmarkedOldRows: recording.unmarkedOldRows)

        // Scroll: the list's top, the cursor's row or the first visible row stays where it was.
        restoreScroll(anchor, newIndexPath: survivor(near:))

        // Reconfigure in place: the data source's cellForRowAt gets the row's own cell back
        // from dequeueReusableCell.
        if let ds = dataSource {
            for ip in reconfigured.sorted() {
                guard let cell = cells.visible[ip] else { continue }
                cells.reconfiguring = cell
                let returned = ds.tableView(self, cellForRowAt: ip)
                cells.reconfiguring = nil
                if returned !== cell {
                    enqueue(cell)
                    cells.visible[ip] = returned
                }
            }
        }
        for (ip, cell) in cells.visible { configure(cell, at: ip) }
        // Deleted and reloaded rows' cells leave the screen before new ones come on.
        if endDisplaying(ended) { return }  // the data source reloaded: nothing left to carry

        // New cells for the rows now on screen, then marks for rows of inserted and
        // reloaded sections that are on screen (never O(rows of those sections)).
        setNeedsLayout()
        if bounds.height > 0 && bounds.width > 0 { layoutIfNeeded() }
        if recording.marksChanges && !(mapping.insertedSections.isEmpty && mapping.reloadedSections.isEmpty) {
            for (ip, cell) in cells.visible
            where mapping.insertedSections.contains(ip.section) || mapping.reloadedSections.contains(ip.section) {
                if mapping.oldIndexPath(forNew: ip) != nil { continue }  // moved in: marked already
                if recording.unmarkedNewSections.contains(ip.section) { continue }
                if let old = mapping.oldSection(forNew: ip.section), recording.unmarkedOldSections.contains(old) {
                    continue
                }
                state.changeMarks[ip] = TableView.changeMarkTicks
                cell.isMarkedChanged = true
            }
        }
        _checkInvariants()
    }

    // MARK: Marks

    /// Whether the row at `indexPath` is marked as changed by a recent batch update.
    public func isMarkedChanged(_ indexPath: IndexPath) -> Bool { state.changeMarks[indexPath] != nil }

    /// Whether rows are marked as changed: ``tick()`` then has marks to fade.
    public var hasChangeMarks: Bool { !state.changeMarks.isEmpty }

    /// Advances the table's timers by one tick (the window ticks about every 100 ms; a
    /// controller forwards its ``ViewController/tick()`` here): change marks older than
    /// ``changeMarkTicks`` ticks are cleared. Returns true when the screen must be redrawn.
    /// - Complexity: O(marked rows).
    @discardableResult
    public func tick() -> Bool {
        guard !state.changeMarks.isEmpty else { return false }
        let cleared = state.tickChangeMarks()
        for ip in cleared { cells.visible[ip]?.isMarkedChanged = false }
        return !cleared.isEmpty
    }
}

import TableKitData

/// What follows from the state without being stored: the rows that show, whether jobs can
/// start or are running, and the state's rules, checked after each transition in debug builds.
extension ViewerState {
    /// The hits the screen shows: a running search's so far (``SearchJob/shownHits``), else
    /// the last results (nil while not searching).
    var shownHits: RowHits? { search?.shownHits ?? hits }

    /// The rows that show, as hits: the search's (``shownHits``) kept to the filter's, or
    /// the filter's alone (none while it is being made); nil: every row.
    var visibleHits: RowHits? {
        guard let filter else { return shownHits }
        let kept = filter.hits ?? RowHits(universe: 0)
        return shownHits.map { $0.intersection(kept) } ?? kept
    }

    /// Whether rows the source has are still to be taken in (``rowsTakenIn(_:)`` held some
    /// back): the controller sends progress on the next tick even if the source's did not move.
    var holdsRowsBack: Bool {
        order == nil && grouping == nil && search == nil && loadedRows < progress.rowCount && hits != nil
    }

    init(progress: LoadingProgress, follows: Bool, pick: PickMode?, sectionColumn: Int?, waitsForFirstLine: Bool) {
        self.follows = follows
        self.sectionColumn = sectionColumn
        self.pick = pick
        self.progress = progress
        self.loadedRows = progress.rowCount
        self.followsEnd = follows
        self.waitsForFirstLine = waitsForFirstLine
    }

    /// Whether loading waits with nothing to browse: for a first row or input that has not
    /// come, or for another program's lock (``LoadingProgress/waitsFor``); Esc then stops.
    var waitsWithNothingToBrowse: Bool {
        switch progress.waitsFor {
        case .lock: true
        case .firstRow, .input: progress.rowCount == 0
        case nil: false
        }
    }

    /// Whether a sort, or the sections, are being made (or wait for the count to be made).
    var isSorting: Bool { sort != nil || grouper != nil }

    /// Whether the screen has taken in every row of a source whose progress is `p`: a
    /// source may finish between two ticks, its last rows not yet on screen.
    func hasEveryRow(of p: LoadingProgress) -> Bool {
        p.isComplete && (order != nil || grouping != nil || loadedRows >= p.rowCount)
    }

    /// Whether the frequency table or the summary can be made now: every row is in (the count is
    /// complete, or loading stopped on an error) and no filter is being made.
    var frequencyCanStart: Bool { inputIsComplete && filterJob == nil }

    /// Whether the rows taken in are all the input has (its count is complete, or loading
    /// stopped on an error): a sort or the sections can be made.
    var inputIsComplete: Bool { progress.isComplete || progress.error != nil }

    /// Checks the state's rules (debug builds): the rows taken in are rows the source had,
    /// the sections cover no more, marks are distinct rows on screen, a refused pick has a
    /// change, and a job waits or runs only once (the ids it was given).
    func checkInvariants() {
        #if TABLEKIT_INTERNAL_CHECKS
        func require(_ ok: Bool, _ message: @autoclosure () -> String) {
            if !ok { preconditionFailure("ViewerState invariant broken: \(message())") }
        }
        require(
            loadedRows >= 0 && loadedRows <= progress.rowCount,
            "\(loadedRows) rows taken in of \(progress.rowCount) readable")
        if let grouping {
            require(
                grouping.sectionOfRow.count <= progress.rowCount,
                "sections over \(grouping.sectionOfRow.count) rows, \(progress.rowCount) readable")
        }
        require(Set(marked).count == marked.count, "a row marked twice: \(marked)")
        require(!refusedPickOfChangedFile || fileChangedOnDisk != nil, "a pick refused with no change on disk")
        require(picked == nil || !picksAtEnd, "picked, and still waiting to pick the last row")
        require(pick != nil || (!picksAtEnd && marked.isEmpty), "a pick outside pick mode")
        if let search {
            require(
                search.from <= search.searched && search.searched <= max(search.upTo, search.among?.universe ?? 0),
                "search \(search.id) searched \(search.searched) rows of \(search.from)..<\(search.upTo)")
            require(!search.goesOn || search.among == nil, "a search going on among previous hits")
            require(
                !search.wraps || (!search.goesOn && search.start < max(search.upTo, search.among?.universe ?? 0)),
                "search \(search.id) scanned from \(search.start) of \(search.from)..<\(search.upTo)")
        }
        if let end {
            require(!follows && pick?.multiple != true, "rows from the end shown while following or marking")
            require(
                end.chosen.map { $0 < 0 && $0 >= -end.fields.count } ?? true,
                "row \(end.chosen ?? 0) chosen of \(end.fields.count) from the end")
        }
        require(filterJob == nil || filter != nil, "a filter job with no filter")
        require(undoSteps.count <= Self.undoLimit, "\(undoSteps.count) undo steps, more than \(Self.undoLimit)")
        require(
            columnWidths.values.allSatisfy { (1...Self.maxColumnWidth).contains($0) },
            "a column width outside 1...\(Self.maxColumnWidth): \(columnWidths)")
        for id in [sort?.id, grouper?.id, search?.id, filterJob?.id, save?.id, summary?.id, frequency?.id].compactMap({
            $0
        }) {
            require(id > 0 && id <= lastJobID, "job \(id) not given (last \(lastJobID))")
        }
        #endif
    }
}

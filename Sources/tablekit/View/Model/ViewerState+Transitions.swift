import TableKitApps
import TableKitData

/// The model's transitions: each event changes the state and returns the effects the
/// controller runs, in order. Pure: no source, table or clock is read here; what needs them
/// comes in the event (hits, sections, records, the time) or goes out as an effect.
extension ViewerState {
    /// Applies `event` and returns what the controller does next.
    mutating func handle(_ event: ViewerEvent) -> [ViewerEffect] {
        switch event {
        case .loaded(let p, let waits):
            (progress, loadedRows, waitsForFirstLine) = (p, p.rowCount, waits)
            return []
        case .progressed(let p, let lines): return progressed(p, screenLines: lines)
        case .sortAsked(let column, let ascending, let fromTheTop, let thenBy, let undo):
            end = nil
            if let undo { record(.sort(sortKey, undo)) }
            return sortAsked(
                column.map { SortKey(column: $0, ascending: ascending, thenBy: thenBy) }, fromTheTop: fromTheTop)
        case .sortFinished(let done, let p):
            if let p { (sort, progress, loadedRows) = (nil, p, done.count) }
            order = done
            return showSortedRows()
        case .groupingAsked(let column):
            end = nil
            if progress.isComplete && loadedRows <= Self.synchronousSortLimit {
                return [.groupNow(column: column, count: loadedRows)]
            }
            lastJobID += 1
            grouper = GroupingJob(id: lastJobID, column: column, isRunning: inputIsComplete)
            return inputIsComplete ? [.startGrouping(id: lastJobID, column: column)] : []
        case .grouped(let g):
            grouping = g
            return []
        case .groupingFinished(let g, let p, let cursorUnmoved):
            return groupingFinished(g, progress: p, cursorUnmoved: cursorUnmoved)
        case .rowsSearched(let found):
            if let h = hits { hits = h.union(found) }
            return []
        case .searched(let text, let found):
            end = nil
            note = nil  // a key typed in the search bar changed the screen
            (search, hits, hitsQueryText, searchStoppedAt) = (nil, found, text, nil)
            return [.rearrange(.searchResults)]
        case .searchStarted(let text, let query, let upTo, let among, let start):
            end = nil
            note = nil
            lastJobID += 1
            search = SearchJob(id: lastJobID, text: text, query: query, upTo: upTo, among: among, start: start)
            searchStoppedAt = nil
            return [.startSearch(id: lastJobID)]
        case .regexModeSet(let on):
            guard on != searchesRegex else { return [] }
            searchesRegex = on
            hitsQueryText = ""  // the hits are the other mode's: the next search is anew
            return [.searchAgain]
        case .searchProgressed(let found, let searched):
            return searchProgressed(found, searched: searched)
        case .searchStopped(let at):
            if search != nil { searchStoppedAt = searchStoppedAt ?? at }
            return []
        case .searchFinished(let found):
            return searchFinished(found)
        case .summaryAsked: return summaryAsked()
        case .summaryCancelled:
            summary = nil  // the controller cancels its job
            return []
        case .summaryFinished(let figures):
            guard summary != nil else { return [] }
            summary = nil
            return [.showSummary(figures)]
        case .frequencyAsked(let columns): return frequencyAsked(columns: columns)
        case .frequencyCancelled:
            frequency = nil  // the controller cancels its job
            return []
        case .frequencyFinished(let counted):
            guard frequency != nil else { return [] }
            frequency = nil
            return [.showFrequency(counted)]
        case .copied(let n, let toTerminal):
            note =
                toTerminal ? "copied " + countText(n, "character") : "nothing copied: a printed screen has no clipboard"
            return []
        case .saveAsked(let path, let format, let replacing):
            lastJobID += 1
            (save, saveNote) = (SaveJob(id: lastJobID, path: path), nil)
            return [.startSave(id: lastJobID, path: path, format: format, replacing: replacing)]
        case .saveFinished(let result):
            guard let job = save else { return [] }
            save = nil
            switch result {
            case .success(let n): saveNote = .saved(rows: n, path: job.path)
            case .failure(let e): saveNote = .failed(e)
            }
            return []
        case .saveRefused(let note):
            saveNote = .refused(note)
            return []
        case .filterAsked(let expression):
            end = nil
            return filterAsked(expression)
        case .filtered(let kept):
            filter?.hits = kept
            return [.rearrange(.filtered)]
        case .filterFinished(let kept, let p):
            guard filter != nil, filterJob != nil else { return [] }
            filterJob = nil
            filter?.hits = kept
            progress = p
            if order == nil && grouping == nil { loadedRows = max(loadedRows, min(kept.universe, p.rowCount)) }
            return [.rearrange(.filtered)] + startSummaryIfWaiting() + startFrequencyIfWaiting()
        case .rowsFiltered(let kept):
            if let h = filter?.hits { filter?.hits = h.union(kept) }
            return []
        case .columnHidden(let position, let shown, let place):
            return columnHidden(position: position, shown: shown, at: place)
        case .hiddenColumnsShown(let place): return hiddenColumnsShown(at: place)
        case .keyColumnToggled(let position, let place): return keyColumnToggled(position: position, at: place)
        case .columnResized(let position, let width, let delta, let place):
            return columnResized(position: position, width: width, by: delta, at: place)
        case .regexFilterAsked(let column, let name, let pattern):
            return regexFilterAsked(column: column, named: name, pattern: pattern)
        case .expressionFilterAsked(let text, let columns): return expressionFilterAsked(text, columns: columns)
        case .rowAsked(let text, let rowsShown): return rowAsked(text, rowsShown: rowsShown)
        case .columnSought(let text, let names): return columnSought(text, names: names)
        case .sheetOpened:
            record(.sheet)
            return []
        case .undoAsked: return undoAsked()
        case .rowSelected(let r, let p): return rowSelected(r, source: p)
        case .rowDeselected(let r):
            marked.removeAll { $0 == r }
            return []
        case .enterWithMarks(let cursorRow, let p):
            if !marked.isEmpty { return [.pick(marked)] }
            if followsEnd && !hasEveryRow(of: p) {
                picksAtEnd = true
                return []
            }
            return cursorRow.map { [.pick([$0])] } ?? []
        case .tableHandledEvent(let bottom, let onLast):
            followsEnd = bottom || (onLast && (followsEnd || follows))
            note = nil
            saveNote = nil
            // "file rewritten; read again" goes with a key (not the one that read the file again)
            if reopenNote?.keep == true { reopenNote?.keep = false } else { reopenNote = nil }
            // G while counting: the end read back from the end, as `less` shows it.
            return bottom && end == nil && showsEndBeforeCount ? [.readEnd] : []
        case .topAsked:
            guard end != nil else { return [] }
            (end, followsEnd) = (nil, false)
            return [.rearrange(.sortedFromTheTop)]
        case .endRead(let fields):
            guard let fields, !fields.isEmpty, end == nil, showsEndBeforeCount, followsEnd else { return [] }
            end = EndRows(fields: fields)
            return [.rearrange(.fromTheEnd)]
        case .stopAsked:
            return waitsWithNothingToBrowse ? [.quit] : []
        case .openRefused(let error):
            refusal = error
            return [.quit]
        case .picksFirstResult(let on):
            picksFirstResult = on
            return []
        case .picked(let records):
            (picked, picksAtEnd) = (records, false)
            return [.quit]
        case .fileLooked(let change, let at):
            (lastFileLook, fileChangedOnDisk) = (at, change)
            return []
        case .pickRefused(let change):
            (fileChangedOnDisk, refusedPickOfChangedFile) = (change, true)
            return []
        case .followLooked(let at):
            lastFollowLook = at
            return []
        case .reopenFailed(let error, let at):
            lastFollowLook = at
            if let error { reopenFailure = error }
            return []
        case .reopened(let p, let waits, let column, let g, let found, let note, let until, let thenBy):
            sortKey?.thenBy = thenBy
            return reopened(
                p, waitsForFirstLine: waits, sectionColumn: column, grouping: g, hits: found,
                note: note, until: until)
        case .reopenNoteKept:
            reopenNote?.keep = true
            return []
        case .clock(let now):
            if let note = reopenNote, now >= note.until { reopenNote = nil }
            return []
        }
    }

    /// New rows: they join the sort or the sections with `--follow` (made again over every
    /// row), else they show at once (searched when searching); the jobs waiting for the
    /// count start; a pick waiting for the last row or the first result is made.
    private mutating func progressed(_ p: LoadingProgress, screenLines: Int) -> [ViewerEffect] {
        progress = p
        var effects: [ViewerEffect] = []
        var chosenFromEnd: Int?
        let leavesEnd = end != nil && (p.isComplete || p.error != nil)
        if let e = end, leavesEnd {
            // Counted: the rows from the end are the last rows counted (`count + r`); the
            // cursor stays on its row (rearrange). Stopped on an error: they are not shown.
            end = nil
            if p.error == nil, let r = e.chosen { chosenFromEnd = p.rowCount + r }
        }
        if follows && p.rowCount > loadedRows && (order != nil || grouping != nil) && sort == nil {
            effects += followIntoSortOrSections(upTo: p.rowCount)
        }
        if let limit = p.searchLimit, let h = hits, search == nil, order == nil, grouping == nil,
            loadedRows < min(p.rowCount, limit)
        {
            // The rows that came are searched in the background, taken in as searched.
            lastJobID += 1
            search = SearchJob(
                id: lastJobID, text: hitsQueryText, query: nil, from: loadedRows, upTo: min(p.rowCount, limit),
                among: nil, joins: h)
            effects.append(.startSearch(id: lastJobID))
        }
        let upTo = rowsTakenIn(p)
        if upTo > loadedRows && order == nil && grouping == nil {
            if hits != nil && search == nil { effects.append(.searchRows(loadedRows..<upTo, query: nil)) }
            if filter?.hits != nil && filterJob == nil { effects.append(.filterRows(loadedRows..<upTo)) }
            let wasShort = loadedRows < screenLines
            loadedRows = upTo
            effects.append(.rearrange(.rowsCame(wasShort: wasShort)))
            if followsEnd { effects.append(.showLastRow) }
        }
        if inputIsComplete, let s = sort, !s.isRunning {
            sort?.isRunning = true
            effects.append(.startSort(id: s.id, column: s.column, ascending: s.ascending, thenBy: s.thenBy))
        }
        if inputIsComplete, let f = filterJob, !f.isRunning {
            filterJob?.isRunning = true
            effects.append(.startFilter(id: f.id))
        }
        if inputIsComplete, let g = grouper, !g.isRunning {
            grouper?.isRunning = true
            effects.append(.startGrouping(id: g.id, column: g.column))
        }
        effects += startSummaryIfWaiting() + startFrequencyIfWaiting()
        if picksAtEnd && hasEveryRow(of: p) {
            picksAtEnd = false
            effects.append(.pickLastRow)
        }
        if picksFirstResult { effects.append(.pickFirstResultIfFound) }
        if leavesEnd {  // the counted rows, the cursor on its row and in sight
            effects.append(.rearrange(.keepingCursorInSight))
            if followsEnd { effects.append(.showLastRow) }
        }
        if let r = chosenFromEnd { effects.append(pick != nil ? .pick([r]) : .openRow(r)) }
        return effects
    }

    /// The rows taken in on a tick of progress `p`: all of them, but while searching a
    /// source whose search reads its rows' text (``LoadingProgress/searchLimit``: SQLite)
    /// below its limit, none: they are taken in as a search in the background has searched
    /// them (``ViewerEvent/searchProgressed(_:searched:)``), so the main actor never reads them.
    func rowsTakenIn(_ p: LoadingProgress) -> Int {
        guard hits != nil || search != nil, let limit = p.searchLimit, loadedRows < limit else { return p.rowCount }
        return loadedRows
    }

    /// `--follow` with a sort or sections: the rows so far join them (`less +F`): the
    /// sections made again over every row at once, the sort run again (its rows show when
    /// it is applied), a search's hits taking in the new rows first.
    private mutating func followIntoSortOrSections(upTo count: Int) -> [ViewerEffect] {
        var effects: [ViewerEffect] = []
        if hits != nil && search == nil { effects.append(.searchRows(loadedRows..<count, query: nil)) }
        if filter?.hits != nil && filterJob == nil { effects.append(.filterRows(loadedRows..<count)) }
        if let c = sectionColumn { effects.append(.groupNow(column: c, count: count)) }
        loadedRows = count
        if order != nil, let key = sortKey {
            effects += sortAsked(key, fromTheTop: false)
            if sectionColumn == nil { return effects }
        }
        effects.append(.rearrange(.keepingCursorInSight))
        if followsEnd { effects.append(.showLastRow) }
        return effects
    }

    /// A sort by `key` (nil: the source's order): at once for a small input read whole,
    /// else in the background once loading is complete (the status line says "sorting…").
    mutating func sortAsked(_ key: SortKey?, fromTheTop: Bool) -> [ViewerEffect] {
        sort = nil  // the controller cancels the job it replaces
        sortShowsTop = fromTheTop
        sortKey = key
        guard let key else {
            order = nil
            return showSortedRows()
        }
        if progress.isComplete && loadedRows <= Self.synchronousSortLimit {
            return [.sortNow(column: key.column, ascending: key.ascending, thenBy: key.thenBy)]
        }
        lastJobID += 1
        sort = SortJob(
            id: lastJobID, column: key.column, ascending: key.ascending, isRunning: inputIsComplete,
            thenBy: key.thenBy)
        return inputIsComplete
            ? [.startSort(id: lastJobID, column: key.column, ascending: key.ascending, thenBy: key.thenBy)] : []
    }

    /// A filter by `expression` (nil: every row again): at once for a small input read
    /// whole, else in the background once loading is complete (the status line says
    /// "filtering…"); no row shows until it is made.
    private mutating func filterAsked(_ expression: FilterExpression?) -> [ViewerEffect] {
        filterJob = nil  // the controller cancels the job it replaces
        guard let expression else {
            filter = nil
            return [.rearrange(.keepingCursorInSight)]
        }
        filter = Filter(expression: expression, hits: nil)
        if progress.isComplete && loadedRows <= Self.synchronousSortLimit { return [.filterNow(count: loadedRows)] }
        lastJobID += 1
        filterJob = FilterJob(id: lastJobID, isRunning: inputIsComplete)
        // Until its rows are found none shows (``visibleHits``): no row it may not keep can
        // be opened or picked meanwhile.
        return [.rearrange(.keepingCursorInSight)] + (inputIsComplete ? [.startFilter(id: lastJobID)] : [])
    }

    /// The rows in their new order: from the top on the first row when the user asked for
    /// the sort (as a spreadsheet shows one), else the cursor stays on its row.
    private mutating func showSortedRows() -> [ViewerEffect] {
        guard sortShowsTop else { return [.rearrange(.keepingCursorInSight)] }
        sortShowsTop = false
        followsEnd = false
        return [.rearrange(.sortedFromTheTop)]
    }

    private mutating func groupingFinished(
        _ g: SectionGrouping, progress p: LoadingProgress,
        cursorUnmoved: Bool
    ) -> [ViewerEffect] {
        grouper = nil
        let count = g.sectionOfRow.count
        var effects: [ViewerEffect] = []
        if count > loadedRows && hits != nil && search == nil {
            effects.append(.searchRows(loadedRows..<count, query: nil))
        }
        (progress, loadedRows, grouping) = (p, count, g)
        // Not moved since the rows showed: the sections from their top, as a small input
        // opens, not file row 1 wherever its section put it.
        effects.append(.rearrange(cursorUnmoved && !followsEnd ? .sectionsFromTheTop : .keepingCursorInSight))
        if followsEnd { effects.append(.showLastRow) }
        return effects
    }

    private mutating func rowSelected(_ r: Int, source p: LoadingProgress) -> [ViewerEffect] {
        if r < 0 {  // a row read back from the end: its number comes with the count
            end?.chosen = r
            return []
        }
        guard let pick else { return [.openRow(r)] }
        if pick.multiple {
            if !marked.contains(r) { marked.append(r) }
            return []
        }
        if followsEnd && !hasEveryRow(of: p) {
            picksAtEnd = true  // G Enter while counting: the real last row, once known
            return []
        }
        return [.pick([r])]
    }

}

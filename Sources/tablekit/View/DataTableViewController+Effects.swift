import Foundation
import TableKit
import TableKitData

/// The controller's side of the model: events go to ``ViewerState/handle(_:)``, and the
/// effects it returns run here, in order; an effect that computes (a sort, the sections,
/// hits) answers with an event, handled before the next effect.
extension DataTableViewController {
    /// Applies the jobs that finished: the search, the sections, the sort (in that order);
    /// true when one was.
    func applyFinishedJobs() -> Bool {
        var applied = false
        if let j = searchJob, let result = j.job.poll() {
            searchJob = nil
            if let r = result, r.stopped {
                send(.searchStopped(at: r.searched))  // the source stopped reading before its end
            }
            send(.searchFinished(result?.hits))
            applied = result != nil
        } else if let j = searchJob, let so = j.progress.latest, so.searched > (state.search?.searched ?? .max) {
            send(.searchProgressed(so.hits, searched: so.searched))  // what it found so far
            applied = true
        } else if searchJob == nil, !tableView.heldKeys.isEmpty {
            sendHeldKeys()  // a search dropped without results (the file reopened): the keys go on now
            applied = true
        }
        if let j = groupingJob, let g = j.job.poll() {
            groupingJob = nil
            let unmoved = tableView.cursorIndexPath == IndexPath(row: 0, section: 0) && !searchController.isActive
            send(.groupingFinished(g, progress: source.progress, cursorUnmoved: unmoved))
            applied = true
        }
        if let j = saveJob, let result = j.job.poll() {
            saveJob = nil
            send(.saveFinished(result))
            applied = true
        }
        if let j = filterJob, let kept = j.job.poll() {
            filterJob = nil
            send(.filterFinished(kept, progress: source.progress))
            applied = true
        }
        if let j = sortJob, let order = j.job.poll() {
            sortJob = nil
            send(.sortFinished(order, progress: source.progress))
            applied = true
        }
        return applied
    }

    func run(_ effect: ViewerEffect) {
        switch effect {
        case .sortNow(let column, let ascending, let thenBy):
            let collation = config.collation ?? .current
            let keys = [RowOrder.Key(column: column, ascending: ascending)] + thenBy
            let order = RowOrder.sorted(source, by: keys, collation: collation)
            apply(.sortFinished(order, progress: nil))
        case .startSort(let id, let column, let ascending, let thenBy):
            let source = self.source
            let collation = config.collation ?? .current
            sortJob?.job.cancel()  // the sort it replaces
            sortJob = (
                id,
                jobs.start {
                    source.waitUntilComplete()
                    let keys = [RowOrder.Key(column: column, ascending: ascending)] + thenBy
                    return RowOrder.sorted(source, by: keys, collation: collation)
                }
            )
        case .groupNow(let column, let count):
            apply(.grouped(SectionGrouping.group(source, column: column, count: count, collation: config.collation)))
        case .startGrouping(let id, let column):
            let source = self.source
            let collation = config.collation
            let progress = groupingProgress
            groupingJob?.job.cancel()
            groupingJob = (
                id,
                jobs.start {
                    let count = source.waitUntilComplete().rowCount
                    return SectionGrouping.group(
                        source, column: column, count: count, collation: collation,
                        progress: progress)
                }
            )
        case .searchRows(let range, let q):
            apply(.rowsSearched(searchHits(q ?? query, in: range)))
        case .startSearch(let id):
            startSearchJob(id: id)
        case .searchAgain:
            updateSearchResults(for: searchController)
        case .startSummary(let id):
            startSummaryJob(id: id)
        case .showSummary(let figures):
            show(summarySheet(figures))
        case .startFrequency(let id, let columns):
            startFrequencyJob(id: id, columns: columns)
        case .showFrequency(let counted):
            show(frequencySheet(counted))
        case .filterNow(let count):
            guard let e = state.filter?.expression else { return }
            apply(.filtered(e.hits(in: source, rows: 0..<count)))
        case .startSave(let id, let path, let format, let replacing):
            startSaveJob(id: id, path: path, format: format, replacing: replacing)
        case .startFilter(let id):
            startFilterJob(id: id)
        case .filterRows(let range):
            guard let e = state.filter?.expression else { return }
            apply(.rowsFiltered(e.hits(in: source, rows: range)))
        case .refilter(let old):
            // The columns of the file read again: the names found again, or no row kept.
            let again = try? FilterExpression.parse(old.text, columns: source.columns)
            apply(.filterAsked(again ?? old))
        case .sortAgain:
            // The first key is the column's arrow, found again by name; the later keys of
            // `--sort -pop,city` come with the file's event.
            if let d = tableView.sortDescriptor {
                sortWaitingForColumn = nil
                let p = state.progress
                if !(p.isComplete && p.rowCount == 0) {  // no rows to sort
                    sort(by: d, fromTheTop: true, thenBy: state.sortKey?.thenBy ?? [])
                }
            }
        case .layColumnsOut: layColumnsOut()
        case .restoreCursor(let place): restoreCursor(place)
        case .showSortArrow(let key): tableView.sortDescriptor = sortArrow(key)
        case .showFilterSheet(let filter, let step): show(filteredSheet(by: filter, step: Sanitizer.sanitize(step)))
        case .moveCursor(let n): moveCursor(toShownRow: n)
        case .moveColumnCursor(let i): tableView.selectedColumn = i
        case .closeSheet: closeSheet()
        case .rearrange(let how):
            rearrange(how)
        case .showLastRow:
            showLastRow()
        case .readEnd:
            apply(.endRead(source.fieldsOfLastRows(ViewerState.endRowsRead)))
        case .sendHeldKeys:
            sendHeldKeys()
        case .pickFirstResultIfFound:
            pickFirstResultIfFound()
        case .pick(let rows):
            // A row not read yet (a SQLite page far from a query's start): picked once read.
            guard rows.allSatisfy({ source.fieldsIfRead(ofRow: $0) != nil }) else {
                return rowsWaitingToBeRead = (rows, true)
            }
            finishPicking(rows)
        case .pickLastRow:
            showLastRow()
            guard let last = lastIndexPath else { return window?.quit() ?? () }
            finishPicking([row(at: last)])
        case .openRow(let r):
            // A row not read yet is opened once read: the main thread never waits for it.
            guard source.fieldsIfRead(ofRow: r) != nil else { return rowsWaitingToBeRead = ([r], false) }
            onOpenRow?(r)
        case .quit:
            window?.quit()
        }
    }

    private func rearrange(_ how: ViewerEffect.Rearrangement) {
        let bar = searchController.searchBar.frame.height
        switch how {
        case .keepingCursorInSight:
            rearrangeKeepingCursorInSight()
        case .sortedFromTheTop:
            rearrange()
            highlightFirstRow()
            let top = searchController.isActive ? 0 : bar
            tableView.setContentOffset(Point(x: tableView.contentOffset.x, y: top), animated: false)
        case .sectionsFromTheTop:
            rearrange()
            highlightFirstRow()
            tableView.contentOffset = Point(x: 0, y: bar)
        case .rowsCame(let wasShort):
            rearrange()
            // The first rows arrived after the first screen: hide the search bar above
            // them, as the screen does at start when its rows are there at once.
            if tableView.cursorIndexPath == nil && !searchController.isActive { highlightFirstRow() }
            if wasShort && !searchController.isActive && tableView.contentOffset.y == 0 {
                tableView.contentOffset = Point(x: 0, y: bar)
            }
        case .searchResults:
            showSearchResults()
        case .searchFinished:
            showSearchResults()
            if searchController.isActive && !searchController.searchBar.isEditing { highlightFirstResult() }
        case .resultsCame:
            // Results found above the cursor (the scan wrapped to the top) keep its line.
            let place = searchController.searchBar.isEditing ? nil : cursorPlace()
            rearrange()
            if let place {
                restore(place)
            } else if tableView.cursorIndexPath == nil && !searchController.searchBar.isEditing {
                highlightFirstResult()
            }
        case .reread:
            rearrange()
            highlightFirstRow()
        case .fromTheEnd:
            rearrange()
            showLastRow()
        case .filtered:
            // As sections are: the offset set as is (the table may not be laid out yet, at
            // start), the search bar hidden above the rows unless searching.
            rearrange()
            highlightFirstRow()
            tableView.contentOffset = Point(x: tableView.contentOffset.x, y: searchController.isActive ? 0 : bar)
        }
    }

    /// ``rearrange()`` for a new order: the cursor stays on its row, and the table scrolls
    /// as little as needed to show it, so Enter never opens a row the user cannot see.
    func rearrangeKeepingCursorInSight() {
        rearrange()
        if let ip = tableView.cursorIndexPath, tableView.isValid(ip) {
            tableView.scrollToRow(at: ip, at: .none, animated: false)
        }
    }

    // MARK: Following the end

    /// The last row shown, if any.
    var lastIndexPath: IndexPath? {
        guard let s = arrangement.sections.lastIndex(where: { $0.rows.count > 0 }) else { return nil }
        return IndexPath(row: arrangement.sections[s].rows.count - 1, section: s)
    }

    /// Moves the cursor to the last row and scrolls it into view at the bottom.
    func showLastRow() {
        guard let last = lastIndexPath, !searchController.searchBar.isEditing else { return }
        tableView.moveCursor(to: last)
        tableView.scrollToRow(at: last, at: .bottom, animated: false)
    }

    // MARK: Picking

    /// Records the chosen rows' output (the record as read, or `--print-column`'s value)
    /// and quits; the command prints them after the terminal is restored.
    /// With `--follow`, a file that changed since the last look is read again first, and
    /// nothing is picked: the rows on screen may be the new file's bytes at the old one's
    /// offsets. Enter again picks from the file read again.
    /// Opens or picks the rows Enter chose before their fields were read, once the
    /// background reader has them; true when it did.
    func actOnRowsWaitingToBeRead() -> Bool {
        guard let (rows, picks) = rowsWaitingToBeRead,
            rows.allSatisfy({ $0 < source.progress.rowCount && source.fieldsIfRead(ofRow: $0) != nil })
        else { return false }
        rowsWaitingToBeRead = nil
        if picks { finishPicking(rows) } else { onOpenRow?(rows[0]) }
        return true
    }

    func finishPicking(_ rows: [Int]) {
        if config.follow, reopen != nil, let change = source.lookAtFollowedFile(), reopenAfterTruncation(change) {
            send(.reopenNoteKept)
            return
        }
        if refusesPickOfChangedFile() { return }
        apply(
            .picked(
                rows.map { r in
                    if let c = config.pick?.printColumn {  // never cut; a JSON null as `null`, as `jq -r` prints it
                        // A column gone when the file was read again: blank.
                        return c < 0 ? [] : Array(JSONNull.shownText(source.wholeField(ofRow: r, column: c)).utf8)
                    }
                    return source.record(ofRow: r)
                }))
    }
}

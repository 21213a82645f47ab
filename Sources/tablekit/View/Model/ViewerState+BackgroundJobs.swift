import TableKitApps
import TableKitData

/// The transitions of the jobs that run beside the screen: the search as it finds rows,
/// the column summary and the frequency table (``ViewerState/handle(_:)`` dispatches to them).
extension ViewerState {
    /// What a background search found so far: shown once it found a row (a search going
    /// on: at once, its rows taken in), the cursor on the first.
    mutating func searchProgressed(_ found: RowHits, searched: Int) -> [ViewerEffect] {
        guard var job = search, searched > job.searched else { return [] }
        let wasShown = job.shownHits != nil
        (job.found, job.searched) = (found, searched)
        search = job
        if job.goesOn {
            loadedRows = max(loadedRows, min(searched, progress.rowCount))
            return [.rearrange(.resultsCame)]
        }
        guard job.shownHits != nil else { return [] }
        return [.rearrange(wasShown ? .resultsCame : .searchFinished)]
    }

    /// A background search's hits, with the rows loaded while it ran; then the keys held
    /// meanwhile, and a pick of the first result waiting for it. Results shown as found
    /// stay where they are (the cursor on its row: `n` may have moved it). A search going
    /// on adds its hits to the results and takes its rows in.
    mutating func searchFinished(_ found: RowHits?) -> [ViewerEffect] {
        guard let job = search else { return [] }
        search = nil
        guard let found else { return job.goesOn ? [] : [.sendHeldKeys] }  // cancelled
        if let joins = job.joins {
            hits = joins.union(found)
            loadedRows = max(loadedRows, min(job.upTo, progress.rowCount))
            return [.rearrange(.resultsCame)] + (picksFirstResult ? [.pickFirstResultIfFound] : [])
        }
        (hits, hitsQueryText) = (found, job.text)
        var effects: [ViewerEffect] = []
        if loadedRows > job.upTo { effects.append(.searchRows(job.upTo..<loadedRows, query: job.query)) }
        effects += [.rearrange(job.shownHits == nil ? .searchFinished : .resultsCame), .sendHeldKeys]
        if picksFirstResult { effects.append(.pickFirstResultIfFound) }
        return effects
    }

    /// The column summary of the rows the sheet keeps: started now when every row is in and
    /// no filter is being made, else once they are (a second `I` while one is made changes
    /// nothing).
    mutating func summaryAsked() -> [ViewerEffect] {
        guard summary == nil else { return [] }
        lastJobID += 1
        summary = SummaryJob(id: lastJobID, isRunning: frequencyCanStart)
        return frequencyCanStart ? [.startSummary(id: lastJobID)] : []
    }

    /// The column summary waiting for the count or the filter, started once it can be.
    mutating func startSummaryIfWaiting() -> [ViewerEffect] {
        guard frequencyCanStart, let j = summary, !j.isRunning else { return [] }
        summary?.isRunning = true
        return [.startSummary(id: j.id)]
    }

    /// The frequency table of `columns` (one: its values; more: their combinations):
    /// counted now when every row is in and no filter is being made, else once they are (a
    /// second `F` while one is counted changes nothing). No column asks for nothing.
    mutating func frequencyAsked(columns: [Int]) -> [ViewerEffect] {
        guard frequency == nil, !columns.isEmpty else { return [] }
        lastJobID += 1
        frequency = FrequencyJob(id: lastJobID, columns: columns, isRunning: frequencyCanStart)
        return frequencyCanStart ? [.startFrequency(id: lastJobID, columns: columns)] : []
    }

    /// The frequency table waiting for the count or the filter, started once it can be.
    mutating func startFrequencyIfWaiting() -> [ViewerEffect] {
        guard frequencyCanStart, let j = frequency, !j.isRunning else { return [] }
        frequency?.isRunning = true
        return [.startFrequency(id: j.id, columns: j.columns)]
    }
}

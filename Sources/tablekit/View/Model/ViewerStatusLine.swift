import Foundation
import TableKit
import TableKitApps
import TableKitData

/// The `tablekit view` status line, a function of the model and of what is on screen: the
/// count (or "counting…"), then what the screen is doing — grouping, sorting, picking the
/// last row, an error that stopped loading, searching, the search's "n of m" — and notes
/// (the sort of lines of text, a file changed on disk, the input cut at its limit, the
/// source's notice, `--follow`'s "following" or "file rewritten; read again", columns gone).
enum ViewerStatusLine {
    /// What the status line needs beside the state: facts of the screen and the source.
    struct Screen: Sendable, Equatable {
        /// Lines of text: the sort's arrow (▲ ▼) is said here, having no header to show it.
        var sortArrow: String?
        /// The source's notice (a binary file, invalid UTF-8).
        var notice: String?
        /// Rows the sections being made in the background have read.
        var groupedRows = 0
        /// Rows the filter being made in the background has looked at.
        var filteredRows = 0
        var searchIsActive = false
        /// Rows on screen (the search's results).
        var rowsShown = 0
        /// `--follow` on a file (not standard input): it is read again when it changes.
        var followsFile = false
        /// The names chosen that the source lacks (a followed file read again), sanitised.
        var missingColumns: [String] = []
        /// The input's name as the title bar shows it, sanitised: said when it has no rows.
        var title = ""
        /// The columns a header row named (CSV and TSV read with their header), nil when no
        /// header row is read: "header only: 3 columns" when it has no rows.
        var headerColumns: Int?
        /// Rows the column summary being made has read.
        var summarizedRows = 0
        /// Rows the frequency table being counted has counted.
        var countedRows = 0
        /// Keys act on the screen: false when it is printed once (`--print`), whose status
        /// line then names no key.
        var takesKeys = true
    }

    /// What an input read to its end with no rows says in place of "0 rows": "header only:
    /// 3 columns, no rows" (a CSV of its header alone), "no rows: NAME is empty" (0 bytes,
    /// an empty table) or "no rows in NAME" (a JSON `[]`, blank lines); nil while rows may
    /// come or when there are some.
    static func emptyText(_ p: LoadingProgress, _ screen: Screen) -> String? {
        guard p.isComplete, p.rowCount == 0, p.error == nil else { return nil }
        let isEmpty = p.totalBytes == 0 || (p.totalBytes == nil && p.bytesRead == 0)
        if let n = screen.headerColumns, n > 0 {  // a header read (a pipe's counts no bytes)
            return "header only: " + countText(n, "column") + ", no rows"
        }
        return isEmpty ? "no rows: \(screen.title) is empty" : "no rows in \(screen.title)"
    }

    /// The status line's text (one line, cut by the window to its width): while the column
    /// summary is made, "summarizing… 42% of 1,000 rows" (before the count while counting:
    /// "summary when counted"); while the frequency table is counted, ``frequencyText(_:_:_:base:)``;
    /// a note of the last key ("copied 12 characters") after it.
    static func text(_ state: ViewerState, _ screen: Screen) -> String {
        let base = screenText(state, screen)
        let note = state.note.map { " · " + $0 } ?? ""
        if let job = state.frequency { return frequencyText(state, job, screen, base: base) }
        guard let job = state.summary else { return base + note }
        let p = state.progress
        guard job.isRunning else { return "summary when counted · " + base }
        let percent = p.rowCount > 0 ? min(100, screen.summarizedRows * 100 / p.rowCount) : 100
        let stop = screen.takesKeys ? " (Esc stops)" : ""
        return "summarizing… \(percent)% of " + countText(p.rowCount, "row") + stop
    }

    /// While the frequency table is counted: "counting values… 42% of 10,000,000 rows (Esc
    /// stops)", of the rows a filter kept when there is one; before the count or the
    /// filter is made: "frequency when counted · " (or "when filtered") and the line.
    static func frequencyText(
        _ state: ViewerState, _ job: ViewerState.FrequencyJob, _ screen: Screen, base: String
    ) -> String {
        guard job.isRunning else {
            return (state.inputIsComplete ? "frequency when filtered · " : "frequency when counted · ") + base
        }
        let rows = state.filter.map { $0.hits?.count ?? 0 } ?? state.progress.rowCount
        let percent = rows > 0 ? min(100, screen.countedRows * 100 / rows) : 100
        let stop = screen.takesKeys ? " (Esc stops)" : ""
        return "counting values… \(percent)% of " + countText(rows, "row") + stop
    }

    /// The status line without the summary and the note.
    static func screenText(_ state: ViewerState, _ screen: Screen) -> String {
        let p = state.progress  // what the rows on screen were made from
        if let waiting = waitingText(p, takesKeys: screen.takesKeys) { return waiting }
        if let save = state.save { return "saving \(Sanitizer.sanitize(save.path))…" }
        switch state.saveNote {
        case .saved(let n, let path)?: return "saved \(countText(n, "row")) to \(Sanitizer.sanitize(path))"
        case .failed(let error)?: return "not saved: \(error)"
        case .refused(let why)?: return why
        case nil: break
        }
        let rows = countText(p.rowCount, "row")
        let percent = p.fraction.map { " (\(Int($0 * 100))%)" } ?? ""
        let reading: String = p.pagesPending == 0 ? "" : state.followsEnd ? "going to the end… " : "reading rows… "
        // Printed once, loading is over whether or not the input ended (`--print`'s bound
        // stopped it): the screen says what was read, never that a count goes on.
        let count: String =
            p.isComplete ? rows : screen.takesKeys ? "counting… " + rows + percent : rows + " read (loading stopped)"
        let total: String = reading + (emptyText(p, screen) ?? count)
        let arrow: String = screen.sortArrow.map { " · sorted " + $0 } ?? ""
        let cut: String =
            p.stoppedAtLimit
            ? " · input cut at \(DataFile.sizeText(Int(p.bytesRead))), after its last whole line" : ""
        let bound: String = p.rowLimit.map { " · stopped at --max-rows \($0.formatted())" } ?? ""
        let notice: String = screen.notice.map { " · " + $0 } ?? ""
        // A file not followed that changed while shown: nothing reads it again.
        let sorted: String = arrow + fileChangeText(state, screen) + cut + bound + notice
        if state.grouper != nil {
            guard p.isComplete else { return total + " · sections when counted" }
            let n = screen.groupedRows
            let percent = p.rowCount > 0 ? min(100, n * 100 / p.rowCount) : 100
            return "grouping… \(percent)% of " + rows
        }
        if state.filterJob != nil {
            guard p.isComplete else { return total + " · filter when counted" }
            let percent = p.rowCount > 0 ? min(100, screen.filteredRows * 100 / p.rowCount) : 100
            return "filtering… \(percent)% of " + rows
        }
        if state.isSorting { return "sorting… " + total }
        if state.picksAtEnd { return "picking the last row: " + total }
        if let end = state.end {  // G while counting: the rows read back from the end
            let chosen: String =
                end.chosen == nil ? "" : state.pick != nil ? "picking when counted: " : "opening when counted: "
            return chosen + "last rows · " + total + sorted
        }
        // Loading stopped on bad input: the error in place of the count (the rows before it
        // stay browsable; q quits with it on stderr, exit 1).
        if let error = state.reopenFailure ?? p.error {
            let shown = screen.searchIsActive && state.search == nil ? "\(screen.rowsShown.formatted()) of " : ""
            return "\(error) · \(shown)" + countText(p.rowCount, "row")
                + (state.reopenFailure != nil ? " as the file was" : " before it")
        }
        let doing: String = screen.followsFile ? " · " + (state.reopenNote?.text ?? "following") : ""
        let missing: String =
            screen.missingColumns.isEmpty
            ? "" : " · no column " + screen.missingColumns.joined(separator: ", ")
        let following = doing + missing
        // A filter: "n of N rows · filter", the rows it kept of those read.
        let filtered = state.filter == nil ? "" : " · filter"
        if !filtered.isEmpty && !screen.searchIsActive && emptyText(p, screen) == nil {
            return "\(screen.rowsShown.formatted()) of " + total + filtered + sorted + following
        }
        // An input with no rows says so alone: a search of it has nothing to count.
        guard screen.searchIsActive, emptyText(p, screen) == nil else { return total + sorted + following }
        if let job = state.search {
            let limit = searchLimitText(p, searching: true)
            // What it found so far: the hits shown of a search going on, else the job's own.
            guard let n = job.goesOn ? screen.rowsShown : job.found?.count else {
                return "searching… " + total + limit
            }
            // From the cursor, around to the top: how many rows it looked at, not the first.
            let looked = job.wraps ? job.searched - job.from : job.searched
            let found = "searching… \(n.formatted()) found in " + (job.wraps ? "" : "the first ")
            guard p.isComplete else { return found + countText(looked, "row") + " · counting… " + rows + limit }
            return found + "\(looked.formatted()) of " + rows + limit
        }
        // "0 of 1,950 rows" beside the No Results screen; while counting, the rows so far.
        let n = screen.rowsShown.formatted()
        let looked = state.searchStoppedAt.map { " · searched the first \(countText($0, "row")) (loading stopped)" }
        guard p.isComplete else {
            if !screen.takesKeys { return stoppedSearchText(state, p, matches: screen.rowsShown) }
            let soFar: String = p.fraction.map { " \(Int($0 * 100))%" } ?? ""
            return "\(n) of " + rows + " so far · counting…" + soFar + (looked ?? searchLimitText(p)) + filtered
        }
        // Printed once after `--max-rows` stopped loading: the matches among the rows read.
        if p.rowLimit != nil && !screen.takesKeys { return stoppedSearchText(state, p, matches: screen.rowsShown) }
        return "\(n) of \(total)" + filtered + (looked ?? searchLimitText(p)) + cut + bound + following
            + fileChangeText(state, screen)
    }

    /// The search of a printed screen whose loading stopped before the input's end
    /// (`--print`'s bound): the matches among the rows read, and how many of them it
    /// searched: "7 matches in the 1,234 rows read (loading stopped)", "7 matches in the
    /// first 1,000 of 1,234 rows read (loading stopped)".
    static func stoppedSearchText(_ state: ViewerState, _ p: LoadingProgress, matches: Int) -> String {
        let found = countText(matches, "match", plural: "matches")
        let read = countText(p.rowCount, "row")
        let searched = min(state.searchStoppedAt ?? p.rowCount, p.rowCount, p.searchLimit ?? .max)
        let rows = searched < p.rowCount ? "the first \(searched.formatted()) of \(read)" : "the \(read)"
        return "\(found) in \(rows) read (loading stopped)"
    }

    /// What loading waits for while it has no row, or a lock (the keys still work: q quits,
    /// Esc stops, said when `takesKeys`), nil when rows come. Printed once (not
    /// `takesKeys`), the wait is over: what it waited for did not come.
    static func waitingText(_ p: LoadingProgress, takesKeys: Bool = true) -> String? {
        let keys = takesKeys ? " (Esc/q to stop)" : ""
        switch p.waitsFor {
        case .lock where !takesKeys: return "the database stayed locked (loading stopped)"
        case .firstRow where !takesKeys && p.rowCount == 0: return "no first row came (loading stopped)"
        case .lock: return "waiting for the database (locked)…" + keys
        case .firstRow where p.rowCount == 0: return "waiting for the first row…" + keys
        case .input where p.rowCount == 0: return "waiting for input…"
        default: return nil
        }
    }

    /// " · searched the first N rows (the search limit)" when rows past the search's limit
    /// were not searched (their folded text would be held in memory); while `searching`
    /// below it, " · stops at N rows (the search limit)"; else "".
    static func searchLimitText(_ p: LoadingProgress, searching: Bool = false) -> String {
        guard let limit = p.searchLimit, p.rowCount > limit else { return "" }
        let rows = countText(limit, "row")
        return searching ? " · stops at \(rows) (the search limit)" : " · searched the first \(rows) (the search limit)"
    }

    /// The note of a file changed on disk (seen by a look, or a page past a shrunk file's
    /// new end read as zeros), after the count; "" when none, or when `--follow` reads it again.
    static func fileChangeText(_ state: ViewerState, _ screen: Screen) -> String {
        guard !screen.followsFile else { return "" }
        if state.refusedPickOfChangedFile {
            return " · the file changed on disk since it was read; picked nothing — open it again"
        }
        let p = state.progress
        guard let change = state.fileChangedOnDisk ?? (p.error == nil ? p.fileChange : nil) else { return "" }
        let past = change == .truncated ? ", past its end ␀" : ""
        return " · the file changed on disk (\(change.word)): rows may be stale\(past)"
    }
}

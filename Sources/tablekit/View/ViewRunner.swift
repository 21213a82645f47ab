import Foundation
import TableKit
import TableKitApps
import TableKitData
import TableKitTerminal

/// Runs `tablekit view`'s screen: prints one screen (`--print`, or output not a terminal
/// outside pick mode; after an error found while loading, or standard input cut at
/// `--max-input`, the rows read before it, then the error on stderr), or runs it in the
/// terminal. With data from a pipe or chosen rows going to one, the screen is drawn on
/// `/dev/tty` and keys read from it, as `less` and `fzf` do; standard output then carries
/// only the picked rows.
@MainActor
enum ViewRunner {
    /// Runs `root` for `opts` and returns the exit status: 0, or in pick mode 1 when
    /// nothing was picked (printed, a key script that picks nothing prints the screen; one
    /// that cancels the pick, nothing); 1 after an error found while loading or a cut at
    /// the input limit (printed on stderr), unless rows were picked (printed, 0).
    static func run(_ opts: CommandLineOptions, controller root: ViewController) throws -> Int32 {
        if opts.value("--output") != nil { return try ViewExport.run(opts, controller: root) }
        let screen = dataScreen(root)
        let picking = opts.has("--pick")
        if prints(opts) {
            let width = try opts.int("--width", in: AppRunner.printedSizeRange) ?? 80
            let height = try opts.int("--height", in: AppRunner.printedSizeRange) ?? 24
            screen?.printsOnce = true
            // An input of unknown size (SQLite, a pipe) may never finish: printed by a bound.
            let bounds = try PrintBounds(opts)
            if let screen, screen.config.maxRows == nil, screen.source.progress.totalBytes == nil {
                screen.bound(toRows: bounds.maxRows)
            }
            // `--search` runs meanwhile over the rows read (a search going on takes the new
            // ones); rows it could not read before the bound are named on the status line.
            let jobs = screen?.jobs as? QueueJobRunner
            jobs?.startPending()
            let cut = screen.flatMap { s in
                bounds.wait(for: s.source) {
                    guard s.state.shownHits != nil || s.state.search != nil else { return }
                    _ = s.tick()
                    jobs?.startPending()
                }
            }
            let window = Window(rootViewController: root, size: Size(width: width, height: height))
            _ = window.send(.tick)  // take in every row loaded
            waitForBackgroundWork(screen, window)  // `--search` of many rows
            if let keys = opts.value("--keys") {
                // Each key and Wait settle: keys act on the sorted rows or the results.
                // Each key waits for the jobs of the screen it leaves on top (a sheet it opened).
                KeyScript.play(try KeyScript.steps(keys), in: window) {
                    waitForBackgroundWork(topScreen(root) ?? screen, window)
                }
            }
            if let picked = pickingScreen(root)?.pickedBeforeError { return try write(picked) }
            if let picked = pickedRows(root) { return try write(picked) }
            // A pick cancelled (Esc or q on the first screen) prints nothing and exits 1, as
            // on the terminal.
            if picking && !window.isRunning { return 1 }
            // The rows read before an error or the input limit are shown, as on the
            // terminal, then the error goes to stderr (exit 1).
            try StandardOutput.printLine(TextRenderer.render(window.render()))
            // No rows is not a failure (as `cat` and `less` treat an empty file): the screen
            // says so, and nothing else does. Nothing picked is (exit 1), the screen printed.
            if let error = screen?.loadingError ?? cut { throw error }
            return picking ? 1 : 0
        }
        try PrintBounds.refuse(opts)
        try AppRunner.refusePrintOnlyOptions(opts, printing: false)
        if let screen { _ = screen.source.waitForRows(200, timeout: .milliseconds(50)) }
        let useTTY = isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
        let status = TerminalHost.run(onControllingTerminal: useTTY) { size in
            Window(rootViewController: root, size: size)
        }
        screen?.source.stopLoading()
        // Ended by a signal or ^C: its status, whatever was loaded or picked.
        if status >= 128 { return status }
        if status == 0, let picked = pickingScreen(root)?.pickedBeforeError { return try write(picked) }
        if let error = screen?.loadingError { throw error }
        guard status == 0, picking else { return status }
        guard let picked = pickedRows(root) else { return 1 }
        return try write(picked)
    }

    /// Whether the run prints one screen: `--print`, or output not a terminal outside pick mode.
    nonisolated static func prints(_ opts: CommandLineOptions) -> Bool {
        opts.has("--print") || (!opts.has("--pick") && isatty(STDOUT_FILENO) != 1)
    }

    /// Ticks `window` until `screen`'s sort, sections, search, filter, frequency table and
    /// summary running in the background are applied (and the keys held meanwhile sent),
    /// and the rows a search still has to take in are searched: one printed screen shows
    /// their result, never a part of it.
    /// Between two ticks it waits for the jobs running to finish, or else for the source's
    /// loading to move (woken by their threads, never by a clock).
    static func waitForBackgroundWork(_ screen: DataTableViewController?, _ window: Window) {
        guard let screen else { return }
        while hasBackgroundWork(screen) {
            let progress = screen.source.progress
            if let jobs = screen.jobs as? QueueJobRunner, jobs.isRunning {
                jobs.waitUntilJobsFinish()
            } else if !progress.isComplete && progress.error == nil {
                screen.source.waitForProgress(timeout: .seconds(1)) { $0 != progress }
            }
            _ = window.send(.tick)
        }
    }

    /// Whether `screen` has a sort, search, filter, frequency table or summary running, keys
    /// held until one ends, or rows held back from the screen until a filter finds them.
    static func hasBackgroundWork(_ screen: DataTableViewController) -> Bool {
        if screen.isSorting || !screen.tableView.heldKeys.isEmpty { return true }
        let state = screen.state
        return state.search != nil || state.filterJob != nil || state.frequency != nil
            || state.summary != nil || state.holdsRowsBack
    }

    /// The data screen at the root of `root` (a navigation controller's first), if any.
    static func dataScreen(_ root: ViewController) -> DataTableViewController? {
        if let s = root as? DataTableViewController { return s }
        return (root as? NavigationController)?.viewControllers.first as? DataTableViewController
    }

    /// The data screen on top of `root`'s navigation (a sheet pushed over the first), or
    /// the root's own; nil when the top is no data screen.
    static func topScreen(_ root: ViewController) -> DataTableViewController? {
        guard let nav = root as? NavigationController else { return dataScreen(root) }
        return nav.topViewController as? DataTableViewController
    }

    /// The data screen that picked rows: the root's, or a screen it opened (a SQLite
    /// table opened from the table list); nil when none did.
    static func pickingScreen(_ root: ViewController) -> DataTableViewController? {
        let screens =
            (root as? NavigationController)?.viewControllers.compactMap { $0 as? DataTableViewController }
            ?? dataScreen(root).map { [$0] } ?? []
        return screens.last { $0.picked != nil }
    }

    /// The rows picked on any screen of `root` (a data screen, or a list's
    /// ``PickListViewController``), nil when none were.
    static func pickedRows(_ root: ViewController) -> [[UInt8]]? {
        (root as? PickListViewController)?.picked ?? pickingScreen(root)?.picked
    }

    /// Writes each picked record and a newline to standard output; returns 0.
    /// - Throws: ``StandardOutput/WriteError`` when the output cannot be written.
    static func write(_ records: [[UInt8]]) throws(StandardOutput.WriteError) -> Int32 {
        var out: [UInt8] = []
        // Raw to a pipe (the line as read); sanitised when it would reach a terminal.
        let raw = isatty(STDOUT_FILENO) != 1
        for r in records {
            out += raw ? r : Array(Sanitizer.sanitize(String(decoding: r, as: UTF8.self)).utf8)
            out.append(0x0A)
        }
        try StandardOutput.write(bytes: out)
        return 0
    }
}

import Foundation
import TableKit
import TableKitApps
import TableKitData

/// How long `--print` waits for an input whose size is not known (a SQLite table, view or
/// query, a pipe) to finish: until it has `--max-rows` rows or `--time-limit` seconds have
/// passed, then it prints the rows read and exits 1 with one line naming both; an input
/// with a size (a file) is read to its end, which always comes.
struct PrintBounds: Sendable, Equatable {
    /// `--max-rows N`: the rows read past which printing stops waiting (default 1,000,000).
    var maxRows: Int
    /// `--time-limit SECONDS`: how long printing waits (default 10 s; decimals allowed).
    var timeLimit: Duration

    static let defaultMaxRows = 1_000_000
    static let defaultTimeLimitSeconds = 10.0

    /// The bounds of `opts`, with the defaults for those not given.
    /// - Throws: a usage error for `--max-rows` out of 1…10⁹ or a `--time-limit` that is
    ///   not a number of seconds from 0.1 to 86400.
    init(_ opts: CommandLineOptions) throws {
        maxRows = try opts.int("--max-rows", in: 1...1_000_000_000) ?? Self.defaultMaxRows
        var seconds = Self.defaultTimeLimitSeconds
        if let text = opts.value("--time-limit") {
            guard let s = Double(text), s.isFinite, s >= 0.1, s <= 86_400 else {
                throw CommandLineOptions.UsageError(
                    "option --time-limit must be a number of seconds from 0.1 to 86400, such as 10 or 2.5, not '\(Sanitizer.messageValue(text))'"
                )
            }
            seconds = s
        }
        timeLimit = .milliseconds(Int((seconds * 1_000).rounded()))
    }

    /// Refuses `--time-limit` on a run in the terminal, where it would be ignored (the
    /// screen shows rows as they come, and q stops it); `--max-rows` bounds the screen too.
    /// - Throws: a usage error naming the option.
    static func refuse(_ opts: CommandLineOptions) throws {
        guard opts.value("--time-limit") != nil else { return }
        throw CommandLineOptions.UsageError(
            "--time-limit applies only with --print (on screen, rows show as they come and q stops)")
    }

    /// The rows a data screen shows at most (``ViewConfiguration/maxRows``): `--max-rows N`
    /// on screen and printed; printed without it, ``defaultMaxRows`` for an input of unknown
    /// size (`knownSize` false: SQLite, a pipe); nil otherwise (every row).
    /// - Throws: a usage error for `--max-rows` out of 1…10⁹.
    static func maxRows(_ opts: CommandLineOptions, knownSize: Bool) throws -> Int? {
        if let n = try opts.int("--max-rows", in: 1...1_000_000_000) { return n }
        return ViewRunner.prints(opts) && !knownSize ? defaultMaxRows : nil
    }

    /// "10 s", "2.5 s": the time limit as the message says it.
    var timeLimitText: String {
        let ms = timeLimit.components.seconds * 1_000 + timeLimit.components.attoseconds / 1_000_000_000_000_000
        return ms % 1_000 == 0 ? "\(ms / 1_000) s" : "\(Double(ms) / 1_000) s"
    }

    /// Waits for `source` to finish loading within the bounds and returns nil when it did
    /// (or stopped on its own error), else the one line that `--print` ends with, after
    /// stopping its loading. A source with a known size (a file) is waited for to its end.
    /// A source cut at `--max-rows` (``LoadingProgress/rowLimit``) ends with that line too.
    func wait(for source: any TabularSource) -> DataError? {
        guard source.progress.totalBytes == nil else {
            let p = source.waitUntilComplete()
            return p.rowLimit == nil || p.error != nil ? nil : DataError(message(source.title, p))
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeLimit)
        var p = source.progress
        while !p.isComplete && p.error == nil && p.rowCount < maxRows && clock.now < deadline {
            usleep(2_000)
            p = source.progress
        }
        if p.error != nil || (p.isComplete && p.rowLimit == nil) { return nil }
        source.stopLoading()
        return DataError(message(source.title, p))
    }

    /// The one line for `source` titled `title` stopped at `p`: which bound stopped it
    /// (both named), and the rows read.
    func message(_ title: String, _ p: LoadingProgress) -> String {
        let rows = countText(p.rowCount, "row")
        let time = "--time-limit \(timeLimitText)"
        let most = "--max-rows \(maxRows.formatted())"
        let why =
            p.rowCount >= maxRows
            ? "stopped at \(most) (or \(time))"
            : "\(p.rowCount == 0 ? "no first row" : "not finished") within \(time) (or \(most))"
        return "\(title): \(why): the screen shows the \(rows) read"
    }
}

import Foundation
import TableKitData
import TableKitTerminal
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import tablekit

/// A source whose one line arrived cut at the input limit, or is longer than the display
/// limit: `line` is shown cut at `DataLimits.displayBytes`, as ByteTableSource does.
final class CutSource: TabularSource {
    let line: [UInt8]
    let cut: Bool
    let limit: Int?
    let rows: Int
    init(line: [UInt8], cut: Bool, limit: Int? = nil, rows: Int = 1) {
        self.line = line
        self.cut = cut
        self.limit = limit
        self.rows = rows
    }

    var title: String { "standard input" }
    var columns: [Column] { [Column(name: "line")] }
    var progress: LoadingProgress {
        LoadingProgress(
            rowCount: rows, isComplete: true, bytesRead: Int64(rows * line.count), stoppedAtLimit: cut,
            inputLimit: limit)
    }
    func fields(ofRow row: Int) -> [String] { [field(ofRow: row, column: 0)] }
    func field(ofRow row: Int, column: Int) -> String {
        String(decoding: line.prefix(DataLimits.displayBytes), as: UTF8.self)
    }
    func record(ofRow row: Int) -> [UInt8] { line }
    func rows(matching query: RowQuery, in range: Range<Int>) -> [Int] { [] }
    func rows(matching query: RowQuery, among candidates: [Int]) -> [Int] { [] }
    func stopLoading() {}
}

/// `tablekit view`'s bounds on input (docs/RELIABILITY.md): standard input stops at
/// `--max-input` with one error; a line longer than the display limit opens cut, saying
/// how much is not shown.
@Suite("tablekit view input limits")
@MainActor
struct ViewInputLimitTests {
    func screen(_ source: CutSource, width: Int = 40) -> (ScreenDriver, DataTableViewController) {
        let vc = ViewCommand.makeScreen(source: source, config: ViewConfiguration(shownColumns: [0]), isText: true)
        return (ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: width, height: 8)), vc)
    }

    @Test func inputCutAtTheLimitIsAnErrorNamingTheLimitAndTheOption() {
        let (s, vc) = screen(CutSource(line: Array("0123456789".utf8), cut: true), width: 70)
        #expect(
            vc.loadingError?.description
                == "standard input: more than 10 bytes; stopped at the input limit (--max-input SIZE raises it)")
        #expect(s.lines[6] == " 1 row · input cut at 10 bytes, after its last whole line")
    }

    @Test func linesWhoseIndexFilledTheLimitSaySo() {
        let (_, vc) = screen(CutSource(line: Array("0".utf8), cut: true, limit: 64, rows: 1 << 23))
        #expect(
            vc.loadingError?.description
                == "standard input: 8 MiB in 8,388,608 lines, whose index fills 64 MiB; stopped at the input limit (--max-input SIZE raises it)"
        )
    }

    /// A cut by bytes that dropped a last line read in part leaves fewer bytes read than the
    /// limit: still the limit's message, naming the limit (it said "whose index fills 64 MiB").
    @Test func aCutThatDroppedAPartLineNamesTheLimit() {
        let (_, vc) = screen(CutSource(line: Array("{\"a\":1}".utf8), cut: true, limit: 20, rows: 2))
        #expect(
            vc.loadingError?.description
                == "standard input: more than 20 bytes; stopped at the input limit (--max-input SIZE raises it)")
    }

    /// The real sources, JSON Lines and CSV, through a pipe cut mid-line at 20 bytes.
    @Test(arguments: [
        ("{\"a\":1}\n{\"a\":2}\n{\"a\":333333}\n", 2),
        ("name,n\nann,1\nbob,222\ncyd,3\n", 1),
    ])
    func aPipeCutMidLineNamesTheLimit(text: String, rows: Int) throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        #expect(write(fds[1], text, text.utf8.count) == text.utf8.count)
        close(fds[1])
        defer { close(fds[0]) }
        let source = try DataSources.open(path: "/dev/fd/\(fds[0])", options: DataOpenOptions(standardInputLimit: 20))
        let p = source.waitUntilComplete()
        #expect(p.stoppedAtLimit && p.rowCount == rows)
        let vc = ViewCommand.makeScreen(source: source, config: ViewConfiguration(shownColumns: [0]), isText: false)
        #expect(
            vc.loadingError?.description
                == "/dev/fd/\(fds[0]): more than 20 bytes; stopped at the input limit (--max-input SIZE raises it)")
    }

    /// Every row of input cut at the limit is whole (the cut drops a line read in part):
    /// Enter picks it, and it is printed with exit 0
    /// (docs/decisions/2026-12-01-max-input-the-message-names-the-limit-print-shows-the-rows-a.md).
    @Test func aRowOfInputCutAtTheLimitIsPicked() throws {
        let source = CutSource(line: Array("0123456789".utf8), cut: true)
        var config = ViewConfiguration(shownColumns: [0])
        config.pick = ViewConfiguration.PickMode()
        let vc = ViewCommand.makeScreen(source: source, config: config, isText: true)
        let s = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 70, height: 8))
        #expect(s.lines[6] == " 1 row · input cut at 10 bytes, after its last whole line")
        try s.press("Enter")
        #expect(vc.pickedBeforeError == [Array("0123456789".utf8)])
    }

    @Test func inputThatEndedIsNoError() {
        let (s, vc) = screen(CutSource(line: Array("0123456789".utf8), cut: false))
        #expect(vc.loadingError == nil)
        #expect(s.lines[6] == " 1 row")
    }

    /// Before the cut, a 1 MB line was wrapped whole on every render (18 s for 50 MB).
    @Test func enterOnALineLongerThanTheDisplayLimitShowsItsStartAndWhatIsLeft() throws {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
        let (s, _) = screen(CutSource(line: line, cut: false))
        try s.press("Enter End")
        #expect(s.lines[0].contains("Line 1"))
        #expect(s.lines.contains { $0.contains("… 934,464 more bytes not shown") }, "\(s.lines)")
        let detail = try #require(
            RecordDetailViewController.shownLine(CutSource(line: line, cut: false), row: 0) as String?)
        #expect(detail.utf8.count < DataLimits.displayBytes + 64)
    }

    @Test(arguments: ["0", "lots", "12X"])
    func aMaxInputThatIsNotASizeIsAUsageError(value: String) throws {
        let opts = try CommandLineOptions(
            ["-", "--max-input", value], flags: ViewCommand.flags, options: ViewCommand.options)
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --max-input must be a number of bytes such as 268435456 or 256M, not '\(value)'")
        ) {
            _ = try ViewCommand.makeController(opts)
        }
    }
}

import Foundation
import Testing
@testable import TableKit
import TableKitTestSupport
import TableKitData
import TableKitTerminal
@testable import tablekit
@testable import TableKitApps

/// A source whose one line arrived cut at the input limit, or is longer than the display
/// limit: `line` is shown cut at `DataLimits.displayBytes`, as ByteTableSource does.
final class CutSource: TabularSource {
    let line: [UInt8]
    let cut: Bool
    let limit: Int?
    init(line: [UInt8], cut: Bool, limit: Int? = nil) { self.line = line; self.cut = cut; self.limit = limit }

    var title: String { "standard input" }
    var columns: [Column] { [Column(name: "line")] }
    var progress: LoadingProgress {
        LoadingProgress(rowCount: 1, isComplete: true, bytesRead: Int64(line.count), stoppedAtLimit: cut, inputLimit: limit)
    }
    func fields(ofRow row: Int) -> [String] { [field(ofRow: row, column: 0)] }
    func field(ofRow row: Int, column: Int) -> String { String(decoding: line.prefix(DataLimits.displayBytes), as: UTF8.self) }
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
        #expect(vc.loadingError?.description == "standard input: more than 10 bytes; stopped at the input limit (--max-input SIZE raises it)")
        #expect(s.lines[6] == " 1 row · input cut at 10 bytes, after its last whole line")
    }

    @Test func linesWhoseIndexFilledTheLimitSaySo() {
        let (_, vc) = screen(CutSource(line: Array("0123456789".utf8), cut: true, limit: 64))
        #expect(vc.loadingError?.description
            == "standard input: 10 bytes in 1 line, whose index fills 64 MiB; stopped at the input limit (--max-input SIZE raises it)")
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
        let detail = try #require(RecordDetailViewController.shownLine(CutSource(line: line, cut: false), row: 0) as String?)
        #expect(detail.utf8.count < DataLimits.displayBytes + 64)
    }

    @Test(arguments: ["0", "lots", "12X"])
    func aMaxInputThatIsNotASizeIsAUsageError(value: String) throws {
        let opts = try CommandLineOptions(["-", "--max-input", value], flags: ViewCommand.flags, options: ViewCommand.options)
        #expect(throws: CommandLineOptions.UsageError("option --max-input must be a number of bytes such as 268435456 or 256M, not '\(value)'")) {
            _ = try ViewCommand.makeController(opts)
        }
    }
}

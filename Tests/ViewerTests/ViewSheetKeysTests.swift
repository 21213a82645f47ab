import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// The keys of a sheet pushed over another (the frequency table, a filter, the summary):
/// its help says what each key does there. ← moves the column cursor, so it is not listed
/// as going back; `q` goes back as Esc does (VisiData's `q`), and quits only on the first
/// screen, where the help says so.
@Suite("tablekit view: the keys of a sheet")
@MainActor
struct ViewSheetKeysTests {
    let frequency = ViewFrequencyTests()

    /// The help's lines for the screen on top, as `?` lists them.
    func fullHelp(_ s: ScreenDriver) -> [String] { KeyBinding.fullHelp(s.window.helpBindings) }

    @Test(arguments: ["F", ",", "I"])
    func aSheetsHelpSaysEscGoesBackNotLeftArrow(keys: String) throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Right " + keys)
        _ = s.window.send(.tick)
        let sheet = try #require(frequency.top(data))
        #expect(sheet !== data)
        #expect(s.lines.last?.contains("Esc/q back  ? help  ^C quit") == true, "\(s.lines.last ?? "")")
        #expect(!s.screen.contains("Esc/←"))
        let back = fullHelp(s).filter { $0.hasSuffix(" back") }
        #expect(back.count == 1 && back[0].hasPrefix("Esc/q/⌫ "), "\(back)")
        // What ← does there: the column cursor moves, the sheet stays.
        let column = sheet.tableView.selectedColumn
        try s.press("Right")
        #expect(sheet.tableView.selectedColumn == column + 1)
        try s.press("Left")
        #expect(frequency.top(data) === sheet)
        #expect(sheet.tableView.selectedColumn == column)
    }

    @Test func qOnASheetGoesBackToTheSheetUnderItAndOnTheFirstScreenQuits() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down Down Right ,")  // Delhi's India: the rows of India
        let filtered = try #require(frequency.top(data))
        try s.press("F")
        _ = s.window.send(.tick)
        let counted = try #require(frequency.top(data))
        #expect(counted !== filtered && filtered !== data)
        try s.press("q")
        #expect(frequency.top(data) === filtered && s.window.isRunning)
        try s.press("q")
        #expect(frequency.top(data) === data && s.window.isRunning)
        #expect(data.tableView.cursorIndexPath?.row == 2)  // the cursor where it was
        #expect(s.lines.last?.hasSuffix("? help  q quit") == true, "\(s.lines.last ?? "")")
        try s.press("q")
        #expect(!s.window.isRunning)
    }

    /// A row's detail (Enter) is a screen pushed over the table: `q` goes back to it, as on
    /// a sheet, and its help says so; ← still goes back there (it moves no column).
    @Test func qOnARowsDetailGoesBackToTheTable() throws {
        let (s, data, _) = try frequency.citiesScreen()
        try s.press("Down Enter")
        let nav = try #require(data.navigationController)
        #expect(nav.topViewController is RecordDetailViewController)
        #expect(s.lines.last?.contains("Esc/q back  ← back") == true, "\(s.lines.last ?? "")")
        try s.press("q")
        #expect(nav.topViewController === data && s.window.isRunning)
        #expect(data.tableView.cursorIndexPath?.row == 1)
        try s.press("Enter Left")
        #expect(nav.topViewController === data)
    }

    /// In pick mode too: `q` on the file opened from a file list goes back to the list, on
    /// the list it quits picking nothing.
    @Test func qInPickModeGoesBackFromAnOpenedFileAndQuitsOnTheList() throws {
        let csv = try frequency.screens.file("cities.csv", ViewFrequencyTests.cities)
        let other = try frequency.screens.file("other.csv", "a\n1\n")
        let opts = try CommandLineOptions(
            [csv, other, "--pick"], flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        let nav = try #require(root as? NavigationController)
        let s = ScreenDriver(root, size: Size(width: 60, height: 10))
        try s.press("Enter")
        #expect(nav.viewControllers.count == 2)
        try s.press("q")
        #expect(nav.viewControllers.count == 1 && s.window.isRunning)
        try s.press("q")
        #expect(!s.window.isRunning && ViewRunner.pickedRows(root) == nil)
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// The keys of a sheet pushed over another (the frequency table, a filter, the summary):
/// its help says what each key does there. ← moves the column cursor, so it is not listed
/// as going back.
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
        #expect(s.lines.last?.contains("Esc back") == true, "\(s.lines.last ?? "")")
        #expect(!s.screen.contains("Esc/←"))
        let back = fullHelp(s).filter { $0.hasSuffix(" back") }
        #expect(back.count == 1 && back[0].hasPrefix("Esc/⌫ "), "\(back)")
        // What ← does there: the column cursor moves, the sheet stays.
        let column = sheet.tableView.selectedColumn
        try s.press("Right")
        #expect(sheet.tableView.selectedColumn == column + 1)
        try s.press("Left")
        #expect(frequency.top(data) === sheet)
        #expect(sheet.tableView.selectedColumn == column)
    }
}

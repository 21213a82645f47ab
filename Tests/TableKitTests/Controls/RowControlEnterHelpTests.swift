import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A row whose only action is its control (no selection shown, a switch that Space flips)
/// does not list Enter in help; Enter still selects it, as in UIKit. A row that shows
/// selection lists Enter, with or without a control.
@MainActor
@Suite struct RowControlEnterHelpTests {
    /// One row: Wi-Fi with a switch, drawn with `selectionStyle` as given.
    final class OneSwitchRow: TableViewController {
        let wifi = Switch()
        var style = TableViewCell.SelectionStyle.none
        var control = true
        var selected: [IndexPath] = []
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = TableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = indexPath.row == 0 ? "Wi-Fi" : "Home"
            if indexPath.row == 0 {
                if control { c.accessoryView = wifi }
                c.selectionStyle = style
            }
            return c
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test(arguments: [
        (TableViewCell.SelectionStyle.none, true, "Space toggle  ↑↓ move  ? help  q quit"),
        (.default, true, "Space toggle  ↑↓ move  Enter select  ? help  q quit"),
        (.none, false, "↑↓ move  Enter select  ? help  q quit"),
    ])
    func enterIsListedUnlessTheRowActsThroughItsControlOnly(
        style: TableViewCell.SelectionStyle, control: Bool, helpLine: String
    ) throws {
        let vc = OneSwitchRow()
        vc.style = style
        vc.control = control
        let d = ScreenDriver(vc, size: Size(width: 60, height: 4))
        #expect(d.lines.last == helpLine[...])
        try d.press("Down")
        #expect(d.lines.last == "↑↓ move  Enter select  ? help  q quit")
    }

    @Test func enterStillSelectsARowThatActsThroughItsControl() throws {
        let vc = OneSwitchRow()
        let d = ScreenDriver(vc, size: Size(width: 60, height: 4))
        _ = d.screen
        try d.press("Enter")
        #expect(vc.selected == [IndexPath(row: 0, section: 0)] && !vc.wifi.isOn)
    }
}

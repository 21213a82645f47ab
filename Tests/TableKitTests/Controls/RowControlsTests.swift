import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// The cursor row's controls from the keyboard: Space flips the row's switch, Tab/→ goes
/// into a row of several controls, ←/Esc back; Enter still selects; clicks still work.
@MainActor
@Suite struct RowControlsTests {
    /// Wi-Fi settings in small: a switch row, a plain row, and a row of a segmented control
    /// and a stepper.
    final class Settings: TableViewController {
        let wifi = Switch()
        let band = SegmentedControl(items: ["2.4", "5"])
        let power = Stepper()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            wifi.addAction(Action { [unowned self] _ in log.append("wifi \(wifi.isOn)") }, for: .valueChanged)
            band.addAction(
                Action { [unowned self] _ in log.append("band \(band.selectedSegmentIndex)") }, for: .valueChanged)
            power.maximumValue = 3
            power.addAction(Action { [unowned self] _ in log.append("power \(Int(power.value))") }, for: .valueChanged)
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let c = TableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = ["Wi-Fi", "Other…", "Radio"][indexPath.row]
            switch indexPath.row {
            case 0: c.accessoryView = wifi
            case 1: c.accessoryType = .disclosureIndicator
            default:
                let box = View(frame: Rect(x: 0, y: 0, width: 17, height: 1))
                band.frame = Rect(x: 0, y: 0, width: 11, height: 1)
                power.frame = Rect(x: 12, y: 0, width: 5, height: 1)
                box.addSubview(band)
                box.addSubview(power)
                c.accessoryView = box
            }
            return c
        }
        override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
    }

    func screen() -> (ScreenDriver, Settings) {
        let vc = Settings()
        let d = ScreenDriver(vc, size: Size(width: 40, height: 5))
        _ = d.screen
        return (d, vc)
    }

    @Test func spaceOnASwitchRowFlipsItAndHelpSaysSo() throws {
        let (d, vc) = screen()
        #expect(
            d.screen == """
                 Wi-Fi                             [OFF]
                 Other…                                ›
                 Radio                 [ 2.4 | 5 ] [-|+]

                Space toggle  ↑↓ move  ? help  q quit
                """)
        try d.press("Space")
        #expect(vc.wifi.isOn && vc.log == ["wifi true"])
        #expect(d.lines[0] == " Wi-Fi                             [ ON]")
        try d.press("Space")
        #expect(!vc.wifi.isOn && vc.log == ["wifi true", "wifi false"])
    }

    @Test func enterStillSelectsTheRowOfASwitch() throws {
        let (d, vc) = screen()
        try d.press("Enter")
        #expect(vc.log == ["select 0"] && !vc.wifi.isOn)
    }

    @Test func spaceOnARowWithoutControlsPagesAsBefore() throws {
        let (d, _) = screen()
        try d.press("Down")
        #expect(!d.lines.last!.contains("toggle"))
    }

    @Test func aDisabledSwitchIgnoresSpaceAndIsNotInHelp() throws {
        let (d, vc) = screen()
        vc.wifi.isEnabled = false
        try d.press("Space")
        #expect(!vc.wifi.isOn && vc.log.isEmpty)
        #expect(!d.lines.last!.contains("toggle"))
    }

    @Test func tabGoesIntoARowOfSeveralControlsAndEscBack() throws {
        let (d, vc) = screen()
        try d.press("Down Down")
        #expect(d.lines.last!.hasPrefix("Tab/→ controls"))
        try d.press("Tab")
        #expect(vc.tableView.focusedRowControl === vc.band && vc.band.isHighlighted)
        #expect(
            d.window.keyBindings.prefix(4).map { "\($0.keyLabel) \($0.help)" } == [
                "←→ segment", "Tab/→ next control", "⇧Tab/← previous control", "Esc back to row",
            ])
        #expect(d.lines.last! == "Esc back to row  ? help  q quit")  // on 40 columns, how to leave first
        try d.press("Right")  // the segmented control takes →
        #expect(vc.band.selectedSegmentIndex == 0)
        try d.press("Right Right")  // at its end → goes on to the stepper
        #expect(vc.band.selectedSegmentIndex == 1 && vc.tableView.focusedRowControl === vc.power)
        #expect(!vc.band.isHighlighted && vc.power.isHighlighted)
        try d.press("+ + +")
        #expect(vc.log == ["band 0", "band 1", "power 1", "power 2", "power 3"])
        try d.press("Esc")
        #expect(vc.tableView.focusedRowControl == nil && !vc.power.isHighlighted)
        try d.press("Up")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
    }

    @Test func leftFromTheFirstControlGoesBackToTheRowAndMovingTheCursorDropsTheFocus() throws {
        let (d, vc) = screen()
        try d.press("Down Down Right")
        #expect(vc.tableView.focusedRowControl === vc.band)
        try d.press("Left")  // no segment chosen: ← chooses the first
        #expect(vc.band.selectedSegmentIndex == 0)
        try d.press("Left")  // at the first segment, ← goes back to the row
        #expect(vc.tableView.focusedRowControl == nil)
        try d.press("Tab Up")
        #expect(vc.tableView.cursorIndexPath == IndexPath(row: 1, section: 0))
        _ = d.screen
        #expect(vc.tableView.focusedRowControl == nil && !vc.band.isHighlighted)
    }

    @Test func theFocusedControlIsDrawnClearOfTheCursorLook() throws {
        let (d, vc) = screen()
        try d.press("Down Down Tab")
        let canvas = d.canvas
        #expect(canvas[23, 2].grapheme == "[" && canvas[23, 2].style == Style(attributes: .underline))
        #expect(canvas[2, 2].style.attributes.contains(.reverse))
        #expect(vc.power.isHighlighted == false)
    }

    @Test func spaceFlipsASwitchInTheContentViewToo() {
        let s = Switch()
        let model = CellsModel(["a", "b"]) { c, ip in
            guard ip.row == 0 else { return }
            s.frame = Rect(x: 4, y: 0, width: 5, height: 1)
            c.contentView.addSubview(s)
        }
        let table = model.makeTable(Size(width: 20, height: 3))
        #expect(table.cursorIndexPath == IndexPath(row: 0, section: 0))
        #expect(table.tableKeyBindings.first.map { "\($0.keyLabel) \($0.help)" } == "Space toggle")
        #expect(table.handle(.key(.character(" "))) && s.isOn)
        #expect(model.selections.isEmpty)
    }

    @Test func aClickOnTheSwitchFlipsItWithoutSelectingTheRow() {
        let (d, vc) = screen()
        d.send(.mouse(MouseEvent(kind: .press, location: Point(x: 36, y: 0))))
        #expect(!vc.wifi.isOn && vc.wifi.isHighlighted)
        d.send(.mouse(MouseEvent(kind: .release, location: Point(x: 36, y: 0))))
        #expect(vc.wifi.isOn && vc.log == ["wifi true"])
    }
}

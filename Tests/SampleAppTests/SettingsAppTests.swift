import Foundation
import TableKitTestSupport
import Testing

@testable import Settings
@testable import TableKit

/// The Wi-Fi settings sample: its switch accessory flipped from the keyboard and by a click;
/// each inset group drawn with a box's sides beside its rows.
@MainActor
@Suite struct SettingsAppTests {
    func screen() -> (ScreenDriver, SettingsViewController) {
        let vc = SettingsViewController(networks: ["Home", "Café", "Library"])
        let d = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 44, height: 12))
        _ = d.screen
        return (d, vc)
    }

    @Test func spaceOnTheWiFiRowTurnsItOffAndOnAndTheNetworksGoAndCome() throws {
        let (d, vc) = screen()
        let on = d.screen
        #expect(
            on == """
                                   Wi-Fi

                 │ Wi-Fi                             [ ON]│

                   NETWORKS
                 │ Home                                  ✓│
                 │ Café                                   │
                 │ Library                                │



                Space toggle  ↑↓ move  ? help  q quit
                """)
        try d.press("Space")
        #expect(!vc.wifiSwitch.isOn && vc.numberOfSections(in: vc.tableView) == 1)
        #expect(
            d.screen == """
                                   Wi-Fi

                 │ Wi-Fi                             [OFF]│
                   Location accuracy is improved when Wi-F…







                Space toggle  ↑↓ move  ? help  q quit
                """)
        try d.press("Space")
        #expect(vc.wifiSwitch.isOn && d.screen == on)
    }

    @Test func enterOnANetworkJoinsItAndEnterOnTheWiFiRowLeavesTheSwitch() throws {
        let (d, vc) = screen()
        try d.press("Enter")
        #expect(vc.wifiSwitch.isOn)
        try d.press("Down Down Enter")
        #expect(vc.joined == "Café")
        #expect(d.lines.contains { $0.contains("Café") && $0.contains("✓") })
        #expect(!d.lines.contains { $0.contains("Home") && $0.contains("✓") })
    }

    /// The Wi-Fi row's only action is its switch: help lists Space there, not Enter; a
    /// network's row lists Enter (join).
    @Test func theHelpLineListsSpaceOnTheWiFiRowAndEnterOnANetwork() throws {
        let vc = SettingsViewController(networks: ["Home", "Café"])
        let d = ScreenDriver(NavigationController(rootViewController: vc), size: Size(width: 60, height: 10))
        #expect(d.lines.last == "Space toggle  ↑↓ move  ? help  q quit")
        try d.press("Down")
        #expect(d.lines.last == "↑↓ move  Enter select  ? help  q quit")
    }

    @Test func aClickOnTheSwitchTurnsWiFiOff() throws {
        let (d, vc) = screen()
        let y = try #require(d.lines.firstIndex { $0.contains("[ ON]") })
        let x = try #require(d.lines[y].range(of: "[ ON]")).lowerBound
        let column = d.lines[y].distance(from: d.lines[y].startIndex, to: x) + 1
        d.send(.mouse(MouseEvent(kind: .press, location: Point(x: column, y: y))))
        d.send(.mouse(MouseEvent(kind: .release, location: Point(x: column, y: y))))
        #expect(!vc.wifiSwitch.isOn && d.screen.contains("[OFF]"))
    }
}

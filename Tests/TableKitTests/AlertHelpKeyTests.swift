import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// `?` over an alert shows the full help with the alert's keys; Esc closes the help and
/// the alert is still up. In an alert's text field `?` is typed.
@MainActor
@Suite struct AlertHelpKeyTests {
    func presenting(_ alert: Alert) -> ScreenDriver {
        let root = ViewController()
        let d = ScreenDriver(root, size: Size(width: 44, height: 14))
        root.present(alert)
        return d
    }

    @Test func questionMarkOverAnAlertShowsItsKeysAndEscGoesBackToIt() throws {
        let a = Alert(title: "Delete?", message: "The row goes")
        a.addAction(AlertAction(title: "Delete", style: .destructive))
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        let d = presenting(a)
        let alertScreen = d.screen
        #expect(d.helpBindings.map(\.keyLabel) == ["←/→", "Enter", "Esc", "?", "^C"])
        #expect(d.lines.last == "←/→ choose  Enter press  Esc Cancel  ^C quit")  // full help only
        try d.press("?")
        #expect(d.showsFullHelp)
        #expect(
            d.screen == """
                ╭──────────────────────────────────────────╮
                │ Keys                                     │
                │ ←/⇧Tab/→/Tab  choose                     │
                │ Enter/Space   press                      │
                │ Esc           Cancel                     │
                │ ?             help                       │
                │ ^C            quit                       │
                │                                          │
                │ Mouse: the wheel scrolls, a click        │
                │ selects a row or presses a button.       │
                │                                          │
                │ Esc/q close  ^C quit                     │
                ╰──────────────────────────────────────────╯
                ←/→ choose  Enter press  Esc Cancel  ^C quit
                """)
        try d.press("Esc")
        #expect(!d.showsFullHelp && d.modalViews.count == 1 && d.screen == alertScreen)
    }

    @Test func questionMarkIsTypedInAnAlertsTextField() throws {
        let a = Alert(title: "Name", message: nil)
        a.addTextField { _ in }
        a.addAction(AlertAction(title: "OK"))
        let d = presenting(a)
        try d.press("?")
        #expect(!d.showsFullHelp && a.textFields?.first?.text == "?")
        #expect(!d.helpBindings.contains { $0.keyLabel == "?" })
        try d.press("Tab")  // the buttons have the keyboard
        try d.press("?")
        #expect(d.showsFullHelp)
    }
}

import Foundation
import Testing

@testable import TableKit

/// `q` quits wherever text is not being typed, alerts
/// included, except where an alert must be answered with its buttons: one with a
/// destructive action, or while one of its text fields has the keyboard.
@MainActor
@Suite struct AlertQuitKeyTests {
    /// A controller that counts the quit keys it is offered, and takes them when `takes`.
    final class Saver: ViewController {
        var offered = 0
        var takes = false
        override func handle(_ event: Event) -> Bool {
            guard KeyMaps.current.window.quit.matches(event) else { return false }
            offered += 1
            return takes
        }
    }

    func presenting(_ alert: Alert) -> (Window, Saver) {
        let root = Saver()
        let w = Window(rootViewController: root, size: Size(width: 40, height: 12))
        root.present(alert)
        return (w, root)
    }

    @Test func qQuitsFromAOneButtonAlertAndTheHelpLineSaysSo() {
        let a = Alert(title: "Row Selected!", message: "You selected Grumpy")
        a.addAction(AlertAction(title: "Yes I Did"))
        let (w, root) = presenting(a)
        #expect(w.helpBindings.contains { $0.label == "q" && $0.help == "quit" })
        w.send(.key(.character("q")))
        #expect(!w.isRunning && root.offered == 1)
    }

    @Test func theControllerUnderTheAlertMayTakeTheQuitKeyFirst() {
        let a = Alert(title: "Sure?", message: nil)
        a.addAction(AlertAction(title: "OK"))
        a.addAction(AlertAction(title: "Cancel", style: .cancel))
        let (w, root) = presenting(a)
        root.takes = true  // e.g. saves first, as homepwner does
        w.send(.key(.character("q")))
        #expect(w.isRunning && root.offered == 1)
    }

    @Test func anAlertWithADestructiveActionKeepsQ() {
        let a = Alert(title: "Changes not saved", message: nil)
        a.addAction(AlertAction(title: "Retry"))
        a.addAction(AlertAction(title: "Quit and lose them", style: .destructive))
        a.addAction(AlertAction(title: "Stay", style: .cancel))
        let (w, root) = presenting(a)
        #expect(!w.helpBindings.contains { $0.label == "q" })
        #expect(w.helpBindings.contains { $0.keys == [.ctrl("c")] && $0.help == "quit" })
        w.send(.key(.character("q")))
        #expect(w.isRunning && w.modalViews.count == 1 && root.offered == 0)
    }

    @Test func qIsTypedInAnAlertsTextFieldAndQuitsOnceTheButtonsHaveTheKeyboard() {
        let a = Alert(title: "Name", message: nil)
        a.addTextField { _ in }
        a.addAction(AlertAction(title: "OK"))
        let (w, _) = presenting(a)
        w.send(.key(.character("q")))
        #expect(w.isRunning && a.textFields?.first?.text == "q")
        w.send(.key(.tab))  // the buttons have the keyboard
        w.send(.key(.character("q")))
        #expect(!w.isRunning)
    }

    @Test func aKeyTheAlertsMapBindsStaysTheAlerts() {
        let saved = KeyMaps.current
        defer { KeyMaps.current = saved }
        KeyMaps.current.alert.press.keys.append(.character("q"))
        var pressed = false
        let a = Alert(title: "Sure?", message: nil)
        a.addAction(AlertAction(title: "OK") { _ in pressed = true })
        let (w, _) = presenting(a)
        w.send(.key(.character("q")))
        #expect(w.isRunning && pressed)
    }
}

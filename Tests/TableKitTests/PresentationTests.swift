import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// A controller whose view draws its title on every line, to see what covers what.
@MainActor
final class Filled: ViewController {
    var log: [String] = []
    var keys: [Key] = []
    init(_ title: String) {
        super.init()
        self.title = title
    }
    override func loadView() { setView(FillView(text: title ?? "")) }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    override func handle(_ event: Event) -> Bool {
        if case .key(let k) = event, k == .character("x") {
            keys.append(k)
            return true
        }
        return false
    }
}

@MainActor
final class FillView: View {
    let text: String
    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }
    override func draw(in context: inout DrawContext) {
        for y in 0..<bounds.height {
            context.draw(String(repeating: text, count: bounds.width), x: 0, y: y, width: bounds.width)
        }
    }
}

@MainActor
@Suite struct PresentationTests {
    func window(_ root: ViewController, _ w: Int = 24, _ h: Int = 10) -> Window {
        Window(rootViewController: root, size: Size(width: w, height: h))
    }

    @Test func aFullScreenPresentationCoversEverythingAndTakesTheKeys() {
        let root = Filled("r")
        let w = window(root)
        let top = Filled("f")
        top.modalPresentationStyle = .fullScreen
        root.log.removeAll()
        var completed = false
        root.present(top, animated: true) { completed = true }
        #expect(completed)
        #expect(CellsScreen.lines(w).prefix(9).allSatisfy { $0 == String(repeating: "f", count: 24) })
        #expect(root.log == ["willDisappear", "didDisappear"] && top.log == ["willAppear", "didAppear"])
        #expect(root.presentedViewController === top && top.presentingViewController === root)
        w.send(.key(.character("x")))
        #expect(top.keys == [.character("x")] && root.keys.isEmpty)
        // Esc does not dismiss a full-screen presentation (no swipe in UIKit either).
        w.send(.key(.escape))
        #expect(root.presentedViewController === top)
    }

    @Test func aPageSheetIsABoxOverTheScreenWithTheContentBehindVisible() {
        let root = Filled("r")
        let w = window(root)
        let sheet = Filled("s")
        sheet.title = "s"
        root.present(sheet, animated: true)
        #expect(
            CellsScreen.lines(w) == [
                "rrrrrrrrrrrrrrrrrrrrrrrr",
                "rrrrrrrrrrrrrrrrrrrrrrrr",
                "rr╭─ s ──────────────╮rr",
                "rr│ssssssssssssssssss│rr",
                "rr│ssssssssssssssssss│rr",
                "rr│ssssssssssssssssss│rr",
                "rr│ssssssssssssssssss│rr",
                "rr│ssssssssssssssssss│rr",
                "rr╰──────────────────╯rr",
                "? help  q quit",  // Esc close does not fit in 24 columns
            ])
        // + the window keys (^L, ^Z)
        #expect(w.keyBindings.map(\.help) == ["close", "help", "quit", "repaint", "suspend"])
        // A sheet leaves the presenter on screen: it hears no disappearance.
        #expect(!root.log.contains("willDisappear"))
    }

    @Test func aFormSheetIsCentred() {
        let root = Filled("r")
        let w = window(root, 60, 20)
        let sheet = Filled("s")
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        #expect(w.presentationFrame(sheet) == Rect(x: 10, y: 3, width: 40, height: 12))
        let lines = CellsScreen.lines(w)
        #expect(
            lines[3] == String(repeating: "r", count: 10) + "╭─ s " + String(repeating: "─", count: 34) + "╮"
                + String(repeating: "r", count: 10))
        #expect(lines[4].hasPrefix("rrrrrrrrrr│sss"))
    }

    @Test func escDismissesASheetUnlessItIsModalInPresentation() {
        let root = Filled("r")
        let w = window(root)
        let sheet = Filled("s")
        sheet.isModalInPresentation = true
        root.present(sheet, animated: true)
        w.send(.key(.escape))
        #expect(root.presentedViewController === sheet)
        #expect(!w.keyBindings.contains { $0.help == "close" })
        sheet.isModalInPresentation = false
        sheet.log.removeAll()
        w.send(.key(.escape))
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.log == ["willDisappear", "didDisappear"])
        #expect(CellsScreen.lines(w)[3] == String(repeating: "r", count: 24))
    }

    @Test func dismissWorksFromThePresentedOrThePresentingController() {
        let root = Filled("r")
        let w = window(root)
        defer { withExtendedLifetime(w) {} }
        let top = Filled("f")
        top.modalPresentationStyle = .fullScreen
        root.present(top, animated: false)
        root.log.removeAll()
        var done = 0
        top.dismiss(animated: true) { done += 1 }
        #expect(root.presentedViewController == nil && done == 1)
        #expect(root.log == ["willAppear", "didAppear"])
        root.present(top, animated: false)
        root.dismiss(animated: true) { done += 1 }
        #expect(root.presentedViewController == nil && done == 2)
        root.dismiss(animated: true) { done += 1 }  // nothing presented: only the completion
        #expect(done == 3)
    }

    @Test func dismissingAPresenterTakesDownEverythingAboveIt() {
        let root = Filled("r")
        let w = window(root)
        defer { withExtendedLifetime(w) {} }
        let a = Filled("a")
        let b = Filled("b")
        root.present(a, animated: false)
        a.present(b, animated: false)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        root.dismiss(animated: false)
        #expect(
            root.presentedViewController == nil && a.presentedViewController == nil && b.presentingViewController == nil
        )
    }

    @Test func aPresentedNavigationControllerPushesInsideTheSheet() {
        let root = Filled("r")
        let w = window(root, 30, 10)
        let first = Filled("1")
        let nav = NavigationController(rootViewController: first)
        root.present(nav, animated: true)
        first.navigationController?.pushViewController(Filled("2"), animated: true)
        let lines = CellsScreen.lines(w)
        #expect(lines[3].hasPrefix("rr│‹ 1") && lines[4] == "rr│" + String(repeating: "2", count: 24) + "│rr")
        // Esc pops inside the sheet first, then dismisses it.
        w.send(.key(.escape))
        #expect(nav.viewControllers.count == 1 && root.presentedViewController === nav)
        w.send(.key(.escape))
        #expect(root.presentedViewController == nil)
    }

    @Test func aChildPresentsFromTheRootOfItsHierarchy() {
        let child = Filled("c")
        let nav = NavigationController(rootViewController: child)
        let w = window(nav)
        defer { withExtendedLifetime(w) {} }
        let sheet = Filled("s")
        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === nav && child.presentedViewController === sheet)
        // An alert presented from inside the sheet reaches the window.
        let alert = Alert(title: "Hi", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        sheet.present(alert, animated: true)
        #expect(alert.isPresented)
    }

    @Test func aClickOutsideASheetDoesNothingAndInsideReachesIt() {
        var pressed = 0
        let root = Filled("r")
        let w = window(root)
        let sheet = ViewController()
        sheet.view.addSubview(Button(title: "Go") { pressed += 1 })
        sheet.view.subviews[0].frame = Rect(x: 0, y: 0, width: 8, height: 1)
        root.present(sheet, animated: false)
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 0, y: 0))))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 4, y: 3))))
        w.send(.mouse(MouseEvent(kind: .release, location: Point(x: 4, y: 3))))
        #expect(pressed == 1)
    }

    @Test func aFullScreenPresentationOverANavigationStackTellsItsTopControllerToo() {
        let top = Filled("t")
        let nav = NavigationController(rootViewController: Filled("r"))
        nav.pushViewController(top, animated: false)
        let w = window(nav)
        top.log.removeAll()
        let cover = Filled("c")
        cover.modalPresentationStyle = .fullScreen
        top.present(cover, animated: true)
        #expect(top.log == ["willDisappear", "didDisappear"])
        cover.dismiss(animated: true)
        #expect(top.log == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
        #expect(w.topViewController === nav)
    }
}

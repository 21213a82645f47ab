import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@MainActor
@Suite struct ActionSheetTests {
    func presented(cancel: Bool = true, log: @escaping (String) -> Void) -> (Window, Alert) {
        let root = ViewController()
        let w = Window(rootViewController: root, size: Size(width: 40, height: 14))
        let a = Alert(title: "Photo", message: "Where from?", preferredStyle: .actionSheet)
        a.addAction(AlertAction(title: "Camera") { log($0.title) })
        if cancel { a.addAction(AlertAction(title: "Cancel", style: .cancel) { log($0.title) }) }
        a.addAction(AlertAction(title: "Delete", style: .destructive) { log($0.title) })
        root.present(a)
        return (w, a)
    }

    @Test func anActionSheetIsAListAtTheBottomWithCancelSeparated() {
        let (w, a) = presented { _ in }
        #expect(a.preferredStyle == .actionSheet && a.isPresented)
        #expect(
            CellsScreen.lines(w) == [
                "",
                "",
                "",
                "        ╭──────────────────────╮",
                "        │        Photo         │",
                "        │     Where from?      │",
                "        ├──────────────────────┤",
                "        │        Camera        │",
                "        │        Delete        │",
                "        ╰──────────────────────╯",
                "        ╭──────────────────────╮",
                "        │        Cancel        │",
                "        ╰──────────────────────╯",
                "↑/↓ choose  Esc Cancel  ^C quit",  // 40 columns: leave and quit kept first
            ])
        #expect(CellsScreen.style(w, x: 18, y: 8).foreground == .red)
        #expect(CellsScreen.style(w, x: 18, y: 7).attributes.contains(.reverse))  // the first action has the focus
    }

    @Test func arrowsChooseEnterPressesAndTheSheetIsGoneBeforeTheHandler() {
        var log: [String] = []
        var w: Window!
        (w, _) = presented { log.append("\($0) \(w.modalViews.count)") }
        CellsScreen.press("Down Enter", in: w)
        #expect(log == ["Delete 0"])
    }

    @Test func escChoosesCancelOrJustDismisses() {
        var log: [String] = []
        let (w, _) = presented { log.append($0) }
        CellsScreen.press("Esc", in: w)
        #expect(log == ["Cancel"] && w.modalViews.isEmpty)
        let (w2, a2) = presented(cancel: false) { log.append($0) }
        CellsScreen.press("Esc", in: w2)
        #expect(log == ["Cancel"] && !a2.isPresented)
    }

    @Test func aClickChoosesTheActionUnderIt() {
        var log: [String] = []
        let (w, _) = presented { log.append($0) }
        _ = w.render()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 12, y: 11))))
        #expect(log == ["Cancel"])
    }
}

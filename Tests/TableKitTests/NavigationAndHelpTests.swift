import Foundation
import Testing
@testable import TableKit

@MainActor
@Suite struct NavigationAndHelpTests {
    final class Titled: ViewController {
        init(_ t: String) { super.init(); title = t }
    }

    @Test func clickingTheBackLabelPops() {
        let nav = NavigationController(rootViewController: Titled("Photos"))
        nav.pushViewController(Titled("Detail"), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 6))
        #expect(TextRenderer.lines(w.render())[0].hasPrefix("‹ Photos"))
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 2, y: 0))))
        #expect(nav.viewControllers.count == 1)
        #expect(!TextRenderer.lines(w.render())[0].contains("‹"))
    }

    @Test func aClickOnTheBarElsewhereDoesNotPop() {
        let nav = NavigationController(rootViewController: Titled("Photos"))
        nav.pushViewController(Titled("Detail"), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 40, height: 6))
        _ = w.render()
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 30, y: 0))))
        #expect(nav.viewControllers.count == 2)
    }

    @Test func theHelpLineShowsOnlyTheIndexKeysWhileTheIndexHasTheKeyboard() throws {
        let content = try ListContent.load(path: sortedNamesPath())
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 24))
        #expect(TextRenderer.lines(w.render()).last?.contains("q quit") == true)
        w.send(.key(.tab))
        let help = TextRenderer.lines(w.render()).last ?? ""
        #expect(help.hasPrefix("↑↓ jump"))
        #expect(!help.contains("quit"))
        w.send(.key(.end))
        #expect(vc.tableView.indexCursor == vc.tableView.shownIndexTitles.count - 1)
        w.send(.key(.character("/")))  // searching starts from the index too
        #expect(vc.searchController.isActive)
    }
}

import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Logs the search controller's delegate calls, leaving `presentSearchController` to its
/// default (the automatic presentation).
@MainActor
final class PresentationLog: SearchControllerDelegate, SearchResultsUpdating {
    var log: [String] = []
    func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
    func updateSearchResults(for searchController: SearchController) {
        log.append("update '\(searchController.text)' \(searchController.isActive)")
    }
}

/// The same log from a delegate that presents the search controller itself.
@MainActor
final class SelfPresentingLog: SearchControllerDelegate, SearchResultsUpdating {
    var log: [String] = []
    func presentSearchController(_ searchController: SearchController) { log.append("present") }
    func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
    func updateSearchResults(for searchController: SearchController) {
        log.append("update '\(searchController.text)' \(searchController.isActive)")
    }
}

/// How a search starts or ends in the sequence table.
enum SearchStep: String, CaseIterable, Sendable {
    case setActive, slash, becomeFirstResponder, escape, setInactive
}

/// The search controller's shape as UIKit's: the delegate's calls in order, first
/// responder calls, an optional text, the cursor on the first result after Enter and the
/// content offset that hid the bar restored by Esc, in a `TableViewController` and in a
/// plain `ViewController` with a table subview.
@MainActor
@Suite struct SearchControllerShapeTests {
    let size = Size(width: 40, height: 12)

    /// (steps, whether the delegate presents the controller itself, the log expected).
    nonisolated static let sequences: [([SearchStep], Bool, [String])] = [
        ([.setActive], false, ["willPresent", "didPresent", "update '' true"]),
        ([.setActive], true, ["present", "update '' true"]),
        ([.slash], false, ["willPresent", "didPresent", "update '' true"]),
        ([.slash], true, ["present", "update '' true"]),
        ([.becomeFirstResponder], false, ["willPresent", "didPresent", "update '' true"]),
        ([.becomeFirstResponder], true, ["present", "update '' true"]),
        ([.slash, .escape], false, ["willDismiss", "update '' false", "didDismiss"]),
        ([.setActive, .setInactive], true, ["willDismiss", "update '' false", "didDismiss"]),
        ([.setInactive], false, []),
    ]

    @Test(arguments: sequences.indices)
    func theDelegateHearsPresentationAndDismissalInUIKitsOrder(_ i: Int) throws {
        let (steps, presentsItself, expected) = Self.sequences[i]
        let vc = PlainListController()
        let automatic = PresentationLog()
        let selfPresenting = SelfPresentingLog()
        let w = ScreenDriver(vc, size: size)
        if presentsItself {
            vc.searchController.delegate = selfPresenting
            vc.searchController.searchResultsUpdater = selfPresenting
        } else {
            vc.searchController.delegate = automatic
            vc.searchController.searchResultsUpdater = automatic
        }
        var mark = 0
        for step in steps {
            mark = presentsItself ? selfPresenting.log.count : automatic.log.count
            switch step {
            case .setActive: vc.searchController.isActive = true
            case .slash: try w.press("/")
            case .becomeFirstResponder: vc.searchController.searchBar.becomeFirstResponder()
            case .escape: try w.press("Esc")
            case .setInactive: vc.searchController.isActive = false
            }
        }
        let log = presentsItself ? selfPresenting.log : automatic.log
        #expect(Array(log.dropFirst(mark)) == expected, "\(steps) presentsItself: \(presentsItself)")
        #expect(vc.searchController.isActive == [.setActive, .slash, .becomeFirstResponder].contains(steps.last!))
    }

    @Test func theBarsFirstResponderCallsStartTypingAndHandTheKeysBack() throws {
        let vc = PlainListController()
        let w = ScreenDriver(vc, size: size)
        let bar = vc.searchController.searchBar
        #expect(!bar.isFirstResponder)
        #expect(bar.becomeFirstResponder())
        #expect(bar.isFirstResponder && vc.searchController.isActive)
        try w.press("'fi'")
        #expect(vc.shown == ["Fig"])
        #expect(bar.resignFirstResponder())
        #expect(!bar.isFirstResponder && vc.searchController.isActive && bar.text == "fi")
        try w.press("'f'")
        #expect(bar.text == "fi", "the keys went back to the table")
    }

    @Test func theBarsTextIsOptionalAndNilClearsIt() {
        let sc = SearchController()
        let bar: SearchBar = sc.searchBar
        bar.text = "ap"
        let text: String? = bar.text
        #expect(text == "ap" && sc.text == "ap")
        bar.text = nil
        #expect(bar.text == "" && sc.text == "")
    }

    enum Host: String, CaseIterable, Sendable { case tableViewController, plainViewController, resultsController }

    /// The cursor on row 3 of the full list, then `/ 'e' Enter`: the cursor is on the first
    /// result, not on row 3 of the results.
    @Test(arguments: Host.allCases)
    func enterInTheSearchFieldPutsTheCursorOnTheFirstResult(_ host: Host) throws {
        let table: TableView
        let w: ScreenDriver
        var firstShown: () -> String?
        switch host {
        case .tableViewController:
            let vc = FruitList()
            vc.searchController.obscuresBackgroundDuringPresentation = false
            w = ScreenDriver(vc, size: size)
            table = vc.tableView
            firstShown = { vc.shown.first }
        case .plainViewController:
            let vc = PlainListController()
            w = ScreenDriver(vc, size: size)
            table = vc.tableView
            firstShown = { vc.shown.first }
        case .resultsController:
            let results = FruitResults()
            let vc = FruitList(results: results)
            w = ScreenDriver(vc, size: size)
            table = results.tableView
            firstShown = { results.items.first }
        }
        try w.press("Down Down Down")
        try w.press("/ 'e' Enter")
        #expect(table.cursorIndexPath == IndexPath(row: 0, section: 0), "\(host)")
        #expect(firstShown() == "Apple", "\(host)")
    }

    @Test(arguments: [Host.tableViewController, .plainViewController])
    func escRestoresTheContentOffsetThatHidTheBar(_ host: Host) throws {
        let table: TableView
        let w: ScreenDriver
        let size = Size(width: 40, height: 6)  // shorter than the rows: the table scrolls
        switch host {
        case .tableViewController, .resultsController:
            let vc = FruitList()
            vc.searchController.obscuresBackgroundDuringPresentation = false
            w = ScreenDriver(vc, size: size)
            table = vc.tableView
        case .plainViewController:
            let vc = PlainListController()
            w = ScreenDriver(vc, size: size)
            table = vc.tableView
        }
        table.contentOffset = Point(x: 0, y: 1)  // the bar hidden above the first row
        #expect(!w.lines[0].contains("🔍"))
        try w.press("/")
        #expect(table.contentOffset.y == 0 && w.lines[0].contains("🔍"), "\(host): the bar shows while searching")
        try w.press("'a' Down Esc")
        #expect(table.contentOffset.y == 1, "\(host)")
        #expect(!w.lines[0].contains("🔍"), "\(host): the bar is hidden again")
        try w.press("/ 'a' Esc")
        #expect(table.contentOffset.y == 1, "\(host): Esc while typing restores it too")
    }
}

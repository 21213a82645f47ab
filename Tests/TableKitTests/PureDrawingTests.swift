import Foundation
import Testing

@testable import TableKit

/// Drawing is a pure function of state: `draw` changes nothing and asks
/// neither the data source nor the delegate; help is built from state, not from calls.
@MainActor
@Suite struct PureDrawingTests {
    /// A data source and delegate that count every call they get.
    final class Counting: TableViewDataSource, TableViewDelegate {
        var calls = 0
        func numberOfSections(in tableView: TableView) -> Int {
            calls += 1
            return 2
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            calls += 1
            return 30
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            calls += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            calls += 1
            return "S\(section)"
        }
        func sectionIndexTitles(for tableView: TableView) -> [String]? {
            calls += 1
            return ["A", "B"]
        }
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
            calls += 1
            return true
        }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            calls += 1
            return true
        }
        // Implemented, so rows show reorder controls (UIKit's rule); called once to learn it.
        func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
        { calls += 1 }
        func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            calls += 1
            return true
        }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            calls += 1
            return SwipeActionsConfiguration(actions: [
                ContextualAction(style: .normal, title: "Flag") { _, d in d(true) }
            ])
        }
    }

    /// A controller showing a counting table with header, footer and background views.
    final class Screen: ViewController {
        let table = TableView()
        let model = Counting()
        override func loadView() { setView(table) }
        override func viewDidLoad() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "c")
            table.dataSource = model
            table.delegate = model
            table.tableHeaderView = Label(text: "header")
            table.tableHeaderView?.frame = Rect(x: 0, y: 0, width: 0, height: 1)
            table.tableFooterView = Label(text: "footer")
            table.tableFooterView?.frame = Rect(x: 0, y: 0, width: 0, height: 1)
            table.backgroundView = Label(text: "behind")
            table.reloadData()
        }
    }

    @Test func drawingChangesNoFrameAndCallsNeitherDataSourceNorDelegate() {
        let vc = Screen()
        let w = Window(rootViewController: vc, size: Size(width: 40, height: 12))
        w.send(.key(.down))
        vc.table.setEditing(true, animated: false)
        _ = w.render()
        let frames = [vc.table.tableHeaderView!.frame, vc.table.tableFooterView!.frame, vc.table.backgroundView!.frame]
        vc.model.calls = 0
        var ctx = DrawContext(canvas: Canvas(size: w.size))
        vc.table.render(in: &ctx)
        #expect(vc.model.calls == 0)
        #expect(
            [vc.table.tableHeaderView!.frame, vc.table.tableFooterView!.frame, vc.table.backgroundView!.frame] == frames
        )
    }

    @Test func aFrameWithNothingChangedAsksNothingEvenForTheHelpLine() {
        let vc = Screen()
        let w = Window(rootViewController: vc, size: Size(width: 80, height: 12))
        w.send(.key(.down))
        vc.table.setEditing(true, animated: false)
        let first = TextRenderer.render(w.render())
        vc.model.calls = 0
        #expect(TextRenderer.render(w.render()) == first)
        let help = w.keyBindings.map(\.help)
        #expect(help.contains("actions") && help.contains("delete") && help.contains("move row"))  // still listed
        #expect(vc.model.calls == 0)
    }

    @Test func theNavigationBarsBackLabelWidthIsLaidOutNotDrawn() {
        let nav = NavigationController(
            rootViewController: {
                let v = ViewController()
                v.title = "Root"
                return v
            }())
        nav.pushViewController(ViewController(), animated: false)
        let w = Window(rootViewController: nav, size: Size(width: 30, height: 6))
        w.layout()
        #expect(nav.container.backLabelWidth == "‹ Root".displayWidth)
        w.send(.mouse(MouseEvent(kind: .press, location: Point(x: 1, y: 0))))  // no draw before the click
        #expect(nav.viewControllers.count == 1)
    }
}

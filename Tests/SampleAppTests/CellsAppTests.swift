import Foundation
import TableKitTestSupport
import Testing

@testable import Cells
@testable import TableKit

@MainActor
@Suite(.serialized) struct CellsAppTests {
    static let computers = [
        Computer(name: "MacBook", color: "White"), Computer(name: "MacBook Pro", color: "Silver"),
        Computer(name: "iMac", color: "White"), Computer(name: "Mac mini", color: "Silver"),
    ]

    /// The layout file bundled with the app.
    static func bundledLayout() throws -> CellLayout {
        let url = try #require(CellsResources.url(forResource: "ComputerCell", withExtension: "json"))
        let l = try CellLayout.load(contentsOf: url)
        try l.requireOutlets(ComputerCell.requiredOutlets)
        return l
    }

    func window(_ mode: ComputersViewController.Mode) throws -> (Window, ComputersViewController) {
        let vc = try ComputersViewController(
            computers: Self.computers, mode: mode, layout: mode == .subclass ? try Self.bundledLayout() : nil)
        return (Window(rootViewController: vc, size: Size(width: 30, height: 8)), vc)
    }

    @Test(arguments: ComputersViewController.Mode.allCases)
    func bothModesDrawTheSameTwoLineCells(mode: ComputersViewController.Mode) throws {
        let (w, vc) = try window(mode)
        #expect(
            CellsScreen.lines(w) == [
                "  Name: MacBook",
                " Color: White",
                "  Name: MacBook Pro",
                " Color: Silver",
                "  Name: iMac",
                " Color: White",
                " 4 computers · \(mode.rawValue)",
                "↑↓ move  ? help  q quit",
            ])
        #expect(vc.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 2)
        // "Name:" is bold, the colour value dim (the second row: the first has the cursor).
        #expect(CellsScreen.style(w, x: 2, y: 2).attributes == .bold)
        #expect(CellsScreen.style(w, x: 8, y: 3).attributes == .dim)
    }

    @Test func taggedLabelsAreAddedOnceAndFoundAgainOnReuse() throws {
        let (w, vc) = try window(.tags)
        _ = w.render()
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let before = cell.contentView.subviews.count
        TaggedComputerCell.configure(cell, with: Computer(name: "Xserve", color: "Grey"))
        #expect(cell.contentView.subviews.count == before)
        #expect((cell.contentView.viewWithTag(TaggedComputerCell.nameValueTag) as? Label)?.text == "Xserve")
        #expect((cell.contentView.viewWithTag(TaggedComputerCell.colorValueTag) as? Label)?.text == "Grey")
    }

    @Test func subclassCellsComeFromTheLayoutFileWithOutlets() throws {
        let (w, vc) = try window(.subclass)
        _ = w.render()
        let cell = try #require(vc.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ComputerCell)
        #expect(cell.nameLabel.text == "MacBook Pro")
        #expect(cell.colorLabel.text == "Silver")
        #expect(cell.layoutFileView?.outlet("nameTitle", as: Label.self)?.text == "Name:")
        #expect(cell.nameLabel.superview === cell.layoutFileView && cell.layoutFileView?.superview === cell.contentView)
        // The value label fills the content width: 30 columns less the selection margin.
        #expect(cell.nameLabel.frame.width == 30 - 1 - 7)
    }

    /// A layout file naming an outlet the cell does not have is refused when it is
    /// registered, with the outlet and its place in the file.
    @Test func aLayoutWithAnOutletTheCellLacksIsRefusedAtRegistration() throws {
        let text =
            #"{ "height": 1, "views": [ { "class": "Label", "outlet": "price", "frame": { "x": 0, "y": 0, "width": 5, "height": 1 } } ] }"#
        let layout = try CellLayout(data: Data(text.utf8), source: "Bad.json")
        #expect {
            _ = try ComputersViewController(computers: Self.computers, mode: .subclass, layout: layout)
        } throws: { error in
            (error as? LayoutError)?.description.contains("no outlet 'price'") == true
        }
    }

    @Test func bundledPlistHasEightComputers() throws {
        let url = try #require(CellsResources.url(forResource: "computers", withExtension: "plist"))
        let all = try Computer.load(contentsOf: url)
        #expect(all.count == 8)
        #expect(all.first == Computer(name: "MacBook", color: "White"))
    }
}

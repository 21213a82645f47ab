import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

/// Seeded fuzzing of a table in a window: random keys, clicks and wheel turns, resizes
/// down to 0×0, ticks, editing switched on and off, reloads and batch updates made by
/// diffing random model changes. The table's invariants (`_checkInvariants()`, on in
/// debug builds) run after every layout and update; the test itself checks that the
/// cells on screen always show the model's rows. Replay a failure with `TABLEKIT_SEED`.
@MainActor
@Suite struct TableViewFuzzTests {
    static let eventsPerRun = 20_000

    /// A controller whose view is one table over a model of uniquely named rows.
    final class FuzzController: ViewController {
        let table: TableView
        let model: ModelDataSource
        var sectionIDs: [Int]
        init(style: TableView.Style, model: ModelDataSource, sectionIDs: [Int]) {
            self.model = model
            self.sectionIDs = sectionIDs
            table = TableView(style: style)
            super.init()
        }
        override func loadView() { setView(table) }
        override func viewDidLoad() {
            table.register(TableViewCell.self, forCellReuseIdentifier: "c")
            table.dataSource = model
            table.delegate = model
        }
    }

    static let keys: [Key] = [
        .up, .down, .left, .right, .shiftUp, .shiftDown, .pageUp, .pageDown, .home, .end,
        .enter, .escape, .tab, .backTab, .backspace, .delete, .character("j"),
        .character("k"), .character("g"), .character("G"), .character(" "),
        .character("d"), .character("y"), .character("n"), .character("M"),
        .character("/"), .character("x"), .ctrl("d"), .ctrl("u"),
    ]

    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
    func randomEventsKeepEveryInvariant(style: TableView.Style) throws {
        let styleNumber: UInt64 = style == .plain ? 0 : style == .grouped ? 1 : 2
        let seed = SeededRandom.seed(0xF022 &+ styleNumber)
        var rng = SeededRandom(seed: seed)
        var nextItem = 0
        func newRow() -> String {
            nextItem += 1
            return "r\(nextItem)"
        }
        let initial = (0..<4).map { s in (0..<(3 + s * 5)).map { _ in newRow() } }
        let model = ModelDataSource(initial, titles: ["S0", nil, "S2", "S3"])
        model.canMove = { _ in true }
        model.editingStyle = { _ in .delete }  // inserts would add rows named "new" twice
        let vc = FuzzController(style: style, model: model, sectionIDs: [0, 1, 2, 3])
        var nextSection = 4
        var size = Size(width: 40, height: 12)
        let window = Window(rootViewController: vc, size: size)
        _ = window.render()
        var editingSeen = (on: false, off: false)
        var batches = 0
        var shrunkToZero = false

        for step in 0..<Self.eventsPerRun {
            let roll = Int(rng.next() % 100)
            var event = "roll \(roll)"
            switch roll {
            case 0..<55:
                let key = Self.keys[Int(rng.next() % UInt64(Self.keys.count))]
                event = "key \(key)"
                _ = window.send(.key(key))
            case 55..<65:
                let kinds: [MouseEvent.Kind] = [.press, .release, .wheelUp, .wheelDown]
                let point = Point(
                    x: Int(rng.next() % UInt64(size.width + 2)) - 1,
                    y: Int(rng.next() % UInt64(size.height + 2)) - 1)
                _ = window.send(.mouse(MouseEvent(kind: kinds[Int(rng.next() % 4)], location: point)))
            case 65..<70:
                size =
                    rng.next() % 8 == 0
                    ? Size(width: Int(rng.next() % 3), height: Int(rng.next() % 3))
                    : Size(width: 1 + Int(rng.next() % 70), height: 1 + Int(rng.next() % 25))
                if size.width == 0 && size.height == 0 { shrunkToZero = true }
                _ = window.send(.resize(size))
            case 70..<78:
                _ = window.send(.tick)
            case 78..<82:
                vc.table.setEditing(!vc.table.isEditing, animated: false)
            case 82..<84:
                vc.table.reloadData()
            default:
                try applyRandomBatch(
                    to: vc, rng: &rng, newRow: newRow, nextSection: &nextSection, seed: seed, step: step)
                batches += 1
            }
            if vc.table.isEditing { editingSeen.on = true } else { editingSeen.off = true }
            _ = window.render()
            // Below the window's minimum size it shows a notice and lays nothing out.
            guard size.width >= Window.minimumSize.width && size.height >= Window.minimumSize.height else { continue }
            let shown = vc.table.indexPathsForVisibleRows
            for ip in shown {
                let text = vc.table.cellForRow(at: ip)?.textLabel?.text
                #expect(
                    text == model.rows[ip.section][ip.row],
                    "seed \(seed), step \(step) (\(event), \(size), editing \(vc.table.isEditing)): \(ip) shows \(text ?? "no cell")"
                )
                if text != model.rows[ip.section][ip.row] { return }
            }
            vc.table._checkInvariants()
        }
        // The generator is not vacuous: every kind of event happened.
        #expect(editingSeen.on && editingSeen.off && batches > 1_000 && shrunkToZero, "seed \(seed)")
        #expect(model.commits.count + model.moves.count > 0, "seed \(seed): keys never edited a row")
    }

    /// Changes the model at random (deleted, inserted and moved rows, sometimes a section
    /// inserted or deleted) and applies the diff as one batch update.
    func applyRandomBatch(
        to vc: FuzzController, rng: inout SeededRandom, newRow: () -> String,
        nextSection: inout Int, seed: UInt64, step: Int
    ) throws {
        let model = vc.model
        let before = try snapshot(model.rows, vc.sectionIDs)
        var rows = model.rows
        var ids = vc.sectionIDs
        var titles = model.titles
        for _ in 0..<(1 + Int(rng.next() % 6)) {
            let s = rows.isEmpty ? -1 : Int(rng.next() % UInt64(rows.count))
            switch rng.next() % 10 {
            case 0..<3 where s >= 0 && !rows[s].isEmpty:
                rows[s].remove(at: Int(rng.next() % UInt64(rows[s].count)))
            case 3..<6 where s >= 0:
                rows[s].insert(newRow(), at: Int(rng.next() % UInt64(rows[s].count + 1)))
            case 6..<8 where s >= 0 && !rows[s].isEmpty:
                let item = rows[s].remove(at: Int(rng.next() % UInt64(rows[s].count)))
                let t = Int(rng.next() % UInt64(rows.count))
                rows[t].insert(item, at: Int(rng.next() % UInt64(rows[t].count + 1)))
            case 8 where rows.count < 8:
                let at = Int(rng.next() % UInt64(rows.count + 1))
                rows.insert((0..<Int(rng.next() % 5)).map { _ in newRow() }, at: at)
                ids.insert(nextSection, at: at)
                titles.insert(rng.next() % 2 == 0 ? "S\(nextSection)" : nil, at: at)
                nextSection += 1
            case 9 where rows.count > 1:
                rows.remove(at: s)
                ids.remove(at: s)
                titles.remove(at: s)
            default:
                break
            }
        }
        let update = before.batchUpdate(to: try snapshot(rows, ids))
        model.rows = rows
        model.titles = titles
        vc.sectionIDs = ids
        do {
            try vc.table.apply(update, with: rng.next() % 4 == 0 ? .none : .automatic)
        } catch {
            Issue.record("seed \(seed), step \(step): a diff's update was rejected: \(error)")
            throw error
        }
    }

    func snapshot(_ rows: [[String]], _ ids: [Int]) throws -> Snapshot<Int, String> {
        var snapshot = Snapshot<Int, String>()
        snapshot.appendSections(ids)
        for (s, items) in zip(ids, rows) { snapshot.appendItems(items, toSection: s) }
        return snapshot
    }
}

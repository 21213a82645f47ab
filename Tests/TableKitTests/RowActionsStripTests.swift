import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// A row-action strip never leaves stray characters, at any width from 1
/// to 200. Every rendered line of the strip is checked against the text it must show.
@MainActor
@Suite struct RowActionsStripTests {
    /// A two-line row (a subtitle cell) with a long title, and the strip opened on it.
    final class Rows: TableViewDataSource, TableViewDelegate {
        var actions: [ContextualAction] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            cell.textLabel?.text = "Rusty Guitar with a long name"
            cell.detailTextLabel?.text = "9G2L2 · 2025-01-11 $38"
            return cell
        }
        func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
        func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
        { "Remove" }
        func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            SwipeActionsConfiguration(actions: actions)
        }
        func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> SwipeActionsConfiguration?
        {
            SwipeActionsConfiguration(actions: actions)
        }
    }

    enum Opening: String, CaseIterable { case trailing, trailingChoosingLast, leading, deleteConfirmation }

    /// The two actions Homepwner offers: Revalue, then Remove….
    static func homepwnerActions() -> [ContextualAction] {
        [
            ContextualAction(style: .normal, title: "Revalue") { _, d in d(true) },
            ContextualAction(style: .destructive, title: "Remove…") { _, d in d(true) },
        ]
    }

    /// Whether `text` is what a button of `label` shows: `[x]` when chosen, else ` x `,
    /// where x is the label or a start of it ending in `…` (or nothing, for 1–2 columns).
    func isButton(_ text: String, label: String, chosen: Bool) -> Bool {
        let inner: String
        if text.displayWidth <= 2 { return text.allSatisfy { $0 == " " || $0 == "[" || $0 == "]" || $0 == "…" } }
        if chosen {
            guard text.hasPrefix("["), text.hasSuffix("]") else { return false }
            inner = String(text.dropFirst().dropLast())
        } else {
            guard text.hasPrefix(" ") else { return false }
            inner = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        }
        if inner == label { return true }
        guard inner.hasSuffix("…") else { return false }
        return label.hasPrefix(inner.dropLast())
    }

    @Test(arguments: Opening.allCases)
    func theStripShowsOnlyItsButtonsAtEveryWidth(_ opening: Opening) throws {
        for width in 1...200 {
            let ds = Rows()
            ds.actions = Self.homepwnerActions()
            keepAlive.append(ds)
            let size = Size(width: width, height: 6)
            let table = TableView(frame: Rect(origin: .zero, size: size))
            // A subtitle cell: two lines, so the strip's second line is checked too.
            table.register(SubtitleCell.self, forCellReuseIdentifier: "c")
            table.rowHeight = .lines(2)
            table.dataSource = ds
            table.delegate = ds
            table.reloadData()
            table.layoutIfNeeded()
            let row = IndexPath(row: 0, section: 0)
            switch opening {
            case .trailing, .trailingChoosingLast: #expect(table.showTrailingActions(forRowAt: row))
            case .leading: #expect(table.showLeadingActions(forRowAt: row))
            case .deleteConfirmation: #expect(table.showDeleteConfirmation(forRowAt: row))
            }
            table.layoutIfNeeded()
            if opening == .trailingChoosingLast {
                _ = table.handle(.key(.left))
                _ = table.handle(.key(.left))
                table.layoutIfNeeded()
            }
            let canvas = table.renderedCanvas()
            let state = try #require(table.rowActionsView.state)
            let view = table.rowActionsView
            guard width > 1 else {
                #expect(view.isHidden || view.buttons.isEmpty, "width \(width)")
                continue
            }
            let strip = view.frame
            #expect(
                !view.isHidden && strip.minY == 0 && strip.height == 2 && strip.maxX == width,
                "width \(width): \(strip)")
            #expect(view.buttons.contains { $0.index == state.chosen }, "width \(width): the chosen action is shown")
            let labels = state.actions.map(\.label)
            // Line 1: blanks, buttons one column apart, blanks; nothing of the row inside.
            var x = strip.minX
            for b in view.buttons.sorted(by: { $0.frame.minX < $1.frame.minX }) {
                let bx = strip.minX + b.frame.minX
                let gap = Self.cells(canvas, y: 0, from: x, to: bx)
                #expect(gap.allSatisfy { $0 == " " }, "width \(width) \(opening): stray '\(gap)' in the strip")
                let text = Self.cells(canvas, y: 0, from: bx, to: bx + b.frame.width)
                #expect(
                    isButton(text, label: labels[b.index], chosen: b.index == state.chosen),
                    "width \(width) \(opening): button '\(text)' for '\(labels[b.index])'")
                x = bx + b.frame.width
            }
            // After the last button: blanks to the edge, or the row's title after leading actions.
            let rest = Self.cells(canvas, y: 0, from: x, to: width)
            if opening == .leading {
                let title = rest.trimmingCharacters(in: .whitespaces)
                #expect(
                    title.isEmpty
                        || "Rusty Guitar with a long name".hasPrefix(
                            title.hasSuffix("…") ? String(title.dropLast()) : title),
                    "width \(width): '\(rest)' after the leading buttons")
            } else {
                #expect(rest.allSatisfy { $0 == " " }, "width \(width) \(opening): '\(rest)' after the buttons")
            }
            // Line 2: only blanks inside the strip.
            let second = Self.cells(canvas, y: 1, from: strip.minX, to: strip.maxX)
            #expect(
                second.allSatisfy { $0 == " " }, "width \(width) \(opening): '\(second)' on the strip's second line")
            // Beside a trailing strip: none or at least 3 columns of the row, never a lone letter.
            if opening != .leading && strip.minX > 0 {
                #expect(
                    strip.minX >= RowActionsLayout.minimumContentWidth,
                    "width \(width): \(strip.minX) columns of the row left")
                #expect(
                    Self.cells(canvas, y: 0, from: strip.minX, to: strip.minX + 1) == " ",
                    "width \(width): the column before the buttons is blank")
            }
        }
    }

    /// The text of line `y` from column `from` to `to`, wide graphemes once.
    static func cells(_ canvas: Canvas, y: Int, from: Int, to: Int) -> String {
        guard from < to else { return "" }
        return (from..<to).map { canvas[$0, y] }.filter { !$0.isContinuation }.map(\.grapheme).joined()
    }

    /// The three strips on a 40-column list, with colours and glyphs: leading actions
    /// (`A`), trailing actions (`a`) and swipe to delete (`d`), each a snapshot with styles.
    @Test(arguments: ["A", "a", "d"])
    func stripsWithColoursAndGlyphs(_ key: String) throws {
        let ds = Rows()
        let read = ContextualAction(style: .normal, title: "Read") { _, d in d(true) }
        read.backgroundColor = .blue
        read.image = "✉"
        let trash = ContextualAction(style: .destructive, title: "Trash") { _, d in d(true) }
        trash.image = "🗑"
        ds.actions = [read, trash]
        keepAlive.append(ds)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 6))
        table.register(SubtitleCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = .lines(2)
        table.dataSource = ds
        table.delegate = ds
        table.reloadData()
        table.moveCursor(to: IndexPath(row: 0, section: 0))
        table.layoutIfNeeded()
        for e in try KeyScript.parse(key) { _ = table.handle(e) }
        table.layoutIfNeeded()
        #expect(table.indexPathForOpenRowActions == IndexPath(row: 0, section: 0))
        assertSnapshot(
            table.renderedCanvas(),
            named: "row-actions-strip-\(key == "A" ? "leading" : key == "a" ? "trailing" : "delete")-40x6")
    }

    @Test func homepwnerAtTwentyColumnsShowsBothButtonsAndNoLetters() throws {
        let layout = RowActionsLayout.make(labels: ["Revalue", "Remove…"], rowWidth: 20, leading: false)
        #expect(layout.buttons.map(\.label) == ["Revalue", "Remove…"])
        #expect(layout.stripX == 0 && layout.stripWidth == 20)
        let narrow = RowActionsLayout.make(labels: ["Revalue", "Remove…"], rowWidth: 14, leading: false)
        #expect(narrow.buttons.map(\.label) == ["Rev…", "Rem…"])
        let wide = RowActionsLayout.make(labels: ["Revalue", "Remove…"], rowWidth: 40, leading: false)
        #expect(wide.buttons.map(\.x) == [31, 21] && wide.stripX == 20)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 8, 13, 21, 34, 55, 89, 144, 200])
    func layoutFitsItsRow(_ width: Int) {
        for leading in [false, true] {
            let layout = RowActionsLayout.make(
                labels: ["Revalue", "Remove…", "Flag"], rowWidth: width, leading: leading)
            for b in layout.buttons {
                #expect(b.x >= 1 && b.x + b.width <= width, "width \(width): \(b)")
                #expect(b.label.displayWidth <= max(0, b.width - 2))
            }
            for (a, b) in zip(layout.buttons, layout.buttons.dropFirst()) {
                #expect(leading ? b.x == a.x + a.width + 1 : a.x == b.x + b.width + 1)
            }
        }
    }
}

/// A subtitle cell for the strip tests.
final class SubtitleCell: TableViewCell {
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

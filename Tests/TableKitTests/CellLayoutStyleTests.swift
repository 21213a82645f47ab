import Foundation
import Testing

@testable import TableKit

/// A cell layout file keeps the cell as a nib does: its style (so `detailTextLabel`
/// exists), accessory, selection style and reuse identifier.
@MainActor
@Suite struct CellLayoutStyleTests {
    /// A price list whose cells come from the layout registered under "item".
    final class Prices: TableViewDataSource {
        let rows = [("Mac", "$1,299"), ("iPad", "$599")]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row].0
            cell.detailTextLabel?.text = rows[indexPath.row].1
            return cell
        }
    }

    func layout(_ keys: String, views: String = "[]") throws -> ViewLayout {
        try ViewLayout(data: Data("{ \"height\": 1, \(keys) \"views\": \(views) }".utf8), source: "Item.json")
    }

    /// The data source of every table here (a table holds it weakly).
    let source = Prices()

    func table(_ layout: ViewLayout) throws -> (TableView, Prices) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 24, height: 3))
        try table.register(layout: layout)
        table.dataSource = source
        table.reloadData()
        return (table, source)
    }

    @Test func theFilesStyleAccessoryAndIdentifierAreKept() throws {
        let l = try layout(
            """
            "style": "value1", "accessoryType": "disclosureIndicator", "selectionStyle": "none",
            "reuseIdentifier": "item",
            """)
        #expect(
            l.cellStyle == .value1 && l.accessoryType == .disclosureIndicator
                && l.selectionStyle == TableViewCell.SelectionStyle.none)
        let (t, source) = try table(l)
        #expect(
            TextRenderer.lines(t.renderedCanvas()) == [
                " Mac            $1,299 ›",
                " iPad             $599 ›",
                "",
            ])
        let cell = try #require(t.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.style == .value1 && cell.reuseIdentifier == "item" && cell.selectionStyle == .none)
        #expect(cell.detailTextLabel?.text == source.rows[0].1)
    }

    /// The file's style name, the style, and the screen both draw.
    nonisolated static let styles: [(String, TableViewCell.CellStyle, [String])] = [
        ("subtitle", .subtitle, [" Mac", " $1,299", " iPad"]),
        ("value2", .value2, ["    Mac $1,299", "   iPad $599", ""]),
        ("default", .default, [" Mac", " iPad", ""]),
    ]

    @Test(arguments: styles)
    func eachStyleDrawsAsACellMadeInCodeWithIt(name: String, style: TableViewCell.CellStyle, expected: [String]) throws
    {
        let (t, _) = try table(try layout("\"style\": \"\(name)\", \"reuseIdentifier\": \"item\","))
        let code = TableView(frame: t.frame)
        code.register(TableViewCell.self, forCellReuseIdentifier: "item", style: style)
        code.dataSource = source
        for table in [t, code] {
            if style == .subtitle { table.rowHeight = .lines(2) }
            table.reloadData()
        }
        #expect(TextRenderer.lines(t.renderedCanvas()) == expected)
        #expect(TextRenderer.lines(code.renderedCanvas()) == expected)
    }

    @Test func theFilesViewsAreDrawnOverTheStylesLabelsAndTheCheckmarkIsKept() throws {
        let l = try layout(
            "\"style\": \"value1\", \"accessoryType\": \"checkmark\", \"reuseIdentifier\": \"item\",",
            views: #"[{ "class": "Label", "text": "•", "frame": { "x": 0, "y": 0 } }]"#)
        let (t, _) = try table(l)
        #expect(TextRenderer.lines(t.renderedCanvas())[0] == " •ac            $1,299 ✓")
    }

    @Test func anExplicitStyleWinsOverTheFiles() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 24, height: 3))
        try table.register(
            layout: try layout("\"style\": \"value1\","), forCellReuseIdentifier: "item", style: .default)
        table.dataSource = source
        table.reloadData()
        #expect(TextRenderer.lines(table.renderedCanvas()) == [" Mac", " iPad", ""])
    }

    @Test(arguments: [
        (
            "\"style\": \"value3\",", "style",
            "unknown value 'value3' (expected one of: default, subtitle, value1, value2)"
        ),
        (
            "\"accessoryType\": \"disclosure\",", "accessoryType",
            "unknown value 'disclosure' (expected one of: none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton)"
        ),
        ("\"selectionStyle\": 3,", "selectionStyle", "unknown value 3 (expected one of: none, default, blue, gray)"),
        ("\"reuseIdentifier\": \"\",", "reuseIdentifier", "must not be empty"),
    ])
    func aBadValueIsOneErrorNamingTheFileTheKeyAndTheAllowedValues(keys: String, key: String, message: String) {
        #expect {
            _ = try layout(keys)
        } throws: { error in
            guard let e = error as? LayoutError else { return false }
            return e.file == "Item.json" && e.path == key && e.message == message
                && e.description.hasPrefix("Item.json:1:") && e.description.hasSuffix("\(key): \(message)")
        }
    }

    @Test func registeringWithoutAnIdentifierNeedsTheFilesOwn() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 24, height: 3))
        #expect(
            throws: LayoutError(
                file: "Item.json", position: nil, path: "reuseIdentifier",
                message:
                    "missing (give the cell's reuse identifier, or register it with forCellReuseIdentifier:)")
        ) {
            try table.register(layout: try layout(""))
        }
    }
}

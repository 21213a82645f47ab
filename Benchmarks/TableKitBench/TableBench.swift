import Foundation
import Glibc
import TableKit
import TableKitApps
import TableKitTerminal

/// A data source of `rows` uniform rows in one section; rows read "Row N".
@MainActor
final class UniformDataSource: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// reloadData, the first frame, and a jump to the last row with a frame there, for 1,000
/// and 10,000,000 uniform rows (the ratio shows the cost does not grow with the rows);
/// render time at 80×24 and 240×70; terminal bytes for a one-line scroll vs a full redraw.
@MainActor
func tableBenchmarks() -> [Measure] {
    var out: [Measure] = []
    let size = Size(width: 80, height: 24)
    func setup(_ n: Int) -> (TableView, UniformDataSource) {
        let t = TableView(frame: Rect(origin: .zero, size: size))
        let ds = UniformDataSource(rows: n)
        t.register(TableViewCell.self, forCellReuseIdentifier: "c")
        t.dataSource = ds
        return (t, ds)
    }
    var results: [String: [Double]] = [:]
    for n in [1_000, 10_000_000] {
        let (t, ds) = setup(n)
        let reload = timeMillis(repeats: 20) { t.reloadData() }
        let first = timeMillis(repeats: 20) {
            t.reloadData()
            blackHole(t.renderedCanvas())
        }
        let jump = timeMillis(repeats: 20) {
            t.setContentOffset(.zero, animated: false)
            t.layoutIfNeeded()
            t.scrollToRow(at: IndexPath(row: n - 1, section: 0), at: .bottom, animated: false)
            blackHole(t.renderedCanvas())
        }
        results[String(n)] = [reload, first, jump]
        withExtendedLifetime(ds) {}
    }
    let names = ["reloadData", "reloadData + first frame", "jump to last row + frame"]
    for (i, name) in names.enumerated() {
        let small = results["1000"]![i]
        let big = results["10000000"]![i]
        out.append(Measure("\(name), 1,000 rows", small * 1000, unit: "µs"))
        out.append(
            Measure(
                "\(name), 10,000,000 rows (baseline: 1,000 rows; ratio must stay < 2)", big * 1000, unit: "µs",
                baseline: small * 1000, baselineName: "1,000 rows"))
    }

    // Render time for one frame of the Sections screen.
    let names1950 = (0..<1950).map { "Name \($0)" }
    let content = ListContent(
        sections: stride(from: 0, to: 1950, by: 75).map { start in
            ListContent.Section(
                title: String(UnicodeScalar(65 + start / 75)!),
                rows: names1950[start..<min(1950, start + 75)].map { .init(text: $0) })
        })
    for s in [Size(width: 80, height: 24), Size(width: 240, height: 70)] {
        let vc = IndexedListViewController(content: content, style: .plain, noun: "names")
        let w = Window(rootViewController: vc, size: s)
        _ = w.render()
        let ms = timeMillis(repeats: 50) {
            w.send(.key(.down))
            blackHole(w.render())
        }
        out.append(Measure("render one \(s.width)×\(s.height) frame (key, layout, draw)", ms * 1000, unit: "µs"))
    }

    // Bytes written to the terminal: one-line scroll vs full redraw, through ncurses into a file.
    setenv("TERM", "xterm-256color", 1)
    if let file = tmpfile(), let input = fopen("/dev/null", "r"),
        let screen = try? TerminalScreen(output: file, input: input)
    {
        let (t, ds) = setup(1_000)
        t.reloadData()
        t.frame = Rect(origin: .zero, size: Size(width: 80, height: 24))
        screen.draw(t.renderedCanvas())
        fflush(file)
        var mark = ftell(file)
        // Full redraw: a screen that differs everywhere (another page) after invalidating.
        t.setContentOffset(Point(x: 0, y: 500), animated: false)
        screen.invalidate()
        screen.draw(t.renderedCanvas())
        fflush(file)
        let full = ftell(file) - mark
        mark = ftell(file)
        t.scroll(by: 1)
        screen.draw(t.renderedCanvas())
        fflush(file)
        let oneLine = ftell(file) - mark
        screen.close()
        fclose(input)
        out.append(
            Measure(
                "terminal bytes for a one-line scroll (baseline: full redraw; aim < 0.1)", Double(oneLine),
                unit: "bytes",
                baseline: Double(full), baselineName: "full redraw"))
        withExtendedLifetime(ds) {}
    }
    return out
}

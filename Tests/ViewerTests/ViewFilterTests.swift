import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import tablekit

/// `--where`, `--sort` and `--output`: the filter as the model's state (its transitions and
/// status line), on the screen, and the rows written without a screen.
@Suite("tablekit view: the filter's transitions and status line")
struct ViewFilterModelTests {
    typealias Script = ViewerStateTests.Script
    static func rows(_ n: Int, complete: Bool = true) -> LoadingProgress {
        ViewerStateTests.rows(n, complete: complete)
    }
    static let columns = [Column(name: "city"), Column(name: "pop", type: .number)]
    static let bigPop = try! FilterExpression.parse("pop > 1e6", columns: columns)
    static let kept = RowHits([1, 3], universe: 4)

    static let scripts: [Script] = [
        Script(
            "a filter of a small input read whole is made at once; its rows show from the top",
            ViewerStateTests.state(rows(4)),
            [(.filterAsked(bigPop), [.filterNow(count: 4)]), (.filtered(kept), [.rearrange(.filtered)])]
        ) { $0.filter = ViewerState.Filter(expression: bigPop, hits: kept) },
        Script(
            "a filter asked while counting waits for the count, then runs in the background",
            ViewerStateTests.state(rows(2, complete: false)),
            [
                // No row shows until the filter's rows are found: none it may drop can be picked.
                (.filterAsked(bigPop), [.rearrange(.keepingCursorInSight)]),
                (
                    .progressed(rows(200_000), screenLines: 10),
                    [.rearrange(.rowsCame(wasShort: true)), .startFilter(id: 1)]
                ),
                (.filterFinished(kept, progress: rows(200_000)), [.rearrange(.filtered)]),
            ]
        ) {
            $0.filter = ViewerState.Filter(expression: bigPop, hits: kept)
            ($0.progress, $0.loadedRows, $0.lastJobID) = (rows(200_000), 200_000, 1)
        },
        Script(
            "rows that come after the filter was made are filtered as they come",
            ViewerStateTests.state(rows(4, complete: false)) { $0.filter = .init(expression: bigPop, hits: kept) },
            [
                (
                    .progressed(rows(6, complete: false), screenLines: 2),
                    [.filterRows(4..<6), .rearrange(.rowsCame(wasShort: false))]
                ),
                (.rowsFiltered(RowHits([5], universe: 6)), []),
            ]
        ) {
            $0.filter = ViewerState.Filter(expression: bigPop, hits: RowHits([1, 3, 5], universe: 6))
            ($0.progress, $0.loadedRows) = (rows(6, complete: false), 6)
        },
        Script(
            "a filter replaced drops its job; no filter shows every row again",
            ViewerStateTests.state(rows(200_000)),
            [
                (.filterAsked(bigPop), [.rearrange(.keepingCursorInSight), .startFilter(id: 1)]),
                (.filterAsked(nil), [.rearrange(.keepingCursorInSight)]),
                (.filterFinished(kept, progress: rows(200_000)), []),  // the dropped job's result
            ]
        ) { $0.lastJobID = 1 },
    ]

    @Test(arguments: scripts)
    func filterTransitions(script: Script) {
        script.run()
    }

    @Test func theStatusLineSaysTheRowsKeptAndTheFilter() {
        typealias Screen = ViewerStatusLine.Screen
        let filtered = ViewerStateTests.state(Self.rows(5)) {
            $0.filter = .init(expression: Self.bigPop, hits: Self.kept)
        }
        #expect(ViewerStatusLine.text(filtered, Screen(rowsShown: 2)) == "2 of 5 rows · filter")
        #expect(ViewerStatusLine.text(filtered, Screen(searchIsActive: true, rowsShown: 1)) == "1 of 5 rows · filter")
        var running = ViewerStateTests.state(Self.rows(400_000)) { $0.filter = .init(expression: Self.bigPop) }
        running.filterJob = .init(id: 1, isRunning: true)
        #expect(ViewerStatusLine.text(running, Screen(filteredRows: 100_000)) == "filtering… 25% of 400,000 rows")
        running.progress = Self.rows(7, complete: false)
        #expect(ViewerStatusLine.text(running, Screen()) == "counting… 7 rows · filter when counted")
    }

}

@Suite("tablekit view: --where, --sort, --output and Ctrl-S")
@MainActor
struct ViewFilterTests {

    static let csv = """
        city,pop,country
        Tokyo,"37,400,068",Japan
        Delhi,28514000,India
        Osaka,"19,281,000",Japan
        Kyoto,n/a,Japan
        Berlin,"3,645,000",Germany

        """

    static func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
    }

    func screen(_ args: [String], width: Int = 40, height: Int = 8) throws -> ScreenDriver {
        let root = try ViewCommand.makeController(Self.options(args))
        let data = try #require(ViewRunner.dataScreen(root))
        data.jobs = InlineJobRunner()
        data.source.waitUntilComplete()
        let driver = ScreenDriver(root, size: Size(width: width, height: height))
        _ = driver.window.send(.tick)
        return driver
    }

    @Test func whereAndSortShowOnlyTheRowsKeptInTheirOrder() throws {
        let path = try TemporaryFiles.file("cities.csv", Self.csv, prefix: "tk-where")
        let driver = try screen([path, "--where", "country = 'Japan' and pop is not blank", "--sort", "-pop"])
        #expect(
            driver.lines == [
                "               cities.csv",
                "🔍 Search",
                " city        pop ▼ country",
                " Tokyo  37,400,068 Japan",
                " Osaka  19,281,000 Japan",
                " Kyoto         n/a Japan",
                " 3 of 5 rows · filter",
                "↑↓ move  Enter open  ? help  q quit",
            ])
    }

    @Test func aBadExpressionPointsAtItsPlace() throws {
        let path = try TemporaryFiles.file("cities.csv", Self.csv, prefix: "tk-where")
        let error = try #require(throws: WhereError.self) { _ = try screen([path, "--where", "popp > 1"]) }
        #expect(error.description == "--where: 1:1: unknown column 'popp' (columns: city, pop, country)")
        #expect(
            throws: CommandLineOptions.UsageError("option --sort: no column 'x' (the columns are: city, pop, country)")
        ) {
            _ = try screen([path, "--sort", "pop,-x"])
        }
    }

    func export(_ args: [String]) throws {
        let opts = try Self.options(args)
        let root = try ViewCommand.makeController(opts)
        #expect(try ViewExport.run(opts, controller: root) == 0)
    }

    @Test func outputWritesTheColumnsFilterAndSortShownAndReadsBack() throws {
        let path = try TemporaryFiles.file("cities.csv", Self.csv, prefix: "tk-output")
        let dir = (path as NSString).deletingLastPathComponent
        let out = dir + "/big.json"
        try export([path, "--where", "pop > 1e6", "--sort", "-pop", "--columns", "city,pop", "--output", out])
        let parsed = try #require(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [[String: Any]])
        #expect(parsed.map { $0["city"] as? String } == ["Tokyo", "Delhi", "Osaka", "Berlin"])
        #expect(parsed.map { "\($0["pop"]!)" } == ["37,400,068", "28514000", "19,281,000", "3,645,000"])
        #expect(parsed.allSatisfy { $0.count == 2 })
        // The file exists: refused without --force, replaced with it.
        #expect(throws: ViewExport.existsError(out)) { try export([path, "--output", out]) }
        try export([path, "--sort", "city", "--output", out, "--output-format", "csv", "--force"])
        #expect(
            try String(contentsOfFile: out, encoding: .utf8)
                == "city,pop,country\nBerlin,\"3,645,000\",Germany\nDelhi,28514000,India\nKyoto,n/a,Japan\nOsaka,\"19,281,000\",Japan\nTokyo,\"37,400,068\",Japan\n"
        )
    }

    @Test func outputRefusesWhatItCannotHonour() throws {
        let path = try TemporaryFiles.file("cities.csv", Self.csv, prefix: "tk-output")
        #expect(throws: CommandLineOptions.UsageError("option --output-format applies only with --output FILE|-")) {
            _ = try ViewCommand.makeController(Self.options([path, "--output-format", "csv"]))
        }
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --output-format must be csv, tsv, json or jsonl, not 'xml'")
        ) { try export([path, "--output", "-", "--output-format", "xml"]) }
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --output: out.txt does not end in .csv, .tsv, .json or .jsonl: give --output-format csv|tsv|json|jsonl"
            )
        ) { try export([path, "--output", "out.txt"]) }
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --output cannot be used with --pick: it writes the rows without a screen")
        ) { try export([path, "--output", "-", "--pick"]) }
    }

    @Test func ctrlSSavesTheRowsShownAndAsksBeforeReplacing() throws {
        let path = try TemporaryFiles.file("cities.csv", Self.csv, prefix: "tk-save")
        let out = (path as NSString).deletingLastPathComponent + "/japan.tsv"
        let driver = try screen([path, "--where", "country = 'Japan'", "--sort", "city"], width: 50, height: 12)
        try driver.press("^S")
        #expect(driver.screen.contains("Save the rows shown"))
        try driver.press("'\(out)' Enter")
        _ = driver.window.send(.tick)  // the inline runner wrote it; the tick applies it
        // The status line wraps onto a second line and cuts the long temporary path with "…".
        #expect(driver.lines.joined().contains("saved 3 rows to \(out.prefix(30))"), "\(driver.lines)")
        #expect(
            try String(contentsOfFile: out, encoding: .utf8)
                == "city\tpop\tcountry\nKyoto\tn/a\tJapan\nOsaka\t19,281,000\tJapan\nTokyo\t37,400,068\tJapan\n")
        // Again: the file exists, so it asks; Enter on the first button (Cancel) keeps it.
        try driver.press("Down ^S '\(out)' Enter")
        #expect(driver.screen.contains("Replace"))
        try driver.press("Escape")
        #expect(!driver.screen.contains("saving"))
        try driver.press("^S 'notes.txt' Enter")
        #expect(
            driver.lines.joined().contains("not saved: notes.txt does not end in .csv, .tsv, .json or .jsonl"),
            "\(driver.lines)")
    }
}

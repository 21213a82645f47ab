import Foundation
import TableKitApps
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import tablekit

/// `tablekit view A B…`: several files open as a list of sheets (name, format, size), Enter
/// opens one with every option given, Esc comes back to the list where it was, `--pick`
/// picks in the file opened, and what cannot be honoured is one line before any screen.
@Suite("tablekit view: several files as a list")
@MainActor
struct ViewFileListTests {
    let folder: String
    let csv: String
    let jsonl: String

    init() throws {
        folder = NSTemporaryDirectory() + "tablekit-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        csv = folder + "/cities.csv"
        jsonl = folder + "/events.jsonl"
        try "city,pop\nOsaka,2700000\nKyoto,1460000\nNara,360000\n".write(
            toFile: csv, atomically: true, encoding: .utf8)
        try "{\"event\":\"start\",\"n\":1}\n{\"event\":\"stop\",\"n\":2}\n".write(
            toFile: jsonl, atomically: true, encoding: .utf8)
    }

    func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
    }

    func driver(_ args: [String], size: Size = Size(width: 50, height: 8)) throws -> (ScreenDriver, ViewController) {
        let root = try ViewCommand.makeController(try options(args))
        let s = ScreenDriver(root, size: size)
        _ = s.window.send(.tick)
        return (s, root)
    }

    /// Ticks until the pushed file's rows are read (a file opens in the background).
    func settle(_ s: ScreenDriver) {
        let nav = s.window.rootViewController as? NavigationController
        if let top = nav?.topViewController as? DataTableViewController { top.source.waitUntilComplete() }
        _ = s.window.send(.tick)
    }

    @Test func theListShowsEachFilesNameFormatAndBytesInTheOrderGiven() throws {
        let (s, root) = try driver([csv, jsonl])
        let list = try #require(ViewRunner.dataScreen(root))
        #expect(list.title == "2 files")
        #expect(list.source.columns.map(\.name) == ["file", "format", "bytes"])
        let bytes = try [csv, jsonl].map { try FileManager.default.attributesOfItem(atPath: $0)[.size] as! Int }
        #expect(
            (0..<2).map { list.source.fields(ofRow: $0) } == [
                [csv, "CSV", String(bytes[0])], [jsonl, "JSON Lines", String(bytes[1])],
            ])
        #expect(s.lines.contains { $0.contains(" CSV ") && $0.hasSuffix(" \(bytes[0])") })
        #expect(s.lines.contains { $0.contains(" JSON Lines ") && $0.hasSuffix(" \(bytes[1])") })
    }

    @Test func enterOpensTheFileWithTheOptionsAndEscComesBackToTheList() throws {
        let (s, root) = try driver([csv, jsonl, "--where", "pop > 1000000", "--sort", "-pop"])
        try s.press("Enter")
        settle(s)
        let nav = try #require(root as? NavigationController)
        #expect(nav.viewControllers.count == 2)
        expectScreen(
            s,
            [
                "‹ 2 files           cities.csv",
                "🔍 Search",
                " city     pop ▼",
                " Osaka  2700000",
                " Kyoto  1460000",
                "",
                " 2 of 3 rows · filter",
                "↑↓ move  Enter open  Esc/q back  ? help  ^C quit",
            ])
        try s.press("Esc")
        #expect(nav.viewControllers.count == 1)
        #expect(s.lines[0] == "                     2 files")
    }

    /// The file opened goes on loading on the list's navigation controller (moved there from
    /// a navigation controller of its own, it stopped as a screen left does).
    @Test func aLargeFileOpenedFromTheListIsReadToItsEnd() throws {
        let large = folder + "/large.csv"
        try ("n\n" + (0..<1_000_000).map(String.init).joined(separator: "\n") + "\n").write(
            toFile: large, atomically: true, encoding: .utf8)
        let (s, root) = try driver([csv, large])
        try s.press("Down Enter")
        let nav = try #require(root as? NavigationController)
        let opened = try #require(nav.topViewController as? DataTableViewController)
        let read = opened.source.waitForProgress(timeout: .seconds(60)) { $0.isComplete }
        #expect(read.isComplete && read.rowCount == 1_000_000)
    }

    @Test func eachFileOpensAsItsFormatReadsIt() throws {
        let (s, root) = try driver([csv, jsonl])
        try s.press("Down Enter")
        settle(s)
        let nav = try #require(root as? NavigationController)
        let opened = try #require(nav.topViewController as? DataTableViewController)
        #expect(opened.source.columns.map(\.name) == ["event", "n"])
        #expect(s.lines[0].hasSuffix("events.jsonl"))
        try s.press("Esc Up Enter")
        settle(s)
        #expect((nav.topViewController as? DataTableViewController)?.source.columns.map(\.name) == ["city", "pop"])
    }

    @Test func aFileThatCannotBeOpenedWithTheOptionsSaysSoAndTheListStays() throws {
        let (s, root) = try driver([csv, jsonl, "--sort", "-pop"])
        try s.press("Down Enter")
        let nav = try #require(root as? NavigationController)
        #expect(nav.viewControllers.count == 1)
        #expect(s.lines.joined(separator: "\n").contains("Cannot open the file"))
        #expect(s.lines.joined(separator: "\n").contains("option --sort: no column 'pop'"))
        try s.press("Enter")  // OK
        #expect(!s.lines.joined(separator: "\n").contains("Cannot open the file"))
        try s.press("Up Enter")  // the first file, which has the column
        settle(s)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func inPickModeEscOnTheFileOpenedGoesBackAndOnTheListCancels() throws {
        let (s, root) = try driver([csv, jsonl, "--pick"])
        try s.press("Enter")
        settle(s)
        let nav = try #require(root as? NavigationController)
        try s.press("Esc")
        #expect(nav.viewControllers.count == 1)
        #expect(s.window.isRunning)
        try s.press("Esc")
        #expect(ViewRunner.pickedRows(root) == nil)
        #expect(!s.window.isRunning)
    }

    @Test func pickPicksARowOfTheFileOpened() throws {
        let (s, root) = try driver([csv, jsonl, "--pick"])
        try s.press("Enter")
        settle(s)
        try s.press("Down Enter")
        #expect(ViewRunner.pickedRows(root) == [Array("Kyoto,1460000".utf8)])
        #expect(!s.window.isRunning)
    }

    @Test(arguments: [
        (["-"], "'-' (standard input) cannot be one of several FILEs: give it alone"),
        (["--output", "-"], "option --output applies to one FILE, and 2 are given: give one"),
        (["--table", "t"], "option --table applies to one FILE, and 2 are given: give one"),
    ])
    func whatActsOnOneFileIsRefused(extra: [String], message: String) throws {
        let args = extra == ["-"] ? [csv, "-"] : [csv, jsonl] + extra
        #expect(throws: CommandLineOptions.UsageError(message)) { try ViewCommand.makeController(try options(args)) }
    }

    @Test func aMissingFileOrADirectoryIsOneLineNamingIt() throws {
        #expect(throws: DataError("\(folder)/nope.csv: no such file or directory")) {
            try ViewCommand.makeController(try options([csv, folder + "/nope.csv"]))
        }
        #expect(throws: DataError("\(folder): is a directory")) {
            try ViewCommand.makeController(try options([csv, folder]))
        }
    }
}

/// A sheet filtered in the background (`,` on a large input) shows no row until its rows
/// are found, so none it drops is opened or picked meanwhile; a printed key script waits
/// for the filter of the sheet it opened.
@Suite("tablekit view: a filter sheet while filtering")
@MainActor
struct ViewFilterSheetWhileFilteringTests {
    @Test func aPrintedScriptWaitsForTheSheetsFilterAndPicksOnlyAKeptRow() throws {
        let path = NSTemporaryDirectory() + "tablekit-filtering-\(UUID().uuidString).csv"
        let countries = ["Japan", "USA", "Brazil"]
        var text = "id,country\n"
        // More rows than are filtered at once: the sheet filters in the background.
        for i in 0..<150_000 { text += "\(i),\(countries[(i * 7 + i / 3) % 3])\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opts = try CommandLineOptions(
            [path, "--pick"], flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        ViewRunner.dataScreen(root)?.source.waitUntilComplete()
        let window = Window(rootViewController: root, size: Size(width: 60, height: 10))
        _ = window.send(.tick)
        KeyScript.play(try KeyScript.steps("Right , Down Down Down Enter"), in: window) {
            ViewRunner.waitForBackgroundWork(ViewRunner.topScreen(root), window)
        }
        // The fourth row whose country is the first row's (row 0: Japan), counted here.
        let japan = (0..<150_000).filter { countries[($0 * 7 + $0 / 3) % 3] == countries[0] }
        #expect(ViewRunner.pickedRows(root) == [Array("\(japan[3]),Japan".utf8)])
    }
}

/// `--print --keys I`: the printed screen is the summary's sheet, made before printing.
@Suite("tablekit view: a printed key script waits for the summary")
@MainActor
struct ViewPrintedSummaryWaitTests {
    @Test func thePrintedScreenIsTheSummarysSheet() throws {
        let path = NSTemporaryDirectory() + "tablekit-summary-\(UUID().uuidString).csv"
        try "city,pop\nA,10\nB,20\nC,35\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opts = try CommandLineOptions(
            [path], flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        ViewRunner.dataScreen(root)?.source.waitUntilComplete()
        let window = Window(rootViewController: root, size: Size(width: 70, height: 8))
        _ = window.send(.tick)
        KeyScript.play(try KeyScript.steps("I"), in: window) {
            ViewRunner.waitForBackgroundWork(ViewRunner.topScreen(root), window)
        }
        let top = try #require((root as? NavigationController)?.topViewController as? DataTableViewController)
        #expect(top.title?.hasSuffix(" › summary") == true)
        #expect(top.source.fields(ofRow: 1).prefix(3) == ["pop", "number", "3"])
    }
}

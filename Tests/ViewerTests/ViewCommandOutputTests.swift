import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// Command output in columns (`--format fixed`), tabs expanded (`--tabs N`), on screen.
@Suite("tablekit view command output")
@MainActor
struct ViewCommandOutputTests {
    func screen(_ args: [String], width: Int = 60, height: Int = 7) throws -> ScreenDriver {
        let opts = try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
        let root = try ViewCommand.makeController(opts)
        let data = try #require(ViewRunner.dataScreen(root))
        data.source.waitUntilComplete()
        let driver = ScreenDriver(root, size: Size(width: width, height: height))
        _ = driver.window.send(.tick)
        return driver
    }

    static let kubectl = """
        NAME                 READY   STATUS             RESTARTS   AGE
        web-7f9c8d6b5-q2lzt  2/2     Running            0          12s
        redis-0              0/1     CrashLoopBackOff   17         61m
        api-5d8f7c9b4-x1y2z  1/1     Running            3          2d

        """

    @Test func fixedWidthOutputShowsInColumnsAndSortsNumbersByValue() throws {
        let path = try TemporaryFiles.file("pods.txt", Self.kubectl, prefix: "tk-fixed")
        let driver = try screen([path, "--format", "fixed", "--columns", "NAME,RESTARTS"])
        #expect(
            driver.lines == [
                "                          pods.txt",
                " NAME                  RESTARTS",
                " web-7f9c8d6b5-q2lzt          0",
                " redis-0                     17",
                " api-5d8f7c9b4-x1y2z          3",
                " 3 rows",
                "↑↓ move  Enter open  ←→ column  s sort  ? help  q quit",
            ])
        try driver.press("Right s")  // RESTARTS, by value: 0, 3, 17 (as text: 0, 17, 3)
        #expect(
            driver.lines[2...4] == [
                " web-7f9c8d6b5-q2lzt          0", " api-5d8f7c9b4-x1y2z          3", " redis-0                     17",
            ])
    }

    @Test func aDelimiterOnFixedWidthInputIsAUsageError() throws {
        let path = try TemporaryFiles.file("pods.txt", Self.kubectl, prefix: "tk-fixed")
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --delimiter applies only to text, CSV and TSV, and \(path) is fixed-width")
        ) {
            _ = try screen([path, "--format", "fixed", "--delimiter", ","])
        }
    }

    @Test(arguments: [(nil, " a       b"), ("4", " a   b"), ("1", " a b")])
    func tabsExpandToTheGivenStops(tabs: String?, line: String) throws {
        let path = try TemporaryFiles.file("tabs.txt", "a\tb\nc\td\n", prefix: "tk-tabs")
        let driver = try screen([path] + (tabs.map { ["--tabs", $0] } ?? []))
        #expect(driver.lines[2] == Substring(line))
    }

    @Test(arguments: [
        ("0", "option --tabs is too small: '0' (at least 1)"),
        ("x", "option --tabs must be a whole number from 1 to 100, not 'x'"),
    ])
    func aBadTabWidthIsAUsageError(value: String, message: String) throws {
        let path = try TemporaryFiles.file("tabs.txt", "a\tb\n", prefix: "tk-tabs")
        #expect(throws: CommandLineOptions.UsageError(message)) { _ = try screen([path, "--tabs", value]) }
    }
}

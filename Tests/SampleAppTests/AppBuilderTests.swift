import Foundation
import TableKitTestSupport
import Testing

/// Every sample app's real builder, the code behind `swift run X`, rendered through its own
/// `--print --keys` and compared with a snapshot: the options parsing, the bundled data
/// and the controller the app builds, not a copy of them.
@Suite struct AppBuilderTests {
    /// Where `swift test` put the apps.
    static let binaries = PackagePaths.builtProducts

    struct Case: CustomTestStringConvertible, Sendable {
        let app: String
        let arguments: [String]
        let snapshot: String
        var testDescription: String { snapshot }
    }

    static let cases: [Case] = [
        Case(app: "sections", arguments: ["--keys", "Tab M Enter"], snapshot: "app-sections-tab-m"),
        Case(app: "sections", arguments: ["--grouped", "--keys", "/ 'ann'"], snapshot: "app-sections-grouped-search"),
        Case(
            app: "timezones", arguments: ["--locale", "en", "--date", "2026-01-15T12:00:00Z", "--keys", "Tab K"],
            snapshot: "app-timezones-tab-k"),
        Case(app: "states", arguments: ["--locale", "de", "--keys", "Tab N"], snapshot: "app-states-de-tab-n"),
        Case(
            app: "timezones",
            arguments: [
                "--locale", "en", "--date", "2026-01-15T12:00:00Z", "--search-detail",
                "--keys", "/ '+5:30'",
            ], snapshot: "app-timezones-search-detail"),
        Case(app: "simple-table", arguments: ["--indent", "--keys", "Down"], snapshot: "app-simple-table-indent"),
        Case(app: "cells", arguments: ["--mode", "subclass", "--keys", "Down"], snapshot: "app-cells-subclass"),
        Case(app: "photos", arguments: ["--keys", "Enter"], snapshot: "app-photos-detail"),
        Case(
            app: "homepwner", arguments: ["--store", "/nonexistent-tablekit-dir/items.json", "--keys", "Down"],
            snapshot: "app-homepwner-seed"),
    ]

    @Test(arguments: cases)
    func printedScreenOfTheRealApp(_ c: Case) throws {
        let process = Process()
        process.executableURL = Self.binaries.appendingPathComponent(c.app)
        process.arguments = ["--print", "--width", "80", "--height", "24"] + c.arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(c.app) exited \(process.terminationStatus): \(message)")
        var trimmed = text
        while trimmed.hasSuffix("\n") { trimmed.removeLast() }
        assertSnapshot(text: trimmed, named: c.snapshot)
    }
}

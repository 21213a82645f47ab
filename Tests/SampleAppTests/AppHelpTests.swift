import Foundation
import Testing

/// Every sample app's `--help` lists every option it takes (each described on a line of
/// its own) and the same keys, with the same words, as the screen's `?` help.
@Suite struct AppHelpTests {
    struct App: CustomTestStringConvertible, Sendable {
        let name: String
        var arguments: [String] = []
        var testDescription: String { name }
    }

    static let apps: [App] = [
        App(name: "sections"), App(name: "timezones"), App(name: "states"), App(name: "simple-table"),
        App(name: "cells"), App(name: "photos"),
        App(name: "homepwner", arguments: ["--store", "/nonexistent-tablekit-dir/items.json"]),
    ]

    /// Runs `app` with `arguments`; its standard output and exit status.
    static func run(_ app: String, _ arguments: [String]) throws -> (String, Int32) {
        let process = Process()
        process.executableURL = AppBuilderTests.binaries.appendingPathComponent(app)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    /// The `KEYS  what` lines of the `?` help box on a printed screen, as "KEYS what".
    static func screenHelpKeys(_ screen: String) -> [String] {
        var keys: [String] = []
        var inKeys = false
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else {
                continue
            }
            let inside = line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
            if inside == "Keys" {
                inKeys = true
                continue
            }
            guard inKeys else { continue }
            if inside.isEmpty { break }
            let parts = inside.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { keys.append("\(parts[0]) \(parts[1].trimmingCharacters(in: .whitespaces))") }
        }
        return keys
    }

    @Test(arguments: apps)
    func helpListsTheScreensKeysInTheSameWords(_ app: App) throws {
        let (help, status) = try Self.run(app.name, ["--help"])
        #expect(status == 0)
        let (screen, _) = try Self.run(
            app.name, app.arguments + ["--print", "--width", "100", "--height", "40", "--keys", "?"])
        let keys = Self.screenHelpKeys(screen)
        #expect(keys.count >= 3, "no key help found on \(app.name)'s screen")
        let flat = help.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        for key in keys {
            #expect(flat.contains(key), "\(app.name) --help does not say '\(key)' as its screen's help does")
        }
    }

    @Test(arguments: apps)
    func helpDescribesEveryOptionOfItsUsageLine(_ app: App) throws {
        let (help, _) = try Self.run(app.name, ["--help"])
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let usage = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        let options = Set(
            usage.split(whereSeparator: { " []|".contains($0) }).filter { $0.hasPrefix("--") }.map(String.init))
        #expect(
            options.isSuperset(of: ["--print", "--width", "--height", "--keys", "--help"]),
            "\(app.name): \(options.sorted())")
        for option in options {
            #expect(
                lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) },
                "\(app.name) --help has no line describing \(option)")
        }
    }
}

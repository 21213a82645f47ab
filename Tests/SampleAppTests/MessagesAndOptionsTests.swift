import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps

/// Messages and options outside the table: key scripts take the spellings
/// people bring and list the valid names for an unknown one; a plist boolean shows as
/// `true`; `cells --layout` needs `--mode subclass`.
@Suite struct MessagesAndOptionsTests {
    @Test(arguments: [
        ("Escape", Key.escape), ("escape", .escape), ("ESC", .escape), ("Return", .enter), ("enter", .enter),
        ("Ctrl-C", .ctrl("c")), ("ctrl-c", .ctrl("c")), ("Ctrl+C", .ctrl("c")), ("^C", .ctrl("c")), ("^c", .ctrl("c")),
        ("C-c", .ctrl("c")), ("C-U", .ctrl("u")), ("PageDown", .pageDown), ("pgdn", .pageDown),
        ("Backspace", .backspace),
        ("Delete", .delete), ("Shift-Tab", .backTab), ("down", .down), ("q", .character("q")), ("^", .character("^")),
    ])
    func keyScriptsAcceptTheCommonSpellings(word: String, key: Key) throws {
        #expect(try KeyScript.parse(word) == [.key(key)])
    }

    @Test func anUnknownKeyNameIsPlacedAndTheValidNamesListed() {
        do {
            _ = try KeyScript.parse("Down Dwn")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("--keys:1:6: unknown key 'Dwn'; keys are Up Down Left Right Enter Esc"))
            for name in KeyScript.keyNames { #expect(error.description.contains(name)) }
            #expect(error.description.contains("Ctrl-X or ^X"))
            #expect(error.description.hasSuffix("also the words Idle, Idle:2s (any duration in s or ms) and Wait"))
        }
    }

    @Test func anOpenQuoteIsPlaced() {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("Down 'ab") }
        do { _ = try KeyScript.parse("Down 'ab") } catch {
            #expect(error.description == "--keys:1:6: a quote is not closed (a closing ' is missing)")
        }
    }

    static func plist(_ body: String) throws -> String {
        let path = TemporaryFiles.unusedPath(prefix: "bool", extension: "plist")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>\(body)</array></plist>
            """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aPlistBooleanDetailShowsTrueOrFalseAndANumberStaysANumber() throws {
        let path = try Self.plist(
            """
            <dict><key>Name</key><string>Alpha</string><key>Done</key><true/><key>Count</key><integer>1</integer></dict>
            <dict><key>Name</key><string>Beta</string><key>Done</key><false/><key>Count</key><integer>0</integer></dict>
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let done = try ListContent.load(path: path, key: "Name", detail: "Done")
        #expect(done.rows.map(\.detail) == ["true", "false"])
        let count = try ListContent.load(path: path, key: "Name", detail: "Count")
        #expect(count.rows.map(\.detail) == ["1", "0"])
    }

    @Test func aJSONBooleanShowsTrue() throws {
        let path = TemporaryFiles.unusedPath(prefix: "bool", extension: "json")
        try #"[{"n": "a", "ok": true, "c": 1}]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ListContent.load(path: path, key: "n", detail: "ok").rows.map(\.detail) == ["true"])
        #expect(try ListContent.load(path: path, key: "n", detail: "c").rows.map(\.detail) == ["1"])
    }

    @MainActor @Test func aBooleanDetailShowsTrueOnTheScreenAt80x24AndAtTheSmallestSize() throws {
        let path = try Self.plist("<dict><key>Name</key><string>Alpha</string><key>Done</key><true/></dict>")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let content = try ListContent.load(path: path, key: "Name", detail: "Done")
        for size in [Size(width: 80, height: 24), Size(width: 20, height: 6)] {
            let vc = IndexedListViewController(content: content, style: .plain, noun: "rows")
            let window = Window(rootViewController: vc, size: size)
            let lines = TextRenderer.render(window.render()).split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix(" Alpha") && $0.hasSuffix("true") }, "\(size): \(lines)")
        }
    }

    @Test func cellsRefusesLayoutWithoutModeSubclass() throws {
        let process = Process()
        process.executableURL = AppBuilderTests.binaries.appendingPathComponent("cells")
        process.arguments = ["--print", "--layout", "/nonexistent.json"]
        let err = Pipe()
        process.standardOutput = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "cells: --layout applies only with --mode subclass (the tags cell has no layout file)\n")
    }

    /// `--width` and `--height` take what a window draws, from one line or column up to
    /// its largest size: the apps and `tablekit view` read the one range.
    @Test @MainActor func thePrintedSizeRangeIsTheWindowsLargestSize() {
        #expect(AppRunner.printedSizeRange == 1...Window.maximumSize.width)
        #expect(Window.maximumSize.width == Window.maximumSize.height)
    }
}

/// One wording for parse errors across the CLI and the apps: `FILE:LINE:COLUMN: what`.
@Suite struct ParseErrorWordingTests {
    @Test(arguments: [
        (ParsePosition(line: 3, column: 7), "f.json:3:7: not valid JSON"),
        (ParsePosition(line: 2), "f.json:2: not valid JSON"),
        (nil, "f.json: not valid JSON"),
    ])
    func theMessageIsFileLineColumnWhat(position: ParsePosition?, expected: String) {
        #expect(ParsePosition.message("f.json", at: position, "not valid JSON") == expected)
    }

    @Test func aByteOffsetCountsLinesAndCharacters() {
        #expect(ParsePosition.of(byte: 0, in: Array("abc".utf8)) == ParsePosition(line: 1, column: 1))
        #expect(ParsePosition.of(byte: 6, in: Array("ab\nçd x".utf8)) == ParsePosition(line: 2, column: 3))
    }

    @Test func foundationsTrailingLineBecomesThePosition() {
        let (reason, position) = ParsePosition.trailingLine(in: "Unexpected character n at line 1.")
        #expect(reason == "Unexpected character n" && position == ParsePosition(line: 1))
        #expect(ParsePosition.trailingLine(in: "Encountered unexpected EOF").position == nil)
    }

    @Test(arguments: [
        ("json", "{\"a\": 1,\n \"b\": x}", ":2:7: not valid JSON: invalid value"),
        ("plist", "not a plist", ":1: not a valid property list: Unexpected character n"),
        ("txt", "ok\nbad \u{FF}", ":2:5: invalid UTF-8 (byte 7)"),
    ])
    func everyLoaderPlacesItsParseErrorTheSameWay(ext: String, text: String, expected: String) throws {
        let path = TemporaryFiles.unusedPath(prefix: "parse", extension: ext)
        var bytes = Array(text.utf8)
        if text.contains("\u{FF}") { bytes = Array("ok\nbad ".utf8) + [0xFF] }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try ListContent.load(path: path)
            Issue.record("accepted")
        } catch {
            #expect(error.description == path + expected)
        }
    }

    @Test func aCellLayoutSyntaxErrorIsPlacedToo() {
        do {
            _ = try CellLayout(data: Data("{\"height\": 2,\n x}".utf8), source: "c.json")
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("c.json:2:"), "\(error.description)")
            #expect(error.description.contains(": not valid JSON: "))
        }
    }
}

import Foundation
import TableKitData
import TableKitTestSupport
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal
@testable import tablekit

/// `tablekit view`'s options that used to be silently ignored or accepted, standard input
/// that is the terminal, and the keys of a table pushed on another (a SQLite table opened
/// from the list of tables).
@Suite("tablekit view options and keys")
@MainActor
struct ViewCommandOptionTests {
    /// Writes `text` to a temporary file named `name` and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try TemporaryFiles.file(name, text, prefix: "tk-viewopt")
    }

    func options(_ args: [String]) throws -> CommandLineOptions {
        try CommandLineOptions(
            args, flags: ViewCommand.flags.union(AppRunner.commonFlags),
            options: ViewCommand.options.union(AppRunner.commonOptions))
    }

    func screen(_ args: [String]) throws -> (ScreenDriver, NavigationController, DataTableViewController) {
        let root = try ViewCommand.makeController(try options(args))
        let nav = try #require(root as? NavigationController)
        let data = try #require(ViewRunner.dataScreen(root))
        data.source.waitUntilComplete()
        let driver = ScreenDriver(root, size: Size(width: 50, height: 10))
        _ = driver.window.send(.tick)
        return (driver, nav, data)
    }

    @Test(arguments: [
        (["--table", "t", "--query", "select 1"], "options --table and --query cannot be used together: give one"),
        (["--multi"], "option --multi applies only with --pick"),
        (["--print-column", "name"], "option --print-column applies only with --pick"),
        (["--width", "0", "--print"], "option --width is too small: '0' (at least 1)"),
        (["--height", "-1", "--print"], "option --height is too small: '-1' (at least 1)"),
        (["--height", "1001", "--print"], "option --height is too large: '1001' (at most 1000)"),
    ])
    func anOptionThatWouldBeIgnoredIsOneUsageError(extra: [String], message: String) throws {
        let path = try file("people.csv", "name,age\nAnn,25\n")
        #expect(throws: CommandLineOptions.UsageError(message)) {
            _ = try ViewCommand.makeController(try options([path] + extra))
        }
    }

    @Test(arguments: [("a.json", "[{\"a\":1}]"), ("a.jsonl", "{\"a\":1}\n")])
    func aDelimiterOnJSONIsAUsageError(name: String, text: String) throws {
        let path = try file(name, text)
        let kind = name.hasSuffix("l") ? "JSON Lines" : "JSON"
        #expect(
            throws: CommandLineOptions.UsageError(
                "option --delimiter applies only to text, CSV and TSV, and \(path) is \(kind)")
        ) {
            _ = try ViewCommand.makeController(try options([path, "--delimiter", ";"]))
        }
    }

    /// `-` with the terminal as standard input would read typed lines as data with no way
    /// to end them: one line, as for no FILE at all.
    @Test func dashWithTheTerminalAsStandardInputIsAUsageError() throws {
        #expect(
            throws: CommandLineOptions.UsageError(
                "'-' reads standard input, which is the terminal: pipe data in, or give a FILE (see tablekit view --help)"
            )
        ) {
            _ = try ViewCommand.inputPath(try options(["-"]), stdinIsTerminal: true)
        }
        #expect(try ViewCommand.inputPath(try options(["-"]), stdinIsTerminal: false) == "-")
        #expect(throws: CommandLineOptions.UsageError("missing FILE, or pipe data in (see tablekit view --help)")) {
            _ = try ViewCommand.inputPath(try options([]), stdinIsTerminal: true)
        }
    }

    /// A table opened from the list of SQLite tables is pushed: ← at its first column only
    /// moves columns (it used to pop back to the list); Esc goes back.
    @Test func leftAtTheFirstColumnOfAPushedTableStaysAndEscGoesBack() throws {
        let (s, nav, data) = try screen([try file("people.csv", "name,age,city\nAnn,25,Oslo\n")])
        let pushed = ViewCommand.makeScreen(source: data.source, config: data.config, isText: false)
        nav.pushViewController(pushed, animated: false)
        try s.press("Right Left Left Left")
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === pushed)
        try s.press("Esc")
        #expect(nav.viewControllers.count == 1)
    }

    /// In pick mode during a search, Esc cancels the search: the key bar lists only that,
    /// then "cancel pick" once the search is closed.
    @Test func theKeyBarListsOnlyWhatEscDoesNow() throws {
        let (s, _, data) = try screen([try file("people.csv", "name,age\nAnn,25\nBob,7\n"), "--pick"])
        func escHelp() -> [String] { data.keyBindings.filter { $0.keys.contains(.escape) }.map(\.help) }
        #expect(escHelp() == ["cancel pick"])
        try s.press("/ a")
        #expect(escHelp() == ["cancel search"])
        try s.press("Esc")
        #expect(escHelp() == ["cancel pick"])
    }
}

extension ViewCommandOptionTests {
    /// Field names are data: the detail screen shows them as written (sanitized), not in a
    /// grouped header's capitals, which turned `na\e[31mme` into `NA␛[31MME`.
    @Test func theDetailShowsFieldNamesAsWritten() throws {
        let (s, _, _) = try screen([try file("u.csv", "userId,na\u{1B}[31mme\n7,x\n")])
        try s.press("Enter")
        #expect(s.lines.contains(" userId"))
        #expect(s.lines.contains(" na␛[31mme"))
        #expect(!s.lines.contains { $0.contains("USERID") })
    }
}

extension ViewCommandOptionTests {
    /// A FILE argument that is not valid UTF-8 keeps its bytes (argv's, not
    /// `CommandLine.arguments`' U+FFFD), the file is opened by them, and messages show the
    /// name with U+FFFD, sanitized.
    @Test func aFileNamedByInvalidUTF8IsOpenedByItsBytes() throws {
        let dir = try TemporaryFiles.directory(prefix: "tk-bytes").path
        let bytes = Array(dir.utf8) + Array("/name".utf8) + [0xFF] + Array("bad.csv".utf8)
        let fd = (bytes + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { Glibc.open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        #expect(fd >= 0)
        _ = Array("a,b\n1,2\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let shown = String(decoding: bytes, as: UTF8.self)
        #expect(shown.hasSuffix("/name\u{FFFD}bad.csv"))
        #expect(ByteNamedPath.rawBytes(of: shown, in: [Array("view".utf8), bytes]) == bytes)
        #expect(ByteNamedPath.rawBytes(of: "plain.csv", in: [Array("plain.csv".utf8)]) == nil)
        let named = try ByteNamedPath(bytes: bytes, shownPath: shown)
        #expect(named.readPath.hasPrefix("/dev/fd/"))
        var options = DataOpenOptions()
        options.format = .csv
        let source = try DataSources.open(path: named.readPath, options: options)
        source.waitUntilComplete()
        #expect(source.columns.map(\.name) == ["a", "b"])
        #expect(source.field(ofRow: 0, column: 1) == "2")
        #expect(named.shown("\(named.readPath): x") == "\(shown): x")
        let missing = Array(dir.utf8) + Array("/gone".utf8) + [0xFE]
        #expect(throws: DataError("\(String(decoding: missing, as: UTF8.self)): no such file or directory")) {
            _ = try ByteNamedPath(bytes: missing, shownPath: String(decoding: missing, as: UTF8.self))
        }
    }
}

import Glibc
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal

@Suite struct TerminalCharacterTests {
    init() { TerminalScreen.useUTF8Locale() }

    func chars(_ grapheme: String, width: UInt8) -> ([UInt32], Bool) {
        let (c, pad) = TerminalScreen.terminalCharacters(
            for: Canvas.Cell(grapheme: grapheme, width: width, style: .plain))
        return (c.map { UInt32(bitPattern: $0) }, pad)
    }

    @Test func plainAndWideCharactersPassThrough() {
        #expect(chars("a", width: 1) == ([0x61], false))
        #expect(chars("张", width: 2) == ([0x5F20], false))
        #expect(chars("e\u{301}", width: 1) == ([0x65, 0x301], false))
    }

    @Test func textDefaultEmojiWithVS16BecomeTheBasePlusABlank() {
        // ❤️ is 2 columns in the canvas, but wcwidth(❤) is 1: write ❤ and a blank.
        #expect(chars("❤\u{FE0F}", width: 2) == ([0x2764], true))
        #expect(chars("1\u{FE0F}\u{20E3}", width: 2) == ([0x31, 0x20E3], true))
    }

    @Test func emojiSequencesKeepOnlyTheirFirstScalar() {
        #expect(chars("👨\u{200D}👩\u{200D}👧", width: 2) == ([0x1F468], false))
    }

    @Test func formatCharactersAreLeftOut() {
        #expect(chars("a\u{200B}", width: 1) == ([0x61], false))
    }
}

@Suite struct CommandLineOptionsTests {
    @Test func flagsOptionsAndArguments() throws {
        let o = try CommandLineOptions(
            ["--grouped", "--file", "x.plist", "--width=40", "rest"],
            flags: ["--grouped"], options: ["--file", "--width"])
        #expect(o.has("--grouped"))
        #expect(o.value("--file") == "x.plist")
        #expect(try o.int("--width", in: 0...100) == 40)
        #expect(o.positional == ["rest"])
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"),
        (["--file"], "option --file needs a value"),
        (["--file", "--grouped"], "option --file needs a value"),
    ])
    func usageErrorsSayWhat(args: [String], message: String) {
        #expect(throws: CommandLineOptions.UsageError(message)) {
            try CommandLineOptions(args, flags: ["--grouped"], options: ["--file"])
        }
    }
}

/// The screen writer against a real ncurses screen writing into a file.
@MainActor
@Suite(.serialized) struct TerminalScreenTests {
    /// Opens a screen of 20×`lines` on a temporary file; returns it with the file.
    func open(lines: Int = 5) throws -> (TerminalScreen, UnsafeMutablePointer<FILE>, UnsafeMutablePointer<FILE>) {
        setenv("TERM", "xterm-256color", 1)
        setenv("LINES", "\(lines)", 1)
        setenv("COLUMNS", "20", 1)
        let out = try #require(tmpfile())
        let input = try #require(fopen("/dev/null", "r"))
        let screen = try TerminalScreen(output: out, input: input)
        return (screen, out, input)
    }

    func written(_ out: UnsafeMutablePointer<FILE>, since mark: Int) -> Int {
        fflush(out)
        return ftell(out) - mark
    }

    func canvas(_ lines: [String]) -> Canvas {
        var c = Canvas(width: 20, height: 5)
        for (y, l) in lines.enumerated() { c.draw(l, x: 0, y: y) }
        return c
    }

    @Test func anUnchangedFrameWritesNothingAndOneChangeWritesLittle() throws {
        let (screen, out, input) = try open()
        defer {
            screen.close()
            fclose(input)
            fclose(out)
        }
        #expect(screen.size == Size(width: 20, height: 5))
        let first = canvas(["Aaron", "Abbie", "Abby", "Abdul", "Abel"])
        screen.draw(first)
        var mark = ftell(out)
        screen.draw(first)
        #expect(written(out, since: mark) == 0)
        mark = ftell(out)
        screen.draw(canvas(["Aaron", "Abbie", "Abby", "Abdul", "Abe!"]))
        let one = written(out, since: mark)
        #expect(one > 0 && one < 20)
    }

    /// The bytes written to `out` from `mark` on, as text.
    func text(_ out: UnsafeMutablePointer<FILE>, since mark: Int) -> String {
        fflush(out)
        let end = ftell(out)
        fseek(out, mark, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: end - mark)
        _ = fread(&bytes, 1, bytes.count, out)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func linesThatMovedBesideAnIndexAreSentAsAScrollRegion() throws {
        let (screen, out, input) = try open(lines: 12)
        defer {
            screen.close()
            fclose(input)
            fclose(out)
        }
        // Line n: 16 letters that differ from every other line's, and index letter n % 3.
        func letters(_ n: Int) -> String {
            var s = ""
            for i in 0..<16 {
                let code = 97 + (n * 7 + i * 3) % 26
                s.append(Character(UnicodeScalar(UInt8(code))))
            }
            return s
        }
        func frame(from first: Int) -> Canvas {
            var c = Canvas(width: 20, height: 12)
            for y in 0..<12 {
                c.draw(letters(first + y), x: 1, y: y)
                c.draw(["A", "B", "C"][y % 3], x: 18, y: y, style: .bold)  // as sections' index, one column in
            }
            return c
        }
        screen.draw(frame(from: 0))
        fflush(out)
        let mark = ftell(out)
        screen.draw(frame(from: 1))
        let sent = text(out, since: mark)
        // A scroll region over the 12 lines, one line in, the index letters put back (one
        // line down and a backspace each), and the new bottom line: fewer bytes than the
        // 12 × 16 letters of a rewrite alone.
        #expect(sent.contains("\u{1B}[1;12r"))
        #expect(sent.contains(letters(12)))
        #expect(sent.contains("\u{1B}[3d\u{8}C\u{1B}[4d\u{8}A"))
        #expect(sent.utf8.count < 12 * 16, "\(sent.utf8.count) bytes: \(sent.debugDescription)")
        // Nothing moved: nothing is sent.
        let again = ftell(out)
        screen.draw(frame(from: 1))
        #expect(written(out, since: again) == 0)
    }

    @Test func textFromDataNeverReachesTheTerminalRaw() throws {
        let (screen, out, input) = try open()
        defer {
            screen.close()
            fclose(input)
            fclose(out)
        }
        let mark = ftell(out)
        // The canvas sanitises on the way in; the bytes written carry no ESC from the data.
        screen.draw(canvas(["evil\u{1B}]0;pwned\u{7}", "\u{1B}[2J"]))
        fflush(out)
        let end = ftell(out)
        fseek(out, mark, SEEK_SET)
        var bytes = [UInt8](repeating: 0, count: end - mark)
        _ = fread(&bytes, 1, bytes.count, out)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("␛]0;pwned␇"))
        #expect(!text.contains("\u{1B}]0;"))
        // ncurses clears the screen itself before the first frame; after the data starts,
        // the only escape sequences are ncurses' own cursor moves, never the data's.
        let fromData = try #require(text.range(of: "evil")).lowerBound
        #expect(!text[fromData...].contains("\u{1B}[2J"))
        #expect(text[fromData...].contains("␛[2J"))
    }
}

@Suite struct InputDecoderTests {
    @Test(arguments: [
        (UInt32(10), Event.key(.enter)), (13, .key(.enter)), (27, .key(.escape)), (9, .key(.tab)),
        (127, .key(.backspace)), (8, .key(.backspace)), (3, .key(.ctrl("c"))), (21, .key(.ctrl("u"))),
        (0x61, .key(.character("a"))), (0xE9, .key(.character("é"))), (0x5F20, .key(.character("张"))),
        (0, .tick), (0x1C, .tick),
    ])
    func charactersBecomeKeys(code: UInt32, event: Event) {
        #expect(InputDecoder.character(code) == event)
    }
}

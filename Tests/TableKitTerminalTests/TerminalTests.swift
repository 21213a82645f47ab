import Glibc
import Testing
@testable import TableKit
@testable import TableKitTerminal

@Suite struct TerminalCharacterTests {
    init() { TerminalScreen.useUTF8Locale() }

    func chars(_ grapheme: String, width: UInt8) -> ([UInt32], Bool) {
        let (c, pad) = TerminalScreen.terminalCharacters(for: Canvas.Cell(grapheme: grapheme, width: width, style: .plain))
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
        let o = try CommandLineOptions(["--grouped", "--file", "x.plist", "--width=40", "rest"],
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

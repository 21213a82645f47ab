import CNcursesw
import Foundation
import Glibc
import Testing

@testable import TableKit
@testable import TableKitApps
@testable import TableKitTerminal

/// The terminal host's promises of docs/RELIABILITY.md: sanitised error lines, checked
/// writes, capped sizes, restored modes on every terminating signal, NO_COLOR, both
/// cursor-key modes.
@Suite struct ReliabilityTests {
    /// The corpus of Tests/SampleAppTests/InjectionCorpus.swift, in short.
    static let payloads: [String] = [
        "\u{1B}[31m\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]8;;http://e/\u{1B}\\l\u{1B}]8;;\u{1B}\\",
        "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}P1$r\u{1B}\\", "\u{1B}_apc\u{1B}\\", "\u{9B}31m\u{9D}0;t\u{9C}",
        String((0x80...0x9F).map { Character(Unicode.Scalar($0)!) }),
        "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}",
        "a\u{07}b\u{08}c\rd\ne\r\nf", "\u{7F}\u{0}\t\u{0B}\u{0C}",
    ]

    /// The bytes of `line` that would act on a terminal: C0 (but one final LF), DEL, C1,
    /// bidi controls, separators.
    static func problems(_ line: String) -> [Int] {
        var b = Array(line.utf8)
        guard b.last == 0x0A else { return [-1] }
        b.removeLast()
        var bad: [Int] = []
        for i in b.indices {
            let c = b[i]
            if c < 0x20 || c == 0x7F { bad.append(i) }
            if c == 0xC2, i + 1 < b.count, (0x80...0x9F).contains(b[i + 1]) { bad.append(i) }
            if c == 0xE2, i + 2 < b.count,
                (b[i + 1] == 0x80 && (0xA8...0xAE).contains(b[i + 2]))
                    || (b[i + 1] == 0x81 && (0xA6...0xA9).contains(b[i + 2]))
            {
                bad.append(i)
            }
        }
        return bad
    }

    @Test(arguments: payloads)
    func theErrorLineIsOneSafeLine(payload: String) {
        let line = StandardOutput.errorLine("bad key '\(payload)' in \(payload).plist", program: "/usr/bin/" + payload)
        #expect(Self.problems(line) == [], "\(line.debugDescription)")
        #expect(line.contains(": bad key '"))
    }

    @Test(arguments: payloads)
    func usageErrorsQuoteArgumentsSafely(payload: String) {
        for args in [
            ["--" + payload], ["--width", payload], ["--width=" + payload], ["-" + String(payload.prefix(1))],
        ] {
            do {
                _ = try CommandLineOptions(args, flags: ["--print"], options: ["--width"])
                if args.count == 1 && args[0].count == 2 { continue }  // a one-character flag may be a positional
                _ = try CommandLineOptions(args, flags: [], options: ["--width"]).int("--width", in: 0...1000)
                Issue.record("accepted \(args)")
            } catch {
                #expect(Self.problems(error.description + "\n") == [], "\(error.description.debugDescription)")
            }
        }
        #expect(Self.problems(TerminalError.cannotOpen(term: payload).description + "\n") == [])
    }

    @Test func aFailedWriteIsReportedWithItsReason() throws {
        let fd = open("/dev/full", O_WRONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(StandardOutput.writeAll("screen\n", to: fd) == ENOSPC)
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        #expect(StandardOutput.writeAll(String(repeating: "x", count: 1 << 20), to: null) == nil)
    }

    @Test(arguments: [
        (Size(width: 65535, height: 65535), Size(width: 1000, height: 400)),
        (Size(width: 65535, height: 40000), Size(width: 1000, height: 400)),
        (Size(width: 4000, height: 4000), Size(width: 1000, height: 400)),
        (Size(width: 80, height: 32768), Size(width: 80, height: 400)),
        (Size(width: 80, height: 24), Size(width: 80, height: 24)),
        (Size(width: 0, height: 0), Size(width: 1, height: 1)),
    ])
    func terminalSizesAreCapped(reported: Size, drawn: Size) {
        #expect(TerminalSize.clamped(reported) == drawn)
    }

    @MainActor
    @Test func aWindowAtTheLargestTerminalSizeDrawsACappedCanvas() {
        let content = ListContent(sections: [
            ListContent.Section(title: "A", rows: (0..<50).map { ListContent.Row(text: "row \($0)") })
        ])
        let window = Window(
            rootViewController: IndexedListViewController(content: content, style: .plain),
            size: Size(width: 65535, height: 65535))
        #expect(window.size == Window.maximumSize)
        var canvas = window.render()
        #expect(canvas.size == Size(width: 1000, height: 1000))
        window.send(.resize(Size(width: 65535, height: 40000)))
        canvas = window.render()
        #expect(canvas.size == Size(width: 1000, height: 1000))
        let text = TextRenderer.render(canvas)
        #expect(text.contains("row 49"))
        // The terminal host never hands the window more than TerminalSize.maximum.
        window.send(.resize(TerminalSize.clamped(Size(width: 65535, height: 65535))))
        #expect(window.render().size == TerminalSize.maximum)
    }

    @Test(
        arguments: [
            ([:], false), (["NO_COLOR": ""], false), (["NO_COLOR": "1"], true), (["NO_COLOR": "yes"], true),
            (["TERM": "xterm"], false),
        ] as [([String: String], Bool)])
    func noColorIsHonouredWhenSetAndNotEmpty(environment: [String: String], off: Bool) {
        #expect(TerminalEnvironment.noColor(environment) == off)
    }

    @Test func bothCursorKeyModesAreKnown() {
        let keys = Dictionary(
            TerminalEnvironment.cursorKeySequences.map { ($0.sequence, $0.key) }, uniquingKeysWith: { a, _ in a })
        for (final, key) in [
            ("A", KEY_UP), ("B", KEY_DOWN), ("C", KEY_RIGHT), ("D", KEY_LEFT), ("H", KEY_HOME), ("F", KEY_END),
        ] {
            #expect(keys["\u{1B}[" + final] == key, "normal mode \(final)")
            #expect(keys["\u{1B}O" + final] == key, "application mode \(final)")
        }
    }

    @Test func theResetSequenceLeavesEveryModeTheAppTurnedOn() {
        let reset = String(decoding: TerminalRestore.resetSequence, as: UTF8.self)
        for mode in [
            "\u{1B}[?1000l", "\u{1B}[?1002l", "\u{1B}[?1003l", "\u{1B}[?1006l",  // mouse off
            "\u{1B}[?1l", "\u{1B}>",  // keypad: rmkx
            "\u{1B}[0m", "\u{1B}[?25h", "\u{1B}[?1049l",
        ] {  // attributes, cursor, alternate screen
            #expect(reset.contains(mode), "\(mode.debugDescription)")
        }
    }

    @Test func everySignalThatEndsTheProcessIsCaught() {
        let caught = Set(TerminalRestore.stopSignals + TerminalRestore.crashSignals)
        for sig in [
            SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
            SIGPWR, SIGSYS, SIGIO, SIGPOLL, SIGPIPE, SIGSTKFLT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
        ] {
            #expect(caught.contains(sig), "signal \(sig)")
        }
        #expect(caught.isSuperset(of: __libc_current_sigrtmin()...__libc_current_sigrtmax()))
        #expect(Set(TerminalRestore.stopSignals).isDisjoint(with: TerminalRestore.crashSignals))
    }
}

/// In the serialized suite that installs the crash handlers too: `install` and `uninstall`
/// are process-wide, and run at once with that suite's they took its terminal away.
extension TerminalRestoreDescriptorTests {
    @Test func crashHandlersRunOnAnAlternateStackAndUninstallPutsTheOldActionsBack() {
        var before = sigaction()
        sigaction(SIGUSR1, nil, &before)
        TerminalRestore.install()
        var stack = stack_t()
        #expect(sigaltstack(nil, &stack) == 0)
        #expect(stack.ss_size == TerminalRestore.alternateStackSize && stack.ss_flags & Int32(SS_DISABLE) == 0)
        for sig in TerminalRestore.crashSignals + [SIGUSR1, SIGPWR, SIGIO] {
            var action = sigaction()
            sigaction(sig, nil, &action)
            #expect(action.sa_flags & SA_ONSTACK != 0, "signal \(sig)")
        }
        TerminalRestore.uninstall()
        var after = sigaction()
        sigaction(SIGUSR1, nil, &after)
        #expect(
            unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self))
    }
}

/// Recurses until the stack is gone.
@inline(never) func overflowTheStack(_ depth: Int) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    withUnsafeMutablePointer(to: &frame) { _ in }  // keep the frame on the stack
    return overflowTheStack(depth + 1) + frame.7
}

@Suite struct StackOverflowTests {
    /// A stack overflow (SIGSEGV with no stack left) still runs the crash handler, on the
    /// alternate stack: the reset sequence is written before the process dies of SIGSEGV.
    @Test func aStackOverflowRestoresTheTerminal() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
            TerminalRestore.install()
            _ = overflowTheStack(0)
        }
        let output = result.map { Array($0.standardOutputContent) } ?? []
        #expect(
            output.starts(with: TerminalRestore.resetSequence)
                || String(decoding: output, as: UTF8.self).contains("\u{1B}[?1049l"))
    }
}

import Glibc
import Testing

@testable import TableKit
@testable import TableKitTerminal

/// The bytes of an X10 report (`ESC [ M`, then 32 + button, 33 + column, 33 + line).
private func x10(_ button: Int, _ x: Int, _ y: Int) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, UInt8(32 + button), UInt8(33 + x), UInt8(33 + y)]
}

/// The bytes of an SGR report (`ESC [ < button ; column ; line M|m`, columns from 1).
private func sgr(_ button: Int, _ x: Int, _ y: Int, release: Bool = false) -> [UInt8] {
    Array("\u{1B}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")".utf8)
}

private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> MouseEvent {
    MouseEvent(kind: kind, location: Point(x: x, y: y))
}

@Suite struct MouseReportTests {
    /// Button codes: 64/65 the wheel up/down, +4 Shift, +8 Meta, +16 Control; 0 the left
    /// button, 3 X10's release.
    @Test(arguments: [
        (64, MouseEvent.Kind.wheelUp), (65, .wheelDown),
        (68, .wheelLeft), (69, .wheelRight),  // Shift-wheel: sideways
        (80, .wheelUp), (73, .wheelDown),  // Control-wheel up, Meta-wheel down: as the wheel
        (66, .wheelLeft), (67, .wheelRight),  // a wheel turned sideways (buttons 6 and 7)
        (0, .press), (4, .press), (16, .press),  // a click, with Shift, with Control
        (3, .release), (7, .release),  // X10's release, with Shift
    ])
    func x10ReportsDecodeWithTheirModifiers(button: Int, kind: MouseEvent.Kind) {
        #expect(MouseReport.decode(x10(button, 10, 5)) == mouse(kind, 10, 5))
    }

    @Test(arguments: [
        (64, MouseEvent.Kind.wheelUp), (65, .wheelDown),
        (68, .wheelLeft), (69, .wheelRight),
        (80, .wheelUp), (66, .wheelLeft), (67, .wheelRight),
        (0, .press), (4, .press), (16, .press),
    ])
    func sgrPressesDecodeWithTheirModifiers(button: Int, kind: MouseEvent.Kind) {
        #expect(MouseReport.decode(sgr(button, 10, 5)) == mouse(kind, 10, 5))
    }

    @Test func sgrReleaseOfTheLeftButtonIsARelease() {
        #expect(MouseReport.decode(sgr(0, 3, 2, release: true)) == mouse(.release, 3, 2))
        #expect(MouseReport.decode(sgr(4, 3, 2, release: true)) == mouse(.release, 3, 2))
    }

    @Test func theRawBytesOfShiftWheelInBothEncodings() {
        // What tmux writes for Shift-wheel up at column 11, line 6 (from 1), in each encoding.
        #expect(MouseReport.decode(Array("\u{1B}[Md+&".utf8)) == mouse(.wheelLeft, 10, 5))
        #expect(MouseReport.decode(Array("\u{1B}[Me+&".utf8)) == mouse(.wheelRight, 10, 5))
        #expect(MouseReport.decode(Array("\u{1B}[<68;11;6M".utf8)) == mouse(.wheelLeft, 10, 5))
        #expect(MouseReport.decode(Array("\u{1B}[<69;11;6M".utf8)) == mouse(.wheelRight, 10, 5))
        #expect(MouseReport.decode(Array("\u{1B}[M`+&".utf8)) == mouse(.wheelUp, 10, 5))
        #expect(MouseReport.decode(Array("\u{1B}[<65;11;6M".utf8)) == mouse(.wheelDown, 10, 5))
    }

    @Test func sgrReachesColumnsX10CannotEncode() {
        #expect(MouseReport.decode(Array("\u{1B}[<0;300;120M".utf8)) == mouse(.press, 299, 119))
        #expect(MouseReport.decode(Array("\u{1B}[<65;1000;400M".utf8)) == mouse(.wheelDown, 999, 399))
    }

    @Test(arguments: [
        "\u{1B}[<1;11;6M", "\u{1B}[<2;11;6M",  // middle and right buttons
        "\u{1B}[<32;11;6M", "\u{1B}[<35;11;6M",  // motion
        "\u{1B}[<64;11;6m",  // a wheel "release"
        "\u{1B}[<0;11M", "\u{1B}[<0;11;6;1M", "\u{1B}[<a;11;6M", "\u{1B}[<0;;6M",
        "\u{1B}[<0;0;6M", "\u{1B}[<0;11;6", "\u{1B}[<0;11;6X", "\u{1B}[<0;123456;6M",
        "\u{1B}[M!+&", "\u{1B}[M@+&", "\u{1B}[M +", "\u{1B}[A",
    ])
    func otherOrMalformedReportsAreNoEvent(text: String) {
        #expect(MouseReport.decode(Array(text.utf8)) == nil)
    }

    @Test func everyModeTurnedOnIsInTheCrashResetSequence() {
        let on = String(decoding: TerminalMouse.on, as: UTF8.self)
        let reset = String(decoding: TerminalRestore.resetSequence, as: UTF8.self)
        let off = String(decoding: TerminalMouse.off, as: UTF8.self)
        let modes = on.split(separator: "\u{1B}").map { String($0.dropLast()) }
        #expect(modes == ["[?1000", "[?1006"])
        for mode in modes {
            #expect(reset.contains("\u{1B}" + mode + "l"))
            #expect(off.contains("\u{1B}" + mode + "l"))
        }
    }
}

/// The real ncurses screen reading mouse reports from its input under terminfo entries with
/// SGR (`xterm-256color`: kmous=\E[<) and X10 (`tmux-256color`, `screen-256color`:
/// kmous=\E[M) mouse keys.
extension TerminalScreenTests {
    @Test(arguments: ["tmux-256color", "screen-256color", "xterm-256color"])
    func mouseReportsOfBothEncodingsBecomeEventsUnderEveryTerm(term: String) throws {
        setenv("TERM", term, 1)
        setenv("LINES", "24", 1)
        setenv("COLUMNS", "80", 1)
        let out = try #require(tmpfile())
        let input = try #require(tmpfile())
        defer {
            fclose(input)
            fclose(out)
        }
        let reports: [[UInt8]] = [
            x10(68, 10, 5), x10(69, 10, 5),  // Shift-wheel up, down (X10)
            sgr(68, 10, 5), sgr(69, 10, 5),  // the same in SGR
            x10(64, 1, 2), sgr(65, 1, 2),  // the wheel alone
            x10(0, 15, 2), x10(3, 15, 2),  // a click and its release (X10)
            sgr(4, 7, 3), sgr(4, 7, 3, release: true),  // a Shift-click (SGR)
            Array("q".utf8),
        ]
        let bytes = reports.flatMap { $0 }
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, input) }
        fflush(input)
        rewind(input)
        let screen = try TerminalScreen(output: out, input: input)
        fflush(out)
        let opened = ftell(out)
        var events: [Event] = []
        for _ in 0..<11 { events.append(screen.readEvent()) }
        screen.close()
        #expect(
            events == [
                .mouse(mouse(.wheelLeft, 10, 5)), .mouse(mouse(.wheelRight, 10, 5)),
                .mouse(mouse(.wheelLeft, 10, 5)), .mouse(mouse(.wheelRight, 10, 5)),
                .mouse(mouse(.wheelUp, 1, 2)), .mouse(mouse(.wheelDown, 1, 2)),
                .mouse(mouse(.press, 15, 2)), .mouse(mouse(.release, 15, 2)),
                .mouse(mouse(.press, 7, 3)), .mouse(mouse(.release, 7, 3)),
                .key(.character("q")),
            ])
        // Both modes on when the screen opened, both off (in the reverse order) when it closed.
        let all = text(out, since: 0)
        let whenOpened = String(decoding: Array(all.utf8.prefix(opened)), as: UTF8.self)
        #expect(whenOpened.contains("\u{1B}[?1000h\u{1B}[?1006h"))
        #expect(!whenOpened.contains("\u{1B}[?1006l"))
        #expect(all.dropFirst(whenOpened.count).contains("\u{1B}[?1006l\u{1B}[?1000l"))
    }
}

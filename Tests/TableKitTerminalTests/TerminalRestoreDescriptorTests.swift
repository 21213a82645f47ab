import Foundation
import Glibc
import Testing

@testable import TableKitTerminal

// Swift's Glibc module leaves out the XSI pseudo-terminal calls (stdlib.h declares them
// only under _XOPEN_SOURCE); these are their C symbols.
@_silgen_name("posix_openpt") func ptyOpen(_ flags: Int32) -> Int32
@_silgen_name("grantpt") func ptyGrant(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") func ptyUnlock(_ fd: Int32) -> Int32
@_silgen_name("ptsname") func ptyName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?

/// A pseudo-terminal pair: the master side (what a terminal emulator reads) and the slave
/// side (what the program uses as its `/dev/tty`).
struct PseudoTerminal {
    let master: Int32
    let slave: Int32

    init?() {
        master = ptyOpen(O_RDWR | O_NOCTTY)
        guard master >= 0, ptyGrant(master) == 0, ptyUnlock(master) == 0, let name = ptyName(master) else { return nil }
        slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { return nil }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    /// What the program wrote to the terminal so far.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { return bytes }
            bytes += buffer[..<n]
        }
    }

    func close() {
        Glibc.close(slave)
        Glibc.close(master)
    }
}

/// With the screen on `/dev/tty` (data from a pipe, picked rows to one), the crash handler
/// restores that terminal and writes the reset sequence there, never to standard output.
@Suite(.serialized) struct TerminalRestoreDescriptorTests {
    @Test func theRestoreUsesTheTerminalDescriptorGivenToInstall() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        var cooked = termios()
        #expect(tcgetattr(pty.slave, &cooked) == 0)
        TerminalRestore.install(terminal: pty.slave)
        defer { TerminalRestore.uninstall() }
        var raw = cooked
        cfmakeraw(&raw)
        #expect(tcsetattr(pty.slave, TCSANOW, &raw) == 0)
        _ = pty.drain()

        TerminalRestore.restoreFromSignal()

        var after = termios()
        #expect(tcgetattr(pty.slave, &after) == 0)
        #expect(after.c_lflag == cooked.c_lflag && after.c_iflag == cooked.c_iflag && after.c_oflag == cooked.c_oflag)
        // The pty's output processing may turn "\n" into "\r\n": compare up to that.
        let written = pty.drain()
        #expect(written.starts(with: TerminalRestore.resetSequence.dropLast()))
    }

    @Test func uninstallGoesBackToStandardInputAndOutput() throws {
        let pty = try #require(PseudoTerminal())
        defer { pty.close() }
        TerminalRestore.install(terminal: pty.slave)
        TerminalRestore.uninstall()
        #expect(TerminalRestore.termiosDescriptor == STDIN_FILENO && TerminalRestore.resetDescriptor == STDOUT_FILENO)
    }

    /// A crash with the screen on a terminal that is not standard output leaves standard
    /// output empty: the reset sequence must not end up among the picked rows.
    @Test func aCrashWritesNothingToStandardOutputWhenTheScreenIsOnTheTTY() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
            let master = ptyOpen(O_RDWR | O_NOCTTY)
            _ = ptyGrant(master)
            _ = ptyUnlock(master)
            let slave = open(ptyName(master)!, O_RDWR | O_NOCTTY)
            TerminalRestore.install(terminal: slave)
            raise(SIGSEGV)
        }
        // The exit test's own bytes may be there; the reset sequence must not.
        let output = String(decoding: result.map { Array($0.standardOutputContent) } ?? [], as: UTF8.self)
        #expect(result != nil && !output.contains("\u{1B}[?1049l") && !output.contains("\u{1B}[?1000l"))
    }
}

import CNcursesw
import Glibc

/// Keeps what the app writes to standard output and standard error while the screen is up
/// (a `print` in `didSelectRowAt`, a library's warning) off the screen, and shows it after
/// the terminal is restored, in the order it was written: what Textual does.
///
/// Each of the two descriptors that is a terminal is duplicated (the original is kept) and
/// replaced (`dup2`) by one unlinked temporary file, shared so that the order of the two
/// streams is kept. The screen draws on ``terminal``, its own duplicate of the terminal,
/// never on descriptor 1. ``end()`` flushes the C streams, puts the descriptors back and
/// writes the file's bytes to standard output (or standard error when only it was
/// captured). A descriptor that is not a terminal (a pipe for `--pick`, a log file) is
/// left alone: nothing written there can reach the screen.
///
/// On a crash the signal handler (``TerminalRestore``) calls ``releaseFromSignal()``
/// before writing the reset sequence and ``replayFromSignal()`` after it, so a crash's
/// message (Swift's `Fatal error: …` is written to standard error) appears below the
/// restored terminal. Both use async-signal-safe calls only (`dup2`, `lseek`, `read`,
/// `write`) and a buffer allocated beforehand.
final class OutputCapture {
    /// The descriptors captured (1, 2 or both) and the duplicates of what they were.
    private var saved: [(descriptor: Int32, original: Int32)] = []
    /// The temporary file both captured descriptors write to, or -1.
    private var file: Int32 = -1
    /// A stream on a duplicate of standard output, for the screen, when standard output is
    /// a terminal; nil otherwise (the screen then draws on `/dev/tty`).
    let terminal: UnsafeMutablePointer<FILE>?
    private var terminalIsOpen = true

    /// The capture in progress, as the signal handler sees it: the duplicates of standard
    /// output and standard error (-1 when not captured), the file, where it is replayed
    /// and the buffer for copying.
    nonisolated(unsafe) static var signalOriginals: (Int32, Int32) = (-1, -1)
    nonisolated(unsafe) static var signalFile: Int32 = -1
    nonisolated(unsafe) static var signalTarget: Int32 = STDOUT_FILENO
    nonisolated(unsafe) static let signalBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)

    /// Starts capturing. `captures` is false (no temporary file possible, or turned off
    /// with `TABLEKIT_NO_CAPTURE`) leaves both descriptors alone; ``terminal`` is then
    /// still a duplicate of standard output when it is a terminal.
    init() {
        let outIsTerminal = isatty(STDOUT_FILENO) == 1
        terminal = outIsTerminal ? OutputCapture.duplicateStream(STDOUT_FILENO) : nil
        guard getenv("TABLEKIT_NO_CAPTURE") == nil else { return }
        let descriptors = [STDOUT_FILENO, STDERR_FILENO].filter { isatty($0) == 1 }
        guard !descriptors.isEmpty, let f = OutputCapture.temporaryFile() else { return }
        fflush(nil)  // every C stream: stdout and stderr included
        // Line-buffered, as on a terminal: each printed line reaches the file at once, so a
        // crash (whose handler cannot flush C streams) still shows it.
        setvbuf(tk_stdout(), nil, _IOLBF, 0)
        for d in descriptors {
            let original = fcntl(d, F_DUPFD_CLOEXEC, 3)
            guard original >= 0 else { continue }
            if dup2(f, d) < 0 {
                close(original)
                continue
            }
            saved.append((d, original))
        }
        guard !saved.isEmpty else {
            close(f)
            return
        }
        file = f
        OutputCapture.signalFile = f
        OutputCapture.signalTarget = saved[0].descriptor
        OutputCapture.signalOriginals = (original(of: STDOUT_FILENO), original(of: STDERR_FILENO))
    }

    private func original(of descriptor: Int32) -> Int32 {
        saved.first { $0.descriptor == descriptor }?.original ?? -1
    }

    /// Whether standard output or standard error is being captured.
    var isCapturing: Bool { file >= 0 }

    /// Ends the capture: flushes the C streams into the file, puts the descriptors back,
    /// closes ``terminal`` and writes what was captured, as written, to the first captured
    /// descriptor. Call after the screen is closed. Idempotent.
    func end() {
        fflush(nil)  // every C stream: stdout and stderr included
        if let terminal, terminalIsOpen { fclose(terminal) }
        terminalIsOpen = false
        guard file >= 0 else { return }
        OutputCapture.signalFile = -1
        OutputCapture.signalOriginals = (-1, -1)
        for (d, original) in saved {
            dup2(original, d)
            close(original)
        }
        OutputCapture.copy(from: file, to: saved[0].descriptor)
        close(file)
        file = -1
        saved = []
    }

    /// Async-signal-safe: puts the captured descriptors back, so that what follows (the
    /// reset sequence, the crash report) reaches the terminal.
    static func releaseFromSignal() {
        guard signalFile >= 0 else { return }
        if signalOriginals.0 >= 0 { dup2(signalOriginals.0, STDOUT_FILENO) }
        if signalOriginals.1 >= 0 { dup2(signalOriginals.1, STDERR_FILENO) }
    }

    /// Async-signal-safe: writes what was captured to the terminal, after
    /// ``releaseFromSignal()`` and the reset sequence.
    static func replayFromSignal() {
        guard signalFile >= 0 else { return }
        copy(from: signalFile, to: signalTarget)
        signalFile = -1
    }

    /// Copies the whole of file `from` to descriptor `to` with `read` and `write` only
    /// (async-signal-safe), through ``signalBuffer``.
    private static func copy(from: Int32, to: Int32) {
        guard lseek(from, 0, SEEK_SET) == 0 else { return }
        while true {
            let n = read(from, signalBuffer, 4096)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            var done = 0
            while done < n {
                let w = write(to, signalBuffer + done, n - done)
                if w < 0 && errno == EINTR { continue }
                if w <= 0 { return }
                done += w
            }
        }
    }

    /// An unlinked temporary file opened for reading and writing, or nil.
    private static func temporaryFile() -> Int32? {
        let dir = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(dir)/tablekit-output-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    /// A write stream on a duplicate of `descriptor`, or nil.
    private static func duplicateStream(_ descriptor: Int32) -> UnsafeMutablePointer<FILE>? {
        let d = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
        guard d >= 0 else { return nil }
        guard let stream = fdopen(d, "w") else {
            close(d)
            return nil
        }
        return stream
    }
}

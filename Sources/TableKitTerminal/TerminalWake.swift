import Glibc

/// A pipe that wakes the terminal host's run loop from a signal handler (the self-pipe
/// trick): SIGWINCH, SIGTSTP and the stop signals set their flag and write one byte here,
/// so the host, asleep until input, a timer or main-queue work, acts on them at once.
enum TerminalWake {
    /// The pipe's read end, watched by the run loop; -1 while the host is not running.
    nonisolated(unsafe) static var readDescriptor: Int32 = -1
    /// The pipe's write end, written by ``wakeFromSignal()``; -1 while the host is not running.
    nonisolated(unsafe) static var writeDescriptor: Int32 = -1

    /// Opens the pipe, both ends non-blocking and closed on exec. Returns false when no
    /// pipe can be made (the host then wakes every 100 ms to look at the flags).
    static func open() -> Bool {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = fds[0]
        writeDescriptor = fds[1]
        return true
    }

    /// Closes the pipe (the write end first, so a late signal writes nowhere).
    static func close() {
        let w = writeDescriptor
        let r = readDescriptor
        writeDescriptor = -1
        readDescriptor = -1
        if w >= 0 { Glibc.close(w) }
        if r >= 0 { Glibc.close(r) }
    }

    /// Writes one byte to the pipe; async-signal-safe (write(2) only, errno kept). A full
    /// pipe already wakes the loop, so a failed write is ignored.
    static func wakeFromSignal() {
        let fd = writeDescriptor
        guard fd >= 0 else { return }
        let saved = errno
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
        errno = saved
    }

    /// Reads every byte waiting in the pipe, so that it wakes the loop again only for a new signal.
    static func drain() {
        guard readDescriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }
}

#!/usr/bin/env python3
"""Mouse reports through a real tmux client, as a terminal sends them.

    python3 Tests/e2e/mouse_client.py SESSION REPORT...

Attaches a tmux client to SESSION (of the tmux server TMUX_TMPDIR names) in a
pseudo-terminal of 80x24 with TERM=xterm-256color, so that this script is the client's
terminal, and writes each REPORT to it as that terminal writes a mouse event: REPORT is
an SGR report's body, `BUTTON;COLUMN;LINE` and `M` (press) or `m` (release), columns and
lines from 1; `68;20;5M` is Shift-wheel up at column 20, line 5. tmux (its `mouse` option
off) forwards each event to the pane in the encoding the program in the pane asked for
(SGR after mode 1006, else X10), with its modifiers. Then it detaches the client.
"""
import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time


def drain(fd, quiet):
    """Reads what the client draws until nothing comes for `quiet` seconds."""
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            return
        try:
            if not os.read(fd, 65536):
                return
        except OSError:
            return


def main():
    session, reports = sys.argv[1], sys.argv[2:]
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, TERM="xterm-256color")
        env.pop("TMUX", None)
        os.execvpe("tmux", ["tmux", "attach-session", "-t", session], env)
    try:
        drain(fd, 0.5)  # attached: the client has drawn the window
        for report in reports:
            os.write(fd, b"\x1b[<" + report.encode())
            drain(fd, 0.3)
    finally:
        subprocess.run(["tmux", "detach-client", "-s", session], check=False)
        for _ in range(50):
            if os.waitpid(pid, os.WNOHANG)[0]:
                break
            time.sleep(0.05)
        else:
            os.kill(pid, 15)
            os.waitpid(pid, 0)
        os.close(fd)


if __name__ == "__main__":
    main()

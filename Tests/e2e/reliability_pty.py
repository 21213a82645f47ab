#!/usr/bin/env python3
"""Runs an app in a pseudo-terminal of a given size (up to 65535x65535), resizes it, and
quits it with q. Prints one line: 'exit STATUS peak_kb PEAK' (STATUS 'running' if it did not
end). Used by test_reliability.sh: the app must survive any size with bounded memory."""
import fcntl, os, pty, select, signal, struct, sys, termios, time

app, rows, cols = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
resizes = [tuple(map(int, s.split('x'))) for s in sys.argv[4:]]  # ROWSxCOLS
pid, fd = pty.fork()
if pid == 0:
    os.environ.setdefault('TERM', 'xterm-256color')
    os.execv(app, [app])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', rows, cols, 0, 0))

def drain(seconds):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                os.read(fd, 1 << 20)
            except OSError:  # the program closed the terminal: wait out the time
                time.sleep(max(0, end - time.time()))
                return

def peak_kb():
    try:
        with open(f'/proc/{pid}/status') as f:
            for line in f:
                if line.startswith('VmHWM'):
                    return int(line.split()[1])
    except OSError:
        return -1
    return -1

drain(4)
for r, c in resizes:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', r, c, 0, 0))
    drain(3)
peak = peak_kb()
os.write(fd, b'q')
status = 'running'
for _ in range(100):
    drain(0.1)
    done, st = os.waitpid(pid, os.WNOHANG)
    if done:
        status = os.waitstatus_to_exitcode(st)
        break
if status == 'running':
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
print(f'exit {status} peak_kb {peak}')

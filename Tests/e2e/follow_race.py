#!/usr/bin/env python3
"""The follow race: `tablekit view FILE --follow` opened, paged, searched and quit while
another process keeps truncating and rewriting FILE, RUNS times. A run crashes when the
viewer ends by a signal (SIGBUS, SIGSEGV...) instead of its own exit status.

Usage: follow_race.py TABLEKIT [--runs N] [--mode pty|print|both] [--load K] [--seed S]
                      [--dir DIR]

  --mode pty    the viewer in a pseudo-terminal (80x24), keys typed, then q (the default)
  --mode print  headless: `tablekit view --print --follow --width 80 --height 24 FILE`
  --load K      K busy processes spin meanwhile (the race is likelier on a loaded machine)

Prints one line per crash or hang and a last line
'follow race: RUNS runs, CRASHES crashes, HANGS hangs (MODE)'; exits 1 when any crashed
or hung. Writes the screen of a crashed or hung run to DIR/race-RUN.screen."""
import argparse, fcntl, multiprocessing, os, pty, random, select, signal, struct, sys, termios, time

parser = argparse.ArgumentParser()
parser.add_argument('tablekit')
parser.add_argument('--runs', type=int, default=20)
parser.add_argument('--mode', choices=['pty', 'print', 'both'], default='pty')
parser.add_argument('--load', type=int, default=0)
parser.add_argument('--seed', type=int, default=1)
parser.add_argument('--dir', default=None)
args = parser.parse_args()
work = args.dir or os.path.join(os.environ.get('TMPDIR', '/tmp'), f'follow-race-{os.getpid()}')
os.makedirs(work, exist_ok=True)
path = os.path.join(work, 'race.csv')
rng = random.Random(args.seed)

LINE = b'%08d,alpha beta gamma,%d.5,2026-12-02,true\n'
HEAD = b'id,text,number,date,flag\n'


def rows(n, salt):
    return HEAD + b''.join(LINE % (i, i * salt) for i in range(n))


def writer(seed):
    """Truncates and rewrites the file forever: to nothing, shorter, longer, in place."""
    r = random.Random(seed)
    blobs = [rows(n, s) for n, s in ((20, 1), (3_000, 3), (40_000, 7), (120_000, 11))]
    while True:
        blob = r.choice(blobs)
        what = r.randrange(4)
        if what == 0:  # truncate to nothing, then write again
            with open(path, 'wb') as f:
                f.flush()
                time.sleep(r.random() * 0.002)
                f.write(blob)
        elif what == 1:  # cut to a random length under the mapping
            try:
                os.truncate(path, r.randrange(0, max(1, os.path.getsize(path))))
            except OSError:
                pass
        elif what == 2:  # rewritten in place
            with open(path, 'r+b') as f:
                f.write(blob[: r.randrange(1, len(blob))])
        else:  # appended
            with open(path, 'ab') as f:
                f.write(blob[len(HEAD): len(HEAD) + r.randrange(1, 4096)])
        time.sleep(r.random() * 0.003)


def spin():
    while True:
        pass


def drain(fd, seconds, screen):
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if ready:
            try:
                data = os.read(fd, 1 << 16)
            except OSError:
                return False
            if not data:
                return False
            screen[0] = (screen[0] + data)[-8192:]
    return True


def run_pty(k):
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.setdefault('TERM', 'xterm-256color')
        os.execv(args.tablekit, [args.tablekit, 'view', path, '--follow'])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
    screen = [b'']
    drain(fd, rng.uniform(0.05, 0.6), screen)
    for key in rng.sample([b'g', b'G', b'\x1b[B' * 5, b'\x1b[6~', b'/', b'00000', b'\x1b', b'\r', b'\x1b'], 4):
        try:
            os.write(fd, key)
        except OSError:
            break
        drain(fd, rng.uniform(0.0, 0.15), screen)
    try:
        os.write(fd, b'\x1b\x1bq')
    except OSError:
        pass
    status = None
    for _ in range(100):  # 10 s
        alive = drain(fd, 0.1, screen)
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            status = st
            break
        if not alive:
            time.sleep(0.05)
    if status is None:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    os.close(fd)
    return status, screen[0]


def run_print(k):
    import subprocess
    try:
        p = subprocess.run(
            [args.tablekit, 'view', '--print', '--follow', '--width', '80', '--height', '24', path],
            stdin=subprocess.DEVNULL, capture_output=True, timeout=20)
        # A status below zero is the signal that ended it (subprocess's convention).
        return (('signal', -p.returncode) if p.returncode < 0 else p.returncode), p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        return None, (e.stdout or b'') + (e.stderr or b'')


def verdict(status):
    """'ok', 'crash SIGNAME' or 'hang'."""
    if status is None:
        return 'hang'
    if isinstance(status, tuple):
        return f'crash {signal.Signals(status[1]).name}'
    return 'ok'


def pty_verdict(st):
    if st is None:
        return 'hang'
    if os.WIFSIGNALED(st):
        return f'crash {signal.Signals(os.WTERMSIG(st)).name}'
    return 'ok'


with open(path, 'wb') as f:
    f.write(rows(40_000, 7))
w = multiprocessing.Process(target=writer, args=(args.seed,), daemon=True)
w.start()
spinners = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.load)]
for s in spinners:
    s.start()
modes = ['pty', 'print'] if args.mode == 'both' else [args.mode]
crashes = hangs = 0
try:
    for k in range(args.runs):
        mode = modes[k % len(modes)]
        if mode == 'pty':
            st, screen = run_pty(k)
            v = pty_verdict(st)
        else:
            st, screen = run_print(k)
            v = verdict(st)
        if v != 'ok':
            crashes += v.startswith('crash')
            hangs += v == 'hang'
            shot = os.path.join(work, f'race-{k}.screen')
            with open(shot, 'wb') as f:
                f.write(screen)
            print(f'run {k} ({mode}): {v}; screen in {shot}', flush=True)
finally:
    for p in [w] + spinners:
        p.terminate()
print(f'follow race: {args.runs} runs, {crashes} crashes, {hangs} hangs ({args.mode}, load {args.load})')
sys.exit(1 if crashes or hangs else 0)

#!/usr/bin/env python3
"""Checks that a file holds exactly one safe line: one final LF and no other C0 control,
no DEL, no C1 control (U+0080-U+009F), no bidi control (U+202A-U+202E, U+2066-U+2069,
U+200E/F, U+061C), no line or paragraph separator. Prints the problems; exit 1 if any."""
import sys

data = open(sys.argv[1], 'rb').read()
problems = []
if not data.endswith(b'\n'):
    problems.append('no final newline')
body = data[:-1] if data.endswith(b'\n') else data
text = body.decode('utf-8', errors='replace')
for i, ch in enumerate(text):
    o = ord(ch)
    if o < 0x20 or o == 0x7F or 0x80 <= o <= 0x9F or 0x202A <= o <= 0x202E or 0x2066 <= o <= 0x2069 \
            or o in (0x200E, 0x200F, 0x061C, 0x2028, 0x2029):
        problems.append(f'U+{o:04X} at {i}')
if problems:
    print(repr(data[:300]), problems[:5])
    sys.exit(1)

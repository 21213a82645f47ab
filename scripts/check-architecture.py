#!/usr/bin/env python3
"""Checks that every name docs/ARCHITECTURE.md cites in backticks exists in the tree.

Cited names are checked by their shape:
- a file (`Window+StatusLine.swift`, `Tests/e2e/run.sh`), a folder (`Model/`) or a path
  (`View/ViewRunner`): a file or folder whose path ends so;
- a type or module (`TableView`, `TableKitData`): declared as a class, struct, enum,
  protocol, actor or typealias, or a target folder;
- a member (`statusText`, `changes(from:)`, `SearchIndex.fold`, `data.geometry`): declared
  as a func, var, let or case (and the type or property before the dot, when there is one).
Anything else in backticks (keys, flags, code with spaces or operators) is not a name and
is skipped. Exits 1 listing every name it did not find.

    python3 scripts/check-architecture.py [FILE.md ...]   # default docs/ARCHITECTURE.md
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREES = ["Sources", "Examples", "Tests", "Benchmarks", "scripts", ".ci", "docs"]

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"
UPPER = re.compile(r"^[A-Z][A-Za-z0-9_]*$")
LOWER = re.compile(r"^[a-z_][A-Za-z0-9_]*$")
METHOD = re.compile(rf"^(?:({IDENT})\.)?({IDENT})\((?:{IDENT}:|_:)*\)$")
DOTTED = re.compile(rf"^({IDENT})\.({IDENT})$")
FILE = re.compile(r"^[A-Za-z0-9_.+/-]+\.(?:swift|md|sh|py|c|cpp|h|json|plist|txt|csv)$")
FOLDER = re.compile(r"^[A-Za-z0-9_.+-]+(?:/[A-Za-z0-9_.+-]+)*/$")
PATH = re.compile(r"^[A-Za-z0-9_.+-]+(?:/[A-Za-z0-9_.+-]+)+$")
# Names from outside the tree (Swift, UIKit, the C library, ncurses, other tools) that the
# document cites on purpose.
EXTERNAL = {
    "Sendable", "UILocalizedIndexedCollation", "respondsToSelector", "_modify", "switch",
    "dup2", "pread", "endwin", "newterm", "less", "DispatchSource", "RunLoop.main",
}


def tree_files():
    files = []
    for top in TREES:
        base = ROOT / top
        if base.exists():
            files += [p for p in base.rglob("*") if ".build" not in p.parts]
    return files


def main():
    docs = [Path(a) for a in sys.argv[1:]] or [ROOT / "docs" / "ARCHITECTURE.md"]
    files = tree_files()
    paths = {p.relative_to(ROOT).as_posix() for p in files}
    dirs = {p.relative_to(ROOT).as_posix() + "/" for p in files if p.is_dir()}
    source = "\n".join(p.read_text(encoding="utf-8", errors="replace")
                       for p in files if p.is_file() and p.suffix in (".swift", ".h", ".c", ".cpp"))
    source += "\n" + (ROOT / "Package.swift").read_text(encoding="utf-8")
    types = set(re.findall(rf"\b(?:class|struct|enum|protocol|actor|typealias|module|extension)\s+({IDENT})", source))
    types |= {p.name for p in (ROOT / "Sources").iterdir() if p.is_dir()}
    types |= set(re.findall(r'name:\s*"([A-Za-z0-9_]+)"', source))  # targets and products
    members = set(re.findall(rf"\b(?:func|var|let)\s+({IDENT})", source))
    members |= {m for line in re.findall(r"\bcase\s+([^:\n=]*)", source) for m in re.findall(IDENT, line)}
    # Argument labels, for a part of a method's name (`didSelectRowAt` of
    # `tableView(_:didSelectRowAt:)`) or a parameter (`onControllingTerminal`).
    members |= set(re.findall(rf"\b({IDENT})\s*(?:{IDENT}\s*)?:", source))

    def ends(name, pool):
        return any(p == name or p.endswith("/" + name) for p in pool)

    missing = []
    for doc in docs:
        text = doc.read_text(encoding="utf-8")
        text = re.sub(r"(?s)```.*?```", "", text)  # diagrams and listings are not citations
        for name in sorted(set(re.findall(r"`([^`\n]+)`", text))):
            ok = True
            if name.removesuffix("()") in EXTERNAL or len(name) == 1:
                continue
            if FILE.match(name):
                ok = ends(name, paths)
            elif FOLDER.match(name):
                ok = ends(name, dirs)
            elif PATH.match(name):
                ok = ends(name, paths) or ends(name + ".swift", paths)
            elif UPPER.match(name):
                ok = name in types
            elif LOWER.match(name):
                ok = name in members or name in types
            elif m := METHOD.match(name):
                ok = (m.group(1) is None or m.group(1) in types) and m.group(2) in members | {"init"}
            elif m := DOTTED.match(name):
                # `Type.member`, or a property path (`data.geometry`): each part declared.
                head_ok = m.group(1) in types or (m.group(1)[0].islower() and m.group(1) in members)
                ok = head_ok and (m.group(2) in members or m.group(2) in types)
            else:
                continue
            if not ok:
                missing.append(f"{doc.name}: `{name}`")
    if missing:
        print("names cited that are not in the tree:\n  " + "\n  ".join(missing))
        sys.exit(1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes docs/decisions/README.md, the index of the decision files beside it.

Each decision is one file, docs/decisions/YYYY-MM-DD-slug.md, whose first line is
`# Title` and which has a `Status:` line: `accepted`, `superseded by FILE.md`, or
`accepted; superseded in part by FILE.md`. The index lists them by date (then by name)
with their title and status, superseded ones linking to what replaced them.

    python3 scripts/decisions-index.py          # rewrite the index
    python3 scripts/decisions-index.py --check  # exit 1 if the index is stale or a file is malformed
"""
import re
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parent.parent / "docs" / "decisions"
INDEX = FOLDER / "README.md"
NAME = re.compile(r"^(\d{4}-\d{2}-\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$")
STATUS = re.compile(r"^(accepted|superseded by (\S+\.md)|accepted; superseded in part by (\S+\.md))$")

HEADER = """# Decisions

One file per decision, named by its date: `YYYY-MM-DD-slug.md`, with a `# Title`, a
`Status:` line (`accepted`, `superseded by FILE.md`, or `accepted; superseded in part by
FILE.md`), then the context, the decision and its consequences. To add one, write the
file and run `python3 scripts/decisions-index.py`; CI (`.ci/run`) fails when this index
is stale.

| date | decision | status |
| --- | --- | --- |
"""


def entries():
    """(date, name, title, status) for every decision file; SystemExit on a malformed one."""
    errors, rows = [], []
    names = {p.name for p in FOLDER.glob("*.md")}
    for path in sorted(FOLDER.glob("*.md")):
        if path.name == "README.md":
            continue
        match = NAME.match(path.name)
        if not match:
            errors.append(f"{path.name}: the name is not YYYY-MM-DD-slug.md (lowercase, digits, hyphens)")
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        title = lines[0][2:].strip() if lines and lines[0].startswith("# ") else None
        if not title:
            errors.append(f"{path.name}: the first line is not '# Title'")
            continue
        status_lines = [line[len("Status:"):].strip() for line in lines if line.startswith("Status:")]
        if len(status_lines) != 1:
            errors.append(f"{path.name}: needs exactly one 'Status:' line, has {len(status_lines)}")
            continue
        status = status_lines[0]
        s = STATUS.match(status)
        if not s:
            errors.append(f"{path.name}: status '{status}' is not accepted / superseded by FILE.md")
            continue
        target = s.group(2) or s.group(3)
        if target and target not in names:
            errors.append(f"{path.name}: superseded by {target}, which does not exist")
            continue
        rows.append((match.group(1), path.name, title, status, target))
    if errors:
        sys.exit("docs/decisions:\n  " + "\n  ".join(errors))
    return rows


def index():
    lines = [HEADER]
    rows = entries()
    titles = {name: title.replace("|", "\\|") for _, name, title, _, _ in rows}
    for date, name, _, status, target in rows:
        title = titles[name]
        shown = status.replace(target, f"[{titles[target]}]({target})") if target else status
        lines.append(f"| {date} | [{title}]({name}) | {shown} |\n")
    return "".join(lines)


def main():
    text = index()
    if "--check" in sys.argv[1:]:
        current = INDEX.read_text(encoding="utf-8") if INDEX.exists() else ""
        if current != text:
            sys.exit("docs/decisions/README.md is stale: run python3 scripts/decisions-index.py")
        return
    INDEX.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()

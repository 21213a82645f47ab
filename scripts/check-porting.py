#!/usr/bin/env python3
"""Checks docs/PORTING.md against TableKit's symbol graphs (made by scripts/docs.sh).

Every row of the porting tables reads `| UIKit API | TableKit | Status | Notes |`. For a
row whose status is "supported" or "renamed", each backticked name in the TableKit column
must be a public TableKit symbol, written as its path (`TableView.reloadData()`,
`TableViewDelegate.tableView(_:didSelectRowAt:)`). And every requirement of TableKit's
data source and delegate protocols must have a row, so that a port never meets a method
the guide does not mention. Prints one line per problem and exits 1 when there is any.
"""
import json, re, sys, pathlib

root = pathlib.Path(__file__).resolve().parent.parent
# TableKit's own graph and its extensions of other modules' types (`Bundle.loadLayout`).
# (scripts/docs.sh also writes the other library modules' graphs beside them.)
folder = root / ".build/docs-build/symbol-graphs"
graphs = sorted([folder / "TableKit.symbols.json", *folder.glob("TableKit@*.symbols.json")])
graphs = [g for g in graphs if g.exists()]
if not graphs:
    sys.exit("check-porting: no symbol graphs; run scripts/docs.sh first")
paths = {".".join(s["pathComponents"]) for g in graphs for s in json.loads(g.read_text())["symbols"]}
guide = (root / "docs/PORTING.md").read_text()

problems, named = [], set()
for number, line in enumerate(guide.splitlines(), 1):
    cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else []
    if len(cells) < 3 or set(cells[0]) <= set("-: "):
        continue
    status = cells[2].lower()
    for name in re.findall(r"`([^`]+)`", cells[1]):
        named.add(name)
        if status.startswith(("supported", "renamed")) and name not in paths:
            problems.append(f"docs/PORTING.md:{number}: `{name}` is not a public TableKit symbol")

protocols = ("TableViewDataSource", "TableViewDelegate")
requirements = {p for p in paths if p.split(".")[0] in protocols and p.count(".") == 1}
for r in sorted(requirements - named):
    problems.append(f"docs/PORTING.md: no row names `{r}`")

for p in problems:
    print(p)
if problems:
    sys.exit(1)
print(f"docs/PORTING.md: {len(named)} TableKit names checked against the symbol graph")

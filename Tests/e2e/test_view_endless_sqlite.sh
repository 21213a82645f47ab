#!/usr/bin/env bash
# End-to-end: `tablekit view` on SQLite that never ends keeps every key (tmux, 80×24): Esc,
# q and ^C end within about a second during a search of an endless query, after End on it,
# and while a first row never comes; a search's results show as found; `--print --search`
# says how many rows it searched; the table list shows "—" for an endless view.
cd "$(dirname "$0")/../.."
source Tests/e2e/lib.sh
source Tests/e2e/endless_sqlite.sh
e2e_keep_server
endless_sqlite_keys
[[ $FAILURES -eq 0 ]] || exit 1
echo "ok: endless SQLite: Esc, q and ^C end within a second (search, End, no first row); the table list shows —"

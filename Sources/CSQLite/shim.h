// The system SQLite (Debian's libsqlite3-dev) for TableKitData's read-only SQLite source.
#include <sqlite3.h>

// homepwner: Big Nerd Ranch's Homepwner inventory in the terminal: items with a name,
// serial number, value and date, saved after every change; editing, deleting (with a
// confirmation) and reordering through the table's editing mode; an item's own screen,
// pushed in a navigation controller, to change its name, serial number and value.
import Foundation
import HomepwnerCore
import HomepwnerUI
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

#if canImport(Glibc)
import Glibc
#endif

let usage = """
    usage: homepwner [--store PATH] [--seed FILE] [--print] [--width N] [--height N] [--keys SCRIPT] [--help]

    An inventory of possessions, saved after every change.
      --store PATH   the item store (default $XDG_DATA_HOME/tablekit/homepwner.json,
                     where XDG_DATA_HOME defaults to ~/.local/share, whose folder is made);
                     its folder must exist (--print only reads it); an empty file (0 bytes)
                     is an empty store
      --seed FILE    items to start from when the store does not exist yet (a JSON array
                     shaped like items.json; default: the 25 bundled sample items; a file
                     holding [] starts empty). Ignored once the store exists.
      --print        print one rendered screen and exit (also when output is not a terminal);
                     the store is only read: changes made by --keys are not saved
      --keys SCRIPT  with --print: keys to press first, e.g. "n e Down d y"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Enter on a row opens the item: its name, serial number and value in text fields, each
    edit saved as typed (a value must be a whole number of dollars, 0 or more); Esc ends
    typing, and Esc again goes back.
    On a row, a opens its actions: Enter runs Revalue (the default), ← Enter runs Remove…,
    which asks to confirm (Cancel is the default: → Enter removes); e starts editing, where
    d/Del removes (Enter or y confirms, Esc cancels) and ⇧↑/⇧↓ or K/J move the row.
    Removing always asks to confirm; nothing else does.
    A store that cannot be read is reported and left untouched (exit status 1), and so is a
    store that another homepwner has open (by any path: a link, a hard link, ..). A store that
    cannot be written (a read-only file or directory) opens read-only: its items are shown and
    changes are refused. A save that fails (a full disk, a permission) is shown on the status
    line and tried again on the next change and on quit; q asks before losing changes.
    """

/// The screen whose store's unsaved changes are tried once more when the process exits by
/// another way than `q` (⌃C twice, SIGTERM, SIGHUP): `exit` runs `atexit` handlers on the
/// main thread. Not after the user chose "Quit and lose them".
nonisolated(unsafe) var screenToSaveAtExit: ItemsViewController?

// No positional arguments: AppRunner refuses them (acceptsArguments stays false).
AppRunner.main(usage: usage, options: ["--store", "--seed"]) { opts in
    let file = opts.value("--store").map { URL(fileURLWithPath: $0) } ?? ItemStore.defaultFileURL()
    var seed: [Item] = []
    if !FileManager.default.fileExists(atPath: file.path) {
        if let path = opts.value("--seed") {
            seed = try ItemStore.readSeed(URL(fileURLWithPath: path))
        } else {
            seed = try ItemStore.readSeed(
                AppRunner.dataFile(
                    nil, bundled: Bundle.module.url(forResource: "items", withExtension: "json"),
                    named: "items.json"))
        }
    }
    // Read-only when printing: no lock, no directory, no file, whatever the keys do.
    // A folder is made only for the default file; a --store in a missing folder is refused.
    try BNRItemStore.openSharedStore(
        fileURL: file, seed: seed, persists: !AppRunner.printsOneScreen(opts),
        createsDirectory: opts.value("--store") == nil)
    // The screen reads BNRItemStore.sharedStore, as the book's controller does.
    let screen = ItemsViewController()
    screenToSaveAtExit = screen
    atexit {
        // Best effort: the user was told on screen; a save that works now loses nothing.
        MainActor.assumeIsolated {
            if let screen = screenToSaveAtExit, screen.store.hasUnsavedChanges, !screen.discardsUnsavedChanges {
                try? screen.store.save()
            }
        }
    }
    // In a navigation controller, as in the book: Enter on an item pushes its screen.
    return NavigationController(rootViewController: screen)
}

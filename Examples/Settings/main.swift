// settings: Apple's Wi-Fi settings pattern, an inset-grouped table whose first row has a
// switch as its accessory view, toggled from the keyboard (Space) or by a click.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: settings [--print] [--width N] [--height N] [--keys SCRIPT] [--help]

    The Wi-Fi settings screen: Space on the Wi-Fi row turns it on or off, Enter on a
    network joins it.
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Space"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    """

AppRunner.main(usage: usage, flags: [], options: []) { _ in
    NavigationController(
        rootViewController: SettingsViewController(networks: ["Home", "Café Lumière", "Library Guest"]))
}

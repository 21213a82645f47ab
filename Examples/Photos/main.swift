// photos: the Photos sample of "Lighter View Controllers": an array data source, a cell
// that configures and highlights itself, a details screen built from a child controller,
// and pull to refresh that reloads off the main actor.
import Foundation
import TableKit
import TableKitAppRunner
import TableKitApps
import TableKitTerminal

let usage = """
    usage: photos [--file PATH] [--run-loop-check] [--print] [--width N] [--height N] [--keys SCRIPT] [--help]

    Shows the photos of a JSON file (name, creationDate, rating, width, height, camera).
      --file PATH    another photos file of the same shape
      --run-loop-check  a screen whose status line lists the main-thread work that ran
                     (tasks, main queue, timers, notifications) without a key pressed
      --print        print one rendered screen and exit (also when output is not a terminal)
      --keys SCRIPT  with --print: keys to press first, e.g. "Down Enter"
      --width N      with --print: the screen's width in columns (default 80)
      --height N     with --print: the screen's height in lines (default 24)
      --help         this text, ending with the keys of the first screen
    Environment: NO_COLOR=1 turns colours off; TABLEKIT_MAX_INPUT_BYTES (default 64M)
          is the largest file read.
    """

AppRunner.main(usage: usage, flags: ["--run-loop-check"], options: ["--file"]) { opts in
    if opts.has("--run-loop-check") { return RunLoopCheckViewController() }
    let url = try AppRunner.dataFile(
        opts.value("--file"), bundled: PhotosResources.url(forResource: "photos", withExtension: "json"),
        named: "photos.json")
    let photos = try Photo.load(contentsOf: url)
    let photosController = PhotosViewController(photos: photos) {
        // Long enough for the spinner to be seen; the file is small.
        Thread.sleep(forTimeInterval: 0.4)
        return Result { () throws(AppError) in try Photo.load(contentsOf: url) }
    }
    return NavigationController(rootViewController: photosController)
}

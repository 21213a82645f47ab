import Foundation
import TableKit
import TableKitApps
import Testing

/// Helpers for the screen tests: render a window to lines of text
/// (trailing spaces trimmed, as `tmux capture-pane` prints them) and drive it by key
/// script.
@MainActor
public enum CellsScreen {
    /// The window rendered now, one string per line.
    public static func lines(_ window: Window) -> [String] {
        TextRenderer.lines(window.render())
    }

    /// Sends the keys of a ``KeyScript`` (e.g. `"Down Down Enter"`) to the window.
    public static func press(_ script: String, in window: Window) {
        for e in try! KeyScript.parse(script) { window.send(e) }
    }

    /// The style of the cell at (x, y) of the window's rendered canvas.
    public static func style(_ window: Window, x: Int, y: Int) -> Style {
        window.render()[x, y].style
    }

    /// The first line that contains `text`, or nil.
    public static func line(containing text: String, in window: Window) -> Int? {
        lines(window).firstIndex { $0.contains(text) }
    }
}

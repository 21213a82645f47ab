import Foundation
import TableKit
import TableKitApps

/// A window around a controller, driven by key scripts as a person would, read as text:
/// the one screen driver of the tests. The window's own properties read through it
/// (`driver.isRunning`, `driver.modalViews`).
@MainActor
@dynamicMemberLookup
public struct ScreenDriver {
    /// The window the controller is the root of.
    public let window: Window

    /// A driver of `controller` in a window of `size` (columns × lines; default 80×24).
    public init(_ controller: ViewController, size: Size = Size(width: 80, height: 24)) {
        window = Window(rootViewController: controller, size: size)
    }

    /// Presses the keys of a ``KeyScript`` (`"Tab B / 'york'"`), one event at a time.
    /// - Throws: the script's parse error, naming the bad word.
    public func press(_ script: String) throws {
        for e in try KeyScript.parse(script) { window.send(e) }
    }

    /// The window's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<Window, T>) -> T { window[keyPath: keyPath] }

    /// Sends one event.
    public func send(_ event: Event) { window.send(event) }

    /// The rendered canvas: what the terminal would show, styles included.
    public var canvas: Canvas { window.render() }

    /// The rendered screen, trailing spaces trimmed.
    public var screen: String { TextRenderer.render(window.render()) }

    /// The rendered lines.
    public var lines: [Substring] { screen.split(separator: "\n", omittingEmptySubsequences: false) }
}

import Foundation
import Testing
@testable import TableKit

/// A window around a controller, driven by key scripts as a person would, read as text.
@MainActor
struct ScreenDriver {
    let window: Window

    init(_ controller: ViewController, size: Size = Size(width: 80, height: 24)) {
        window = Window(rootViewController: controller, size: size)
    }

    /// Presses the keys of a ``KeyScript`` (`"Tab B / 'york'"`).
    func press(_ script: String) throws {
        for e in try KeyScript.parse(script) { window.send(e) }
    }

    /// The rendered screen, trailing spaces trimmed.
    var screen: String { TextRenderer.render(window.render()) }

    /// The rendered lines.
    var lines: [Substring] { screen.split(separator: "\n", omittingEmptySubsequences: false) }
}

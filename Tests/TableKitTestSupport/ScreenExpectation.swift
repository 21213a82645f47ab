import TableKit
import Testing

/// Compares a whole rendered screen with the screen written inline in the test, one
/// string per line (trailing spaces trimmed, as ``TextRenderer`` renders and
/// `tmux capture-pane` prints): every line counts, so a title or a row one column or one
/// line off fails where a substring check passes. A mismatch fails the test with a line
/// diff (`-` expected, `+` actual).
public func expectScreen(
    _ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let diff = LineDiff.diff(expected: expected, actual: actual)
    Issue.record("the screen differs (- expected, + actual):\n\(diff)", sourceLocation: sourceLocation)
}

/// ``expectScreen(_:_:sourceLocation:)`` of a ``ScreenDriver``'s window as rendered now.
@MainActor
public func expectScreen(
    _ driver: ScreenDriver, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    expectScreen(driver.lines.map(String.init), expected, sourceLocation: sourceLocation)
}

/// ``expectScreen(_:_:sourceLocation:)`` of a canvas (a table or a cell drawn alone).
public func expectScreen(_ canvas: Canvas, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    expectScreen(TextRenderer.lines(canvas), expected, sourceLocation: sourceLocation)
}

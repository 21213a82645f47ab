/// Why a layout file (``ViewLayout``) could not be read or connected to its owner: the
/// file, the line and column, the key at fault and what was wrong, as one line.
public struct LayoutError: Error, CustomStringConvertible, Equatable {
    /// The file's path, or the name the layout was read under.
    public var file: String
    /// Where in the file's text (1-based line and column); nil when the fault is not at a
    /// place in the text (the file is missing or unreadable).
    public var position: ParsePosition?
    /// The key at fault as a JSON path, e.g. `views[1].action`; empty for the file as a whole.
    public var path: String
    /// What was wrong, in plain words.
    public var message: String

    /// An error about `path` in `file` at `position`.
    public init(file: String, position: ParsePosition?, path: String = "", message: String) {
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// `FILE:LINE:COLUMN: PATH: what` (``ParsePosition/message(_:at:_:)``; the path is left
    /// out when empty), as one sanitised line: text from the file is shown, never sent to
    /// the terminal raw (``Sanitizer/messageLine(_:)``).
    public var description: String {
        Sanitizer.messageLine(ParsePosition.message(file, at: position, path.isEmpty ? message : "\(path): \(message)"))
    }
}

extension Character {
    /// True for the line breaks of text files and pasted text: LF, CR LF (one `Character`
    /// in Swift) and CR. Unlike `isNewline`, U+2028/U+2029, NEL, VT and FF are not breaks
    /// here; the sanitiser shows them visibly instead.
    public var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}

extension StringProtocol {
    /// The text split at every ``Swift/Character/isLineBreak``, empty lines kept.
    public func splitLines() -> [SubSequence] {
        split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
    }
}

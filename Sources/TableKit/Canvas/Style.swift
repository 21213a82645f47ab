/// One of the terminal's eight basic colours (SGR 30–37 / 40–47).
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    /// The colours in SGR order: black is 0 (SGR 30/40), white is 7 (SGR 37/47).
    case black = 0
    case red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: colours and attributes. The default style is the terminal's own.
public struct Style: Hashable, Sendable {
    /// Text attributes, each an SGR attribute the terminal host maps to curses' `A_*`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bit set; each attribute is one bit.
        public let rawValue: UInt8
        /// The attributes whose bits are set in `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bold or bright text (SGR 1, curses' `A_BOLD`).
        public static let bold = Attributes(rawValue: 1 << 0)
        /// Faint text (SGR 2, curses' `A_DIM`).
        public static let dim = Attributes(rawValue: 1 << 1)
        /// Underlined text (SGR 4, curses' `A_UNDERLINE`).
        public static let underline = Attributes(rawValue: 1 << 2)
        /// Swapped foreground and background (SGR 7, curses' `A_REVERSE`).
        public static let reverse = Attributes(rawValue: 1 << 3)
        /// Italic text (SGR 3, curses' `A_ITALIC`).
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    /// Foreground colour; nil for the terminal's default.
    public var foreground: Color?
    /// Background colour; nil for the terminal's default.
    public var background: Color?
    /// Text attributes; empty for none.
    public var attributes: Attributes

    /// A style with the given colours (nil for the terminal's default) and attributes.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()
    /// Default colours, bold.
    public static let bold = Style(attributes: .bold)
    /// Default colours, dim.
    public static let dim = Style(attributes: .dim)
    /// Default colours, reversed; the look of the highlighted (cursor) row.
    public static let reverse = Style(attributes: .reverse)
    /// Default colours, underlined.
    public static let underline = Style(attributes: .underline)

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }
}

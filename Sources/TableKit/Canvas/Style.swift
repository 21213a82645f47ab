/// One of the terminal's eight basic colours (SGR 30–37 / 40–47).
public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a cell is drawn: colours and attributes. The default style is the terminal's own.
public struct Style: Hashable, Sendable {
    /// Text attributes, each an SGR attribute the terminal host maps to curses' `A_*`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let underline = Attributes(rawValue: 1 << 2)
        public static let reverse = Attributes(rawValue: 1 << 3)
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    /// Foreground colour; nil for the terminal's default.
    public var foreground: Color?
    /// Background colour; nil for the terminal's default.
    public var background: Color?
    public var attributes: Attributes

    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let reverse = Style(attributes: .reverse)
    public static let underline = Style(attributes: .underline)

    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> Style {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }
}

/// A key binding as data: the keys, a short label for the help line and a longer
/// description for the full help (`?`). The help line is generated from these, never
/// hand-written (the habit of charmbracelet/bubbles' `key.Binding`).
public struct KeyBinding: Hashable, Sendable {
    /// Keys that trigger the binding; the first is the one shown.
    public var keys: [Key]
    /// How the keys are shown in help, e.g. `"↑/k"`.
    public var keyLabel: String
    /// A verb or two for the one-line help, e.g. `"up"`.
    public var help: String
    /// False to list the binding in the full help only.
    public var showsInShortHelp: Bool

    /// A binding for `keys`, labelled `keyLabel` in help (nil for the keys' descriptions joined
    /// by `/`), described by `help`; `short: false` lists it in the full help only.
    public init(_ keys: [Key], _ keyLabel: String? = nil, help: String, short: Bool = true) {
        self.keys = keys
        self.keyLabel = keyLabel ?? keys.map(\.description).joined(separator: "/")
        self.help = help
        self.showsInShortHelp = short
    }

    /// True when `key` triggers this binding.
    public func matches(_ key: Key) -> Bool { keys.contains(key) }

    /// The one-line help for `bindings`, each `label help`, separated by two spaces and cut
    /// at a whole entry to fit `width` columns. The last `keepingLast` entries (help and
    /// quit) are always kept, so a narrow screen drops entries from the middle.
    public static func shortHelp(_ bindings: [KeyBinding], width: Int, keepingLast: Int = 0) -> String {
        let entries = bindings.filter(\.showsInShortHelp).map { "\($0.keyLabel) \($0.help)" }
        let tail = Array(entries.suffix(keepingLast))
        let head = entries.dropLast(min(keepingLast, entries.count))
        let tailText = tail.joined(separator: "  ")
        var out = ""
        for entry in head {
            let candidate = out.isEmpty ? entry : out + "  " + entry
            let total = tailText.isEmpty ? candidate : candidate + "  " + tailText
            if total.displayWidth > width { break }
            out = candidate
        }
        if tailText.isEmpty { return out }
        let joined = out.isEmpty ? tailText : out + "  " + tailText
        return joined.displayWidth <= width ? joined : Truncation.truncate(joined, toWidth: width)
    }

    /// The full help: one line per binding, every key it answers to (not only the short
    /// label), keys padded to a column.
    public static func fullHelp(_ bindings: [KeyBinding]) -> [String] {
        let labels = bindings.map { b in
            b.keys.count > 1 ? b.keys.map(\.description).joined(separator: "/") : b.keyLabel
        }
        let w = labels.map(\.displayWidth).max() ?? 0
        return zip(labels, bindings).map { label, b in
            label + String(repeating: " ", count: w - label.displayWidth) + "  " + b.help
        }
    }
}

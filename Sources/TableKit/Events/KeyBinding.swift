/// A key binding as data: the keys, a short label for the help line and a longer
/// description for the full help (`?`). Components dispatch on it (``matches(_:)-(Key)``)
/// and build their help from it, so the two cannot drift apart (the habit of
/// charmbracelet/bubbles' `key.Binding`). Bindings are grouped into a component's key map
/// (see ``KeyMaps``), which apps remap through ``KeyMaps/current``.
public struct KeyBinding: Hashable, Sendable {
    /// Typed characters a binding takes beside its ``keys``.
    public enum Characters: Hashable, Sendable {
        /// Any letter (any script's), e.g. jumping to a section index title.
        case letters
        /// Any printable character, e.g. typing into a search bar.
        case printable

        func contains(_ c: Character) -> Bool {
            switch self {
            case .letters: c.isLetter
            case .printable: true
            }
        }
    }

    /// Keys that trigger the binding; the first is the one shown.
    public var keys: [Key]
    /// Typed characters that trigger the binding besides ``keys``; nil for none.
    public var characters: Characters?
    /// How the keys are shown in help, e.g. `"↑/k"`: the label given, else the keys'
    /// descriptions joined by `/`.
    public var keyLabel: String { label ?? keys.map(\.description).joined(separator: "/") }
    /// The label given at init or by ``remap(_:label:)``; nil to show the keys themselves.
    public var label: String?
    /// A verb or two for the one-line help, e.g. `"up"`.
    public var help: String
    /// False to list the binding in the full help only.
    public var showsInShortHelp: Bool
    /// True once an app rebound the keys (``remap(_:label:)``): a ``group(_:_:help:short:)``
    /// then shows the bindings' own labels instead of its fixed one.
    public private(set) var isRemapped = false

    /// A binding for `keys` (and, with `characters`, every such typed character), labelled
    /// `keyLabel` in help (nil for the keys' descriptions joined by `/`), described by
    /// `help`; `short: false` lists it in the full help only.
    public init(
        _ keys: [Key], _ keyLabel: String? = nil, characters: Characters? = nil, help: String, short: Bool = true
    ) {
        self.keys = keys
        self.characters = characters
        self.label = keyLabel
        self.help = help
        self.showsInShortHelp = short
    }

    /// True when `key` triggers this binding.
    public func matches(_ key: Key) -> Bool {
        if keys.contains(key) { return true }
        if let characters, case .character(let c) = key { return characters.contains(c) }
        return false
    }

    /// True when `event` is a key that triggers this binding.
    public func matches(_ event: Event) -> Bool {
        if case .key(let key) = event { return matches(key) }
        return false
    }

    /// Binds the action to other keys (an app's remapping): `keys` replace the old ones
    /// and `label` (nil: the keys themselves) is what help shows. An empty `keys` with no
    /// ``characters`` turns the binding off: it matches nothing and help leaves it out.
    public mutating func remap(_ keys: [Key], label: String? = nil) {
        self.keys = keys
        self.label = label
        self.isRemapped = true
    }

    /// Whether any key triggers the binding; help lists only bindings that are on.
    public var isEnabled: Bool { !keys.isEmpty || characters != nil }

    /// One help entry for several bindings (↑ and ↓ as "↑↓ move"): their keys together, in
    /// order, labelled `keyLabel` unless one of them was remapped (then their own labels
    /// joined by `/`).
    public static func group(_ bindings: [KeyBinding], _ keyLabel: String, help: String, short: Bool = true)
        -> KeyBinding
    {
        let keys = bindings.flatMap(\.keys)
        let remapped = bindings.contains(where: \.isRemapped)
        let label = remapped ? bindings.filter(\.isEnabled).map(\.keyLabel).joined(separator: "/") : keyLabel
        return KeyBinding(keys, label, characters: bindings.compactMap(\.characters).first, help: help, short: short)
    }

    /// The one-line help for `bindings`, each `label help`, separated by two spaces and cut
    /// at a whole entry to fit `width` columns. The keys that leave come first: the last
    /// `keepingLast` entries (help and quit) are always kept, then every entry whose keys
    /// include Esc (back, cancel, close) that still fits, then the others in order up to the
    /// first that does not fit; so a narrow screen always says how to leave. Entries keep
    /// their order on the line.
    public static func shortHelp(_ bindings: [KeyBinding], width: Int, keepingLast: Int = 0) -> String {
        let shown = bindings.filter { $0.showsInShortHelp && $0.isEnabled }
        let labelled = shown.map { "\($0.keyLabel) \($0.help)" }
        let tailStart = labelled.count - min(keepingLast, labelled.count)
        var included = labelled.indices.map { $0 >= tailStart }
        var entries = labelled
        func text() -> String { entries.indices.filter { included[$0] }.map { entries[$0] }.joined(separator: "  ") }
        func fits() -> Bool { text().displayWidth <= width }
        let leaves = entries.indices.filter { $0 < tailStart && shown[$0].keys.contains(.escape) }
        for i in leaves {
            included[i] = true
            if fits() { continue }
            // Too long with all its keys ("Enter/Esc back to rows"): Esc alone says how to
            // leave, with its help, else the help's first word ("Esc back").
            let full = entries[i]
            let help = shown[i].help
            let shorter = ["\(Key.escape) \(help)", "\(Key.escape) \(help.split(separator: " ").first ?? "")"]
            if let fitting = shorter.first(where: {
                entries[i] = $0
                return fits()
            }) {
                entries[i] = fitting
            } else {
                included[i] = false
                entries[i] = full
            }
        }
        for i in entries.indices where !included[i] && !leaves.contains(i) {
            included[i] = true
            if !fits() {
                included[i] = false
                break
            }
        }
        let joined = text()
        return joined.displayWidth <= width ? joined : Truncation.truncate(joined, toWidth: width)
    }

    /// The full help: one line per binding, every key it answers to (not only the short
    /// label), keys padded to a column.
    public static func fullHelp(_ bindings: [KeyBinding]) -> [String] {
        let bindings = bindings.filter(\.isEnabled)
        let labels = bindings.map { b in
            b.keys.count > 1 ? b.keys.map(\.description).joined(separator: "/") : b.keyLabel
        }
        let w = labels.map(\.displayWidth).max() ?? 0
        return zip(labels, bindings).map { label, b in
            label + String(repeating: " ", count: w - label.displayWidth) + "  " + b.help
        }
    }
}

import TableKit

/// The keys reference (docs/KEYS.md) generated from the key maps, as `--help` is generated
/// from the screen's bindings, so the document and what the keys do cannot drift apart.
///
/// `tablekit keys --markdown` prints it; a test fails when docs/KEYS.md differs from it.
public enum KeysReference {
    /// One component's keys: its name in `KeyMaps` (e.g. `"table"`), the key map's type
    /// name (e.g. `"TableKeyMap"`) and its bindings in the order the full help lists them.
    public struct Component: Sendable {
        public var name: String
        public var typeName: String
        public var bindings: [KeyBinding]
        /// The map's notes on keys two bindings share (`KeyMap.keyNotes`).
        public var notes: [String] = []
    }

    /// Every component of `maps`, in the order `KeyMaps` declares them, then `tablekit
    /// view`'s (`viewer`: ``ViewerKeyMap``). The one place that reads the shape of
    /// `KeyMaps`: each stored property that is a `KeyMap`.
    public static func components(of maps: KeyMaps = KeyMaps(), viewer: ViewerKeyMap = ViewerKeyMap()) -> [Component] {
        Mirror(reflecting: maps).children.compactMap { child in
            guard let name = child.label, let map = child.value as? any KeyMap else { return nil }
            return Component(
                name: name, typeName: String(describing: type(of: map)), bindings: map.allBindings,
                notes: map.keyNotes)
        } + [Component(name: "viewer", typeName: "ViewerKeyMap", bindings: viewer.allBindings, notes: viewer.keyNotes)]
    }

    /// The reference as Markdown: a heading per component, then a table of its bindings
    /// (keys, what they do, whether the one-line help shows them: the binding's
    /// `showsInShortHelp`, which the help line's entry for it follows), the bindings that
    /// are off left out, then the map's notes on keys two bindings share.
    public static func markdown(_ maps: KeyMaps = KeyMaps()) -> String {
        var out = """
            # Keys

            Every key binding of every component, generated from the key maps (`KeyMaps`) by
            `swift run tablekit keys --markdown > docs/KEYS.md`; a test fails when this file
            differs from what the key maps generate. `?` on any screen lists the keys that apply
            there; an app remaps them through `KeyMaps.current` (see the DocC article on keys).

            """
        for component in components(of: maps) {
            let bindings = component.bindings.filter(\.isEnabled)
            guard !bindings.isEmpty else { continue }
            out += "\n## `\(component.name)` (`\(component.typeName)`)\n\n"
            out += "| keys | help line | action | on the help line |\n| --- | --- | --- | --- |\n"
            for b in bindings {
                let cells = [keys(of: b), b.keyLabel, b.help, b.showsInShortHelp ? "yes" : "full help only"]
                out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
            }
            if !component.notes.isEmpty { out += "\n" + component.notes.joined(separator: "\n") + "\n" }
        }
        return out
    }

    /// Every key the binding answers to, and the typed characters it takes.
    static func keys(of binding: KeyBinding) -> String {
        var parts = binding.keys.map(\.description)
        switch binding.characters {
        case .letters?: parts.append("any letter")
        case .printable?: parts.append("any printable character")
        case nil: break
        }
        return parts.joined(separator: ", ")
    }

    /// A table cell's text: a `|` escaped, so that it stays one cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}

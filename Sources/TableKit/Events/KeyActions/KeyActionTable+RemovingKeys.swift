/// Keys taken away from a component's bindings, for one table or controller: what a
/// controller's ``KeyCommand`` takes, or what ``TableView/removedKeys`` leaves to the controller.
extension KeyBinding {
    /// The binding without `removed`: the other keys stay, in order; a label that only
    /// spelled out the keys (`"d/Del"`), or its first ones (`"Esc/←"` of Esc, ← and ⌫),
    /// becomes those of them left (`"Del"`, `"Esc"`), or the keys left when none is; a
    /// label of its own (`"↑↓"`) stays. With no key left and no ``characters``, the binding is off.
    /// - Complexity: O(keys).
    public func removingKeys(_ removed: Set<Key>) -> KeyBinding {
        guard keys.contains(where: removed.contains) else { return self }
        var copy = self
        let spelled = (0...keys.count).last { n in
            n > 0 && label == keys.prefix(n).map(\.description).joined(separator: "/")
        }
        copy.keys = keys.filter { !removed.contains($0) }
        if let spelled {
            let left = keys.prefix(spelled).filter { !removed.contains($0) }
            let all = copy.keys.map(\.description).joined(separator: "/")
            let text = left.map(\.description).joined(separator: "/")
            copy.label = left.isEmpty || text == all ? nil : text
        }
        return copy
    }
}

extension KeyActionTable {
    /// The table with `removed` taken out of every row's binding (``KeyBinding/removingKeys(_:)``):
    /// those keys run none of its rows (not even as typed characters), and help lists what
    /// is left.
    /// - Complexity: O(rows × keys).
    public func removingKeys(_ removed: Set<Key>) -> KeyActionTable {
        guard !removed.isEmpty else { return self }
        var table = self
        for a in actions {
            var row = a
            row.binding = a.binding.removingKeys(removed)
            row.perform = { key in removed.contains(key) ? false : a.perform(key) }
            table[a.name] = row
        }
        return table
    }
}

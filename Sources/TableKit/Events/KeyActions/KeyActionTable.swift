/// A component's keys as one table of ``KeyAction`` rows, in the order help lists them:
/// dispatch (``perform(_:)``) and help (``keyBindings``) both read it, so a key does what
/// its help says and help lists every key that does something.
///
/// A key runs the first row, in table order, whose binding lists the key and that
/// applies now; only when no row lists the key itself does a row that takes it as a typed
/// character (``KeyBinding/characters``) run, so `/` can be its own action beside
/// "any letter jumps". A row that does not apply is passed over.
///
/// The table is data, so new keys and per-controller changes are rows: a control key is a
/// row inserted before the one whose key it takes (``insert(_:before:)``), applying only
/// where the control is; a controller removes a row (``remove(_:)``) or replaces its
/// action by name (``subscript(_:)``).
@MainActor
public struct KeyActionTable {
    /// The rows, in help order.
    public private(set) var actions: [KeyAction]
    /// The component whose rows these are, kept alive by this copy: a component that keeps
    /// its table between keys (its rows hold it `unowned`, so keeping makes no cycle) sets
    /// it on the copy it hands out, so a table held after its component is let go still runs.
    var owner: AnyObject?

    /// A table of `actions`, in help order. Two rows with the same name trap in debug builds
    /// (`assert`); a release build takes the table as it is (``subscript(_:)`` then finds the
    /// first), since components build their tables at every key.
    /// - Complexity: O(rows) in release builds, O(rows log rows) expected in debug builds.
    public init(_ actions: [KeyAction]) {
        assert(
            Self.firstRepeatedName(actions) == nil,
            "KeyActionTable: two actions are named '\(Self.firstRepeatedName(actions) ?? "")'")
        self.actions = actions
    }

    /// The first name that two rows of `actions` share, nil when every name is its own.
    static func firstRepeatedName(_ actions: [KeyAction]) -> String? {
        var names = Set<String>()
        for a in actions where !names.insert(a.name).inserted { return a.name }
        return nil
    }

    /// The row that `key` runs now, nil when none does (the key goes on).
    /// - Complexity: O(rows); `applies` is asked only of rows whose keys match.
    public func action(for key: Key) -> KeyAction? {
        actions.first { $0.binding.keys.contains(key) && $0.applies() }
            ?? actions.first { !$0.binding.keys.contains(key) && $0.binding.matches(key) && $0.applies() }
    }

    /// Runs the row `key` runs now: its answer (whether the key was taken), or nil when no
    /// row runs it.
    public func perform(_ key: Key) -> Bool? {
        action(for: key)?.perform(key)
    }

    /// The help entries of the rows that apply and are listed now, in table order; rows
    /// next to each other with the same ``KeyAction/Help/group(_:help:short:)`` make one
    /// entry, on the help line when the group's `short` says so and one of its bindings
    /// is (``KeyBinding/showsInShortHelp``). Every row's binding is kept as it is, so an off binding (no keys) is still
    /// left out by ``KeyBinding/shortHelp(_:width:keepingLast:)`` and
    /// ``KeyBinding/fullHelp(_:)``.
    public var keyBindings: [KeyBinding] {
        var entries: [KeyBinding] = []
        var group: (help: KeyAction.Help, bindings: [KeyBinding])?
        func closeGroup() {
            guard let g = group, case .group(let label, let help, let short) = g.help else { return }
            let shown = short && g.bindings.contains(where: \.showsInShortHelp)
            entries.append(KeyBinding.group(g.bindings, label, help: help, short: shown))
            group = nil
        }
        for a in actions where a.applies() && a.isListed() {
            if case .group = a.help {
                if group?.help == a.help {
                    group?.bindings.append(a.binding)
                    continue
                }
                closeGroup()
                group = (a.help, [a.binding])
            } else {
                closeGroup()
                entries.append(a.binding)
            }
        }
        closeGroup()
        return entries
    }

    /// The row named `name`, nil for none; setting replaces it (its name must stay) or,
    /// with nil, removes it.
    public subscript(name: String) -> KeyAction? {
        get { actions.first { $0.name == name } }
        set {
            guard let i = actions.firstIndex(where: { $0.name == name }) else { return }
            if let newValue {
                precondition(newValue.name == name, "KeyActionTable: '\(newValue.name)' cannot replace '\(name)'")
                actions[i] = newValue
            } else {
                actions.remove(at: i)
            }
        }
    }

    /// Removes the row named `name`; does nothing when there is none.
    public mutating func remove(_ name: String) { self[name] = nil }

    /// Adds `action` after the last row. Traps when its name is taken.
    public mutating func append(_ action: KeyAction) {
        precondition(self[action.name] == nil, "KeyActionTable: an action is already named '\(action.name)'")
        actions.append(action)
    }

    /// Inserts `action` before the row named `name` (at the end when there is none), so it
    /// takes the keys the two share while it applies. Traps when its name is taken.
    public mutating func insert(_ action: KeyAction, before name: String) {
        precondition(self[action.name] == nil, "KeyActionTable: an action is already named '\(action.name)'")
        actions.insert(action, at: actions.firstIndex { $0.name == name } ?? actions.endIndex)
    }
}

/// One row of a component's action table (``KeyActionTable``): a key binding, the
/// condition under which it applies, and the action it runs (the shape of Textual's
/// `BINDINGS` and bubbles' `KeyMap`). The same row dispatches a key and lists the binding
/// in help, so the two cannot drift apart.
///
/// A component builds its rows from ``KeyMaps/current`` each time it dispatches or builds
/// help, so a remapped binding takes effect at the next key.
@MainActor
public struct KeyAction {
    /// Where help lists an action.
    public enum Help: Hashable, Sendable {
        /// An entry of its own: the binding's label and help.
        case own
        /// One entry for this action and the actions next to it in the table with the same
        /// group (↑ and ↓ as "↑↓ move", ``KeyBinding/group(_:_:help:short:)``): `label`, `help`,
        /// and `short: false` for the full help only.
        case group(_ label: String, help: String, short: Bool = true)
    }

    /// The action's name, unique in its table: the name of its binding in the component's
    /// key map (`"pageDown"` for ``TableKeyMap/pageDown``). Tables are changed by name
    /// (``KeyActionTable/remove(_:)``, ``KeyActionTable/insert(_:before:)``).
    public let name: String
    /// The keys that run the action and what help says of them: usually the key map's
    /// binding as it is now, remapped or not.
    public var binding: KeyBinding
    /// How help lists the action.
    public var help: Help
    /// Whether the action applies now: when false, dispatch passes over it (a later row may
    /// take the key) and help leaves it out. Asked only of a row whose keys match, and when
    /// help is built.
    public var applies: @MainActor () -> Bool
    /// Whether help lists the action when it applies; true unless the action takes its keys
    /// without doing anything now (Enter where rows cannot be selected).
    public var isListed: @MainActor () -> Bool
    /// Runs the action for `key` (one of the binding's keys); returns whether the key was
    /// taken. False lets the key go on to the next responder, as a component's `handle`
    /// returning false does.
    public var perform: @MainActor (Key) -> Bool

    /// A row named `name` that runs `perform` for `binding`'s keys while `applies` says so,
    /// listed in help as `help` while `isListed` says so too.
    public init(
        _ name: String, _ binding: KeyBinding, help: Help = .own,
        when applies: @escaping @MainActor () -> Bool = { true },
        listedWhen isListed: @escaping @MainActor () -> Bool = { true },
        perform: @escaping @MainActor (Key) -> Bool
    ) {
        self.name = name
        self.binding = binding
        self.help = help
        self.applies = applies
        self.isListed = isListed
        self.perform = perform
    }
}

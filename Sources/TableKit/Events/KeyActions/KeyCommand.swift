/// A key a controller binds to an action of its own (UIKit's `UIKeyCommand`): a controller's
/// ``ViewController/keyCommands`` take the key before the table or any other view that has
/// the keyboard, as UIKit's responder chain gives a key command precedence, and help lists
/// each under its ``discoverabilityTitle`` (or ``title``) in place of what the key did before.
///
/// ```swift
/// override var keyCommands: [KeyCommand]? {
///     [KeyCommand(title: "kill", action: { [weak self] _ in self?.killSelected() }, input: "k")]
/// }
/// ```
///
/// Linux has no `#selector`, so the action is a closure, as in UIKit's `UIAction`-based
/// commands. The input is one character or one of the `input…` constants; the modifier
/// flags are ``ModifierFlags/control`` and ``ModifierFlags/shift``, the ones a terminal sends.
@MainActor
public final class KeyCommand {
    /// The modifier keys held with the input (UIKit's `UIKeyModifierFlags`): the two a
    /// terminal reports with a key.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ⇧ (UIKit's `.shift`): an uppercase letter, ⇧↑, ⇧↓, ⇧Tab.
        public static let shift = ModifierFlags(rawValue: 1 << 0)
        /// ⌃ (UIKit's `.control`): ⌃ and a letter.
        public static let control = ModifierFlags(rawValue: 1 << 1)
    }

    /// ↑ (UIKit's `UIKeyCommand.inputUpArrow`).
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// ↓ (UIKit's `UIKeyCommand.inputDownArrow`).
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// ← (UIKit's `UIKeyCommand.inputLeftArrow`).
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// → (UIKit's `UIKeyCommand.inputRightArrow`).
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// Esc (UIKit's `UIKeyCommand.inputEscape`).
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// PgUp (UIKit's `UIKeyCommand.inputPageUp`).
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// PgDn (UIKit's `UIKeyCommand.inputPageDown`).
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// Home (UIKit's `UIKeyCommand.inputHome`).
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// End (UIKit's `UIKeyCommand.inputEnd`).
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// Del, the forward delete (UIKit's `UIKeyCommand.inputDelete`).
    public nonisolated static let inputDelete = "UIKeyInputDelete"

    /// The key typed: one character (`"k"`, `"\r"` for Enter, `"\t"` for Tab, `"\u{8}"` for
    /// ⌫) or one of the `input…` constants.
    public let input: String
    /// The modifier keys held with ``input``.
    public let modifierFlags: ModifierFlags
    /// What the command does, a verb or two for the help line (UIKit's `title`).
    public var title: String
    /// What help shows when it differs from ``title`` (UIKit's `discoverabilityTitle`).
    public var discoverabilityTitle: String?
    /// Whether the command is off: it takes no key and help leaves it out (UIKit's
    /// `attributes` containing `.disabled`).
    public var isDisabled = false
    /// The key the command takes, read from ``input`` and ``modifierFlags``.
    public let key: Key
    private let action: @MainActor (KeyCommand) -> Void

    /// A command that runs `action` for `input` with `modifierFlags` (UIKit's
    /// `init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`,
    /// with a closure for the selector). Traps when the input and flags name no key a
    /// terminal sends (⌃ with anything but a letter, several characters that are no
    /// `input…` constant), saying which.
    public init(
        title: String = "", action: @escaping @MainActor (KeyCommand) -> Void, input: String,
        modifierFlags: ModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        guard let key = KeyCommand.key(input: input, modifierFlags: modifierFlags) else {
            preconditionFailure(
                "KeyCommand: input \(input.debugDescription) with modifier flags \(modifierFlags.rawValue) "
                    + "is no key a terminal sends")
        }
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.key = key
        self.action = action
    }

    /// A command for `input` and `modifierFlags`, titled in help by `discoverabilityTitle`
    /// (UIKit's `init(input:modifierFlags:action:discoverabilityTitle:)`). Traps as
    /// ``init(title:action:input:modifierFlags:discoverabilityTitle:)``.
    public convenience init(
        input: String, modifierFlags: ModifierFlags = [], discoverabilityTitle: String,
        action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.init(
            title: discoverabilityTitle, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// The command as help lists it: its key, and the discoverability title or the title.
    public var keyBinding: KeyBinding { KeyBinding([key], help: discoverabilityTitle ?? title) }

    /// Runs the action.
    public func perform() { action(self) }

    /// The key `input` with `modifierFlags` names; nil for none a terminal sends.
    static func key(input: String, modifierFlags: ModifierFlags) -> Key? {
        let shift = modifierFlags.contains(.shift)
        let control = modifierFlags.contains(.control)
        let named: [String: (plain: Key, shifted: Key?)] = [
            inputUpArrow: (.up, .shiftUp), inputDownArrow: (.down, .shiftDown), inputLeftArrow: (.left, nil),
            inputRightArrow: (.right, nil), inputEscape: (.escape, nil), inputPageUp: (.pageUp, nil),
            inputPageDown: (.pageDown, nil), inputHome: (.home, nil), inputEnd: (.end, nil),
            inputDelete: (.delete, nil), "\r": (.enter, nil), "\n": (.enter, nil), "\t": (.tab, .backTab),
            "\u{8}": (.backspace, nil), "\u{7f}": (.backspace, nil),
        ]
        if let keys = named[input] {
            guard !control else { return nil }
            return shift ? keys.shifted : keys.plain
        }
        guard input.count == 1, let c = input.first else { return nil }
        if control {
            guard !shift, c.isLetter, c.isASCII else { return nil }
            return .ctrl(Character(c.lowercased()))
        }
        let upper = c.uppercased()
        return .character(shift && upper.count == 1 ? Character(upper) : c)
    }
}

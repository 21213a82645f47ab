extension Control {
    /// What happened to a control, for the actions registered on it (UIKit's
    /// `UIControl.Event`): an option set, so one action can listen to several.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The set's bits; each event is one bit.
        public let rawValue: UInt32
        /// The events whose bits are set in `rawValue`.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A press of the left button on the control (UIKit's `.touchDown`).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A click: a press on the control and its release inside it (UIKit's
        /// `.touchUpInside`); a release elsewhere sends nothing. A key that presses a
        /// ``Button`` sends it too.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The user changed the control's value: a ``Switch`` flipped, a segment chosen, a
        /// step or a slide (UIKit's `.valueChanged`). Setting the value in code sends nothing.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a ``Button`` pressed by a click or a key, a ``Switch``
        /// toggled (UIKit's `.primaryActionTriggered`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}

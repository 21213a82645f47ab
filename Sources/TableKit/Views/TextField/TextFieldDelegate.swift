import Foundation

/// Asked before a text field's text changes and told when editing starts, ends and Enter
/// is pressed (UIKit's `UITextFieldDelegate`). Every method has a default.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become the first responder (UIKit's
    /// `textFieldShouldBeginEditing(_:)`). Default true.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became the first responder (UIKit's `textFieldDidBeginEditing(_:)`).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop editing (UIKit's `textFieldShouldEndEditing(_:)`).
    /// Default true.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped being the first responder (UIKit's `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Whether a key's edit may replace the text in `range` with `string` (UIKit's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`). `range` is in UTF-16
    /// code units of ``TextField/text``, as UIKit's `NSRange`, and always covers whole
    /// grapheme clusters; `string` is empty for a deletion. Return false to veto the edit
    /// (the text and cursor stay). Asked for edits by keys and paste, not for setting
    /// ``TextField/text`` in code. Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Enter was pressed (UIKit's `textFieldShouldReturn(_:)`); the field does nothing
    /// else with it (call ``TextField/resignFirstResponder()`` here to end editing).
    /// Default true.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether ``TextField/clear()`` (the clear button) may empty the field (UIKit's
    /// `textFieldShouldClear(_:)`). Default true.
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Default: true.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Default: does nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Default: true.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Default: does nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Default: true, every edit is allowed.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Default: true.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    /// Default: true.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}

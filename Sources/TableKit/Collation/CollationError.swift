/// Why an ``IndexedCollation`` could not be made.
///
/// Thrown by ``IndexedCollation/init(locale:)``. ICU itself accepts almost any string as a
/// locale and silently falls back to the root locale; TableKit validates first so that a
/// typo never yields a collation for some other language.
public enum CollationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The identifier is neither an ICU locale ID (`zh_Hant_TW`, `de@collation=phonebook`)
    /// nor a BCP 47 language tag (`zh-Hant-TW`). `reason` says which part is wrong.
    case malformedLocale(String, reason: String)
    /// The identifier is well formed but names a language, script, region or collation
    /// type that ICU has no data for (`xx_YY`, `en_QQ`, `de@collation=nonsense`).
    case unknownLocale(String, reason: String)
    /// ICU failed while opening the collator or the alphabetic index. `code` is ICU's
    /// `UErrorCode` (positive), `operation` the call that failed.
    case icuFailure(operation: String, code: Int32)

    /// One line naming the locale identifier (sanitised) and the reason, or ICU's error code and the call.
    public var description: String {
        switch self {
        case let .malformedLocale(identifier, reason):
            return "malformed locale '\(Sanitizer.messageValue(identifier))': \(Sanitizer.messageValue(reason))"
        case let .unknownLocale(identifier, reason):
            return "unknown locale '\(Sanitizer.messageValue(identifier))': \(Sanitizer.messageValue(reason))"
        case let .icuFailure(operation, code):
            return "ICU error \(code) in \(operation)"
        }
    }
}

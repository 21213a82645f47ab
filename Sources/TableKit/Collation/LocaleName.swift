/// A locale name as a user writes it, parsed in one place for every way TableKit takes one:
/// ``IndexedCollation/current`` (the `LC_ALL`, `LC_COLLATE`, `LANG` variables), the apps'
/// `--locale` and `tablekit view --collate`.
///
/// Two spellings are accepted:
/// - POSIX, as the environment carries it: `language[_territory][.codeset][@modifier]`
///   (`en_US.UTF-8`, `de_DE.UTF-8@euro`, `C.UTF-8`). The codeset is dropped; a modifier is
///   kept only when it is an ICU keyword (`en_US.UTF-8@collation=phonebook`), since POSIX
///   modifiers such as `@euro` name no collation.
/// - ICU locale IDs and BCP 47 tags, unchanged (`sv_SE`, `zh_Hant_TW`,
///   `es@collation=traditional`, `zh-Hant-TW`).
///
/// `C` and `POSIX` (with or without a codeset) are the "portable" locale, which has no
/// language: they collate as ICU's root collation, whose index is English's (adam → A,
/// bob → B, Zoe → Z). ICU's own `en_US_POSIX` is *not* used for them: it orders by code
/// point (every capital before every small letter), which files all names under the last
/// capital's bucket.
struct LocaleName: Equatable, Sendable {
    /// The ICU identifier to open, or `nil` for the portable locale (`C`, `POSIX`). An empty
    /// name stays empty, for ICU to reject: only an unset environment means "portable".
    let icuIdentifier: String?

    /// The identifier the portable locale collates as: ICU's root collation with English's
    /// alphabetic index.
    static let portableIdentifier = "en"

    /// Parses `name`. Never fails: whether ICU knows the result is for
    /// ``IndexedCollation/init(locale:)`` to say.
    /// - Complexity: O(length of `name`).
    init(_ name: String) {
        let base = name.prefix { $0 != "." && $0 != "@" }
        if base == "C" || base == "POSIX" {
            icuIdentifier = nil
            return
        }
        guard !base.isEmpty, let dot = name.firstIndex(of: ".") else {
            icuIdentifier = name
            return
        }
        // A codeset is there: a POSIX name. Keep only an ICU keyword modifier.
        var identifier = String(name[..<dot])
        if let at = name[dot...].firstIndex(of: "@") {
            let modifier = name[at...]
            if modifier.contains("=") { identifier += modifier }
        }
        icuIdentifier = identifier
    }

    /// The identifier to hand to ICU: ``icuIdentifier``, or ``portableIdentifier`` for the
    /// portable locale.
    var identifierForICU: String { icuIdentifier ?? Self.portableIdentifier }

    /// The collation locale of the environment: the first non-empty of `LC_ALL`,
    /// `LC_COLLATE`, `LANG` (POSIX precedence), parsed. The portable locale when none is set.
    static func fromEnvironment(_ environment: [String: String]) -> LocaleName {
        let raw =
            ["LC_ALL", "LC_COLLATE", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? "C"
        return LocaleName(raw)
    }
}

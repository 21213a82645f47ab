import Foundation

/// Groups strings into a locale's alphabetic sections and sorts them, for a table view's
/// section index: TableKit's `UILocalizedIndexedCollation`.
///
/// The sections are the buckets of ICU's `icu::AlphabeticIndex` for the locale (CLDR's
/// index characters, e.g. `A`…`Z`, `Å Ä Ö` after `Z` in Swedish, `CH` after `H` in Czech,
/// pinyin initials for `zh`, strokes for `zh_TW`, kana rows for `ja`), plus English `A`…`Z`
/// (`AlphabeticIndex::addLabels(Locale::getEnglish())`) when none of the locale's own
/// labels is Latin, plus one trailing `#`. ICU's underflow, inflow and overflow buckets
/// (digits, symbols, emoji, other scripts, the empty string) all become that `#`, as UIKit
/// shows it. Sorting uses the same locale's ICU collator (`ucol_getSortKey`), so a
/// decomposed string (`e\u{301}mile`) lands and sorts exactly where its composed form does.
///
/// Buckets and sort keys both come from the system ICU (Debian's libicu, ICU 72), never
/// from the toolchain's `_FoundationICU`; see ``icuVersion``.
///
/// A value is immutable and `Sendable`; its ICU objects are shared between copies and
/// used under a lock.
public struct IndexedCollation: Sendable {
    /// The canonical ICU locale ID, e.g. `"zh_TW"`, `"de@collation=phonebook"`.
    public let localeIdentifier: String

    /// The title of every section, in order: the index labels, then `"#"` last.
    /// Always non-empty; never contains a duplicate. `UILocalizedIndexedCollation.sectionTitles`.
    public let sectionTitles: [String]

    let collator: ICUCollator
    /// `sectionForBucket[b]` is the section of ICU bucket `b`.
    let sectionForBucket: [Int]

    /// The title of the trailing section that collects everything outside the index.
    public static let otherSectionTitle = "#"

    /// `en_US.UTF-8` → `en_US`, `de_DE.UTF-8@euro` → `de_DE`, `C.UTF-8` and `POSIX` →
    /// `en_US_POSIX`; ICU keywords after `@`
    /// (`@collation=…`) are kept; an ID without a `.` is returned unchanged.
    static func droppingPOSIXCodeset(_ id: String) -> String {
        // The C and POSIX locales are ICU's en_US_POSIX (code point order for ASCII).
        let bare = id.prefix { $0 != "." && $0 != "@" }
        if bare == "C" || bare == "POSIX" { return "en_US_POSIX" }
        guard let dot = id.firstIndex(of: ".") else { return id }
        let base = String(id[..<dot])
        guard let at = id[dot...].firstIndex(of: "@") else { return base }
        let modifier = id[at...]
        return modifier.contains("=") ? base + modifier : base
    }

    /// Makes the collation of a locale.
    ///
    /// - Parameter locale: an ICU locale ID (`sv_SE`, `zh_Hant_TW`, `es@collation=traditional`)
    ///   or a BCP 47 tag (`zh-Hant-TW`). Its language must be one ICU has data for; a script
    ///   must be an ISO 15924 code, a region an ISO 3166 or UN M.49 code; the only keyword
    ///   allowed is `collation`, with a type ICU has. A POSIX codeset, as `LANG` carries it
    ///   (`en_US.UTF-8`, `de_DE.UTF-8@euro`), is dropped first.
    /// - Throws: ``CollationError/malformedLocale(_:reason:)`` for `"en-"`, `"123"`, `""`;
    ///   ``CollationError/unknownLocale(_:reason:)`` for `"xx_YY"`; never falls back to
    ///   another locale. ``CollationError/icuFailure(operation:code:)`` if ICU fails.
    /// - Complexity: opens an ICU collator and index: about a millisecond; reuse the value.
    public init(locale: String) throws(CollationError) {
        let canonical = try ICUCollator.canonicalLocale(Self.droppingPOSIXCodeset(locale))
        let collator = try ICUCollator(canonicalLocale: canonical)
        var titles: [String] = []
        var sectionForBucket: [Int] = []
        var otherBuckets: [Int] = []
        for (b, bucket) in collator.buckets.enumerated() {
            if bucket.kind == .normal && !bucket.label.isEmpty
                && bucket.label != Self.otherSectionTitle && !titles.contains(bucket.label) {
                sectionForBucket.append(titles.count)
                titles.append(bucket.label)
            } else if bucket.kind == .normal, let existing = titles.firstIndex(of: bucket.label) {
                sectionForBucket.append(existing)
            } else {
                sectionForBucket.append(-1)
                otherBuckets.append(b)
            }
        }
        titles.append(Self.otherSectionTitle)
        for b in otherBuckets { sectionForBucket[b] = titles.count - 1 }
        self.localeIdentifier = canonical
        self.sectionTitles = titles
        self.collator = collator
        self.sectionForBucket = sectionForBucket
    }

    /// The collation of the process's locale for collation: the first non-empty of the
    /// environment variables `LC_ALL`, `LC_COLLATE`, `LANG` (POSIX precedence), without its
    /// `.codeset` and `@modifier`. `C`, `POSIX`, an unset variable, or a locale that
    /// ``init(locale:)`` rejects gives `en_US_POSIX`'s collation, which is `en`'s.
    /// `UILocalizedIndexedCollation.current()`.
    /// - Complexity: opens ICU each time it is read; keep the value.
    public static var current: IndexedCollation {
        let environment = ProcessInfo.processInfo.environment
        let raw = ["LC_ALL", "LC_COLLATE", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        if let identifier = posixLocaleIdentifier(raw),
           let collation = try? IndexedCollation(locale: identifier) {
            return collation
        }
        return try! IndexedCollation(locale: "en")
    }

    /// `de_DE.UTF-8@euro` → `de_DE`; `C`, `POSIX`, `""` → `nil`.
    static func posixLocaleIdentifier(_ value: String) -> String? {
        let base = value.prefix { $0 != "." && $0 != "@" }
        if base.isEmpty || base == "C" || base == "POSIX" { return nil }
        return String(base)
    }

    /// The titles for the table view's section index, one per section, in the same order
    /// as ``sectionTitles`` and equal to them (ICU's labels are already short).
    /// `UILocalizedIndexedCollation.sectionIndexTitles`.
    public var sectionIndexTitles: [String] { sectionTitles }

    /// The section that the section index title at `indexTitleIndex` scrolls to.
    /// Index titles and sections correspond one to one, so this is `indexTitleIndex`.
    /// `UILocalizedIndexedCollation.section(forSectionIndexTitle:)`.
    /// - Precondition: `0 <= indexTitleIndex < sectionIndexTitles.count`; traps otherwise.
    public func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        precondition(sectionIndexTitles.indices.contains(indexTitleIndex),
                     "section index title \(indexTitleIndex) out of range 0..<\(sectionIndexTitles.count) for locale \(localeIdentifier)")
        return indexTitleIndex
    }

    /// The version of the ICU library that buckets and sorts, e.g. `"72.1"`.
    public static var icuVersion: String { ICUCollator.icuVersion }
}

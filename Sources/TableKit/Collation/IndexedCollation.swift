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

    /// Makes the collation of a locale.
    ///
    /// - Parameter locale: an ICU locale ID (`sv_SE`, `zh_Hant_TW`, `es@collation=traditional`)
    ///   or a BCP 47 tag (`zh-Hant-TW`). Its language must be one ICU has data for; a script
    ///   must be an ISO 15924 code, a region an ISO 3166 or UN M.49 code; the only keyword
    ///   allowed is `collation`, with a type ICU has. A POSIX name, as `LANG` carries it
    ///   (`en_US.UTF-8`, `de_DE.UTF-8@euro`, `en_US.UTF-8@collation=phonebook`), is
    ///   reduced first; `C` and `POSIX` collate as ICU's root (English's index). See
    ///   `LocaleName`.
    /// - Throws: ``CollationError/malformedLocale(_:reason:)`` for `"en-"`, `"123"`, `""`;
    ///   ``CollationError/unknownLocale(_:reason:)`` for `"xx_YY"`; never falls back to
    ///   another locale. ``CollationError/icuFailure(operation:code:)`` if ICU fails.
    /// - Complexity: opens an ICU collator and index: about a millisecond; reuse the value.
    public init(locale: String) throws(CollationError) {
        let canonical = try ICUCollator.canonicalLocale(LocaleName(locale).identifierForICU)
        let collator = try ICUCollator(canonicalLocale: canonical)
        var titles: [String] = []
        var sectionForBucket: [Int] = []
        var otherBuckets: [Int] = []
        for (b, bucket) in collator.buckets.enumerated() {
            if bucket.kind == .normal && !bucket.label.isEmpty
                && bucket.label != Self.otherSectionTitle && !titles.contains(bucket.label)
            {
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
    /// environment variables `LC_ALL`, `LC_COLLATE`, `LANG` (POSIX precedence), parsed by
    /// `LocaleName`. `C`, `POSIX`, an unset variable, or a locale that ``init(locale:)``
    /// rejects gives ICU's root collation with English's index (adam → A, Zoe → Z).
    /// `UILocalizedIndexedCollation.current()`.
    /// - Precondition: ICU opens its root collation; traps with ICU's error otherwise (the
    ///   ICU data is missing from the installation).
    /// - Complexity: opens ICU each time it is read; keep the value.
    public static var current: IndexedCollation {
        let name = LocaleName.fromEnvironment(ProcessInfo.processInfo.environment)
        if let collation = try? IndexedCollation(locale: name.identifierForICU) { return collation }
        do {
            return try IndexedCollation(locale: LocaleName.portableIdentifier)
        } catch {
            preconditionFailure("ICU cannot open its root collation: \(error)")
        }
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
        precondition(
            sectionIndexTitles.indices.contains(indexTitleIndex),
            "section index title \(indexTitleIndex) out of range 0..<\(sectionIndexTitles.count) for locale \(localeIdentifier)"
        )
        return indexTitleIndex
    }

    /// The version of the ICU library that buckets and sorts, e.g. `"72.1"`.
    public static var icuVersion: String { ICUCollator.icuVersion }
}

// CICUCollation: a C interface to the system ICU (Debian's libicu, ICU 72) for TableKit's
// IndexedCollation. This header includes no ICU header on purpose: Swift cannot import the
// system ICU headers into a module that also sees Foundation's `_FoundationICU`.
//
// Strings cross the boundary as UTF-8 (pointer + length in bytes; they may contain NUL).
// Status values are ICU `UErrorCode`s stored in an int32_t: 0 is success, negative values
// are warnings, positive values are failures.
#ifndef CICU_COLLATION_H
#define CICU_COLLATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcome of ``cicu_locale_validate``.
typedef enum CICULocaleValidity {
    CICU_LOCALE_VALID = 0,
    /// Not a syntactically valid ICU locale ID or BCP 47 language tag.
    CICU_LOCALE_MALFORMED = 1,
    /// Well formed, but ICU has no data for its language.
    CICU_LOCALE_UNKNOWN_LANGUAGE = 2,
    /// Well formed, but its script subtag is not an ISO 15924 code ICU knows.
    CICU_LOCALE_UNKNOWN_SCRIPT = 3,
    /// Well formed, but its region is neither an ISO 3166 code nor a 3-digit UN M.49 code.
    CICU_LOCALE_UNKNOWN_REGION = 4,
    /// A keyword other than `collation`, or a collation type ICU does not have.
    CICU_LOCALE_UNKNOWN_KEYWORD = 5,
} CICULocaleValidity;

/// Validates and canonicalizes a locale identifier (ICU form `zh_Hant_TW@collation=stroke`
/// or BCP 47 form `zh-Hant-TW`). On success writes the canonical ICU ID, NUL-terminated,
/// into `out` (at most `capacity` bytes including the NUL).
CICULocaleValidity cicu_locale_validate(const char *identifier, char *out, int32_t capacity);

/// The ICU version this library runs against, e.g. "72.1", NUL-terminated in `out`.
void cicu_icu_version(char *out, int32_t capacity);

/// An opaque collation: an `icu::AlphabeticIndex::ImmutableIndex` plus a `UCollator`,
/// both for one locale. Bucketing is thread-safe (ImmutableIndex); sort keys are not
/// promised to be, so callers serialise `cicu_collation_sort_key` per instance.
typedef struct CICUCollation CICUCollation;

/// Opens the index and collator for a canonical locale ID (from `cicu_locale_validate`).
/// The index is `AlphabeticIndex(locale)`, plus `addLabels(Locale::getEnglish())` when none
/// of the locale's own labels is in the Latin script. Returns NULL and sets `*status` on
/// failure.
CICUCollation *cicu_collation_open(const char *canonicalLocale, int32_t *status);

void cicu_collation_close(CICUCollation *collation);

/// A second handle on the same locale for another thread: it shares the (thread-safe)
/// immutable index and has its own clone of the collator (`ucol_clone`). Close it with
/// `cicu_collation_close`. Returns NULL and sets `*status` on failure.
CICUCollation *cicu_collation_clone(const CICUCollation *collation, int32_t *status);

/// Number of buckets of the immutable index, underflow, inflow and overflow included.
int32_t cicu_collation_bucket_count(const CICUCollation *collation);

/// `UAlphabeticIndexLabelType` of a bucket: 0 normal, 1 underflow, 2 inflow, 3 overflow.
int32_t cicu_collation_bucket_label_type(const CICUCollation *collation, int32_t bucket);

/// The UTF-8 label of a bucket into `out`; returns its length in bytes (which may exceed
/// `capacity`, in which case `out` holds a truncated, unterminated prefix).
int32_t cicu_collation_bucket_label(const CICUCollation *collation, int32_t bucket,
                                    char *out, int32_t capacity);

/// The bucket of a UTF-8 string (`ImmutableIndex::getBucketIndex`). Thread-safe.
int32_t cicu_collation_bucket_index(const CICUCollation *collation,
                                    const char *utf8, int32_t length, int32_t *status);

/// The collator's sort key of a UTF-8 string (`ucol_getSortKey`), NUL-terminated, into
/// `out`. Returns the key's length in bytes including the NUL; when that exceeds
/// `capacity`, call again with a larger buffer. Not thread-safe for one instance.
int32_t cicu_collation_sort_key(CICUCollation *collation,
                                const char *utf8, int32_t length,
                                uint8_t *out, int32_t capacity, int32_t *status);

/// Both at once, converting the string to UTF-16 only once: the bucket (into `*bucket`,
/// as ``cicu_collation_bucket_index``) and the sort key (as ``cicu_collation_sort_key``).
int32_t cicu_collation_bucket_and_sort_key(CICUCollation *collation,
                                           const char *utf8, int32_t length, int32_t *bucket,
                                           uint8_t *out, int32_t capacity, int32_t *status);

/// Three-way comparison of two UTF-8 strings with the collator (`ucol_strcollUTF8`):
/// -1, 0 or 1. Not thread-safe for one instance.
int32_t cicu_collation_compare(CICUCollation *collation,
                               const char *a, int32_t aLength,
                               const char *b, int32_t bLength, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif

// The only file in TableKit that calls the system ICU (Debian's libicu, ICU 72).
// See include/CICUCollation.h for the contract of each function.
#include "CICUCollation.h"

#include <unicode/alphaindex.h>
#include <unicode/locid.h>
#include <unicode/stringpiece.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

#include <cstring>
#include <memory>
#include <set>
#include <string>

using icu::AlphabeticIndex;
using icu::Locale;
using icu::StringPiece;
using icu::UnicodeString;

struct CICUCollation {
    // Shared with clones: an ImmutableIndex is thread-safe; each clone has its own collator.
    std::shared_ptr<AlphabeticIndex::ImmutableIndex> index;
    UCollator *collator = nullptr;
    ~CICUCollation() {
        if (collator != nullptr) { ucol_close(collator); }
    }
};

namespace {

bool isASCIIAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isASCIIDigit(char c) { return c >= '0' && c <= '9'; }

/// Languages of every locale in `uloc_getAvailable`, computed once (thread-safe static).
const std::set<std::string> &availableLanguages() {
    static const std::set<std::string> languages = [] {
        std::set<std::string> result;
        int32_t count = uloc_countAvailable();
        for (int32_t i = 0; i < count; i++) {
            char language[ULOC_LANG_CAPACITY] = {0};
            UErrorCode status = U_ZERO_ERROR;
            uloc_getLanguage(uloc_getAvailable(i), language, sizeof language, &status);
            if (U_SUCCESS(status) && language[0] != '\0') { result.insert(language); }
        }
        return result;
    }();
    return languages;
}

const std::set<std::string> &isoRegions() {
    static const std::set<std::string> regions = [] {
        std::set<std::string> result;
        for (const char *const *r = uloc_getISOCountries(); *r != nullptr; r++) { result.insert(*r); }
        return result;
    }();
    return regions;
}

const std::set<std::string> &collationTypes() {
    static const std::set<std::string> types = [] {
        std::set<std::string> result;
        UErrorCode status = U_ZERO_ERROR;
        UEnumeration *values = ucol_getKeywordValues("collation", &status);
        if (U_SUCCESS(status)) {
            const char *value;
            int32_t length;
            while ((value = uenum_next(values, &length, &status)) != nullptr && U_SUCCESS(status)) {
                result.insert(std::string(value, static_cast<size_t>(length)));
            }
        }
        uenum_close(values);
        return result;
    }();
    return types;
}

/// Syntax of the ICU form before canonicalization: language (2-3 letters), optional
/// script (4 letters), optional region (2 letters or 3 digits), optional variants (5-8
/// alphanumerics, or 4 starting with a digit), then an optional `@key=value;...` part.
bool isWellFormedICUID(const std::string &id) {
    std::string base = id.substr(0, id.find('@'));
    if (base.empty()) { return false; }
    size_t start = 0;
    int part = 0;
    while (true) {
        size_t end = base.find('_', start);
        std::string subtag = base.substr(start, end == std::string::npos ? std::string::npos : end - start);
        bool alpha = !subtag.empty(), digits = !subtag.empty(), alnum = !subtag.empty();
        for (char c : subtag) {
            alpha = alpha && isASCIIAlpha(c);
            digits = digits && isASCIIDigit(c);
            alnum = alnum && (isASCIIAlpha(c) || isASCIIDigit(c));
        }
        size_t n = subtag.size();
        if (part == 0) {
            if (!(alpha && (n == 2 || n == 3))) { return false; }
            part = 1;
        } else if (part == 1 && alpha && n == 4) {
            part = 2;
        } else if (part <= 2 && ((alpha && n == 2) || (digits && n == 3))) {
            part = 3;
        } else if (alnum && ((n >= 5 && n <= 8) || (n == 4 && isASCIIDigit(subtag[0])))) {
            part = 4;
        } else {
            return false;
        }
        if (end == std::string::npos) { break; }
        start = end + 1;
    }
    size_t at = id.find('@');
    if (at != std::string::npos) {
        std::string keywords = id.substr(at + 1);
        if (keywords.empty() || keywords.find('=') == std::string::npos) { return false; }
    }
    return true;
}

} // namespace

extern "C" CICULocaleValidity cicu_locale_validate(const char *identifier, char *out, int32_t capacity) {
    if (identifier == nullptr || out == nullptr || capacity <= 0) { return CICU_LOCALE_MALFORMED; }
    std::string id(identifier);
    char canonical[ULOC_FULLNAME_CAPACITY + ULOC_KEYWORD_AND_VALUES_CAPACITY] = {0};
    UErrorCode status = U_ZERO_ERROR;
    if (id.find('-') != std::string::npos) {
        // BCP 47: the whole tag must parse.
        int32_t parsed = 0;
        int32_t length = uloc_forLanguageTag(id.c_str(), canonical, sizeof canonical - 1, &parsed, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length <= 0 ||
            static_cast<size_t>(parsed) != id.size()) {
            return CICU_LOCALE_MALFORMED;
        }
        if (!isWellFormedICUID(canonical)) { return CICU_LOCALE_MALFORMED; }
    } else {
        if (!isWellFormedICUID(id)) { return CICU_LOCALE_MALFORMED; }
        int32_t length = uloc_canonicalize(id.c_str(), canonical, sizeof canonical - 1, &status);
        if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || length <= 0) {
            return CICU_LOCALE_MALFORMED;
        }
    }

    char language[ULOC_LANG_CAPACITY] = {0};
    char script[ULOC_SCRIPT_CAPACITY] = {0};
    char region[ULOC_COUNTRY_CAPACITY] = {0};
    status = U_ZERO_ERROR;
    uloc_getLanguage(canonical, language, sizeof language, &status);
    uloc_getScript(canonical, script, sizeof script, &status);
    uloc_getCountry(canonical, region, sizeof region, &status);
    if (U_FAILURE(status)) { return CICU_LOCALE_MALFORMED; }
    if (language[0] == '\0' || availableLanguages().count(language) == 0) {
        return CICU_LOCALE_UNKNOWN_LANGUAGE;
    }
    if (script[0] != '\0') {
        UScriptCode codes[4];
        UErrorCode scriptStatus = U_ZERO_ERROR;
        int32_t found = uscript_getCode(script, codes, 4, &scriptStatus);
        if (U_FAILURE(scriptStatus) || found != 1 || codes[0] == USCRIPT_INVALID_CODE ||
            codes[0] == USCRIPT_UNKNOWN) {
            return CICU_LOCALE_UNKNOWN_SCRIPT;
        }
    }
    if (region[0] != '\0') {
        bool numeric = std::strlen(region) == 3 && isASCIIDigit(region[0]) &&
                       isASCIIDigit(region[1]) && isASCIIDigit(region[2]);
        if (!numeric && isoRegions().count(region) == 0) { return CICU_LOCALE_UNKNOWN_REGION; }
    }

    // Keywords: only `collation`, with a type ICU has.
    status = U_ZERO_ERROR;
    UEnumeration *keywords = uloc_openKeywords(canonical, &status);
    if (U_FAILURE(status)) { return CICU_LOCALE_MALFORMED; }
    CICULocaleValidity result = CICU_LOCALE_VALID;
    if (keywords != nullptr) {
        const char *keyword;
        int32_t length;
        while (result == CICU_LOCALE_VALID &&
               (keyword = uenum_next(keywords, &length, &status)) != nullptr) {
            if (std::strcmp(keyword, "collation") != 0) {
                result = CICU_LOCALE_UNKNOWN_KEYWORD;
                break;
            }
            char value[ULOC_KEYWORDS_CAPACITY] = {0};
            UErrorCode valueStatus = U_ZERO_ERROR;
            uloc_getKeywordValue(canonical, keyword, value, sizeof value, &valueStatus);
            if (U_FAILURE(valueStatus) || collationTypes().count(value) == 0) {
                result = CICU_LOCALE_UNKNOWN_KEYWORD;
            }
        }
        uenum_close(keywords);
    }
    if (result != CICU_LOCALE_VALID) { return result; }

    size_t n = std::strlen(canonical);
    if (n + 1 > static_cast<size_t>(capacity)) { return CICU_LOCALE_MALFORMED; }
    std::memcpy(out, canonical, n + 1);
    return CICU_LOCALE_VALID;
}

extern "C" void cicu_icu_version(char *out, int32_t capacity) {
    UVersionInfo version;
    u_getVersion(version);
    char text[U_MAX_VERSION_STRING_LENGTH] = {0};
    u_versionToString(version, text);
    std::strncpy(out, text, static_cast<size_t>(capacity));
    if (capacity > 0) { out[capacity - 1] = '\0'; }
}

extern "C" CICUCollation *cicu_collation_open(const char *canonicalLocale, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    Locale locale(canonicalLocale);
    AlphabeticIndex alphabeticIndex(locale, error);
    if (U_FAILURE(error)) { *status = error; return nullptr; }

    // Is any of the locale's own labels Latin? If not, add English A-Z, as UIKit does.
    bool hasLatinLabel = false;
    while (alphabeticIndex.nextBucket(error) && U_SUCCESS(error)) {
        if (alphabeticIndex.getBucketLabelType() != U_ALPHAINDEX_NORMAL) { continue; }
        const UnicodeString &label = alphabeticIndex.getBucketLabel();
        if (label.length() > 0) {
            UErrorCode scriptError = U_ZERO_ERROR;
            if (uscript_getScript(label.char32At(0), &scriptError) == USCRIPT_LATIN) {
                hasLatinLabel = true;
                break;
            }
        }
    }
    if (U_FAILURE(error)) { *status = error; return nullptr; }
    if (!hasLatinLabel) {
        alphabeticIndex.addLabels(Locale::getEnglish(), error);
        if (U_FAILURE(error)) { *status = error; return nullptr; }
    }

    std::unique_ptr<CICUCollation> result(new CICUCollation());
    result->index.reset(alphabeticIndex.buildImmutableIndex(error));
    if (U_FAILURE(error) || !result->index) { *status = U_FAILURE(error) ? error : U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    result->collator = ucol_open(canonicalLocale, &error);
    if (U_FAILURE(error)) { *status = error; return nullptr; }
    *status = U_ZERO_ERROR;
    return result.release();
}

extern "C" void cicu_collation_close(CICUCollation *collation) { delete collation; }

extern "C" CICUCollation *cicu_collation_clone(const CICUCollation *collation, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollator *collator = ucol_clone(collation->collator, &error);
    if (U_FAILURE(error) || collator == nullptr) { *status = U_FAILURE(error) ? error : U_MEMORY_ALLOCATION_ERROR; return nullptr; }
    CICUCollation *result = new CICUCollation();
    result->index = collation->index;
    result->collator = collator;
    *status = U_ZERO_ERROR;
    return result;
}

extern "C" int32_t cicu_collation_bucket_count(const CICUCollation *collation) {
    return collation->index->getBucketCount();
}

extern "C" int32_t cicu_collation_bucket_label_type(const CICUCollation *collation, int32_t bucket) {
    const AlphabeticIndex::Bucket *b = collation->index->getBucket(bucket);
    return b == nullptr ? -1 : static_cast<int32_t>(b->getLabelType());
}

extern "C" int32_t cicu_collation_bucket_label(const CICUCollation *collation, int32_t bucket,
                                               char *out, int32_t capacity) {
    const AlphabeticIndex::Bucket *b = collation->index->getBucket(bucket);
    if (b == nullptr) { return 0; }
    std::string utf8;
    b->getLabel().toUTF8String(utf8);
    size_t n = utf8.size();
    if (capacity > 0) {
        std::memcpy(out, utf8.data(), n < static_cast<size_t>(capacity) ? n : static_cast<size_t>(capacity));
    }
    return static_cast<int32_t>(n);
}

extern "C" int32_t cicu_collation_bucket_index(const CICUCollation *collation,
                                               const char *utf8, int32_t length, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UnicodeString name = UnicodeString::fromUTF8(StringPiece(utf8, length));
    int32_t bucket = collation->index->getBucketIndex(name, error);
    *status = error;
    return bucket;
}

extern "C" int32_t cicu_collation_sort_key(CICUCollation *collation,
                                           const char *utf8, int32_t length,
                                           uint8_t *out, int32_t capacity, int32_t *status) {
    UnicodeString text = UnicodeString::fromUTF8(StringPiece(utf8, length));
    *status = U_ZERO_ERROR;
    return ucol_getSortKey(collation->collator, text.getBuffer(), text.length(), out, capacity);
}

extern "C" int32_t cicu_collation_bucket_and_sort_key(CICUCollation *collation,
                                                      const char *utf8, int32_t length, int32_t *bucket,
                                                      uint8_t *out, int32_t capacity, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UnicodeString text = UnicodeString::fromUTF8(StringPiece(utf8, length));
    *bucket = collation->index->getBucketIndex(text, error);
    *status = error;
    return ucol_getSortKey(collation->collator, text.getBuffer(), text.length(), out, capacity);
}

extern "C" int32_t cicu_collation_compare(CICUCollation *collation,
                                          const char *a, int32_t aLength,
                                          const char *b, int32_t bLength, int32_t *status) {
    UErrorCode error = U_ZERO_ERROR;
    UCollationResult result = ucol_strcollUTF8(collation->collator, a, aLength, b, bLength, &error);
    *status = error;
    return static_cast<int32_t>(result);
}

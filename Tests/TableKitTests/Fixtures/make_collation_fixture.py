#!/usr/bin/env python3
"""Writes collation-fixture.json: what ICU's own AlphabeticIndex and collator say.

The expected values for TableKit's IndexedCollation tests, computed by PyICU against the
same system ICU that TableKit links (Debian's libicu 72). Run once, commit the output:

    pip install PyICU            # builds against the system ICU; needs libicu-dev, pkg-config
    python3 Tests/TableKitTests/Fixtures/make_collation_fixture.py

Input: multilingual-names.json beside this script (a copy of shared/data's file: 14 locales,
70 names each) plus the hand-picked words below for more locales. Output, per locale:
- titles: the section titles (ICU's normal bucket labels in bucket order, then "#");
- buckets: every input string with its title, in input order;
- sections: one entry per title, rows sorted by the locale's collator (ties keep input order).

The index is configured as TableKit configures it: AlphabeticIndex(locale), plus
addLabels(Locale.getEnglish()) when none of the locale's own normal labels starts with a
Latin letter; underflow, inflow and overflow buckets all become "#". Deterministic: no
clock, no environment, sorted keys where order is free.
"""
import json
import os

import icu

HERE = os.path.dirname(os.path.abspath(__file__))
OTHER = "#"

# Extra locales: the data locale whose names they also file, and words that exercise the
# locale's own letters (contractions, letters after Z, accented capitals).
EXTRA = {
    "de": ("de_DE", ["Apfel", "Äpfel", "Bär", "Öl", "Ozean", "Übel", "Ufer", "Zebra", "ß", "Straße", "ärgern", "über"]),
    "da": ("de_DE", ["Aage", "Aarhus", "Ærø", "Øster", "Ålborg", "Åse", "Zealand", "Ødegaard", "æble", "Andersen"]),
    "nb": ("sv_SE", ["Æsop", "Ørn", "Åse", "Aasen", "Zorro", "Ødegård", "Ås", "Bakke"]),
    "fi": ("sv_SE", ["Åke", "Äijälä", "Öljy", "Virtanen", "Wahlroos", "Zetterberg", "Yli-Hannuksela", "Šamanen"]),
    "cs": ("en_US", ["Chrudim", "Cibulka", "Čapek", "Dvořák", "Hrabal", "Chalupa", "Řehoř", "Šimek", "Žižka", "Zeman", "Ích"]),
    "hu": ("en_US", ["Cseh", "Czakó", "Dzsida", "Dózsa", "Gyula", "Géza", "Lyka", "Nyíri", "Szabó", "Sándor", "Tyukod", "Zsolt", "Zoltán", "Ödön", "Ürge"]),
    "es": ("es_ES", ["Ñandú", "Núñez", "Nadal", "Chávez", "Llorente", "Lugo", "Ángel", "Óscar", "Zúñiga"]),
    "es@collation=traditional": ("es_ES", ["Chávez", "Cruz", "Llorente", "Lugo", "Ñandú", "Núñez"]),
    "tr": ("tr_TR", ["Çelik", "Cem", "Ğ", "Gül", "İnci", "Işık", "ılık", "Öztürk", "Oğuz", "Şahin", "Sarı", "Ünal", "Uysal"]),
    "ar": ("ar_EG", ["أحمد", "إبراهيم", "بكر", "يوسف", "ـمحمد"]),
    "he": ("he_IL", ["אברהם", "בנימין", "תמר", "ךסוף"]),
    "el": ("el_GR", ["Άλφα", "Ωμέγα", "ἄλφα", "Σίσυφος", "ς"]),
    "ru": ("ru_RU", ["Ёж", "Ежов", "Жуков", "Яковлев", "Ъ", "Ivanov"]),
    "zh": ("zh_CN", ["张伟", "李娜", "王芳", "欧阳", "安", "Zhang", "阿"]),
    "zh_Hant": ("zh_TW", ["一", "乙", "龍", "陳", "林", "Chen"]),
    "zh@collation=stroke": ("zh_CN", ["一", "张", "李"]),
    "ja": ("ja_JP", ["たなか", "タナカ", "ﾀﾅｶ", "やまだ", "わたなべ", "ん", "漢字", "がっこう"]),
    "ko": ("ko_KR", ["김", "나", "도", "까치", "한", "\u1112\u1161\u11ab", "Kim"]),
    "fr": ("fr_FR", ["Élodie", "Œuvre", "œil", "Zoé", "Ève"]),
    "pl": ("en_US", ["Łukasz", "Lech", "Ćwik", "Źdźbło", "Żaba", "Ślusarz", "Ąbc"]),
}


def is_latin(label):
    return bool(label) and icu.Script.getScript(ord(label[0])).getScriptCode() == icu.UScriptCode.LATIN


def index_for(locale_id):
    locale = icu.Locale(locale_id)
    index = icu.AlphabeticIndex(locale)
    immutable = index.buildImmutableIndex()
    labels = [immutable.getBucket(i) for i in range(immutable.bucketCount)]
    if not any(kind == icu.UAlphabeticIndexLabelType.NORMAL and is_latin(label) for label, kind in labels):
        index.addLabels(icu.Locale.getEnglish())
        immutable = index.buildImmutableIndex()
    return immutable


def entry(locale_id, names):
    immutable = index_for(locale_id)
    titles = []
    title_of_bucket = []
    for i in range(immutable.bucketCount):
        label, kind = immutable.getBucket(i)
        if kind == icu.UAlphabeticIndexLabelType.NORMAL:
            assert label and label != OTHER and label not in titles, (locale_id, label)
            titles.append(label)
            title_of_bucket.append(label)
        else:
            title_of_bucket.append(OTHER)
    titles.append(OTHER)

    collator = icu.Collator.createInstance(icu.Locale(locale_id))
    buckets = [[name, title_of_bucket[immutable.getBucketIndex(name)]] for name in names]
    rows = {title: [] for title in titles}
    for name, title in buckets:
        rows[title].append(name)
    sections = [{"title": t, "rows": sorted(rows[t], key=collator.getSortKey)} for t in titles]
    return {"locale": locale_id, "titles": titles, "buckets": buckets, "sections": sections}


def main():
    with open(os.path.join(HERE, "multilingual-names.json"), encoding="utf-8") as f:
        data = json.load(f)
    locales = [entry(loc, names) for loc, names in data.items()]
    for loc, (source, words) in EXTRA.items():
        names = list(dict.fromkeys(words + data[source]))
        locales.append(entry(loc, names))
    fixture = {
        "generator": "Tests/TableKitTests/Fixtures/make_collation_fixture.py (PyICU %s)" % icu.VERSION,
        "icuVersion": icu.ICU_VERSION,
        "locales": locales,
    }
    with open(os.path.join(HERE, "collation-fixture.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump(fixture, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()

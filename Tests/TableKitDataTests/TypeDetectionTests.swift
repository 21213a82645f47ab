import Testing

@testable import TableKitData

@Suite struct TypeDetectionTests {
    @Test(arguments: [
        (["1", "-2", "3.25", " 4 ", ""], ColumnType.number),
        (["1,234", "-1,234,567.5", ".5", "1e-3"], .number),
        (["2026-12-01", "2026-12-01T07:25:00Z", "2026-12-01 07:25", "2026-12-01T07:25:00.5+01:00"], .date),
        (["true", "No", "YES", "false"], .boolean),
        (["1", "x"], .text),
        (["12,34", "5"], .text),
        (["0x1F"], .text),
        (["", " "], .text),
        (["2026-13-01"], .text),
    ])
    func aColumnIsTheTypeEveryNonEmptyValueParsesAs(sample: [String], type: ColumnType) {
        #expect(ColumnType.detect(sample) == type)
    }

    /// A column stays a number (or a date) when at least 4 in 5 of its values are one,
    /// missing-value markers and blanks not counted
    /// (docs/decisions/2026-12-01-late-json-keys-late-errors-format-json-on-a-file-mostly.md).
    @Test(arguments: [
        (["10", "9", "100", "abc", "", "-5", "1e3", "2.5"], ColumnType.number),
        (["1", "N/A", "n/a", "-", "—", "null", "?", "2"], .number),
        (["NA", "none", "", "nil"], .text),
        (["1", "2", "3", "x", "y"], .text),
        (["2026-12-01", "unknown", "2026-12-02", "2026-12-03", "2026-12-04"], .date),
        (["yes", "no", "-", "true"], .boolean),
    ])
    func aColumnIsMostlyOneTypeNotCountingMissingMarkers(sample: [String], type: ColumnType) {
        #expect(ColumnType.detect(sample) == type)
    }

    @Test(arguments: [
        ("n/a", true), ("N/A", true), ("--", true), ("—", true), ("NaN", true), ("nope", false), ("0", false),
    ])
    func missingMarkersAreKnown(text: String, isMarker: Bool) {
        #expect(ColumnType.isMissingMarker(text) == isMarker)
    }

    /// The fresh user's column: numbers by value in both directions, the text and the
    /// blank after them.
    @Test(arguments: [
        (true, ["-5", "2.5", "9", "10", "100", "1e3", "abc", ""]),
        (false, ["1e3", "100", "10", "9", "2.5", "-5", "abc", ""]),
    ])
    func aMostlyNumericColumnSortsByValueWithTheRestLast(ascending: Bool, expected: [String]) {
        let values = ["10", "9", "100", "abc", "", "-5", "1e3", "2.5"]
        let type = ColumnType.detect(values)
        let order = RowOrder.sorted(values: values, rows: Array(values.indices), type: type, ascending: ascending)
        #expect(order.map { values[$0] } == expected)
    }

    @Test(arguments: [
        ("-1,234.5", -1234.5), ("+7", 7), ("5.", 5), ("1e3", 1000), ("+1.5E+2", 150), ("-2e-1", -0.2),
        ("12,345", 12345),
    ])
    func numbersParse(text: String, value: Double) {
        #expect(NumberParsing.value(of: text) == value)
    }

    @Test(arguments: ["", "-", "1.2.3", "1,2345", "12,34", "inf", "nan", "1e", "1,234e5"])
    func notNumbers(text: String) {
        #expect(NumberParsing.value(of: text) == nil)
    }

    @Test func datesAreSecondsSince1970WithTheirOffset() {
        #expect(DateParsing.value(of: "1970-01-02") == 86_400)
        #expect(DateParsing.value(of: "2000-03-01T00:00:00Z") == 951_868_800)
        #expect(DateParsing.value(of: "2000-03-01T01:00:00+01:00") == 951_868_800)
        #expect(DateParsing.value(of: "2000-03-01T00:00:00-0130") == 951_874_200)
        #expect(DateParsing.value(of: "2000-03-01T24:00") == nil)
    }

    /// The byte paths of type detection agree with the Foundation forms they replace, on
    /// every word of up to 3 letters from a small alphabet (with cases, spaces, a tab, a
    /// no-break space and an accent at either end) and on the boolean words themselves.
    @Test func trimmingAndBooleansAgreeWithTheFoundationForms() {
        let alphabet = ["", "t", "R", "u", "E", "y", "S", "n", "o", "f", "a", "l", " ", "\t", "\u{00A0}", "é", "1"]
        var words = [
            "true", "TRUE", "True", "yes", "YES", "false", "FALSE", "no", "No", " yes ", "\tno", "\u{00A0}true\u{00A0}",
            "truee", "ye", "fals", "nö", "no\u{0301}", "\u{2003}false",
        ]
        for a in alphabet { for b in alphabet { for c in alphabet { words.append(a + b + c) } } }
        for w in words {
            #expect(
                ColumnType.trimmedSpaces(w) == w.trimmingCharacters(in: .whitespaces), "trimming \(w.debugDescription)")
            let expected: Bool? =
                switch w.trimmingCharacters(in: .whitespaces).lowercased() {
                case "true", "yes": true
                case "false", "no": false
                default: nil
                }
            #expect(BooleanParsing.value(of: w) == expected, "boolean \(w.debugDescription)")
        }
    }
}

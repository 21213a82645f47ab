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

    @Test(arguments: [("-1,234.5", -1234.5), ("+7", 7), ("5.", 5), ("1e3", 1000)])
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
}

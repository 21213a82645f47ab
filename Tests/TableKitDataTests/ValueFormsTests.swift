import Foundation
import Testing

@testable import TableKitData

/// Numbers with thousands separators, currency and percent signs, accountants'
/// parentheses, and dates written with month names or slashes are typed as numbers and
/// dates, so that a sort orders them by value.
@Suite struct ValueFormsTests {
    static let numbers: [(String, Double?)] = [
        ("1,200", 1200), ("$5", 5), ("€5", 5), ("£1,234.50", 1234.5), ("¥300", 300), ("₹12", 12),
        ("5%", 5), ("-2.5%", -2.5), ("12.5 %", 12.5), ("-1.5e3", -1500), ("(5)", -5), ("($1,200.50)", -1200.5),
        ("-$5", -5), ("$-5", -5), ("5 €", 5), ("5€", 5), ("+$3", 3),
        ("$", nil), ("%", nil), ("5%%", nil), ("$5%", nil), ("(-5)", nil), ("--5", nil), ("-$-5", nil),
        ("US$5", nil), ("5$$", nil), ("(5", nil), ("()", nil), ("1,20%", nil),
    ]

    @Test(arguments: numbers)
    func numberForms(text: String, value: Double?) {
        #expect(NumberParsing.value(of: text) == value)
    }

    static let day = 86_400.0
    static let y2000 = 10_957 * day  // 2000-01-01

    static let dates: [(String, SlashDateOrder?, Double?)] = [
        ("2000-01-01", nil, y2000),
        ("Jan 1 2000", nil, y2000), ("Jan 1, 2000", nil, y2000), ("January 1, 2000", nil, y2000),
        ("1 Jan 2000", nil, y2000), ("01-Jan-2000", nil, y2000), ("1 january 2000", nil, y2000),
        ("Feb 29 2000", nil, y2000 + 59 * day), ("Sept 1 2000", nil, y2000 + 244 * day),
        ("Jan 1 2000 01:30", nil, y2000 + 5400), ("Jan 1 2000 01:30:15", nil, y2000 + 5415),
        ("2000/01/02", nil, y2000 + day),
        ("01/02/2000", .monthFirst, y2000 + day), ("01/02/2000", .dayFirst, y2000 + 31 * day),
        ("1/2/2000", .monthFirst, y2000 + day),
        ("01/02/2000", nil, nil),  // ambiguous without the column
        ("Jan 32 2000", nil, nil), ("Foo 1 2000", nil, nil), ("Jan 1", nil, nil), ("13/13/2000", .dayFirst, nil),
        ("Jan 1 2000 25:00", nil, nil), ("1/2/00", .monthFirst, nil),
    ]

    @Test(arguments: dates)
    func dateForms(text: String, order: SlashDateOrder?, value: Double?) {
        #expect(DateParsing.value(of: text, slashOrder: order) == value)
    }

    static let orders: [([String], SlashDateOrder?)] = [
        (["01/02/2000", "25/12/2000"], .dayFirst),
        (["01/02/2000", "12/25/2000"], .monthFirst),
        (["01/02/2000", "03/04/2000"], nil),  // never told
        (["25/12/2000", "12/25/2000"], nil),  // told both ways
        (["2000-01-01", "Jan 1 2000"], nil),
    ]

    @Test(arguments: orders)
    func theColumnTellsDayFromMonth(values: [String], order: SlashDateOrder?) {
        #expect(DateParsing.slashOrder(of: values) == order)
    }

    static let columns: [([String], ColumnType)] = [
        (["$5", "$1,200", "$30"], .number),
        (["5%", "12%", "100%"], .number),
        (["(5)", "10", "(2.5)"], .number),
        (["Jan 1 2000", "1 Feb 1999", "Mar 3, 2001"], .date),
        (["01/02/2000", "25/12/2000", "03/04/2001"], .date),
        (["01/02/2000", "03/04/2000", "05/06/2000"], .text),  // day and month cannot be told
    ]

    @Test(arguments: columns)
    func columnsAreTypedFromTheirForms(values: [String], type: ColumnType) {
        #expect(ColumnType.detect(values) == type)
    }

    static let sorts: [([String], [String])] = [
        (["$1,200", "$5", "$30", "($10)"], ["($10)", "$5", "$30", "$1,200"]),
        (["12%", "5%", "100%", "-1%"], ["-1%", "5%", "12%", "100%"]),
        (["1,200", "30", "5", "-1.5e3"], ["-1.5e3", "5", "30", "1,200"]),
        (["Mar 3 2001", "1 Feb 1999", "Jan 1, 2000"], ["1 Feb 1999", "Jan 1, 2000", "Mar 3 2001"]),
        (["02/01/2000", "25/12/1999", "01/02/2000"], ["25/12/1999", "02/01/2000", "01/02/2000"]),  // day first
        (["12/25/1999", "01/02/2000", "02/01/2000"], ["12/25/1999", "01/02/2000", "02/01/2000"]),  // month first
    ]

    @Test(arguments: sorts)
    func aSortOrdersThemByValue(values: [String], expected: [String]) {
        let type = ColumnType.detect(values)
        let order = RowOrder.sorted(values: values, rows: Array(values.indices), type: type, ascending: true)
        #expect(order.map { values[$0] } == expected)
    }
}

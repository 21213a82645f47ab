import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// Tabs in text show as spaces to the next tab stop (8 columns, or `--tabs N`), as `less`
/// shows them; the record as read keeps them.
@Suite struct TabExpansionTests {
    static let cases: [(String, Int, String)] = [
        ("a\tb", 8, "a       b"),
        ("\tx", 8, "        x"),
        ("tcpmux\t\t1/tcp", 8, "tcpmux          1/tcp"),
        ("12345678\tz", 8, "12345678        z"),
        ("é\tz", 4, "é   z"),  // a column is a scalar, not a byte
        ("a\tbc\td", 2, "a bc  d"),
        ("no tabs", 8, "no tabs"),
        ("\t", 1, " "),
    ]

    @Test(arguments: cases)
    func tabsReachTheNextStop(text: String, width: Int, expected: String) {
        #expect(TabExpansion.expand(text, width: width) == expected)
    }

    @Test func aTextFileKeepsItsTabAlignment() throws {
        let dir = TemporaryDirectory(prefix: "tkdata")
        defer { dir.cleanup() }
        let path = dir.url.appendingPathComponent("services").path
        try "ftp-data\t20/tcp\nssh\t\t22/tcp\t\t\t\t# SSH\n".write(toFile: path, atomically: true, encoding: .utf8)
        let source = try loaded(path)
        #expect(
            allFields(source) == [
                ["ftp-data        20/tcp"], ["ssh             22/tcp                          # SSH"],
            ])
        #expect(source.wholeField(ofRow: 0, column: 0) == "ftp-data        20/tcp")
        #expect(source.record(ofRow: 0) == Array("ftp-data\t20/tcp".utf8))
        var four = DataOpenOptions()
        four.tabWidth = 4
        #expect(allFields(try loaded(path, four))[0] == ["ftp-data    20/tcp"])
    }
}

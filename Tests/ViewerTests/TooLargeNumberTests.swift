import Foundation
import Testing

@testable import TableKitApps
@testable import tablekit

/// A whole number past what an option takes (`99999999999999999999`) is "too large" with
/// the bound, not "not a whole number"; anything else still names what is expected.
@Suite struct TooLargeNumberTests {
    func width(_ value: String) throws -> Int? {
        try CommandLineOptions(["--width", value], flags: [], options: ["--width"]).int("--width", in: 0...1000)
    }

    @Test(arguments: [
        ("99999999999999999999", "option --width is too large: '99999999999999999999' (at most 1000)"),
        ("1001", "option --width is too large: '1001' (at most 1000)"),
        ("-1", "option --width is too small: '-1' (at least 0)"),
        ("-99999999999999999999", "option --width is too small: '-99999999999999999999' (at least 0)"),
        ("12.5", "option --width must be a whole number from 0 to 1000, not '12.5'"),
        ("wide", "option --width must be a whole number from 0 to 1000, not 'wide'"),
    ])
    func aWholeNumberOutOfRangeSaysWhichWay(value: String, message: String) {
        #expect(throws: CommandLineOptions.UsageError(message)) { _ = try width(value) }
    }

    @Test func aWholeNumberInRangeIsTaken() throws {
        #expect(try width("80") == 80 && width("0") == 0 && width("+5") == 5)
    }

    @Test(arguments: ["99999999999999999999", "281474976710657", "999999999G"])
    func maxBytesPastItsBoundIsTooLarge(value: String) {
        #expect(throws: (any Error).self) { _ = try SectionsCommand.parse(["--max-bytes", value]) }
        do { _ = try SectionsCommand.parse(["--max-bytes", value]) } catch {
            #expect("\(error)" == "--max-bytes is too large: '\(value)' (at most 281474976710656 bytes, 256 TiB)")
        }
    }
}

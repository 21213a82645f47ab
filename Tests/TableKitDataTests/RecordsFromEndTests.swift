import Foundation
import TableKitTestSupport
import Testing

@testable import TableKitData

/// The last records read back from the end (``RecordsFromEnd``) are exactly the last
/// records the forward count finds: checked against the complete index of the same file,
/// with quoted fields holding line breaks, delimiters and `""`, quotes inside unquoted
/// fields, CR LF and lone CR, and no line break at the end.
@Suite struct RecordsFromEndTests {
    /// The last `count` records of the file at `path` read back from its end, as bytes
    /// without their line breaks; nil when there is no answer.
    static func fromEnd(_ path: String, delimiter: UInt8?, count: Int, notBefore: Int = 1) throws -> [[UInt8]]? {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return bytes.withUnsafeBufferPointer { b -> [[UInt8]]? in
            let base = b.baseAddress!
            return RecordsFromEnd.lastRecords(
                base, end: b.count, delimiter: delimiter, count: count, notBefore: notBefore
            )?.map { r in
                let t = FieldDecoding.trimmed(base, r.lowerBound, r.upperBound)
                return Array(b[t])
            }
        }
    }

    /// The last `count` records of the complete source, as bytes.
    static func counted(_ path: String, count: Int) throws -> [[UInt8]] {
        let s = try loaded(path)
        return (max(0, s.rowCount - count)..<s.rowCount).map { s.record(ofRow: $0) }
    }

    /// A CSV of about 700 KB: every 7th record has a quoted field with line breaks, commas
    /// and `""` (its lines look like records), every 11th a quote inside an unquoted field,
    /// every 13th ends with CR LF; the last has no line break.
    static func trickyCSV() -> String {
        var s = "id,name,note\n"
        for i in 1...12_000 {
            var note = "plain \(i)"
            if i % 7 == 0 { note = "\"line one\n\(i + 1),fake,record\n\"\"quoted\"\", and \(i)\"" }
            if i % 11 == 0 { note = "5\" tall, \(i)" }  // a quote inside an unquoted field is data
            s += "\(i),name \(i),\(note)" + (i % 13 == 0 ? "\r\n" : "\n")
        }
        return s + "12001,last,\"ends\nwithout a break\""
    }

    @Test(arguments: [1, 3, 1000])
    func aCSVsLastRecordsAreTheCountedOnes(_ count: Int) throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("t.csv", Self.trickyCSV())
        let found = try #require(try Self.fromEnd(path, delimiter: 0x2C, count: count))
        #expect(found.count == count)
        #expect(found == (try Self.counted(path, count: count)))
        #expect(String(decoding: found.last!, as: UTF8.self) == "12001,last,\"ends\nwithout a break\"")
    }

    /// A quoted field of about 600 KB whose lines look like records, just before the end:
    /// read from the end, whether its lines are records or data is not certain (either
    /// reading ends well), so only the records after it are given, however far back the
    /// window goes; they are the counted ones.
    @Test func recordsBeforeALongQuotedFieldAreNotGiven() throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let fake = (1...60_000).map { "\($0),x,y" }.joined(separator: "\n")
        let text = "a,b,c\n" + (1...5_000).map { "\($0),b,c\n" }.joined() + "9,\"\(fake)\",z\n10,after,it\n11,end\n"
        let path = dir.file("long.csv", text)
        let found = try #require(try Self.fromEnd(path, delimiter: 0x2C, count: 5))
        #expect(found == (try Self.counted(path, count: 2)))
        #expect(found.map { String(decoding: $0, as: UTF8.self) } == ["10,after,it", "11,end"])
    }

    /// A quoted field longer than the most read back: no answer (the count decides).
    @Test func aQuotedFieldLongerThanTheWindowGivesNoAnswer() throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let fake = String(repeating: "1,2,3\n", count: 1_000_000)  // 6 MB of fake records
        let path = dir.file("huge.csv", "a,b\n1,\"" + fake + "\"\n")
        #expect(try Self.fromEnd(path, delimiter: 0x2C, count: 10) == nil)
    }

    /// Lines of text with LF, CR LF and lone CR: the counted lines.
    @Test func textLinesWithEveryLineBreakAreTheCountedOnes() throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let breaks = ["\n", "\r\n", "\r"]
        let text = (1...40_000).map { "line \($0) \"q" + breaks[$0 % 3] }.joined()
        let path = dir.file("t.txt", text)
        let found = try #require(try Self.fromEnd(path, delimiter: nil, count: 500, notBefore: 0))
        #expect(found == (try Self.counted(path, count: 500)))
        #expect(String(decoding: found.last!, as: UTF8.self) == "line 40000 \"q")
    }

    /// An input the first window covers whole gives no answer: the count reads it at once.
    @Test func aSmallInputGivesNoAnswer() throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let path = dir.file("s.csv", "a,b\n1,2\n3,4\n")
        #expect(try Self.fromEnd(path, delimiter: 0x2C, count: 2) == nil)
    }

    /// A source read to its end reads its rows, not its end.
    @Test func aCompleteSourceGivesNoEnd() throws {
        let dir = TemporaryDirectory()
        defer { dir.cleanup() }
        let s = try loaded(dir.file("t.csv", Self.trickyCSV()))
        #expect(s.fieldsOfLastRows(3) == nil)
    }
}

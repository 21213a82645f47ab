import Foundation
import TableKitTestSupport
import Testing

@testable import HomepwnerCore

/// Fields and values the store does not know are written back as they were on every save,
/// and dates keep their exact text (fractional seconds included) until they are changed.
@Suite struct UnknownFieldsTests {
    static let text = #"""
        [
          {"name": "Rusty Guitar", "serialNumber": "9G2L2", "valueInDollars": 38,
           "dateCreated": "2025-01-11T04:08:02.123456Z",
           "notes": "bought in Leeds \u001b[31m", "photo": {"file": "guitar.jpg", "size": [640, 480], "tags": null},
           "insured": true, "code": "0012", "weight": 0.1, "big": 12345678901234567890123, "history": [1, "two", {"three": 3.5}]},
          {"name": "Tiny Bear", "valueInDollars": 5, "dateCreated": "2025-01-21T21:24:12+01:00", "notes": ""},
          {"name": "Heavy Mac", "valueInDollars": 7, "dateCreated": "2025-01-21T21:24:12Z"}
        ]
        """#

    /// The items of `url` as plain JSON objects.
    func objects(_ url: URL) throws -> [NSDictionary] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [NSDictionary]
    }

    @Test func everySaveKeepsUnknownFieldsAndExactDates() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        try Data(Self.text.utf8).write(to: file)
        let original = try objects(file)
        let store = try ItemStore(fileURL: file, seed: [])
        #expect(store.allItems[0].otherFields["insured"] == .bool(true))
        #expect(store.allItems[0].otherFields["code"] == .string("0012"))  // a string stays a string
        #expect(store.allItems[0].dateCreated.timeIntervalSince1970 > 1_736_568_482.12)
        try store.createItem()
        try store.moveItem(from: 2, to: 0)
        var bear = store.allItems[2]
        bear.valueInDollars = 6
        try store.updateItem(bear)
        let saved = try objects(file)
        #expect(saved.count == 4)
        #expect(saved[1] == original[0])  // every field and value, the date's text included
        #expect(saved[0] == original[2])
        let changed = original[1].mutableCopy() as! NSMutableDictionary
        changed["valueInDollars"] = 6
        #expect(saved[2] == changed)
        let bytes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(bytes.contains(#""dateCreated" : "2025-01-11T04:08:02.123456Z""#))
        #expect(bytes.contains(#""big" : 12345678901234567890123"#))
        #expect(bytes.contains(#""dateCreated" : "2025-01-21T21:24:12+01:00""#))
        withExtendedLifetime(store) {}
    }

    @Test func aSecondRoundTripIsByteForByteTheSame() throws {
        let dir = try TemporaryFiles.directory(prefix: "homepwner")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("homepwner.json")
        try Data(Self.text.utf8).write(to: file)
        try ItemStore(fileURL: file, seed: []).save()
        let first = try Data(contentsOf: file)
        try ItemStore(fileURL: file, seed: []).save()
        #expect(try Data(contentsOf: file) == first)
    }

    @Test func aChangedDateIsWrittenAnewAndKeepsItsFraction() throws {
        var item = Item(
            name: "Tiny Lamp", serialNumber: nil, valueInDollars: 1,
            dateCreated: Date(timeIntervalSince1970: 1_736_568_482))
        item.dateCreatedText = "2025-01-11T04:08:02.000Z"
        item.dateCreated = Date(timeIntervalSince1970: 1_736_568_482.25)
        #expect(item.dateCreatedText == nil)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(item), as: UTF8.self)
        #expect(text.contains(#""dateCreated":"2025-01-11T04:08:02.25Z""#))
        #expect(Item.isoText(Date(timeIntervalSince1970: 1_736_568_482)) == "2025-01-11T04:08:02Z")
        #expect(Item.isoText(Date(timeIntervalSince1970: 1_736_568_482.000001)) == "2025-01-11T04:08:02.000001Z")
    }
}

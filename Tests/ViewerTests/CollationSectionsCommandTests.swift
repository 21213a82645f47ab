import Foundation
import TableKit
import Testing

@testable import tablekit

@Suite("tablekit sections")
struct CollationSectionsCommandTests {
    struct Document: Decodable, Equatable {
        struct Section: Decodable, Equatable {
            var title: String
            var rows: [String]
        }
        var locale: String
        var titles: [String]
        var sections: [Section]
    }

    @Test func jsonHasLocaleTitlesAndEverySectionInOrder() throws {
        let collation = try IndexedCollation(locale: "sv_SE")
        let text = SectionsCommand.json(
            collation: collation, lines: ["Örjan", "Anna", "Åsa", "3M", "", "Zlatan", "\"q\"\\\t"])
        #expect(text.hasPrefix("{\"locale\": \"sv_SE\", \"titles\": ["))
        let document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
        #expect(document.locale == "sv_SE")
        #expect(document.titles == collation.sectionTitles)
        #expect(document.sections.map(\.title) == collation.sectionTitles)
        let rows = Dictionary(uniqueKeysWithValues: document.sections.map { ($0.title, $0.rows) })
        #expect(rows["A"] == ["Anna"])
        #expect(rows["Å"] == ["Åsa"])
        #expect(rows["Ö"] == ["Örjan"])
        #expect(rows["Q"] == [])
        #expect(rows["B"] == [])
        #expect(rows["#"] == ["", "\"q\"\\\t", "3M"])  // a leading quote is a symbol
        // Keys come in the documented order.
        let locale = try #require(text.range(of: "\"locale\""))
        let titles = try #require(text.range(of: "\"titles\""))
        let sections = try #require(text.range(of: "\"sections\""))
        #expect(locale.lowerBound < titles.lowerBound && titles.lowerBound < sections.lowerBound)
    }

    @Test func controlCharactersAreEscaped() {
        #expect(SectionsCommand.quoted("a\u{1}b\u{7F}\n") == "\"a\\u0001b\\u007f\\n\"")
    }

    @Test func linesSplitOnLFDropCRAndKeepInnerEmptyLines() throws {
        let lines = try SectionsCommand.lines(of: Data("a\r\n\nb\n".utf8), source: "standard input")
        #expect(lines == ["a", "", "b"])
        #expect(try SectionsCommand.lines(of: Data(), source: "x") == [])
    }

    @Test func invalidUTF8NamesTheLine() {
        #expect {
            _ = try SectionsCommand.lines(of: Data([0x61, 0x0A, 0x62, 0xFF, 0x0A]), source: "standard input")
        } throws: { error in
            (error as? SectionsCommand.Failure)?.description == "standard input:2: invalid UTF-8"
        }
    }

    @Test func argumentsAcceptLocaleFormsAndOneFile() throws {
        #expect(try SectionsCommand.parse(["--locale", "de", "names.txt"]) == .init(locale: "de", path: "names.txt"))
        #expect(try SectionsCommand.parse(["--locale=ja", "-"]) == .init(locale: "ja", path: nil))
        #expect(try SectionsCommand.parse(["--max-bytes", "2M"]).maxBytes == 2 << 20)
        #expect(try SectionsCommand.parse(["--max-bytes=100"]).maxBytes == 100)
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.parse(["--max-bytes", "0"]) }
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.parse(["--max-bytes", "12Q"]) }
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.parse(["--locale"]) }
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.parse(["a", "b"]) }
        #expect(throws: SectionsCommand.Failure.self) { try SectionsCommand.parse(["--bogus"]) }
    }

    @Test func unknownLocaleIsOneLineError() {
        #expect {
            _ = try SectionsCommand.collation(for: "xx_YY")
        } throws: { error in
            guard let failure = error as? SectionsCommand.Failure else { return false }
            return failure.description.hasPrefix("unknown locale 'xx_YY'") && !failure.description.contains("\n")
        }
    }
}

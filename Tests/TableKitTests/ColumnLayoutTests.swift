import Foundation
import TableKitTestSupport
import Testing

@testable import TableKit

@Suite("Column layout")
struct ColumnLayoutTests {
    @Test func fixedWidthsAreKeptWithinMinAndMax() {
        let layout = ColumnLayout(columns: [
            TableColumn(title: "a", width: .fixed(5)),
            TableColumn(title: "b", width: .fixed(2), minWidth: 4),
            TableColumn(title: "c", width: .fixed(30), maxWidth: 8),
        ])
        #expect(layout.widths(availableWidth: 80, sampledWidths: []) == [5, 4, 8])
    }

    @Test func fractionsAreOfTheAvailableWidthRoundedDown() {
        let layout = ColumnLayout(columns: [
            TableColumn(title: "a", width: .fraction(0.25)),
            TableColumn(title: "b", width: .fraction(0.5)),
        ])
        #expect(layout.widths(availableWidth: 79, sampledWidths: []) == [19, 39])
    }

    /// Fit-to-content takes the widest of the title (plus two for the sort arrow) and the
    /// sampled values, capped at the available width unless a max is given.
    @Test(arguments: [
        (title: "Name", sampled: 3, available: 80, expected: 6),
        (title: "Name", sampled: 12, available: 80, expected: 12),
        (title: "Name", sampled: 200, available: 50, expected: 50),
    ])
    func fitContentTakesTheWidestOfTitleAndValues(title: String, sampled: Int, available: Int, expected: Int) {
        let layout = ColumnLayout(titles: [title])
        #expect(layout.widths(availableWidth: available, sampledWidths: [sampled]) == [expected])
    }

    /// Widths are display columns: CJK and emoji take two each, combining marks none.
    @Test func sampledWidthsCountWideCharactersTwice() {
        var state = TableColumnsState(layout: ColumnLayout(titles: ["n", "e", "c"]))
        state.sample(["张伟李娜", "👩‍💻🇸🇪", "e\u{301}te\u{301}"])
        #expect(state.sampledWidths == [8, 4, 3])
        #expect(state.layout!.widths(availableWidth: 80, sampledWidths: state.sampledWidths) == [8, 4, 3])
    }

    @Test func numbersAreRightAlignedWhenEveryValueIsANumber() {
        var state = TableColumnsState(layout: ColumnLayout(titles: ["name", "age", "mixed", "empty"]))
        state.sample(["Ann", "25", "12", ""])
        state.sample(["Bob", "-3.5", "n/a", ""])
        state.sample(["Cy", "1,200", "7", ""])
        #expect(state.alignments == [.left, .right, .left, .left])
    }

    @Test(arguments: [
        ("42", true), ("-3.5e2", true), ("1,234.5", true), ("12%", true), (" 7 ", true),
        ("", false), ("abc", false), ("1.2.3", false), ("nan", false), ("inf", false), ("-", false),
        ("+1e3", true), (".5", true), ("\t8\t", true), ("5 %", false), ("%", false), ("+", false),
        ("12\u{A0}", true), ("\u{2212}5", false), ("١٢", false), ("Zoë", false), ("3 ½", false),
    ])
    func looksNumeric(text: String, expected: Bool) {
        #expect(ColumnLayout.looksNumeric(text) == expected)
    }

    /// The ASCII byte path agrees with Foundation's (the path non-ASCII text takes) on
    /// every ASCII spelling around numbers.
    @Test func theASCIIPathAgreesWithFoundationsPath() {
        func foundation(_ text: String) -> Bool {
            var s = Substring(text.trimmingCharacters(in: .whitespaces))
            if s.hasSuffix("%") { s = s.dropLast() }
            if s.first == "-" || s.first == "+" { s = s.dropFirst() }
            guard let first = s.first, first.isASCII, first.isNumber || first == "." else { return false }
            return Double(s.replacingOccurrences(of: ",", with: "")) != nil
        }
        let pieces = ["", " ", "\t", "-", "+", "1", "0", ".", ",", "e", "E", "%", "x", "9", "a", "p"]
        var checked = 0
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    for d in pieces {
                        let text = a + b + c + d
                        var copy = text
                        let ascii = copy.withUTF8 { ColumnLayout.looksNumericASCII($0) }
                        #expect(ascii == foundation(text), "\(text.debugDescription)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 65_536)
    }

    @Test func framesFollowEachOtherWithSpacingAndTheLastIsCut() {
        let layout = ColumnLayout(titles: ["a", "b", "c"])
        let frames = layout.frames(
            widths: [5, 6, 7], availableWidth: 15, firstScrolledColumn: 1,
            alignments: [.left, .right, .left])
        #expect(
            frames == [
                ColumnFrame(column: 0, x: 0, width: 5, alignment: .left),
                ColumnFrame(column: 1, x: 6, width: 6, alignment: .right),
                ColumnFrame(column: 2, x: 13, width: 2, alignment: .left),
            ])
    }

    @Test func theFrozenColumnStaysWhenTheOthersScroll() {
        let layout = ColumnLayout(titles: ["a", "b", "c", "d"])
        let frames = layout.frames(
            widths: [4, 10, 10, 10], availableWidth: 20, firstScrolledColumn: 2,
            alignments: [])
        #expect(frames.map(\.column) == [0, 2, 3])
        #expect(frames.map(\.x) == [0, 5, 16])
    }

    @Test func scrollingToAColumnMovesAsLittleAsPossible() {
        let layout = ColumnLayout(titles: ["a", "b", "c", "d", "e"])
        let widths = [4, 10, 10, 10, 10]
        // 20 columns: the frozen a (4+1) then one whole 10-wide column and a part.
        #expect(layout.firstScrolledColumn(showing: 1, from: 1, widths: widths, availableWidth: 20) == 1)
        #expect(layout.firstScrolledColumn(showing: 3, from: 1, widths: widths, availableWidth: 20) == 3)
        #expect(layout.firstScrolledColumn(showing: 2, from: 3, widths: widths, availableWidth: 20) == 2)
        #expect(layout.firstScrolledColumn(showing: 0, from: 3, widths: widths, availableWidth: 20) == 3)
        #expect(layout.firstScrolledColumn(showing: 4, from: 1, widths: widths, availableWidth: 40) == 2)
    }

    @Test func matchesAreFoundInDisplayColumnsIgnoringCaseAndDiacritics() {
        #expect(TableViewColumnCell.matchColumns(of: ["jose"], in: "Dr José Ruiz") == [3..<7])
        #expect(TableViewColumnCell.matchColumns(of: ["李"], in: "张伟李娜") == [4..<6])
        #expect(TableViewColumnCell.matchColumns(of: ["an", "MA"], in: "Marie-Ann") == [6..<8, 0..<2])
    }

    @Test func sortDescriptorsShowTheirDirection() {
        #expect(ColumnSortDescriptor(column: 0).arrow == "▲")
        #expect(ColumnSortDescriptor(column: 0, ascending: false).arrow == "▼")
    }
}

import Testing

@testable import TableKitData

/// The column summary's figures against values computed independently: by hand for the
/// small table, and by Python's `statistics` (`mean`, `median`, `stdev`) and
/// `collections.Counter` on the same generated numbers (the expressions are in each test).
@Suite struct ColumnSummaryTests {
    func source(_ rows: [[String]], _ columns: [(String, ColumnType)]) -> MemoryTableSource {
        MemoryTableSource(title: "t", columns: columns.map { Column(name: $0.0, type: $0.1) }, rows: rows)
    }

    var cities: MemoryTableSource {
        source(
            [
                ["Tokyo", "37,400,068", "1457-01-01", "yes"],
                ["Delhi", "28,514,000", "", "no"],
                ["Shanghai", "n/a", "1291-01-01", "yes"],
                ["Osaka", "19,281,000", "1583-01-01", ""],
                [" Tokyo ", "abc", "1457-01-01", "YES"],
                ["", "$5", "-", "no"],
            ], [("city", .text), ("pop", .number), ("founded", .date), ("capital", .boolean)])
    }

    /// Values with as many rows are listed in the column's order: numbers by value (10
    /// after 9, as `F` orders them); a text column's by text.
    @Test func topValuesWithAsManyRowsAreInTheColumnsOrder() throws {
        let rows = ["100", "9", "n/a", "10", "1", "25", "25"].map { [$0] }
        let s = try #require(ColumnSummary.summarize(source(rows, [("n", .number)]), columns: [0]))
        #expect(s[0].top.map(\.value) == ["25", "1", "9"])
        #expect(s[0].top.map(\.count) == [2, 1, 1])
        let tens = try #require(
            ColumnSummary.summarize(source([["100"], ["9"], ["10"]], [("n", .number)]), columns: [0]))
        #expect(tens[0].top.map(\.value) == ["9", "10", "100"])
        let text = try #require(ColumnSummary.summarize(source(rows, [("n", .text)]), columns: [0]))
        #expect(text[0].top.map(\.value) == ["25", "1", "10"])
    }

    @Test func aSmallTableByHand() throws {
        let s = try #require(ColumnSummary.summarize(cities, columns: [0, 1, 2, 3]))
        #expect(
            s[0]
                == ColumnSummary(
                    name: "city", type: .text, count: 5, blanks: 1, distinct: 4, minimum: "Delhi", maximum: "Tokyo",
                    top: [
                        .init(value: "Tokyo", count: 2), .init(value: "Delhi", count: 1),
                        .init(value: "Osaka", count: 1),
                    ]))
        // pop: "n/a" is blank; "abc" is a value but not a number.
        // statistics.mean([37400068, 28514000, 19281000, 5]) == 21298768.25
        // statistics.median(…) == 23897500.0, statistics.stdev(…) == 16010622.802125435
        let pop = s[1]
        #expect((pop.count, pop.blanks, pop.distinct, pop.distinctIsAtLeast) == (5, 1, 5, false))
        #expect(pop.minimum == "$5" && pop.maximum == "37,400,068")
        #expect(pop.mean == 21_298_768.25)
        #expect(pop.median == 23_897_500)
        #expect(abs(try #require(pop.standardDeviation) - 16_010_622.802125435) < 1e-6)
        #expect(pop.top.map(\.count) == [1, 1, 1])
        #expect(pop.top.map(\.value) == ["$5", "19,281,000", "28,514,000"])
        // founded: "" and "-" are blanks; dates have order but no mean.
        #expect(
            s[2]
                == ColumnSummary(
                    name: "founded", type: .date, count: 4, blanks: 2, distinct: 3, minimum: "1291-01-01",
                    maximum: "1583-01-01",
                    top: [
                        .init(value: "1457-01-01", count: 2), .init(value: "1291-01-01", count: 1),
                        .init(value: "1583-01-01", count: 1),
                    ]))
        // capital: false before true; "yes" and "YES" are distinct values as written.
        let capital = s[3]
        #expect((capital.count, capital.blanks, capital.distinct) == (5, 1, 3))
        #expect(capital.minimum == "no" && capital.maximum == "yes")
        #expect(
            capital.top == [.init(value: "no", count: 2), .init(value: "yes", count: 2), .init(value: "YES", count: 1)])
        #expect(capital.mean == nil && capital.median == nil && capital.standardDeviation == nil)
    }

    /// x = [((i*7919) % 10007) / 8 - 300 for i in range(20001)]:
    /// statistics.fmean(x) == 325.40701089945503, statistics.median(x) == 325.375,
    /// statistics.stdev(x) == 361.1231494720687, min -300.0, max 950.75; Counter of
    /// str(v): 10007 distinct, sorted by (-count, v) the first three are -300.0, -299.875,
    /// -299.75 with 2 each (a number column's ties in numeric order).
    @Test func generatedNumbersAgainstPythonStatistics() throws {
        let rows = (0..<20_001).map { i in [String(describing: Double((i * 7919) % 10007) / 8 - 300)] }
        var told: [Int] = []
        let s = try #require(
            ColumnSummary.summarize(source(rows, [("x", .number)]), columns: [0], progress: { told.append($0) }))[0]
        #expect((s.count, s.blanks, s.distinct) == (20_001, 0, 10_007))
        #expect(abs(try #require(s.mean) - 325.40701089945503) < 1e-9)
        #expect(s.median == 325.375)
        #expect(abs(try #require(s.standardDeviation) - 361.1231494720687) < 1e-9)
        #expect(s.minimum == "-300.0" && s.maximum == "950.75")
        #expect(
            s.top == [
                .init(value: "-300.0", count: 2), .init(value: "-299.875", count: 2),
                .init(value: "-299.75", count: 2),
            ])
        #expect(told == [4096, 8192, 12288, 16384, 20_001])
    }

    @Test func anEvenCountsMedianIsTheMeanOfTheMiddleTwoAndOneNumberHasNoDeviation() throws {
        var even = ColumnSummarizer(name: "n", type: .number)
        for v in ["3", "1", "4", "1", "5", "9", "2", "6"] { even.add(v) }
        // statistics: mean 3.875, median 3.5, stdev 2.748376143938713
        let e = even.summary()
        #expect(e.mean == 3.875 && e.median == 3.5)
        #expect(abs(try #require(e.standardDeviation) - 2.748376143938713) < 1e-12)
        var one = ColumnSummarizer(name: "n", type: .number)
        one.add("7")
        #expect(one.summary().median == 7 && one.summary().standardDeviation == nil)
        let none = ColumnSummarizer(name: "n", type: .number).summary()
        #expect(none == ColumnSummary(name: "n", type: .number, count: 0, blanks: 0, distinct: 0))
    }

    @Test func distinctValuesPastTheBoundAreALowerBoundAndTheCountsKnownStayExact() {
        var s = ColumnSummarizer(name: "v", type: .text, distinctBound: 3)
        for v in ["a", "b", "c", "d", "a", "e", "b", "a"] { s.add(v) }
        let out = s.summary()
        #expect(out.count == 8 && out.distinct == 3 && out.distinctIsAtLeast)
        #expect(out.top == [.init(value: "a", count: 3), .init(value: "b", count: 2), .init(value: "c", count: 1)])
        #expect(out.minimum == "a" && out.maximum == "e")
    }

    @Test func aCancelledSummaryGivesNothing() {
        let rows = (0..<10_000).map { [String($0)] }
        var asked = 0
        let out = ColumnSummary.summarize(
            source(rows, [("n", .number)]), columns: [0],
            isCancelled: {
                asked += 1
                return asked > 1
            })
        #expect(out == nil && asked == 2)
    }

    @Test func aSubsetOfColumnsAndRowsInTheOrderGiven() throws {
        let s = try #require(ColumnSummary.summarize(cities, columns: [3, 0], rows: 1..<3))
        #expect(s.map(\.name) == ["capital", "city"])
        #expect(s[1].count == 2 && s[1].minimum == "Delhi" && s[1].maximum == "Shanghai")
    }
}

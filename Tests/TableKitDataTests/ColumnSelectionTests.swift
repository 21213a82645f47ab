import Testing

@testable import TableKitData

@Suite struct ColumnSelectionTests {
    let columns = [Column(name: "name"), Column(name: "Age"), Column(name: "city")]

    @Test func namesAreSplitAtCommasAndChosenInOrder() throws {
        #expect(ColumnSelection.names(" city, name ,,age") == ["city", "name", "age"])
        #expect(try ColumnSelection.indices(of: ["city", "name", "age"], in: columns) == [2, 0, 1])
    }

    @Test func anUnknownColumnIsNamedWithTheKnownOnes() {
        #expect(throws: DataError("no column 'nme' (the columns are: name, Age, city)")) {
            try ColumnSelection.indices(of: ["name", "nme"], in: columns)
        }
    }
}

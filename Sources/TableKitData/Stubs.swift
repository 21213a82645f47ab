// Temporary: the implementations land in the next commits.
final class ByteInput: Sendable {
    static func open(path: String, follow: Bool) throws(DataError) -> ByteInput { throw DataError("\(path): not implemented yet") }
    static func standardInput(fd: Int32, limit: Int) throws(DataError) -> ByteInput { throw DataError("standard input: not implemented yet") }
}
enum ByteTableSource {
    static func open(input: ByteInput, title: String, syntax: RecordSyntax, hasHeader: Bool) throws(DataError) -> any TabularSource { throw DataError("\(title): not implemented yet") }
}
enum JSONSource {
    static func open(path: String, title: String, lines: Bool) throws(DataError) -> any TabularSource { throw DataError("\(title): not implemented yet") }
}
enum SQLiteSource {
    static func open(path: String, title: String, table: String?, query: String?) throws(DataError) -> any TabularSource { throw DataError("\(title): not implemented yet") }
}
enum SQLiteDatabase {
    static func hasHeader(path: String) -> Bool { false }
}

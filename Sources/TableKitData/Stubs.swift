// Temporary: the implementations land in the next commits.
enum SQLiteSource {
    static func open(path: String, title: String, table: String?, query: String?) throws(DataError) -> any TabularSource { throw DataError("\(title): not implemented yet") }
}
enum SQLiteDatabase {
    static func hasHeader(path: String) -> Bool { false }
}

import Foundation

extension DataFile {
    /// Parses a property list file's bytes (XML, binary or OpenStep), with a reason that
    /// says what is wrong.
    ///
    /// A file that starts with the binary magic `bplist` is checked as a binary property
    /// list before Foundation sees it (the 8-byte header `bplist00`, the 32-byte trailer, the
    /// offset table and every object offset inside the file), and only a binary parse is
    /// accepted: Foundation would otherwise retry it as text and report "Unexpected
    /// character b at line 1", or take `bplist00` plus garbage for a string.
    /// - Parameters:
    ///   - data: the file's bytes, as ``DataFile/read(_:limit:)`` returns them.
    ///   - path: the file's name, for the message.
    /// - Throws: ``DataFileError``: "PATH: not a valid binary property list: REASON" or
    ///   "PATH: not a valid property list: REASON" (Foundation's reason, sanitised).
    /// - Complexity: O(file size).
    public static func propertyList(_ data: Data, path: String) throws(DataFileError) -> Any {
        let isBinary = data.starts(with: Array("bplist".utf8))
        if isBinary, let problem = binaryPropertyListProblem(data) {
            throw DataFileError("\(path): not a valid binary property list: \(problem)")
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do { object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format) } catch {
            if isBinary {
                throw DataFileError(
                    "\(path): not a valid binary property list: an object in it is corrupt or of an unknown kind")
            }
            let (reason, position) = ParsePosition.trailingLine(in: foundationReason(error))
            throw DataFileError(ParsePosition.message(path, at: position, "not a valid property list: \(reason)"))
        }
        if isBinary && format != .binary {
            throw DataFileError(
                "\(path): not a valid binary property list: an object in it is corrupt or of an unknown kind")
        }
        return object
    }

    /// What is wrong with the structure of a binary property list (`bplist00`), or nil when
    /// its header, trailer, offset table and object offsets are consistent.
    ///
    /// The layout (Apple's CFBinaryPList.c): the header `bplist00`; objects; an offset table
    /// of `count` big-endian integers of `offsetSize` bytes, one per object, each the
    /// byte offset of an object; a 32-byte trailer: 6 unused bytes, `offsetSize` (1...8),
    /// `referenceSize` (1...8), then the big-endian 64-bit object count, top object and
    /// offset table offset.
    /// - Complexity: O(number of objects).
    public static func binaryPropertyListProblem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        let n = bytes.count
        guard n >= 8 + 1 + 32 else {
            return "the file is \(n) bytes, too short for the 8-byte header, one object and the 32-byte trailer"
        }
        let version = String(decoding: bytes[6..<8], as: UTF8.self)
        guard version == "00" else {
            return "version '\(Sanitizer.messageValue(version))' is not supported (only bplist00)"
        }
        let t = n - 32
        func integer(_ at: Int, _ size: Int) -> UInt64 {
            var v: UInt64 = 0
            for i in at..<(at + size) { v = v << 8 | UInt64(bytes[i]) }
            return v
        }
        let offsetSize = Int(bytes[t + 6])
        let referenceSize = Int(bytes[t + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            return
                "the trailer is corrupt: offset size \(offsetSize) and reference size \(referenceSize) must be 1 to 8 bytes"
        }
        let count = integer(t + 8, 8)
        let top = integer(t + 16, 8)
        let table = integer(t + 24, 8)
        guard count >= 1, top < count else {
            return "the trailer is corrupt: top object \(top) of \(count) objects"
        }
        let (tableBytes, overflow) = count.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard table >= 9, !overflow, table <= UInt64(t), tableBytes <= UInt64(t) - table else {
            return
                "the trailer is corrupt: an offset table of \(count) objects at byte \(table) does not fit in the \(n)-byte file"
        }
        for i in 0..<Int(count) {
            let offset = integer(Int(table) + i * offsetSize, offsetSize)
            guard offset >= 8, offset < table else {
                return "object \(i) is at byte \(offset), outside the objects (bytes 8 to \(table - 1))"
            }
        }
        return nil
    }

    /// Foundation's own reason for a parse error (its debug description when it has one),
    /// sanitised and cut as a ``Sanitizer/messageValue(_:)``: it may quote the file's bytes.
    public static func foundationReason(_ error: Error) -> String {
        let ns = error as NSError
        let text = ns.userInfo[NSDebugDescriptionErrorKey] as? String ?? ns.localizedDescription
        return Sanitizer.messageValue(text)
    }
}

import Foundation

/// What the first bytes of a text or CSV input say about its encoding: UTF-16 (refused:
/// the rows would be every other byte), a binary file (NUL bytes, as `less` warns), or
/// bytes that are not UTF-8 (Latin-1: shown as U+FFFD). Read once when the source opens.
enum ByteEncodingCheck: Equatable {
    case utf8
    /// UTF-16 with a byte order mark: `littleEndian` for FF FE (Excel's "Unicode text").
    case utf16(littleEndian: Bool)
    /// NUL bytes that are not a hole of a sparse file or a run of NULs ending the file.
    case binary
    /// Bytes that are not UTF-8 (shown as U+FFFD).
    case invalidUTF8

    /// Bytes looked at: the first block.
    static let checkedBytes = 64 << 10

    /// The check of `bytes` (the input's first bytes, up to ``checkedBytes``) of an input
    /// of `totalBytes` (nil: a pipe, not known), `hole` telling a sparse file's holes.
    /// Invalid UTF-8 is looked for up to the last line break (a character may be cut
    /// after it).
    /// - Complexity: O(`bytes.count`).
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, totalBytes: Int?, hole: (Int) -> Range<Int>?)
        -> ByteEncodingCheck
    {
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16(littleEndian: true) }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16(littleEndian: false) }
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0 else {
                i += 1
                continue
            }
            if let h = hole(i) {
                i = max(i + 1, h.upperBound)
                continue
            }
            var end = i
            while end < bytes.count && bytes[end] == 0 { end += 1 }
            // A run of NULs to the end of the file (a sparse file's last hole that the
            // system did not report as one) is not a binary file.
            if end == bytes.count, let total = totalBytes, end == total { break }
            return .binary
        }
        guard let lastBreak = bytes.lastIndex(of: 0x0A) else {
            return isUTF8(UnsafeBufferPointer(rebasing: bytes[0..<bytes.count]), complete: totalBytes == bytes.count)
                ? .utf8 : .invalidUTF8
        }
        return isUTF8(UnsafeBufferPointer(rebasing: bytes[0...lastBreak]), complete: true) ? .utf8 : .invalidUTF8
    }

    /// True when `bytes` are valid UTF-8; when not `complete`, a sequence cut at the end is fine.
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>, complete: Bool) -> Bool {
        var it = bytes.makeIterator()
        var decoder = UTF8()
        var consumed = 0
        while true {
            switch decoder.decode(&it) {
            case .scalarValue(let s): consumed += UTF8.width(s)
            case .emptyInput: return true
            case .error:
                return !complete && bytes.count - consumed < 4 && bytes.count - consumed > 0
                    && isCutSequence(bytes, from: consumed)
            }
        }
    }

    /// True when the bytes from `start` to the end are the start of one UTF-8 sequence.
    private static func isCutSequence(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let lead = bytes[start]
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > bytes.count - start else { return false }
        return bytes[(start + 1)...].allSatisfy { $0 & 0xC0 == 0x80 }
    }

    /// The one line refusing UTF-16 input named `title` (a file name, or standard input).
    static func utf16Message(_ title: String, littleEndian: Bool, isPipe: Bool) -> String {
        let bom = littleEndian ? "FF FE" : "FE FF"
        let convert = isPipe ? "iconv -f UTF-16 -t UTF-8 | tablekit view" : "iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8"
        return "\(title): UTF-16 text (byte order mark \(bom)) is not read; convert it to UTF-8 first: \(convert)"
    }

    /// The status line's note, if any: "binary file" or "invalid UTF-8 shown as �".
    var notice: String? {
        switch self {
        case .utf8, .utf16: nil
        case .binary: "binary file (NUL bytes)"
        case .invalidUTF8: "not UTF-8: invalid bytes shown as �"
        }
    }
}

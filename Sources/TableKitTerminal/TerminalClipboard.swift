import Foundation

/// The terminal's clipboard through OSC 52 (xterm's "Manipulate Selection Data"):
/// `ESC ] 52 ; c ; BASE64 BEL` sets the clipboard to the decoded text. The text is
/// base64-encoded, so no byte of it reaches the terminal raw. Terminals that do not take
/// it ignore the sequence; tmux passes it on with `set-clipboard on` (docs/VIEW.md).
public enum TerminalClipboard {
    /// The OSC 52 sequence that sets the clipboard (`c`) to `text`'s UTF-8: `ESC ] 52 ; c ;`,
    /// the standard base64 of the bytes (with `=` padding), then BEL.
    /// - Complexity: O(text's bytes).
    public static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Array(Data(text.utf8).base64EncodedString().utf8) + [0x07]
    }

    /// Writes ``sequence(for:)`` of `text` to `descriptor`, all of it (retrying after
    /// signals and short writes); false when a write failed.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Bool {
        let bytes = sequence(for: text)
        return bytes.withUnsafeBytes { buf in
            var offset = 0
            while offset < buf.count {
                let n = Foundation.write(descriptor, buf.baseAddress! + offset, buf.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}

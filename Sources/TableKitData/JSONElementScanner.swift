/// Finds where each top-level element of a JSON input lies, as bytes arrive, without
/// parsing the elements: the record index of a JSON array of objects (the elements of the
/// outer `[`…`]`), of a `.json` file of objects one after another (each free to span
/// lines, the next starting on a new line), or of JSON Lines (one value per non-blank line).
///
/// The scan knows strings (a `"` opens one, `\` escapes the next byte) and nesting (`{`
/// and `[` open, `}` and `]` close), so brackets, commas and quotes inside strings and
/// nested values do not split elements. It checks only what lies between elements (the
/// brackets, the commas, one value a line); an element's own syntax is checked by
/// ``JSONReader`` when it is indexed (``JSONRecordCheck``). Resumable: bytes may come in
/// pieces (a pipe), the state carries over.
///
/// Shape: each element as a byte range, from its first byte to just past its last (no
/// whitespace around it); a failure as a byte offset and a reason in ``JSONReader``'s words.
struct JSONElementScanner {
    /// How elements are laid out.
    enum Layout: Sendable {
        /// `[ e, e, … ]`: the elements of one array.
        case array
        /// `e` then `e` on a following line, … (a `.json` file that starts with `{`).
        case sequence
        /// One value per line; blank lines are skipped (JSON Lines).
        case lines
    }

    private enum State {
        case beforeArray, firstElement, element, afterElement, afterArray, inElement, failed
    }

    let layout: Layout
    /// The next byte to scan.
    private(set) var position: Int
    private var state: State
    private var start = 0
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// A scanner whose input starts at `start` (after a byte order mark).
    init(layout: Layout, start: Int) {
        self.layout = layout
        position = start
        state = layout == .array ? .beforeArray : .element
    }

    /// Scans up to `end` (`<= available`, the bytes readable), calling `found` with each
    /// complete element's bytes in order. Stops (returning the failure) at the first byte
    /// that cannot be where it is; an element's end that needs a byte beyond `end` waits
    /// for the next call (a line that starts before `end` is read to its LF).
    mutating func scan(_ base: UnsafePointer<UInt8>, to end: Int, available: Int, found: (Range<Int>) -> Void)
        -> JSONReader.Failure?
    {
        if layout == .lines {
            scanLines(base, to: end, available: available, found: found)
            return nil
        }
        var i = position
        defer { position = i }
        while i < end {
            if state == .inElement {
                guard let stop = elementEnd(base, from: i, to: end) else {
                    i = end
                    break
                }
                found(start..<stop)
                state = .afterElement
                i = stop
                continue
            }
            let b = base[i]
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 {
                if b == 0x0A && state == .afterElement && layout == .sequence { state = .element }
                i += 1
                continue
            }
            switch state {
            case .beforeArray:
                guard b == 0x5B else {
                    state = .failed
                    return JSONReader.Failure(offset: i, reason: "expected an array of objects ('[')")
                }
                state = .firstElement
                i += 1
            case .firstElement where b == 0x5D, .afterElement where b == 0x5D && layout == .array:
                state = .afterArray
                i += 1
            case .afterElement where layout == .array && b == 0x2C:
                state = .element
                i += 1
            case .afterElement:
                state = .failed
                let reason = layout == .array ? "expected ',' or ']' in the array" : "expected one value per line"
                return JSONReader.Failure(offset: i, reason: reason)
            case .afterArray:
                state = .failed
                return JSONReader.Failure(offset: i, reason: "unexpected text after the array")
            case .firstElement, .element:
                begin(at: i, byte: b)
                i += 1
            case .inElement, .failed:
                return nil
            }
        }
        return nil
    }

    /// Starts an element at `i`, whose first byte is `b`.
    private mutating func begin(at i: Int, byte b: UInt8) {
        state = .inElement
        start = i
        escaped = false
        inString = b == 0x22
        depth = b == 0x7B || b == 0x5B ? 1 : 0
    }

    /// Where the element being scanned ends (just past its last byte), scanning from `i`;
    /// nil when that is not before `end`. A scalar (a number, `true`) ends before the first
    /// space, comma or bracket, so its end is known only at that byte or at the input's end.
    private mutating func elementEnd(_ base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        var i = from
        while i < end {
            let b = base[i]
            if inString {
                if escaped {
                    escaped = false
                } else if b == 0x5C {
                    escaped = true
                } else if b == 0x22 {
                    inString = false
                    if depth == 0 { return i + 1 }
                } else {
                    // The rest of a plain run of the string at once.
                    i += 1
                    while i < end && base[i] != 0x22 && base[i] != 0x5C { i += 1 }
                    continue
                }
                i += 1
                continue
            }
            if depth == 0 {
                // A scalar.
                if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 || b == 0x2C || b == 0x5D || b == 0x7D
                    || b == 0x5B || b == 0x7B || b == 0x22
                {
                    return i
                }
                i += 1
                continue
            }
            switch b {
            case 0x22: inString = true
            case 0x7B, 0x5B: depth += 1
            case 0x7D, 0x5D:
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// JSON Lines: each non-blank line, without the spaces, tabs and CR around it. A line
    /// ends at LF; the last one also at the input's end (``finish(_:available:found:)``).
    private mutating func scanLines(
        _ base: UnsafePointer<UInt8>, to end: Int, available: Int, found: (Range<Int>) -> Void
    ) {
        var i = position
        while i < end, let lf = memchr(base + i, 0x0A, available - i) {
            let stop = UnsafePointer(lf.assumingMemoryBound(to: UInt8.self)) - base
            if let line = Self.trimmedLine(base, i..<stop) { found(line) }
            i = stop + 1
        }
        position = i
    }

    /// `range` without the spaces, tabs and CR at either end; nil when nothing is left.
    private static func trimmedLine(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
        var lo = range.lowerBound
        var hi = range.upperBound
        func blank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A }
        while lo < hi && blank(base[lo]) { lo += 1 }
        while hi > lo && blank(base[hi - 1]) { hi -= 1 }
        return lo < hi ? lo..<hi : nil
    }

    /// At the end of input (`available` bytes): the last element if it ends there (a
    /// scalar, or a last line without LF), or the failure of input that ends too soon. An
    /// element cut short is reported as `unfinished`: its own parse names what is missing.
    mutating func finish(_ base: UnsafePointer<UInt8>, available: Int, found: (Range<Int>) -> Void) -> (
        failure: JSONReader.Failure?, unfinished: Range<Int>?
    ) {
        defer {
            position = available
            if state != .failed { state = .afterArray }
        }
        if layout == .lines {
            if position < available, let line = Self.trimmedLine(base, position..<available) { found(line) }
            return (nil, nil)
        }
        switch state {
        case .inElement:
            if depth == 0 && !inString {
                found(start..<available)
                return layout == .array
                    ? (JSONReader.Failure(offset: available, reason: "unexpected end of input in the array"), nil)
                    : (nil, nil)
            }
            return (nil, start..<available)
        case .beforeArray:
            return (JSONReader.Failure(offset: available, reason: "expected an array of objects ('[')"), nil)
        case .firstElement:
            return (JSONReader.Failure(offset: available, reason: "unexpected end of input, expected a value"), nil)
        case .element where layout == .array:
            return (JSONReader.Failure(offset: available, reason: "unexpected end of input, expected a value"), nil)
        case .afterElement where layout == .array:
            return (JSONReader.Failure(offset: available, reason: "unexpected end of input in the array"), nil)
        default:
            return (nil, nil)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

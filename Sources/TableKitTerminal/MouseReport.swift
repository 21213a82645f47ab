import TableKit

/// A terminal's mouse report decoded from its bytes, in either of xterm's two encodings:
///
/// - **X10** (mode 1000 alone): `ESC [ M Cb Cx Cy`, three bytes each 32 + a value; the
///   column and line count from 1 (so at most 223).
/// - **SGR** (mode 1006): `ESC [ < Cb ; Cx ; Cy M` for a press, final `m` for a release,
///   the numbers in decimal, the column and line from 1.
///
/// `Cb` is the same in both (xterm's ctlseqs, "Mouse Tracking"): its low two bits and the
/// 64 and 128 bits name the button (0 left, 1 middle, 2 right, 3 release in X10; 64 and 65
/// the wheel up and down, 66 and 67 the wheel left and right), 4 is Shift, 8 Meta,
/// 16 Control, 32 motion. The modifier bits are masked off before the button is read, so
/// Shift-wheel is the wheel with Shift: sideways scrolling (``MouseEvent/Kind/wheelLeft``
/// for up, ``MouseEvent/Kind/wheelRight`` for down), whatever the encoding. (ncurses 6.4
/// reads an X10 wheel byte with Shift as a button above 5 and reports a motion without
/// a button, which is why the host decodes reports itself; see
/// docs/decisions/2026-12-01-the-host-asks-for-sgr-mouse-reports-and-decodes-them-itself.md.)
enum MouseReport {
    /// What starts an X10 report: `ESC [ M`, then three bytes.
    static let x10Prefix: [UInt8] = [0x1B, 0x5B, 0x4D]
    /// What starts an SGR report: `ESC [ <`, then `Cb;Cx;Cy` and `M` or `m`.
    static let sgrPrefix: [UInt8] = [0x1B, 0x5B, 0x3C]
    /// The most bytes an SGR report takes after its prefix (three numbers of up to five
    /// digits, two semicolons, the final byte); anything longer is not a report.
    static let sgrMaxBody = 18

    /// The event a whole report (prefix included) stands for, or nil when it is not a
    /// report or reports something TableKit does not use (middle and right buttons,
    /// motion, the wheel's release in SGR).
    static func decode(_ bytes: [UInt8]) -> MouseEvent? {
        if bytes.starts(with: x10Prefix) { return decodeX10(Array(bytes.dropFirst(x10Prefix.count))) }
        if bytes.starts(with: sgrPrefix) { return decodeSGR(Array(bytes.dropFirst(sgrPrefix.count))) }
        return nil
    }

    /// The three bytes after `ESC [ M`: button, column and line, each 32 + its value.
    static func decodeX10(_ body: [UInt8]) -> MouseEvent? {
        guard body.count == 3, body.allSatisfy({ $0 >= 32 }) else { return nil }
        return event(button: Int(body[0]) - 32, released: false, column: Int(body[1]) - 32, line: Int(body[2]) - 32)
    }

    /// The bytes after `ESC [ <`: `Cb;Cx;Cy` in decimal and the final `M` (press) or `m`
    /// (release).
    static func decodeSGR(_ body: [UInt8]) -> MouseEvent? {
        guard let final = body.last, final == 0x4D || final == 0x6D, body.count <= sgrMaxBody else { return nil }
        let fields = body.dropLast().split(separator: 0x3B, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var numbers: [Int] = []
        for field in fields {
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            numbers.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return event(button: numbers[0], released: final == 0x6D, column: numbers[1], line: numbers[2])
    }

    /// The event for button code `button` (xterm's `Cb` without the X10 offset) at
    /// `column` and `line` (from 1); `released` for SGR's final `m`.
    static func event(button: Int, released: Bool, column: Int, line: Int) -> MouseEvent? {
        guard column >= 1, line >= 1 else { return nil }
        let location = Point(x: column - 1, y: line - 1)
        if button & 32 != 0 { return nil }  // motion (modes 1002/1003, never asked for)
        let shift = button & 4 != 0
        let kind: MouseEvent.Kind
        switch button & ~(4 | 8 | 16) {
        case 0: kind = released ? .release : .press  // the left button, with or without modifiers
        case 3: kind = .release  // X10's release of whichever button
        case 64 where !released: kind = shift ? .wheelLeft : .wheelUp
        case 65 where !released: kind = shift ? .wheelRight : .wheelDown
        case 66 where !released: kind = .wheelLeft  // a wheel (or touchpad) turned sideways
        case 67 where !released: kind = .wheelRight
        default: return nil
        }
        return MouseEvent(kind: kind, location: location)
    }
}

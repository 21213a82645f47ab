import Foundation

extension ColumnType {
    /// The type of a column from a sample of its values: the first of number, date, boolean
    /// that at least 4 in 5 of the values parse as (slash dates such as `01/02/2000` only
    /// when the sample tells day from month: ``DateParsing/slashOrder(of:)``), counting neither empty values nor
    /// missing-value markers (``isMissingMarker(_:)``: `n/a`, `-`, `null`…; spaces around a
    /// value ignored); text when none does, or when no value counts.
    ///
    /// So one `abc` or `N/A` among numbers leaves the column numeric: such cells sort
    /// after every number in both directions (``RowOrder``), as blanks do.
    /// Numbers: ``NumberParsing``; dates: ``DateParsing``; booleans: `true`, `false`,
    /// `yes`, `no` in any case (not `0`/`1`, which are numbers).
    /// - Complexity: O(total length of the sample).
    public static func detect<S: Sequence>(_ sample: S) -> ColumnType where S.Element == String {
        detectIfAny(sample) ?? .text
    }

    /// As ``detect(_:)``, but nil when no value counts (every value empty or a missing
    /// marker): the type is not known yet (a followed file with only its header so far).
    public static func detectIfAny<S: Sequence>(_ sample: S) -> ColumnType? where S.Element == String {
        let sample = Array(sample)
        let slashOrder = DateParsing.slashOrder(of: sample)
        var numbers = 0
        var dates = 0
        var booleans = 0
        var counted = 0
        for raw in sample {
            let v = trimmedSpaces(raw)
            if v.isEmpty || v == JSONNull.field || isMissingMarker(v) { continue }
            counted += 1
            if NumberParsing.value(of: v) != nil { numbers += 1 }
            if DateParsing.value(of: v, slashOrder: slashOrder) != nil { dates += 1 }
            if BooleanParsing.value(of: v) != nil { booleans += 1 }
        }
        if counted == 0 { return nil }
        func most(_ n: Int) -> Bool { n > 0 && n * 5 >= counted * 4 }
        return most(numbers) ? .number : most(dates) ? .date : most(booleans) ? .boolean : .text
    }

    /// Whether `value` (already trimmed) says a value is missing, so that type detection does not
    /// count it: `n/a`, `na`, `null`, `none`, `nil`, `nan`, `-`, `--`, `–`, `—`, `?`, any case.
    public static func isMissingMarker(_ value: String) -> Bool {
        guard value.utf8.count <= 4 else { return false }
        return missingMarkers.contains(value.lowercased())
    }

    private static let missingMarkers: Set<String> = [
        "n/a", "na", "null", "none", "nil", "nan", "-", "--", "–", "—", "?",
    ]

    /// `text` without the spaces and tabs around it (`.whitespaces`: tab and the Unicode
    /// space separators): ASCII ends are read as bytes, the Foundation call only when an
    /// end is a space, a tab or not ASCII (a 2,000-column CSV took 0.9 s to open, most of
    /// it in this trimming and in lowercased copies).
    static func trimmedSpaces(_ text: String) -> String {
        let u = text.utf8
        guard let first = u.first, let last = u.last else { return text }
        if first < 0x80 && last < 0x80 && first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09 { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }
}

/// Reading a field as a number, for type detection and numeric sorting.
public enum NumberParsing {
    /// The value of `text` (spaces around it ignored) as a decimal number, or nil: an
    /// optional sign, digits with an optional fraction (`-3.5`, `.5`, `5.`), an optional
    /// exponent (`1e-3`), or digits grouped in threes by commas (`1,234,567.89`); written
    /// with a currency sign before or after it (`$5`, `-€1,200`, `5 €`; `$ € £ ¥ ₹`), or a
    /// percent sign after it (`5%`: 5), or in parentheses for a negative amount as
    /// accountants write it (`(5)`, `($1,200.50)`: -5, -1200.5). Not `0x1F`, `inf`, `nan`,
    /// `1.2.3`, a lone sign, `5%%` or `$5%`.
    public static func value(of text: String) -> Double? {
        var s = Substring(text)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        let u = Array(s.utf8)
        if u.isEmpty || u.count > 64 { return nil }
        if let v = plainValue(u) { return v }
        return decoratedValue(u[...])
    }

    /// The currency signs a number may carry, as UTF-8: `$ € £ ¥ ₹`.
    static let currencySigns: [[UInt8]] = [
        [0x24], [0xE2, 0x82, 0xAC], [0xC2, 0xA3], [0xC2, 0xA5], [0xE2, 0x82, 0xB9],
    ]

    /// A number with a currency or percent sign, or in parentheses; nil for any other text.
    private static func decoratedValue(_ whole: ArraySlice<UInt8>) -> Double? {
        var u = whole
        var negate = false
        if u.first == 0x28 && u.last == 0x29 {  // (5)
            u = u.dropFirst().dropLast()
            negate = true
        }
        var sign: UInt8?
        func takeSign() {
            if sign == nil, let c = u.first, c == 0x2D || c == 0x2B {
                sign = c
                u = u.dropFirst()
            }
        }
        func dropSpaces() {
            while u.first == 0x20 { u = u.dropFirst() }
            while u.last == 0x20 { u = u.dropLast() }
        }
        takeSign()
        var marked = false
        if let c = currencySigns.first(where: { u.starts(with: $0) }) {
            u = u.dropFirst(c.count)
            marked = true
            dropSpaces()
            takeSign()
        } else if let c = currencySigns.first(where: { u.reversed().starts(with: $0.reversed()) }) {
            u = u.dropLast(c.count)
            marked = true
        } else if u.last == 0x25 {  // %
            u = u.dropLast()
            marked = true
        }
        dropSpaces()
        guard marked || negate, let first = u.first, first != 0x2D && first != 0x2B || sign == nil,
            let v = plainValue(Array(u))
        else { return nil }
        if negate && (sign != nil || v < 0) { return nil }  // (-5)
        let signed = sign == 0x2D ? -v : v
        return negate ? -signed : signed
    }

    /// The value of a plain decimal number (sign, digits, commas, fraction, exponent).
    private static func plainValue(_ u: [UInt8]) -> Double? {
        if u.isEmpty { return nil }
        var i = 0
        if u[i] == 0x2D || u[i] == 0x2B { i += 1 }
        var digits = 0
        var groupedCommas = false
        var sinceComma = -1
        var plain: [UInt8] = []
        plain.reserveCapacity(u.count)
        plain.append(contentsOf: u[0..<i])
        while i < u.count {
            let c = u[i]
            if c >= 0x30 && c <= 0x39 {
                digits += 1
                if sinceComma >= 0 { sinceComma += 1 }
                plain.append(c)
            } else if c == 0x2C {  // thousands separator
                if digits == 0 || (sinceComma >= 0 && sinceComma != 3) || (!groupedCommas && digits > 3) { return nil }
                groupedCommas = true
                sinceComma = 0
            } else {
                break
            }
            i += 1
        }
        if groupedCommas && sinceComma != 3 { return nil }
        var fraction = 0
        if i < u.count && u[i] == 0x2E {
            plain.append(0x2E)
            i += 1
            while i < u.count && u[i] >= 0x30 && u[i] <= 0x39 {
                plain.append(u[i])
                i += 1
                fraction += 1
            }
        }
        if digits + fraction == 0 { return nil }
        if i < u.count && (u[i] == 0x65 || u[i] == 0x45) && !groupedCommas {
            plain.append(0x65)
            i += 1
            if i < u.count && (u[i] == 0x2D || u[i] == 0x2B) {
                plain.append(u[i])
                i += 1
            }
            var e = 0
            while i < u.count && u[i] >= 0x30 && u[i] <= 0x39 {
                plain.append(u[i])
                i += 1
                e += 1
            }
            if e == 0 { return nil }
        }
        if i != u.count { return nil }
        return Double(String(decoding: plain, as: UTF8.self))
    }
}

/// Reading a field as a date, for type detection and sorting by time.
public enum DateParsing {
    /// Seconds since 1970 (UTC) of `text`, or nil: ISO 8601 (``isoValue(of:)``), a date
    /// with an English month name (`Jan 1 2000`, `January 1, 2000`, `1 Jan 2000`,
    /// `01-Jan-2000`), `YYYY/MM/DD`, or, given `slashOrder`, `01/02/2000` (day and month
    /// of one or two digits, a four-digit year); each but ISO optionally followed by a
    /// space and `HH:MM` or `HH:MM:SS`. Dates are taken as UTC.
    /// - Parameters:
    ///   - text: the field (spaces around it ignored).
    ///   - slashOrder: how the column writes day and month in slash dates
    ///     (``slashOrder(of:)``); nil: slash dates other than `YYYY/MM/DD` are not dates.
    public static func value(of text: String, slashOrder: SlashDateOrder? = nil) -> Double? {
        if let v = isoValue(of: text) { return v }
        return writtenValue(Array(text.utf8), slashOrder: slashOrder)
    }

    /// Seconds since 1970 (UTC) of `text`, or nil: `YYYY-MM-DD`, optionally followed by `T`
    /// or a space and `HH:MM`, `:SS`, a fraction `.fff`, and `Z` or an offset `±HH:MM` /
    /// `±HHMM`. A date with no offset is taken as UTC (so such dates sort among themselves
    /// in their written order). Month 1–12, day 1–31, hour 0–23, minute and second 0–59.
    public static func isoValue(of text: String) -> Double? {
        let u = Array(text.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed())
        var i = 0
        func num(_ n: Int) -> Int? {
            guard i + n <= u.count else { return nil }
            var v = 0
            for k in 0..<n {
                let c = u[i + k]
                guard c >= 0x30 && c <= 0x39 else { return nil }
                v = v * 10 + Int(c - 0x30)
            }
            i += n
            return v
        }
        func take(_ c: UInt8) -> Bool {
            if i < u.count && u[i] == c {
                i += 1
                return true
            }
            return false
        }
        guard let y = num(4), take(0x2D), let mo = num(2), take(0x2D), let d = num(2),
            (1...12).contains(mo), (1...31).contains(d)
        else { return nil }
        var seconds = Double(daysFromCivil(y, mo, d)) * 86_400
        if i == u.count { return seconds }
        guard take(0x54) || take(0x20) || take(0x74), let h = num(2), take(0x3A), let mi = num(2),
            h < 24, mi < 60
        else { return nil }
        seconds += Double(h * 3600 + mi * 60)
        if take(0x3A) {
            guard let s = num(2), s < 60 else { return nil }
            seconds += Double(s)
            if take(0x2E) || take(0x2C) {
                var scale = 0.1
                var any = false
                while i < u.count, u[i] >= 0x30 && u[i] <= 0x39 {
                    seconds += Double(u[i] - 0x30) * scale
                    scale /= 10
                    i += 1
                    any = true
                }
                if !any { return nil }
            }
        }
        if i == u.count || take(0x5A) || take(0x7A) { return i == u.count ? seconds : nil }
        let sign: Double
        if take(0x2B) { sign = 1 } else if take(0x2D) { sign = -1 } else { return nil }
        guard let oh = num(2), oh < 24 else { return nil }
        _ = take(0x3A)
        guard let om = num(2), om < 60, i == u.count else { return nil }
        return seconds - sign * Double(oh * 3600 + om * 60)
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date y-m-d (H. Hinnant's algorithm).
    static func daysFromCivil(_ y0: Int, _ m: Int, _ d: Int) -> Int {
        let y = m <= 2 ? y0 - 1 : y0
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

/// Reading a field as a boolean, for type detection and sorting (false before true).
public enum BooleanParsing {
    /// true for `true`/`yes`, false for `false`/`no` (any case, spaces around ignored), else nil.
    public static func value(of text: String) -> Bool? {
        let t = ColumnType.trimmedSpaces(text)
        // Only 2 to 5 ASCII letters can be one of the four words: compared as bytes, with
        // no lowercased copy (type detection asks this of every value of a sample).
        guard (2...5).contains(t.utf8.count) else { return nil }
        var word: UInt64 = 0
        for b in t.utf8 {
            guard b < 0x80 else { return nil }
            word = word << 8 | UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
        }
        switch word {
        case 0x74_72_75_65, 0x79_65_73: return true  // "true", "yes"
        case 0x66_61_6C_73_65, 0x6E_6F: return false  // "false", "no"
        default: return nil
        }
    }
}

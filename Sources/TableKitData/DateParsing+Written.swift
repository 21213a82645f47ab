/// How a column writes day and month in slash dates: `01/02/2000` is 2 January in a
/// column of `dayFirst` dates, 1 February in one of `monthFirst` dates.
public enum SlashDateOrder: Sendable, Equatable {
    /// `MM/DD/YYYY`, as in the United States.
    case monthFirst
    /// `DD/MM/YYYY`, as in most of Europe.
    case dayFirst
}

extension DateParsing {
    /// The order of day and month that a column's slash dates (`a/b/YYYY`) show, or nil
    /// when none tells it (every `a` and `b` is 12 or less) or they disagree: `dayFirst`
    /// when some `a` is over 12 and no `b` is, `monthFirst` the other way round.
    /// - Complexity: O(total length of the values); values without `/` are skipped at
    ///   their first bytes' scan.
    public static func slashOrder<C: Collection>(of values: C) -> SlashDateOrder? where C.Element == String {
        var dayFirst = false
        var monthFirst = false
        for v in values where v.utf8.contains(0x2F) {
            guard let (a, b, _) = slashParts(Array(v.utf8)) else { continue }
            if a > 12 && b <= 12 { dayFirst = true }
            if b > 12 && a <= 12 { monthFirst = true }
            if dayFirst && monthFirst { return nil }
        }
        return dayFirst ? .dayFirst : monthFirst ? .monthFirst : nil
    }

    /// The English month names and their abbreviations, lowercased, with the month's number.
    static let months: [String: Int] = {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        var out: [String: Int] = ["sept": 9]
        for (k, n) in names.enumerated() {
            out[n] = k + 1
            out[String(n.prefix(3))] = k + 1
        }
        return out
    }()

    /// A date written with a month name, `YYYY/MM/DD`, or (given `slashOrder`) `a/b/YYYY`,
    /// optionally followed by a time; nil for anything else.
    static func writtenValue(_ all: [UInt8], slashOrder: SlashDateOrder?) -> Double? {
        guard all.count <= 40, all.contains(where: { $0 == 0x2F || $0 == 0x20 || $0 == 0x2D }) else { return nil }
        var parts = all.split(separator: 0x20, omittingEmptySubsequences: true).map(Array.init)
        var time = 0
        if parts.count >= 2, parts.last!.contains(0x3A) {
            guard let t = timeOfDay(parts.removeLast()) else { return nil }
            time = t
        }
        let y: Int
        let m: Int
        let d: Int
        if parts.count == 1 && parts[0].contains(0x2F) {
            guard let (a, b, c) = slashParts(parts[0]) else { return nil }
            if c < 0 {  // YYYY/MM/DD
                (y, m, d) = (a, b, -c)
            } else {
                guard let slashOrder else { return nil }
                (y, m, d) = slashOrder == .dayFirst ? (c, b, a) : (c, a, b)
            }
        } else {
            // Month names: `Jan 1 2000`, `Jan 1, 2000`, `1 Jan 2000`, `01-Jan-2000`.
            let words = parts.flatMap { $0.split(separator: 0x2D).map { Array($0.filter { $0 != 0x2C }) } }
            guard words.count == 3, let year = number(words[2]), words[2].count == 4 else { return nil }
            if let month = monthNumber(words[0]), let day = number(words[1]) {
                (y, m, d) = (year, month, day)
            } else if let day = number(words[0]), let month = monthNumber(words[1]) {
                (y, m, d) = (year, month, day)
            } else {
                return nil
            }
        }
        guard (1...12).contains(m), (1...31).contains(d) else { return nil }
        return Double(daysFromCivil(y, m, d) * 86_400 + time)
    }

    /// `a/b/YYYY` as (a, b, YYYY) with `a`, `b` of one or two digits; `YYYY/MM/DD` as
    /// (YYYY, MM, -DD); nil for anything else.
    static func slashParts(_ u: [UInt8]) -> (Int, Int, Int)? {
        let p = u.split(separator: 0x2F, omittingEmptySubsequences: false)
        guard p.count == 3, let a = number(p[0]), let b = number(p[1]), let c = number(p[2]) else { return nil }
        if p[0].count == 4 && p[1].count <= 2 && p[2].count <= 2 { return (a, b, -c) }
        guard p[0].count <= 2, p[1].count <= 2, p[2].count == 4 else { return nil }
        return (a, b, c)
    }

    /// The digits `u` (1 to 4 of them) as a number.
    static func number<C: Collection>(_ u: C) -> Int? where C.Element == UInt8 {
        guard (1...4).contains(u.count) else { return nil }
        var v = 0
        for c in u {
            guard c >= 0x30 && c <= 0x39 else { return nil }
            v = v * 10 + Int(c - 0x30)
        }
        return v
    }

    /// The month a (case-insensitive, ASCII) English name or abbreviation names.
    static func monthNumber(_ u: [UInt8]) -> Int? {
        guard (3...9).contains(u.count), u.allSatisfy({ $0 < 0x80 }) else { return nil }
        return months[String(decoding: u, as: UTF8.self).lowercased()]
    }

    /// `HH:MM` or `HH:MM:SS` as seconds into the day.
    static func timeOfDay(_ u: [UInt8]) -> Int? {
        let p = u.split(separator: 0x3A, omittingEmptySubsequences: false)
        guard p.count == 2 || p.count == 3, p.allSatisfy({ $0.count == 2 }),
            let h = number(p[0]), let m = number(p[1]), h < 24, m < 60
        else { return nil }
        let s = p.count == 3 ? number(p[2]) ?? 60 : 0
        guard s < 60 else { return nil }
        return h * 3600 + m * 60 + s
    }
}

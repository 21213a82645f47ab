import Foundation

/// One possession in the Homepwner inventory (Big Nerd Ranch's `Item`).
///
/// Encoded as in `Resources/items.json`: `{name, serialNumber, valueInDollars,
/// dateCreated}`, the date as ISO-8601 UTC (whole seconds unless the date has a fraction).
/// Fields the item does not know (`"notes"`, `"photo"`, nested objects) are kept in
/// ``otherFields`` and written back as they were; a date read from a file is written back
/// in its own text (fractional seconds and offsets included) until it is changed. The
/// `id` is not stored: it is made fresh when an item is created or read, and gives the
/// item its identity in a diffable snapshot while its fields are edited.
public struct Item: Identifiable, Hashable, Sendable, Codable {
    /// Identity within one run of the app; not written to the file.
    public let id: UUID
    /// An adjective and a noun, e.g. "Rusty Guitar". Repeats are allowed.
    public var name: String
    /// Five characters, digit-letter-digit-letter-digit, e.g. "9G2L2"; nil when unknown.
    public var serialNumber: String?
    /// The value in whole US dollars, 0 or more (a file with a negative value is refused
    /// when read); the random items use 0...99.
    public var valueInDollars: Int
    /// When the item was created.
    public var dateCreated: Date { didSet { dateCreatedText = nil } }
    /// The fields of the stored item that this type does not know, by name, kept so that
    /// every save writes them back unchanged (empty for an item made in code).
    public var otherFields: [String: JSONValue] = [:]
    /// `dateCreated` as the file spelled it, written back while the date is unchanged so
    /// that a read and saved store keeps its dates to the last digit; nil once changed.
    var dateCreatedText: String?

    public init(id: UUID = UUID(), name: String, serialNumber: String?, valueInDollars: Int, dateCreated: Date = Date())
    {
        self.id = id
        self.name = name
        self.serialNumber = serialNumber
        self.valueInDollars = valueInDollars
        self.dateCreated = dateCreated
    }

    enum CodingKeys: String, CodingKey {
        case name, serialNumber, valueInDollars, dateCreated
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let all = try decoder.container(keyedBy: AnyCodingKey.self)
        let name = try c.decode(String.self, forKey: .name)
        let value = try c.decode(Int.self, forKey: .valueInDollars)
        // A possession is worth nothing or something: a negative value is a mistake in
        // the file, reported with the item rather than shown as a negative total.
        guard value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .valueInDollars, in: c,
                debugDescription: "\"\(name)\" has a negative value, \(value); a value in dollars must be 0 or more")
        }
        self.init(
            name: name,
            serialNumber: try c.decodeIfPresent(String.self, forKey: .serialNumber),
            valueInDollars: value,
            dateCreated: try c.decode(Date.self, forKey: .dateCreated))
        dateCreatedText = try c.decode(String.self, forKey: .dateCreated)
        let known = Set([CodingKeys.name, .serialNumber, .valueInDollars, .dateCreated].map(\.stringValue))
        for key in all.allKeys where !known.contains(key.stringValue) {
            otherFields[key.stringValue] = try all.decode(JSONValue.self, forKey: key)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(serialNumber, forKey: .serialNumber)
        try c.encode(valueInDollars, forKey: .valueInDollars)
        if let dateCreatedText {
            try c.encode(dateCreatedText, forKey: .dateCreated)
        } else if dateCreated.timeIntervalSince1970.rounded(.down) != dateCreated.timeIntervalSince1970 {
            try c.encode(Self.isoText(dateCreated), forKey: .dateCreated)  // keep the fraction
        } else {
            try c.encode(dateCreated, forKey: .dateCreated)
        }
        var all = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in otherFields where CodingKeys(stringValue: key) == nil {
            try all.encode(value, forKey: AnyCodingKey(key))
        }
    }

    /// `date` as ISO-8601 UTC with its fraction of a second to the microsecond, e.g.
    /// "2025-01-11T04:08:02.123456Z" (trailing zeros dropped).
    static func isoText(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        let whole = t.rounded(.down)
        let micros = Int(((t - whole) * 1_000_000).rounded())
        let base = ISO8601DateFormatter().string(
            from: Date(timeIntervalSince1970: whole + (micros == 1_000_000 ? 1 : 0)))
        guard micros > 0 && micros < 1_000_000 else { return base }
        var fraction = String(format: "%06d", micros)
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return String(base.dropLast()) + "." + fraction + "Z"
    }

    /// True when both items have the same stored fields (everything but `id`), the
    /// fields this type does not know included.
    public func hasSameContent(as other: Item) -> Bool {
        name == other.name && serialNumber == other.serialNumber
            && valueInDollars == other.valueInDollars && dateCreated == other.dateCreated
            && otherFields == other.otherFields
    }
}

extension Item {
    /// Adjectives of the random names, as in the seed data.
    public static let adjectives = ["Dusty", "Fluffy", "Heavy", "Rusty", "Shiny", "Squeaky", "Tiny", "Vintage"]
    /// Nouns of the random names, as in the seed data.
    public static let nouns = ["Bear", "Bicycle", "Camera", "Guitar", "Kettle", "Lamp", "Mac", "Spork"]

    /// A random item as Big Nerd Ranch's `Item(random:)` makes it: an adjective and a
    /// noun, a five-character serial (digit-letter-digit-letter-digit), a value in
    /// 0...99 dollars, created `now` rounded down to a whole second, as the seed's dates are
    /// (so a saved and re-read item compares equal in content).
    public static func random<G: RandomNumberGenerator>(using rng: inout G, now: Date = Date()) -> Item {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let digits = Array("0123456789")
        var serial = ""
        for i in 0..<5 {
            serial.append(
                i.isMultiple(of: 2) ? digits.randomElement(using: &rng)! : letters.randomElement(using: &rng)!)
        }
        return Item(
            name: "\(adjectives.randomElement(using: &rng)!) \(nouns.randomElement(using: &rng)!)",
            serialNumber: serial,
            valueInDollars: Int.random(in: 0...99, using: &rng),
            dateCreated: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
    }

    /// A random item from the system generator.
    public static func random() -> Item {
        var g = SystemRandomNumberGenerator()
        return random(using: &g)
    }
}

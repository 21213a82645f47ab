import Foundation

/// One state of the States sample: its name, its capital, its population and the
/// collation section it is filed in (the guide's `State`).
public struct USState: Sendable, Equatable {
    /// The state's name, e.g. `"Alabama"`; the string it is filed and sorted by.
    public var name: String
    /// The capital city, e.g. `"Montgomery"` (the plist's key is spelled `Capitol`, as in
    /// Apple's sample).
    public var capital: String
    /// Resident population (2020 census in the bundled data), `>= 0`.
    public var population: Int
    /// The collation section the state is filed in, from
    /// `IndexedCollation.section(for:collationStringKeyPath:)` of its name: set by the first
    /// of the guide's four steps (``StatesViewController/configureSections(_:collation:)``),
    /// 0 until then. The guide's `State.sectionNumber`.
    public var sectionNumber: Int

    /// - Precondition: `population >= 0` (not checked; ``StatesList/load(path:)`` rejects
    ///   anything else in a file).
    public init(name: String, capital: String, population: Int, sectionNumber: Int = 0) {
        self.name = name
        self.capital = capital
        self.population = population
        self.sectionNumber = sectionNumber
    }

    /// The row's detail: the capital and the population formatted for `locale`, joined
    /// by `" · "`: `"Montgomery · 5,024,279"` in `en`, `"Montgomery · 5.024.279"` in `de`.
    public func detail(locale: Locale) -> String {
        "\(capital) · \(population.formatted(.number.locale(locale)))"
    }
}

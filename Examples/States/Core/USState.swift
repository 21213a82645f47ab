import Foundation

/// One state of the States sample: its name, its capital and its population.
public struct USState: Sendable, Equatable {
    /// The state's name, e.g. `"Alabama"`; the string it is filed and sorted by.
    public var name: String
    /// The capital city, e.g. `"Montgomery"` (the plist's key is spelled `Capitol`, as in
    /// Apple's sample).
    public var capital: String
    /// Resident population (2020 census in the bundled data), `>= 0`.
    public var population: Int

    /// - Precondition: `population >= 0` (not checked; ``StatesList/load(path:)`` rejects
    ///   anything else in a file).
    public init(name: String, capital: String, population: Int) {
        self.name = name
        self.capital = capital
        self.population = population
    }

    /// The row's detail: the capital and the population formatted for `locale`, joined
    /// by `" · "`: `"Montgomery · 5,024,279"` in `en`, `"Montgomery · 5.024.279"` in `de`.
    public func detail(locale: Locale) -> String {
        "\(capital) · \(population.formatted(.number.locale(locale)))"
    }
}

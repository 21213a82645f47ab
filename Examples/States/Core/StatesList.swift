import Foundation
import TableKit
import TableKitApps

/// The States app's data, after Apple's indexed-list sample: the 50 states read from a
/// property list. ``StatesViewController`` files them by a locale's indexed collation.
public enum StatesList {
    /// Why the states could not be read: one line naming the file and what is wrong,
    /// sanitised (``Sanitizer/messageLine(_:)``): a state's name from the file is shown,
    /// never sent to the terminal.
    public struct LoadError: Error, Equatable, CustomStringConvertible {
        /// The one-line message.
        public let description: String
        /// An error with the message `description`, sanitised.
        public init(_ description: String) { self.description = Sanitizer.messageLine(description) }
    }

    /// The 50 states bundled with the app (`states.plist`, a copy of the project's data),
    /// in order of admission to the Union.
    /// - Throws: ``LoadError`` if the resource is missing or malformed.
    public static func bundledStates() throws(LoadError) -> [USState] {
        guard let path = Bundle.module.path(forResource: "states", ofType: "plist") else {
            throw LoadError("the bundled states.plist is missing")
        }
        return try load(path: path)
    }

    /// Reads a property list shaped like `states.plist`: an array of dictionaries with the
    /// strings `Name`, `Capitol` and `Population` (decimal digits; a number is accepted too).
    /// - Throws: ``LoadError`` naming the file, and the item and key at fault; a file over
    ///   the input limit (``DataFile/read(_:limit:)``) is refused before it is parsed.
    /// - Complexity: O(file size).
    public static func load(path: String) throws(LoadError) -> [USState] {
        let object: Any
        let data: Data
        do { data = try DataFile.read(path) } catch { throw LoadError(error.description) }
        do { object = try DataFile.propertyList(data, path: path) } catch { throw LoadError(error.description) }
        guard let items = object as? [Any] else {
            throw LoadError("\(path): expected an array of states at the top level")
        }
        var states: [USState] = []
        states.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            guard let fields = item as? [String: Any] else { throw LoadError("\(path): item \(i) is not a dictionary") }
            func string(_ key: String) throws(LoadError) -> String {
                guard let value = fields[key] as? String, !value.isEmpty else {
                    throw LoadError("\(path): item \(i) has no string '\(key)'")
                }
                return value
            }
            let name = try string("Name")
            let capital = try string("Capitol")
            let population: Int
            if let text = fields["Population"] as? String, text.allSatisfy(\.isASCII), let n = Int(text), n >= 0 {
                population = n
            } else if let n = fields["Population"] as? Int, n >= 0 {
                population = n
            } else {
                throw LoadError("\(path): item \(i) (\(Sanitizer.messageValue(name))) has no whole-number 'Population'")
            }
            states.append(USState(name: name, capital: capital, population: population))
        }
        return states
    }

    /// The app's screen: ``StatesViewController``, the guide's four-step filing of
    /// `states` by `collation`, titled "States", counting "states".
    @MainActor
    public static func makeController(states: [USState], collation: IndexedCollation) -> StatesViewController {
        StatesViewController(states: states, collation: collation)
    }
}

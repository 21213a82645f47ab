import Foundation

/// The table's convenience closures (each called after its delegate method).
struct TableCallbacks {
    var onIndexSearch: (@MainActor () -> Void)?
    var onPullDown: (@MainActor () -> Void)?
}

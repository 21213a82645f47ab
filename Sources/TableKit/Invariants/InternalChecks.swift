/// Internal consistency checks, swift-collections' pattern: each type with an invariant has
/// a `_checkInvariants()` that its mutating operations call last. The checks run when the
/// package is built with `TABLEKIT_INTERNAL_CHECKS` (every debug build: see Package.swift)
/// and compile to nothing in release builds.
///
/// A failed check is a TableKit bug, never a caller's mistake: it traps with the type, the
/// rule broken and the numbers involved.
@usableFromInline
enum InternalChecks {
    /// Whether `_checkInvariants()` does anything in this build.
    #if TABLEKIT_INTERNAL_CHECKS
    @usableFromInline static let isEnabled = true
    #else
    @usableFromInline static let isEnabled = false
    #endif

    /// Traps with `message` when `condition` is false (checks builds only).
    @inlinable @inline(__always)
    static func require(
        _ condition: @autoclosure () -> Bool, _ type: StaticString,
        _ message: @autoclosure () -> String
    ) {
        #if TABLEKIT_INTERNAL_CHECKS
        if !condition() { preconditionFailure("\(type) invariant broken: \(message())") }
        #endif
    }
}

import TableKit
import TableKitData

/// A search of `tablekit view` running in the background: the text and query it answers,
/// the rows it covers (`0..<upTo`, or the previous hits), and the work that finds them
/// (nil result: cancelled by the next keystroke).
@MainActor
struct PendingSearch {
    let text: String
    let query: RowQuery
    let upTo: Int
    let work: BackgroundWork<RowHits?>
}

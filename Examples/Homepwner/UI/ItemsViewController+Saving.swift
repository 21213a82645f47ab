import Foundation
import HomepwnerCore
import TableKit

// What the items screen says when the store cannot save, and quitting with unsaved changes.
extension ItemsViewController {
    /// The status line after a failed save: the reason first, so that a narrow screen cuts
    /// the advice, never the reason; the advice is left out when the whole line would not
    /// fit `width` columns. E.g. "Not saved: No space left on device. Retried on the next
    /// change and on quit."
    static func notSavedText(_ error: ItemStoreError, width: Int) -> String {
        let head = "Not saved: \(error.reason)."
        let full = head + " Retried on the next change and on quit."
        return full.displayWidth <= width ? full : head
    }

    /// The status line after a change refused by a read-only store.
    static func readOnlyText(_ reason: String) -> String {
        "Not changed: read-only store (\(reason))."
    }

    /// Shows why a change failed: a refused change on the status line until the next one;
    /// a failed save is shown from the store's ``ItemStore/lastSaveError`` until a save
    /// succeeds.
    func report(_ error: ItemStoreError) {
        switch error {
        case let .readOnly(_, reason): lastError = Self.readOnlyText(reason)
        case .saveFailed, .inUse, .lockFailed: lastError = nil
        default: lastError = error.description
        }
    }

    /// `q` with unsaved changes: tries to save once more; quits when that works, else
    /// asks what to do (``unsavedChangesAlert()``).
    func quitAfterSaving() {
        do { try store.save() } catch {
            present(unsavedChangesAlert())
            return
        }
        window?.quit()
    }

    /// The question asked when quitting with changes that could not be saved: Retry (tries
    /// again, and quits when the save works), Quit and lose them, or Stay (Esc).
    func unsavedChangesAlert() -> Alert {
        let reason = store.lastSaveError?.reason ?? "unknown reason"
        let alert = Alert(
            title: "Changes not saved",
            message: "The last changes could not be saved: \(reason). They are lost if you quit now.")
        let retry = AlertAction(title: "Retry") { [weak self] _ in self?.quitAfterSaving() }
        alert.addAction(retry)
        alert.addAction(
            AlertAction(title: "Quit and lose them", style: .destructive) { [weak self] _ in
                self?.discardsUnsavedChanges = true
                self?.window?.quit()
            })
        alert.addAction(AlertAction(title: "Stay", style: .cancel))
        alert.preferredAction = retry
        return alert
    }
}

import Foundation
import TableKit
import TableKitData

/// Ctrl-S: the rows shown (their columns, filter, search and order) saved to a file, its
/// format from its extension, asking before replacing one; written in the background, the
/// status line saying "saved N rows to PATH".
extension DataTableViewController {
    /// The path prompt: an alert with one text field, Save and Cancel.
    func askWhereToSave() {
        prompt(
            "Save the rows shown", message: "to a .csv, .tsv, .json or .jsonl file", placeholder: "path",
            button: "Save"
        ) { [weak self] text in self?.save(to: text) }
    }

    /// Saves to `path` (as typed; `~/` is the home directory): refused without a path or
    /// a known extension; a file there is replaced only once the user says so.
    func save(to typed: String) {
        let path = (typed.trimmingCharacters(in: .whitespaces) as NSString).expandingTildeInPath
        guard !path.isEmpty else { return send(.saveRefused(note: "not saved: no path given")) }
        guard let format = TableExportFormat(pathExtension: (path as NSString).pathExtension) else {
            return send(
                .saveRefused(
                    note: "not saved: \(Sanitizer.sanitize(typed)) does not end in .csv, .tsv, .json or .jsonl"))
        }
        guard TableExport.exists(path) else { return send(.saveAsked(path: path, format: format, replacing: false)) }
        let ask = Alert(title: "Replace \(Sanitizer.sanitize(typed))?", message: "A file of that name exists.")
        ask.addAction(AlertAction(title: "Cancel", style: .cancel))
        ask.addAction(
            AlertAction(title: "Replace", style: .destructive) { [weak self] _ in
                self?.send(.saveAsked(path: path, format: format, replacing: true))
            })
        present(ask)
    }

    /// Starts the save `id`: the rows and columns shown now, written off the main actor.
    func startSaveJob(id: Int, path: String, format: TableExportFormat, replacing: Bool) {
        let source = self.source
        let rows = shownRows
        let columns = visibleColumns
        let names = exportedNames
        saveJob = (
            id,
            jobs.start {
                Result { () throws(DataError) in
                    do {
                        return try TableExport.writeFile(path: path, replacing: replacing) { write in
                            try TableExport.write(
                                source, rows: rows, columns: columns, format: format, names: names, to: write)
                        }
                    } catch let e as DataError {
                        throw e
                    } catch {
                        throw DataError("\(Sanitizer.sanitize(path)): \(error)")
                    }
                }
            }
        )
    }
}

import Foundation

extension TableView {
    // MARK: Selection during editing

    /// Whether the user can select rows while editing (UIKit's
    /// `allowsSelectionDuringEditing`); false by default. When true, Enter selects the
    /// cursor's row while editing (`d` still deletes).
    public var allowsSelectionDuringEditing: Bool {
        get { editingSupport.allowsSelectionDuringEditing }
        set {
            editingSupport.allowsSelectionDuringEditing = newValue
            setNeedsLayout()
        }
    }

    /// Whether several rows can be selected while editing (UIKit's
    /// `allowsMultipleSelectionDuringEditing`); false by default. When true, selection is
    /// allowed while editing and Space or Enter toggles the cursor's row.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editingSupport.allowsMultipleSelectionDuringEditing }
        set {
            editingSupport.allowsMultipleSelectionDuringEditing = newValue
            setNeedsLayout()
        }
    }

    /// Whether the user may select rows now: ``allowsSelection`` outside editing, the
    /// during-editing options while editing (UIKit's rule).
    var selectionIsAllowedNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Whether several rows may be selected now (UIKit's rule, as ``selectionIsAllowedNow``).
    var selectsMultipleRowsNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }
}

import Foundation
import TableKit

/// Apple's Wi-Fi settings screen as a UIKit developer writes it: an inset-grouped table
/// whose first row has a `Switch` as its accessory view; turning it on shows the networks
/// (the joined one checked), turning it off hides them. The switch is flipped by Space on
/// its row or by a click; Enter on a network joins it.
@MainActor
final class SettingsViewController: TableViewController {
    /// The switch of the Wi-Fi row (UIKit's `UISwitch` as `accessoryView`).
    let wifiSwitch = Switch()
    /// The networks in range, in order.
    let networks: [String]
    /// The network joined; nil for none.
    private(set) var joined: String?

    /// A settings screen listing `networks`, Wi-Fi on, joined to the first.
    init(networks: [String]) {
        self.networks = networks
        joined = networks.first
        super.init(style: .insetGrouped)
        title = "Wi-Fi"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        wifiSwitch.setOn(true, animated: false)
        // UIKit: wifiSwitch.addTarget(self, action: #selector(wifiChanged(_:)), for: .valueChanged)
        wifiSwitch.addTarget(self, action: SettingsViewController.wifiChanged, for: .valueChanged)
    }

    /// The switch flipped: the networks' section comes or goes.
    func wifiChanged(_ sender: Control) {
        let networksSection = IndexSet(integer: 1)
        perform { () throws(BatchUpdateError) in
            if wifiSwitch.isOn {
                try tableView.insertSections(networksSection, with: .fade)
            } else {
                try tableView.deleteSections(networksSection, with: .fade)
            }
        }
    }

    /// Runs a table update; a rejected one (a bug here) reloads, so the table shows the
    /// settings as they are.
    private func perform(_ update: () throws(BatchUpdateError) -> Void) {
        do { try update() } catch { tableView.reloadData() }
    }

    override func numberOfSections(in tableView: TableView) -> Int { wifiSwitch.isOn ? 2 : 1 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : networks.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Networks" : nil
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section == 0 && !wifiSwitch.isOn ? "Location accuracy is improved when Wi-Fi is turned on." : nil
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel?.text = "Wi-Fi"
            cell.accessoryView = wifiSwitch
            cell.selectionStyle = .none
        } else {
            let name = networks[indexPath.row]
            cell.textLabel?.text = name
            cell.accessoryView = nil
            cell.accessoryType = name == joined ? .checkmark : .none
            cell.selectionStyle = .default
        }
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 1 else { return }
        joined = networks[indexPath.row]
        perform { () throws(BatchUpdateError) in try tableView.reloadSections(IndexSet(integer: 1), with: .none) }
    }
}

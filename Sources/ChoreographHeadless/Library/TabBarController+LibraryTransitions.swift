import Choreograph
import Foundation

/// Switching tabs with a library transition in one line (<doc:RunningTransitions#One-line-transitions>).
extension TabBarController {
    /// Selects the tab at `index` with `transition`: forwards to a later tab, its dismissing side to an earlier one.
    ///
    /// Installs the tab bar controller's ``TimelineTabBarDelegate`` (keeping the app's delegate as the one it forwards
    /// to). Off screen, the switch is made at once; an index out of range and a switch during another transition are
    /// refused as ``selectedIndex`` refuses them.
    ///
    /// - Parameters:
    ///   - index: The tab to select.
    ///   - transition: The transition of the switch.
    public func setSelectedIndex(_ index: Int, transition: Transition) {
        TimelineTabBarDelegate.installed(on: self).perform(transition) {
            selectedIndex = index
        }
    }
}

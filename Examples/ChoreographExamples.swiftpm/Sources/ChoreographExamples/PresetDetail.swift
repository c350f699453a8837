import SwiftUI

/// The SwiftUI screen a presented preset shows, in a hosting controller.
struct PresetDetail: View {
    /// The preset's name.
    let title: String

    var body: some View {
        VStack(spacing: 12) {
            Text(title)
            Text("Presented with present(_:transition:). Tap to go back.")
        }
    }
}

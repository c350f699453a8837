import SwiftUI
import UIKit

/// The example app: SwiftUI's app shell around a UIKit navigation stack whose root lists the seed scenarios beside
/// their library one-liners, the presets and a sheet.
@main
struct ExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ExampleNavigation()
        }
    }
}

/// The app's navigation stack, rooted at ``ExampleListViewController``, shown by SwiftUI.
struct ExampleNavigation: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: ExampleListViewController())
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}

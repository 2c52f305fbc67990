import Foundation

/// Finds the demo's resources: in the app bundle, or in the resource bundle that an app package's
/// build puts inside it (the generated `Bundle.module` is not visible to every tool that reads
/// these sources).
enum DemoResources {
    static let bundle: Bundle = {
        if Bundle.main.url(forResource: "StoryboardForm", withExtension: "storyboardc") != nil {
            return Bundle.main
        }
        let nested = Bundle.main.urls(forResourcesWithExtension: "bundle", subdirectory: nil) ?? []
        return nested.lazy.compactMap(Bundle.init(url:))
            .first { $0.url(forResource: "StoryboardForm", withExtension: "storyboardc") != nil } ?? Bundle.main
    }()
}

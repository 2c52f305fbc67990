import Foundation
import Testing

/// The library's privacy manifest, read from the package's resources: Xcode merges it into the
/// privacy report of every app that links KeyboardAware, so what it declares must stay what the
/// library does — no tracking, no data collected, no API that needs a declared reason.
@Suite("The privacy manifest")
struct PrivacyManifestTests {
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/KeyboardAware/Resources/PrivacyInfo.xcprivacy")

    @Test func declaresNoTrackingNoCollectionAndNoReasonedAPI() throws {
        let data = try Data(contentsOf: Self.manifest)
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(
            Set(plist.keys) == [
                "NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
                "NSPrivacyAccessedAPITypes",
            ])
        #expect(plist["NSPrivacyTracking"] as? Bool == false)
        for key in ["NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes", "NSPrivacyAccessedAPITypes"] {
            let list = try #require(plist[key] as? [Any], "\(key) is not an array")
            #expect(list.isEmpty, "\(key) lists \(list.count) entries")
        }
    }

    /// Names of the APIs Apple's privacy manifest requires a reason for (file timestamps, system
    /// boot time, disk space, active keyboards, user defaults), as they would appear in Swift.
    static let reasonedAPIs = [
        "creationDate", "modificationDate", "contentModificationDate", "attributesOfItem", "getattrlist",
        "fstat(", "stat(", "systemUptime", "mach_absolute_time", "volumeAvailableCapacity", "statfs",
        "activeInputModes", "UserDefaults", "NSUserDefaults",
    ]

    @Test func theLibraryCallsNoneOfTheAPIsThatNeedAReason() throws {
        // What an app links: the UIKit layer and the core it re-exports.
        let sources = Self.manifest.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["KeyboardAware", "KeyboardAwareCore"] {
            let enumerator = FileManager.default.enumerator(
                at: sources.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "swift" { files.append(url) }
            }
        }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in Self.reasonedAPIs where text.contains(name) {
                Issue.record("\(file.lastPathComponent) uses \(name): declare its reason in PrivacyInfo.xcprivacy")
            }
        }
    }
}

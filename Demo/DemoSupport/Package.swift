// swift-tools-version: 6.0
import PackageDescription

// What the Demo app builds on: the library and the self-check, which replays the scenarios through
// real views on a device (the Self-check screen and the hosted tests). The self-check is not a
// product of the repository's package, so that an app adding KeyboardAware sees only the library;
// this package builds the same sources (each folder under Sources links to the repository's) as
// one package, so that the self-check reaches the simulator and the core as it does there.
let package = Package(
    name: "KeyboardAwareDemoSupport",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .visionOS(.v1),
        .macOS(.v12),
    ],
    products: [
        .library(name: "KeyboardAware", targets: ["KeyboardAware"]),
        .library(name: "KeyboardAwareSelfCheck", targets: ["KeyboardAwareSelfCheck"]),
    ],
    targets: [
        .target(name: "KeyboardAwareCore"),
        .target(name: "KeyboardAware", dependencies: ["KeyboardAwareCore"], resources: [.process("Resources")]),
        .target(name: "KeyboardAwareSimulator", dependencies: ["KeyboardAwareCore"]),
        .target(
            name: "KeyboardAwareSelfCheck", dependencies: ["KeyboardAwareSimulator", "KeyboardAware"],
            resources: [.process("Scenarios")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

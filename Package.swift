// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAware",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .visionOS(.v1),
        .macOS(.v12),
    ],
    products: [
        // What an app adds. The simulator, stress run and benchmark are executable targets of
        // this repository (`swift run keyboard-aware-sim …`), not products.
        .library(name: "KeyboardAware", targets: ["KeyboardAware"]),
        // On-device proof: the scenarios replayed through real views and compared with the
        // simulator (the Demo app's Self-check screen). Not needed to use the kit.
        .library(name: "KeyboardAwareSelfCheck", targets: ["KeyboardAwareSelfCheck"]),
    ],
    targets: [
        // All policy: notification parsing, overlap geometry, insets, scrolling, form order.
        .target(name: "KeyboardAwareCore"),
        // The UIKit layer: gathers geometry from real views, applies the core's answer.
        // The accessory bar's VoiceOver labels, in the languages iOS ships, are its resources.
        .target(name: "KeyboardAware", dependencies: ["KeyboardAwareCore"], resources: [.process("Resources")]),
        // Scenario files, a model of UIScrollView's inset rules, and drawings of each step; where
        // UIKit exists, the same scenarios replayed through real views.
        .target(name: "KeyboardAwareSimulator", dependencies: ["KeyboardAwareCore", "KeyboardAware"]),
        // The scenarios (a link to Demo/Scenarios) and a small public API to replay them on a device.
        // `.process` copies each file the link leads to; `.copy` would copy the link itself, which
        // points nowhere inside the built bundle.
        .target(
            name: "KeyboardAwareSelfCheck", dependencies: ["KeyboardAwareSimulator"], resources: [.process("Scenarios")]
        ),
        .executableTarget(name: "keyboard-aware-sim", dependencies: ["KeyboardAwareSimulator"]),
        // Random event sequences checked against the engine's invariants after every event.
        .executableTarget(name: "keyboard-aware-stress", dependencies: ["KeyboardAwareSimulator"]),
        // Nanoseconds per event, and how they scale with the size of a form.
        .executableTarget(name: "keyboard-aware-bench", dependencies: ["KeyboardAwareSimulator"]),
        .testTarget(name: "KeyboardAwareCoreTests", dependencies: ["KeyboardAwareCore"]),
        // Apple platforms only (empty elsewhere): thin wrappers over the simulator's SelfCheck.
        .testTarget(
            name: "KeyboardAwareUIKitTests", dependencies: ["KeyboardAwareSimulator", "KeyboardAwareSelfCheck"]),
        .testTarget(
            name: "KeyboardAwareSimulatorTests",
            dependencies: ["KeyboardAwareSimulator"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

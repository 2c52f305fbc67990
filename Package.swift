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
    ],
    targets: [
        // All policy: notification parsing, overlap geometry, insets, scrolling, form order.
        .target(name: "KeyboardAwareCore"),
        // The UIKit layer: gathers geometry from real views, applies the core's answer.
        // The accessory bar's VoiceOver labels, in the languages iOS ships, are its resources.
        .target(name: "KeyboardAware", dependencies: ["KeyboardAwareCore"], resources: [.process("Resources")]),
        // Scenario files, a model of UIScrollView's inset rules, and drawings of each step.
        .target(name: "KeyboardAwareSimulator", dependencies: ["KeyboardAwareCore"]),
        .executableTarget(name: "keyboard-aware-sim", dependencies: ["KeyboardAwareSimulator"]),
        // Random event sequences checked against the engine's invariants after every event.
        .executableTarget(name: "keyboard-aware-stress", dependencies: ["KeyboardAwareSimulator"]),
        // Nanoseconds per event, and how they scale with the size of a form.
        .executableTarget(name: "keyboard-aware-bench", dependencies: ["KeyboardAwareSimulator"]),
        .testTarget(name: "KeyboardAwareCoreTests", dependencies: ["KeyboardAwareCore"]),
        .testTarget(
            name: "KeyboardAwareSimulatorTests",
            dependencies: ["KeyboardAwareSimulator"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "KeyboardAware",
    platforms: [
        .iOS(.v15),
        .macCatalyst(.v15),
        .visionOS(.v1),
        .macOS(.v12),
    ],
    products: [
        .library(name: "KeyboardAware", targets: ["KeyboardAware"]),
        .library(name: "KeyboardAwareCore", targets: ["KeyboardAwareCore"]),
        .library(name: "KeyboardAwareSimulator", targets: ["KeyboardAwareSimulator"]),
        .executable(name: "keyboard-aware-sim", targets: ["keyboard-aware-sim"]),
    ],
    targets: [
        // All policy: notification parsing, overlap geometry, insets, scrolling, form order.
        .target(name: "KeyboardAwareCore"),
        // The UIKit layer: gathers geometry from real views, applies the core's answer.
        .target(name: "KeyboardAware", dependencies: ["KeyboardAwareCore"]),
        // Scenario files, a model of UIScrollView's inset rules, and drawings of each step.
        .target(name: "KeyboardAwareSimulator", dependencies: ["KeyboardAwareCore"]),
        .executableTarget(name: "keyboard-aware-sim", dependencies: ["KeyboardAwareSimulator"]),
        .testTarget(name: "KeyboardAwareCoreTests", dependencies: ["KeyboardAwareCore"]),
        .testTarget(
            name: "KeyboardAwareSimulatorTests",
            dependencies: ["KeyboardAwareSimulator"],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

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
        // What an app adds, and all it sees. The simulator, stress run and benchmark are executable
        // targets of this repository (`swift run keyboard-aware-sim …`), not products; the
        // self-check is the Demo's, through Demo/DemoSupport, and this package's tests'.
        .library(name: "KeyboardAware", targets: ["KeyboardAware"])
    ],
    targets: [
        // All policy: notification parsing, overlap geometry, insets, scrolling, form order.
        .target(name: "KeyboardAwareCore"),
        // The UIKit layer: gathers geometry from real views, applies the core's answer.
        // The accessory bar's VoiceOver labels, in the languages iOS ships, are its resources.
        .target(name: "KeyboardAware", dependencies: ["KeyboardAwareCore"], resources: [.process("Resources")]),
        // Scenario files, a model of UIScrollView's inset rules, and drawings of each step: the
        // headless simulator, on the core alone.
        .target(name: "KeyboardAwareSimulator", dependencies: ["KeyboardAwareCore"]),
        // The scenarios replayed through real views where UIKit exists, compared with the simulator,
        // and a small public API to run that on a device: not a product (the Demo builds it through
        // Demo/DemoSupport, a package of the same sources). Its scenarios are a link to Demo/Scenarios:
        // `.process` copies each file the link leads to; `.copy` would copy the link itself, which
        // points nowhere inside the built bundle.
        .target(
            name: "KeyboardAwareSelfCheck", dependencies: ["KeyboardAwareSimulator", "KeyboardAware"],
            resources: [.process("Scenarios")]
        ),
        // Random event sequences checked against the engine's invariants after every event, and the
        // shrinker that turns a failing one into a minimal scenario file.
        .target(name: "KeyboardAwareStress", dependencies: ["KeyboardAwareSimulator"]),
        // Nanoseconds per event, and how they scale with the size of a form.
        .target(name: "KeyboardAwareBenchmark", dependencies: ["KeyboardAwareSimulator"]),
        // The command-line tools: thin entry points over the targets above.
        .executableTarget(name: "keyboard-aware-sim", dependencies: ["KeyboardAwareSimulator"]),
        .executableTarget(name: "keyboard-aware-stress", dependencies: ["KeyboardAwareStress"]),
        .executableTarget(name: "keyboard-aware-bench", dependencies: ["KeyboardAwareBenchmark"]),
        .testTarget(name: "KeyboardAwareCoreTests", dependencies: ["KeyboardAwareCore"]),
        // What runs without UIKit about the product itself: its resources and the README.
        .testTarget(name: "KeyboardAwareTests", dependencies: ["KeyboardAware", "KeyboardAwareCore"]),
        // Where the repository's scenario files are, for the test targets that read them.
        .target(
            name: "KeyboardAwareTestSupport", dependencies: ["KeyboardAwareSimulator"],
            path: "Tests/KeyboardAwareTestSupport"
        ),
        .testTarget(
            name: "KeyboardAwareSimulatorTests",
            dependencies: ["KeyboardAwareSimulator", "KeyboardAwareStress", "KeyboardAwareTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "KeyboardAwareStressTests", dependencies: ["KeyboardAwareStress", "KeyboardAwareTestSupport"]),
        .testTarget(
            name: "KeyboardAwareSelfCheckTests", dependencies: ["KeyboardAwareSelfCheck", "KeyboardAwareTestSupport"]),
        // Apple platforms only (empty elsewhere): thin wrappers over the self-check.
        .testTarget(name: "KeyboardAwareUIKitTests", dependencies: ["KeyboardAwareSelfCheck"]),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 5.9

// The KeyboardAware demo: an app package for Xcode or Swift Playgrounds on iPad.
// Open this folder (KeyboardAwareDemo.swiftpm) in Xcode and run on an iPhone or iPad simulator.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "KeyboardAwareDemo",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "KeyboardAware Demo",
            targets: ["AppModule"],
            bundleIdentifier: "dev.keyboardaware.demo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .keyboard),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // The library and the self-check (not a product of the repository's package), from
        // Demo/DemoSupport: a package of the repository's sources. Named so that the product
        // references below do not depend on the folder the repository was cloned into.
        .package(name: "KeyboardAwareDemoSupport", path: "../DemoSupport")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "KeyboardAware", package: "KeyboardAwareDemoSupport"),
                .product(name: "KeyboardAwareSelfCheck", package: "KeyboardAwareDemoSupport"),
            ],
            path: "Sources",
            resources: [
                .process("Resources")
            ]
        )
    ]
)

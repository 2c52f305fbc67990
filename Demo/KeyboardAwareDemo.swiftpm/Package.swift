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
        // The library, from this repository's root. Named so that the product reference below does
        // not depend on the folder the repository was cloned into.
        .package(name: "KeyboardAware", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "KeyboardAware", package: "KeyboardAware"),
                .product(name: "KeyboardAwareSelfCheck", package: "KeyboardAware"),
            ],
            path: "Sources",
            resources: [
                .process("Resources")
            ]
        )
    ]
)

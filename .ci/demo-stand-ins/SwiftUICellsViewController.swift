// Stands in for Demo/KeyboardAwareDemo.swiftpm/Sources/SwiftUICellsViewController.swift when the
// compiler cannot build the SDK's SwiftUI module (see .ci/ios-check): the rest of the Demo is
// type-checked against this declaration instead.
import UIKit

final class SwiftUICellsViewController: UIViewController {}

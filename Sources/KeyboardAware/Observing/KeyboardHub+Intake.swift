#if canImport(UIKit)
import UIKit

extension KeyboardHub {
    /// Runs `body` on a copy of the intake, so that no access is held while its reads run app code
    /// (an accessory's getter) that may reach the hub again, and keeps the copy; when that app code
    /// changed the intake meanwhile (a nested begin-editing or notification), `body` runs once more
    /// on the intake as it is now, so the nested change is not lost.
    func withIntake<Result>(_ body: (inout KeyboardIntake<UIView>) -> Result) -> Result {
        let version = intakeVersion
        var copy = intake
        let result = body(&copy)
        guard intakeVersion != version else {
            intake = copy
            return result
        }
        copy = intake
        let again = body(&copy)
        intake = copy
        return again
    }
}
#endif

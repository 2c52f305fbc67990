import KeyboardAwareCore
import Testing

@Suite("The accessory bar's look follows the design the app runs with")
struct AccessoryBarLookTests {
    @Test func liquidGlassOnlyFromIOS26AndNotForAppsThatKeepTheEarlierDesign() {
        #expect(!AccessoryBarLook(systemMajorVersion: 18, requiresCompatibility: false).usesLiquidGlass)
        #expect(AccessoryBarLook(systemMajorVersion: 26, requiresCompatibility: false).usesLiquidGlass)
        #expect(AccessoryBarLook(systemMajorVersion: 27, requiresCompatibility: false).usesLiquidGlass)
        // UIDesignRequiresCompatibility keeps iOS 18's design on iOS 26.
        #expect(!AccessoryBarLook(systemMajorVersion: 26, requiresCompatibility: true).usesLiquidGlass)
    }

    @Test func glassItemsGetATallerBar() {
        #expect(AccessoryBarLook(systemMajorVersion: 26, requiresCompatibility: false).height == 58)
        #expect(AccessoryBarLook(systemMajorVersion: 26, requiresCompatibility: true).height == 44)
        #expect(AccessoryBarLook(systemMajorVersion: 17, requiresCompatibility: false).height == 44)
    }
}

@_exported import KeyboardAwareCore

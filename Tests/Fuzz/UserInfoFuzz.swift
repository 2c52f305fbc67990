// libFuzzer entry for the keyboard notification parser, `KeyboardNotification(kind:userInfo:)`,
// and the engine behind it. Not a SwiftPM target: `.ci/fuzz` compiles it together with the core's
// sources (`swiftc -sanitize=fuzzer,address -parse-as-library`).
//
// The bytes are read as a recipe for a `userInfo` dictionary: which keys (UIKit's names as
// String or NSString, near misses, other types), and which values (rects with arbitrary bit
// patterns, NSValue boxes, every number type, booleans, strings, nulls, collections). Beyond
// "no crash", every parse must keep the parser's promises, checked with `precondition` so that a
// broken promise is a finding.

import Foundation

/// Reads the fuzzer's bytes as a stream of choices; past the end everything reads as zero.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

    /// Any Double bit pattern, NaNs and infinities included, or a small "nice" value.
    mutating func double() -> Double {
        if byte() & 1 == 0 { return Double(Int8(bitPattern: byte())) * 8 }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    mutating func rect() -> CGRect {
        CGRect(x: double(), y: double(), width: double(), height: double())
    }
}

let keyNames = [
    KeyboardNotification.Key.frameEnd, KeyboardNotification.Key.frameBegin,
    KeyboardNotification.Key.animationDuration, KeyboardNotification.Key.animationCurve,
    KeyboardNotification.Key.isLocal,
]

func key(_ reader: inout ByteReader) -> AnyHashable {
    let name = keyNames[reader.choice(keyNames.count)]
    switch reader.choice(6) {
    case 0, 1, 2: return AnyHashable(name)
    case 3: return AnyHashable(NSString(string: name))
    case 4: return AnyHashable(String(name.dropLast(reader.choice(3))))
    default: return AnyHashable(reader.choice(2) == 0 ? Int(reader.byte()) : 0)
    }
}

func value(_ reader: inout ByteReader, depth: Int = 0) -> Any {
    switch reader.choice(16) {
    case 0, 1: return reader.rect()
    case 2: return NSValue(rect: reader.rect())
    case 3: return NSValue(point: CGPoint(x: reader.double(), y: reader.double()))
    case 4: return reader.double()
    case 5: return Int(Int8(bitPattern: reader.byte()))
    case 6: return Float(reader.double())
    case 7: return CGFloat(reader.double())
    case 8: return NSNumber(value: reader.double())
    case 9: return NSNumber(value: reader.byte() & 1 == 0)
    case 10: return reader.byte() & 1 == 0
    case 11: return String(reader.double())
    case 12: return NSNull()
    case 13: return depth < 2 ? [value(&reader, depth: depth + 1)] : [Int]()
    case 14: return depth < 2 ? ["x": value(&reader, depth: depth + 1)] : [String: Int]()
    default: return UInt64(reader.byte()) << 56
    }
}

func checkParse(_ note: KeyboardNotification) {
    if case .success(let frame) = note.endFrame {
        precondition(
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite),
            "accepted a non-finite end frame \(frame)")
    }
    precondition(
        note.animation.duration.isFinite && note.animation.duration >= 0, "bad duration \(note.animation.duration)")
    // Curves are kept as reported; what reaches UIKit must stay in the options' four curve bits.
    let options = note.animation.animationOptionsCurve
    precondition(
        options >> 16 <= 15 && options & 0xFFFF == 0, "curve \(note.animation.curve) escapes its bits: \(options)")
}

func checkChanges(_ decision: KeyboardAvoidanceDecision) {
    let changes = decision.changes
    precondition(changes.contentInset?.isFinite ?? true, "non-finite inset")
    precondition(changes.indicatorInset?.isFinite ?? true, "non-finite indicator inset")
    if let offset = changes.contentOffset { precondition(offset.x.isFinite && offset.y.isFinite, "non-finite offset") }
    if decision.ignoredBecause != nil { precondition(changes.isEmpty, "ignored but changed") }
}

/// libFuzzer's entry point: one input, decoded into a `userInfo` dictionary and parsed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUserInfo(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let snapshot = ScrollViewSnapshot(
        screenSize: CGSize(width: 393, height: 852), frameInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
        contentSize: CGSize(width: 393, height: 1600), contentOffset: CGPoint(x: 0, y: -59),
        contentInset: .zero, adjustedContentInset: EdgeInsets(top: 59, bottom: 34), indicatorInset: .zero)
    let focus = FocusedField(
        frame: CGRect(x: 16, y: 700, width: 361, height: 44),
        previousCellFrame: CGRect(x: 0, y: 620, width: 393, height: 70))
    var engine = KeyboardAvoidanceEngine(
        options: KeyboardAvoidanceOptions().with(\.followsUndockedKeyboard, reader.byte() & 1 == 1))
    let notifications = 1 + reader.choice(3)
    for _ in 0..<notifications {
        let kind = KeyboardEventKind.allCases[reader.choice(KeyboardEventKind.allCases.count)]
        var info: [AnyHashable: Any] = [:]
        for _ in 0..<reader.choice(8) { info[key(&reader)] = value(&reader) }
        let note = KeyboardNotification(kind: kind, userInfo: reader.byte() == 255 ? nil : info)
        checkParse(note)
        let input = KeyboardAvoidanceInput.keyboard(.init(note, isOnScrollViewScreen: reader.byte() != 254))
        checkChanges(engine.decide(input, at: 0, scrollView: snapshot, focus: focus))
    }
    return 0
}

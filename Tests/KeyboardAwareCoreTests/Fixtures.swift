import Foundation
import KeyboardAwareCore

/// A 393x852 iPhone with a full-screen scroll view, safe area 59/34 added by UIKit, content
/// 1200 high, resting at the top (y = -59).
func phone(
    offsetY: CGFloat = -59, inset: EdgeInsets = .zero, indicator: EdgeInsets = .zero,
    contentHeight: CGFloat = 1200, frame: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852)
) -> ScrollViewSnapshot {
    ScrollViewSnapshot(
        screenSize: CGSize(width: 393, height: 852), frameInScreen: frame,
        contentSize: CGSize(width: 393, height: contentHeight), contentOffset: CGPoint(x: 0, y: offsetY),
        contentInset: inset, adjustedContentInset: inset + EdgeInsets(top: 59, bottom: 34),
        indicatorInset: indicator)
}

/// The iPhone keyboard with its predictive bar: 336 high, resting on the bottom edge.
let phoneKeyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

func show(
    _ frame: CGRect = phoneKeyboard, kind: KeyboardEventKind = .willShow, duration: TimeInterval = 0.25,
    curve: Int = 7
) -> KeyboardNotification {
    KeyboardNotification(kind: kind, endFrame: frame, duration: duration, curve: curve)
}

/// Applies changes to a snapshot the way UIKit would (adjusted = inset + the system part).
func applying(_ changes: ScrollViewChanges, to snapshot: ScrollViewSnapshot) -> ScrollViewSnapshot {
    var next = snapshot
    let system = snapshot.systemInset
    if let inset = changes.contentInset {
        next.contentInset = inset
        next.adjustedContentInset = inset + system
    }
    if let indicator = changes.indicatorInset { next.indicatorInset = indicator }
    if let offset = changes.contentOffset { next.contentOffset = offset }
    return next
}

import Foundation

/// One message of the demo's chats: its text and whether this device sent it (drawn on the right).
struct ChatMessage {
    let text: String
    let isOutgoing: Bool

    /// A conversation long enough to scroll on every screen, newest last.
    static let samples: [ChatMessage] = [
        "Are we still on for the hike on Saturday?", "Yes! Trailhead at eight?", "Eight works. Who's driving?",
        "I can drive, the car has room for four.", "Perfect. Should I bring lunch for everyone?",
        "Sandwiches would be great.", "Any allergies I should know about?", "Sam can't have nuts.",
        "Noted: no nuts. Water?", "Bring two bottles each, it gets hot after ten.",
        "How long is the loop this time?", "About twelve kilometres, with the climb to the lookout.",
        "The one with the fire tower?", "That one. The view is worth the climb.",
        "I'll charge the camera then.", "Check the forecast on Friday night, just in case.",
        "It says sunny with a light wind.", "Even better.", "Do we need the permit printed?",
        "A screenshot on your phone is enough.", "Sending it to the group now.", "Got it, thanks.",
        "Parking fills up early on weekends.", "Then let's say quarter to eight.",
        "Quarter to eight at my place.", "I'll be there with coffee.", "You're the best.",
        "Don't forget sunscreen.", "Already packed.", "Boots broken in?", "Mostly. Bringing plasters.",
        "Smart. I'll bring the first-aid kit too.", "Should we invite Alex?", "Asked, Alex is in!",
        "Five of us then: I'll take the bigger car.", "See you all Saturday!",
    ].enumerated().map { index, text in ChatMessage(text: text, isOutgoing: index.isMultiple(of: 2)) }
}

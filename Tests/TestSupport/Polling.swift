import Foundation

/// Waiting in end-to-end tests for something another process does: asked again and again
/// until it answers or the time is up.
public enum Polling {
    /// Calls `body` every `interval` until it gives a value, and returns that; once `timeout`
    /// has passed without one, throws what `timedOut` makes (it can say what was seen last).
    public static func until<Value>(timeout: Duration, every interval: Duration = .milliseconds(10),
                                    timedOut: () -> Error, _ body: () throws -> Value?) throws -> Value {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        let pause = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        while true {
            if let value = try body() { return value }
            guard clock.now < deadline else { throw timedOut() }
            Thread.sleep(forTimeInterval: pause)
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`: what a setting in seconds or a message in milliseconds reads.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

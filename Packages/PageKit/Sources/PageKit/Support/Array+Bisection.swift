extension Array {
    /// The first index of `range` whose element `isPast` holds for, the range's end if none: `isPast` must hold
    /// for every element after one it holds for, such as "ends after this offset" over sorted ends. Bisects,
    /// calling `isPast` once per probe: O(log n).
    func partitioningIndex(in range: Range<Int>, where isPast: (Element) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(self[middle]) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

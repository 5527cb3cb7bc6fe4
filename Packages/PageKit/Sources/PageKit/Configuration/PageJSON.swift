public import JSONParsing

/// A page configuration's JSON: the workspace's one JSON value, JSONParsing's `JSONValue`, which the bus converts its
/// values to and from without text in between.
///
/// ```swift
/// let data: PageJSON = ["title": "Deals", "count": 3, "tags": ["new", nil]]
/// data["count"]?.intValue           // 3
/// data["tags"]?[0]?.stringValue     // "new"
/// let banner = try data.decode(Banner.self)
/// ```
public typealias PageJSON = JSONValue

import PageKit
import Testing

@testable import AppCore

@Suite("The command line that shows a route's page")
struct RouteCommandLineTests {
    @Test(
        "parameters become --param, quoted for a shell where they need it; none when --param cannot carry them",
        arguments: [
            (PageRoute(pageID: "store", parameters: ["id": "3"]), "store --param id=3"),
            (PageRoute(pageID: "home"), "home"),
            (PageRoute(pageID: "store", parameters: ["id": "3", "from": "home"]), "store --param from=home,id=3"),
            (PageRoute(pageID: "store", parameters: ["name": "Rose City"]), "store --param 'name=Rose City'"),
            (PageRoute(pageID: "store", parameters: ["q": "it's"]), #"store --param 'q=it'\''s'"#),
            (PageRoute(pageID: "store", parameters: ["list": "a,b"]), nil),
            (PageRoute(pageID: "store", parameters: ["a=b": "1"]), nil),
            (PageRoute(pageID: "store", parameters: ["": "1"]), nil),
        ] as [(PageRoute, String?)])
    func commandLine(route: PageRoute, expected: String?) {
        #expect(route.commandLine == expected)
    }

    @Test("a command line it prints reads back as the same parameters")
    func readsBack() throws {
        let route = PageRoute(pageID: "store", parameters: ["id": "3", "from": "home"])
        let request = try PageOptionsParser.parse(["store", "--param", "from=home,id=3"])
        #expect(request.parameters == route.parameters)
        #expect(route.commandLine == "store --param from=home,id=3")
    }
}

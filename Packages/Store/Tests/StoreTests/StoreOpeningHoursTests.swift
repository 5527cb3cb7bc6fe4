import StoreInterface
import Testing

@Suite("StoreOpeningHours")
struct StoreOpeningHoursTests {
    @Test("daytime hours: open from opens up to, not including, closes")
    func daytime() {
        let hours = StoreOpeningHours(opens: "08:00", closes: "18:30")
        #expect(hours.isOpen(at: "07:59") == false)
        #expect(hours.isOpen(at: "08:00") == true)
        #expect(hours.isOpen(at: "18:29") == true)
        #expect(hours.isOpen(at: "18:30") == false)
    }

    @Test("hours past midnight: open late in the evening and early in the morning")
    func overnight() {
        let hours = StoreOpeningHours(opens: "08:00", closes: "02:00")
        #expect(hours.isOpen(at: "23:30") == true)
        #expect(hours.isOpen(at: "01:59") == true)
        #expect(hours.isOpen(at: "02:00") == false)
        #expect(hours.isOpen(at: "07:00") == false)
        #expect(hours.isOpen(at: "08:00") == true)
    }

    @Test("equal opening and closing times mean always open")
    func allDay() {
        let hours = StoreOpeningHours(opens: "00:00", closes: "00:00")
        #expect(hours.isOpen(at: "00:00") == true)
        #expect(hours.isOpen(at: "13:37") == true)
    }

    @Test("a time that is not HH:mm answers nil, never a guess")
    func invalidTimes() {
        let hours = StoreOpeningHours(opens: "08:00", closes: "18:00")
        for time in ["8:00", "24:00", "12:60", "12-00", "ab:cd", "", "12:000", "١٢:٠٠"] {
            #expect(hours.isOpen(at: time) == nil, "\(time)")
        }
        #expect(StoreOpeningHours(opens: "8", closes: "18:00").isOpen(at: "12:00") == nil)
        #expect(!StoreOpeningHours(opens: "08:00", closes: "25:00").isValid)
    }

    @Test("minuteOfDay reads HH:mm as minutes since midnight")
    func minuteOfDay() {
        #expect(StoreOpeningHours.minuteOfDay("00:00") == 0)
        #expect(StoreOpeningHours.minuteOfDay("07:05") == 425)
        #expect(StoreOpeningHours.minuteOfDay("23:59") == 1439)
    }
}

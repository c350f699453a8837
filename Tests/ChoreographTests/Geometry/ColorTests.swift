import Choreograph
import Foundation
import Testing

@Suite("Color")
struct ColorTests {
    // MARK: - Initializers

    @Test func componentsAndDefaultAlpha() {
        let c = Color(red: 0.1, green: 0.2, blue: 0.3)
        #expect(c.red == 0.1 && c.green == 0.2 && c.blue == 0.3 && c.alpha == 1)
        #expect(Color(white: 0.4, alpha: 0.5) == Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5))
        #expect(Color(white: 0.4).alpha == 1)
    }

    @Test func namedColours() {
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.black == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(Color.white == Color(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // MARK: - Parsing

    @Test func parsesSixDigitHex() throws {
        let c = try #require(Color(hex: "#FF8000"))
        #expect(c == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test func parsesEightDigitHexWithAlpha() throws {
        let c = try #require(Color(hex: "#00ff0080"))
        #expect(c == Color(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
        #expect(Color(hex: "0A0B0C") == Color(red: 10.0 / 255, green: 11.0 / 255, blue: 12.0 / 255))
    }

    @Test func rejectsMalformedHex() {
        for text in ["", "#", "#FFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GG0000", "+FFFFF", "#FF 000", "##FFFFFF"] {
            #expect(Color(hex: text) == nil, "\(text)")
        }
    }

    // MARK: - Formatting

    @Test func formatsOpaqueColoursWithSixDigits() {
        #expect(Color(red: 1, green: 0, blue: 0).hexString == "#FF0000")
        #expect(Color(red: 10.0 / 255, green: 171.0 / 255, blue: 1).hexString == "#0AABFF")
    }

    @Test func formatsTranslucentColoursWithEightDigits() {
        // 0.5 · 255 = 127.5 rounds to 128 = 0x80.
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 0.5).hexString == "#FF000080")
        #expect(Color.clear.hexString == "#00000000")
    }

    @Test func formattingClampsOutOfRangeAndNaNComponents() {
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 7).hexString == "#FF0000")
    }

    @Test func hexRoundTripsEveryByteValue() throws {
        for value in 0...255 {
            let text = "#" + [value, 255 - value, (value * 7) % 256, value].map { String(format: "%02X", $0) }.joined()
            let colour = try #require(Color(hex: text))
            let expected = value == 255 ? String(text.prefix(7)) : text
            #expect(colour.hexString == expected)
        }
    }
}

/// Byte-parallel tests on 64-bit words ("SIMD within a register"), shared by the line-end
/// scan and the search: eight bytes compared at once, exactly, then gathered into a bit
/// mask by one multiplication.
enum SWAR {
    /// 0x01 in every byte: multiplying a byte by it repeats the byte eight times.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x7F in every byte.
    static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    /// 0x80 in every byte: the high bits.
    static let highs: UInt64 = 0x8080_8080_8080_8080
    /// Multiplying a word of 0/1 bytes by this puts byte j's bit at bit 56 + j.
    static let gather: UInt64 = 0x0102_0408_1020_4080

    /// 0x80 in each byte of `w` that equals the byte repeated in `pattern`, exactly (no
    /// false positives from borrows).
    @inline(__always)
    static func equal(_ w: UInt64, _ pattern: UInt64) -> UInt64 {
        let x = w ^ pattern
        return ~(((x & lows) &+ lows) | x | lows)
    }

    /// Bit j set for each byte j of `w` that is 0x80 (`w` holds only 0x80 bits).
    @inline(__always)
    static func bits(_ w: UInt64) -> UInt64 { ((w >> 7) &* gather) >> 56 }
}

/// A 3×3 matrix of doubles, row-major; the linear maps between RGB spaces and OKLab's LMS.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    /// The matrix applied to a column vector.
    static func * (matrix: Matrix3, vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            (matrix.rows.0 * vector).sum(),
            (matrix.rows.1 * vector).sum(),
            (matrix.rows.2 * vector).sum()
        )
    }
}

extension Matrix3 {
    /// Linear Display P3 (D65) to linear sRGB: CSS Color 4's `lin_P3_to_XYZ` times `XYZ_to_lin_sRGB`,
    /// multiplied out in double precision; entries below 1e-15 set to 0.
    static let displayP3ToSRGB = Matrix3(
        SIMD3(1.2249401762805603, -0.22494017628056, 0),
        SIMD3(-0.04205695470968816, 1.042056954709688, 0),
        SIMD3(-0.019637554590334394, -0.07863604555063183, 1.0982736001409663)
    )

    /// Linear sRGB to linear Display P3 (D65): the inverse of `displayP3ToSRGB`.
    static let srgbToDisplayP3 = Matrix3(
        SIMD3(0.822461968714362, 0.17753803128563775, 0),
        SIMD3(0.03319419885096161, 0.9668058011490384, 0),
        SIMD3(0.017082630721119995, 0.07239744066396342, 0.9105199286149165)
    )
}

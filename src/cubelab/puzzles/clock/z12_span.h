#pragma once
// The span of a growing set of vectors over the integers mod 12, and how a vector is made of
// them: the clock's linear algebra (solver.cpp).
//
// Z/12 is no field (2, 3, 4... have no inverse), but it is Z/3 x Z/4 (the Chinese remainder
// theorem), and a vector is in the span over Z/12 exactly when it is in both spans:
//   mod 3  a field: plain Gaussian elimination, one row a pivot;
//   mod 4  a chain ring: rows in Howell form (Howell, "Spans in the module (Z_m)^s", 1986;
//          Storjohann and Mulders, "Fast algorithms for linear algebra modulo N", 1998). A
//          row's leading entry is 1 or 2; for a row led by 2, twice the row (zero up to and
//          at the pivot) is kept in the span of the later rows, so that reducing a vector
//          column by column decides membership.
// Each row carries the combination of the added vectors that makes it, so that a member is
// also expressed: coefficients mod 3 and mod 4, joined as x = 4a + 9b (mod 12).
#include <array>
#include <cstdint>

namespace cubelab::clock {

inline constexpr int kFreeDials = 14;   // the dials a state is made of
inline constexpr int kGenerators = 18;  // the WCA notation's 9 pin sets on either side

using DialVector = std::array<uint8_t, kFreeDials>;
using Coefficients = std::array<uint8_t, kGenerators>;

class Z12Span {
 public:
  // Adds `v` as generator `index`; false (and nothing changes) when `v` was in the span.
  bool add(const DialVector& v, int index);
  // The coefficients (0..11) of the generators that make `t`, if `t` is in the span.
  bool express(const DialVector& t, Coefficients& out) const;
  // Whether the span's vectors, cut to their first `columns` entries, make `t` so cut (rows
  // are in echelon form, so the rows led in those columns decide it).
  bool holds_prefix(const DialVector& t, int columns) const;

 private:
  struct Row {
    DialVector v{};
    Coefficients c{};
    uint8_t lead = 0;  // mod 4: 1 or 2; mod 3 rows are led by 1; 0 for no row
  };
  // mod 3: rows in the order added, each zero at the earlier rows' pivots.
  std::array<Row, kFreeDials> rows3_{};
  std::array<uint8_t, kFreeDials> pivot3_{};
  int count3_ = 0;
  // mod 4: the row led at each column, if any.
  std::array<Row, kFreeDials> rows4_{};

  bool add3(DialVector v, Coefficients c);
  bool add4(DialVector v, Coefficients c);
};

}  // namespace cubelab::clock

// Spans over Z/12 as spans over Z/3 and Z/4 (z12_span.h).
#include "cubelab/puzzles/clock/z12_span.h"

namespace cubelab::clock {
namespace {

// row -= f * other, on the vector and its combination, mod m.
template <typename Row>
void subtract(Row& row, const Row& other, int f, int m) {
  for (int i = 0; i < kFreeDials; ++i)
    row.v[i] = static_cast<uint8_t>((row.v[i] + (m - f) * other.v[i]) % m);
  for (int i = 0; i < kGenerators; ++i)
    row.c[i] = static_cast<uint8_t>((row.c[i] + (m - f) * other.c[i]) % m);
}

template <typename Row>
void multiply(Row& row, int f, int m) {
  for (auto& x : row.v) x = static_cast<uint8_t>(x * f % m);
  for (auto& x : row.c) x = static_cast<uint8_t>(x * f % m);
}

}  // namespace

bool Z12Span::add(const DialVector& v, int index) {
  DialVector v3, v4;
  for (int i = 0; i < kFreeDials; ++i) {
    v3[i] = v[i] % 3;
    v4[i] = v[i] % 4;
  }
  Coefficients unit{};
  unit[index] = 1;
  const bool grew3 = add3(v3, unit);
  const bool grew4 = add4(v4, unit);
  return grew3 || grew4;
}

bool Z12Span::add3(DialVector v, Coefficients c) {
  Row r{v, c, 0};
  for (int k = 0; k < count3_; ++k)
    if (const int f = r.v[pivot3_[k]]) subtract(r, rows3_[k], f, 3);
  for (int p = 0; p < kFreeDials; ++p)
    if (r.v[p] != 0) {
      multiply(r, r.v[p], 3);  // 1 and 2 are their own inverses mod 3
      r.lead = 1;
      rows3_[count3_] = r;
      pivot3_[count3_++] = static_cast<uint8_t>(p);
      return true;
    }
  return false;
}

bool Z12Span::add4(DialVector v, Coefficients c) {
  Row r{v, c, 0};
  for (int p = 0; p < kFreeDials; ++p) {
    if (r.v[p] == 0) continue;
    Row& at = rows4_[p];
    if (at.lead == 0) {
      if (r.v[p] % 2 == 1) {
        multiply(r, r.v[p], 4);  // 1 and 3 are their own inverses mod 4
        r.lead = 1;
        at = r;
      } else {
        // Led by 2: twice the row, zero up to here, must stay in the later rows' span.
        r.lead = 2;
        at = r;
        multiply(r, 2, 4);
        add4(r.v, r.c);
      }
      return true;
    }
    if (r.v[p] % at.lead == 0) {
      subtract(r, at, r.v[p] / at.lead, 4);
      continue;
    }
    // An odd entry where the row is led by 2: the new row leads here, and the old one, less
    // twice the new, goes further down.
    multiply(r, r.v[p], 4);
    r.lead = 1;
    Row old = at;
    at = r;
    subtract(old, r, 2, 4);
    add4(old.v, old.c);
    return true;
  }
  return false;
}

bool Z12Span::express(const DialVector& t, Coefficients& out) const {
  Row r3, r4;
  for (int i = 0; i < kFreeDials; ++i) {
    r3.v[i] = t[i] % 3;
    r4.v[i] = t[i] % 4;
  }
  // r.c collects the combination that is taken away; what is left must be zero.
  Row made3, made4;
  for (int k = 0; k < count3_; ++k)
    if (const int f = r3.v[pivot3_[k]]) {
      subtract(r3, rows3_[k], f, 3);
      Row scaled = rows3_[k];
      multiply(scaled, f, 3);
      subtract(made3, scaled, 2, 3);  // made3 += scaled (mod 3, -2 = +1)
    }
  for (int i = 0; i < kFreeDials; ++i)
    if (r3.v[i] != 0) return false;
  for (int p = 0; p < kFreeDials; ++p) {
    if (r4.v[p] == 0) continue;
    const Row& at = rows4_[p];
    if (at.lead == 0 || r4.v[p] % at.lead != 0) return false;
    const int f = r4.v[p] / at.lead;
    subtract(r4, at, f, 4);
    Row scaled = at;
    multiply(scaled, f, 4);
    subtract(made4, scaled, 3, 4);  // made4 += scaled (mod 4, -3 = +1)
  }
  for (int i = 0; i < kGenerators; ++i)
    out[i] = static_cast<uint8_t>((4 * made3.c[i] + 9 * made4.c[i]) % 12);
  return true;
}

bool Z12Span::holds_prefix(const DialVector& t, int columns) const {
  Row r3, r4;
  for (int i = 0; i < kFreeDials; ++i) {
    r3.v[i] = t[i] % 3;
    r4.v[i] = t[i] % 4;
  }
  for (int k = 0; k < count3_; ++k)
    if (pivot3_[k] < columns)
      if (const int f = r3.v[pivot3_[k]]) subtract(r3, rows3_[k], f, 3);
  for (int p = 0; p < columns; ++p) {
    if (r3.v[p] != 0) return false;
    if (r4.v[p] == 0) continue;
    const Row& at = rows4_[p];
    if (at.lead == 0 || r4.v[p] % at.lead != 0) return false;
    subtract(r4, at, r4.v[p] / at.lead, 4);
  }
  return true;
}

}  // namespace cubelab::clock

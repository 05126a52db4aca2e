#include "cubelab/coord/sym_coord.h"

#include <stdexcept>

#include "cubelab/cube/symmetry.h"

namespace cubelab::coord {
namespace {

// S_s * c * S_s^-1 on the pieces the coordinate reads.
CubieCube conjugate_part(const CubieCube& c, int s, Pieces pieces) {
  CubieCube r = symmetry_cube(s);
  multiply(r, c, pieces);
  multiply(r, symmetry_cube(symmetry_inverse(s)), pieces);
  return r;
}

}  // namespace

SymReduction::SymReduction(const Coordinate& coord, int symmetries, uint64_t used)
    : own_(std::make_shared<Owned>()) {
  if (symmetries < 1 || symmetries > kSymmetries)
    throw std::invalid_argument("SymReduction: symmetries must be 1..48");
  std::vector<uint32_t>& packed = own_->packed;
  packed.assign(coord.size, UINT32_MAX);
  for (uint32_t raw = 0; raw < coord.size; ++raw) {
    if (packed[raw] != UINT32_MAX) continue;
    // A new class; raw is its smallest member, so its representative.
    const uint32_t cls = static_cast<uint32_t>(own_->representative.size());
    own_->representative.push_back(raw);
    uint64_t self = 0;
    CubieCube rep;
    coord.set(rep, raw);
    for (int s = 0; s < symmetries; ++s) {
      if (!(used >> s & 1)) continue;
      uint32_t y = coord.get(conjugate_part(rep, s, coord.pieces));
      if (y == raw) self |= uint64_t{1} << s;
      // y = conj(raw, s), so conj(y, s^-1) = raw.
      if (packed[y] == UINT32_MAX) packed[y] = cls << 8 | symmetry_inverse(s);
    }
    own_->self.push_back(self);
  }
  packed_ = own_->packed;
  representative_ = own_->representative;
  self_ = own_->self;
}

void SymReduction::save(BlobWriter& out) const {
  out.put(packed_);
  out.put(representative_);
  out.put(self_);
}

SymReduction SymReduction::load(BlobReader& in) {
  SymReduction r;
  r.packed_ = in.get<uint32_t>();
  r.representative_ = in.get<uint32_t>();
  r.self_ = in.get<uint64_t>();
  return r;
}

ConjTable::ConjTable(const Coordinate& coord, int symmetries, uint64_t used)
    : symmetries_(symmetries),
      own_(std::make_shared<std::vector<uint16_t>>(static_cast<size_t>(coord.size) * symmetries)) {
  for (uint32_t raw = 0; raw < coord.size; ++raw) {
    CubieCube c;
    coord.set(c, raw);
    for (int s = 0; s < symmetries; ++s)
      if (used >> s & 1)
        (*own_)[static_cast<size_t>(raw) * symmetries + s] =
            static_cast<uint16_t>(coord.get(conjugate_part(c, s, coord.pieces)));
  }
  conj_ = *own_;
}

void ConjTable::save(BlobWriter& out) const {
  out.put_u64(static_cast<uint64_t>(symmetries_));
  out.put(conj_);
}

ConjTable ConjTable::load(BlobReader& in) {
  ConjTable t;
  t.symmetries_ = static_cast<int>(in.get_u64());
  t.conj_ = in.get<uint16_t>();
  return t;
}

}  // namespace cubelab::coord

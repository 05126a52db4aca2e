#include <gtest/gtest.h>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/packed_cube.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "cubelab/solvers/optimal/coset_space.h"

namespace cubelab::optimal {
namespace {

const EdgeVariant kVariants[] = {
    {Flips::Slice4, false},       {Flips::UdEdges8, false},      {Flips::All12, false},
    {Flips::Slice4, true},        {Flips::UdEdges8, true},       {Flips::All12, true},
    {Flips::Slice4, false, true}, {Flips::UdEdges8, true, true}, {Flips::All12, false, true}};

// Calls check(cube, packed) for `count` random states of `seed`, each with its packed form.
template <class Check>
void for_random_states(uint64_t seed, int count, Check check) {
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    const CubieCube c = random_state(rng);
    check(c, PackedCube::from(c));
  }
}

TEST(CosetSpace, ConjugationMatchesSymmetryModule) {
  const CosetSpace& sp = CosetSpace::get();
  for_random_states(4, 50, [&](const CubieCube& a, const PackedCube& v) {
    for (int s = 0; s < kSymmetries; ++s) {
      CubieCube c = conjugate(a, s);
      EXPECT_TRUE(equal_bytes(sp.conj_edges(v.edges, s), PackedCube::from(c).edges)) << s;
      if (!symmetry_is_mirror(s)) {
        EXPECT_TRUE(equal_bytes(sp.conj_corners(v.corners, s), PackedCube::from(c).corners)) << s;
      }
    }
  });
}

TEST(CosetCoords, ExtractorMatchesDefinitions) {
  const Extractor& ex = Extractor::get();
  for_random_states(5, 500, [&](const CubieCube& c, const PackedCube& v) {
    EXPECT_EQ(ex.corner(v.corners), corner_coset_coord().get(c));
    EXPECT_EQ(ex.edge(v.edges, {Flips::Slice4, true}) % 11880, coord::edge4(c, coord::kSliceEdges));
    uint32_t flips = 0;
    for (int e = 0; e < 11; ++e) flips |= uint32_t{c.eo[e]} << e;
    EXPECT_EQ(ex.edge(v.edges, {Flips::All12, false}), flips * 495 + coord::ud_slice(c));
    // The U/D split: which of the eight positions outside the slice hold D-layer edges; the
    // flips of the slice edges in position order.
    std::array<bool, 8> d_edge{};
    uint32_t slice_flips = 0;
    int j = 0, k = 0;
    for (int e = 0; e < kEdges; ++e) {
      if (c.ep[e] < FR)
        d_edge[j++] = c.ep[e] >= DR;
      else
        slice_flips |= uint32_t{c.eo[e]} << k++;
    }
    const uint32_t split = rank::combination(d_edge);
    EXPECT_EQ(ex.edge(v.edges, {Flips::Slice4, false, true}),
              (slice_flips * 70 + split) * 495 + coord::ud_slice(c));
  });
}

TEST(CosetCoords, EdgeRepresentativesRoundTrip) {
  const Extractor& ex = Extractor::get();
  Rng rng(6);
  for (EdgeVariant v : kVariants)
    for (int i = 0; i < 2000; ++i) {
      uint32_t index = static_cast<uint32_t>(rng.below(v.size()));
      ASSERT_EQ(ex.edge(ex.edges_of(index, v), v), index) << v.name();
    }
}

// The coordinates are those of cosets H*x with U and D turns in H: a U or D turn made
// before x changes nothing; a turn of another face does (for some x).
TEST(CosetCoords, InvariantUnderUdTurnsFirst) {
  const CosetSpace& sp = CosetSpace::get();
  const Extractor& ex = sp.extractor();
  Rng rng(7);
  for (int i = 0; i < 300; ++i) {
    PackedCube x = PackedCube::from(random_state(rng));
    for (Move m : {Move{0}, Move{1}, Move{2}, Move{9}, Move{10}, Move{11}}) {
      PackedCube y = PackedCube::move(m) * x;
      ASSERT_EQ(ex.corner(y.corners), ex.corner(x.corners));
      for (EdgeVariant v : kVariants)
        ASSERT_EQ(ex.edge(y.edges, v), ex.edge(x.edges, v)) << v.name();
    }
  }
}

// Symmetric cubes get the same key (up to the class's self-symmetries), along every axis
// after the matching rotation.
TEST(CosetSpace, KeysAreSymmetryInvariant) {
  const CosetSpace& sp = CosetSpace::get();
  const Extractor& ex = sp.extractor();
  const EdgeVariant v{Flips::UdEdges8, true};
  Rng rng(8);
  for (int i = 0; i < 100; ++i) {
    CubieCube x = random_state(rng);
    CosetSpace::Key k = sp.key(PackedCube::from(x), 0);
    for (int s = 0; s < kUdSymmetries; ++s) {
      CosetSpace::Key k2 = sp.key(PackedCube::from(conjugate(x, s)), 0);
      ASSERT_EQ(k2.cls, k.cls);
      bool same = false;
      for (uint64_t self = sp.self_symmetries(k.cls); self; self &= self - 1)
        same = same ||
               ex.edge(sp.conj_edges(k2.edges, __builtin_ctzll(self)), v) == ex.edge(k.edges, v);
      ASSERT_TRUE(same);
    }
  }
  EXPECT_EQ(sp.classes(), 9930u);  // as in nxopt
}

}  // namespace
}  // namespace cubelab::optimal

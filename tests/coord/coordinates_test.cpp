#include "cubelab/coord/coordinates.h"

#include <gtest/gtest.h>

#include "cubelab/coord/move_table.h"
#include "cubelab/coord/sym_coord.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/subgroups.h"
#include "cubelab/cube/symmetry.h"

namespace cubelab::coord {
namespace {

const Coordinate* all_coords[] = {
    &twist_coord(),      &flip_coord(),        &ud_slice_coord(),    &u_edges_coord(),
    &d_edges_coord(),    &slice_edges_coord(), &corner_perm_coord(), &ud_edge_perm_coord(),
    &slice_perm_coord(), &u_corners_coord(),   &d_corners_coord(),   &ud_edge_comb_parity_coord()};

TEST(Coordinates, SetThenGetIsIdentity) {
  for (const Coordinate* c : all_coords) {
    for (uint32_t i = 0; i < c->size; ++i) {
      CubieCube cube;
      c->set(cube, i);
      ASSERT_TRUE(cube.is_valid_permutation()) << c->name << " " << i;
      ASSERT_EQ(c->get(cube), i) << c->name;
    }
  }
}

TEST(Coordinates, SolvedValues) {
  CubieCube s;
  EXPECT_EQ(twist(s), 0u);
  EXPECT_EQ(flip(s), 0u);
  EXPECT_EQ(corner_perm(s), 0u);
  EXPECT_EQ(ud_edge_perm(s), 0u);
  EXPECT_EQ(slice_perm(s), 0u);
  EXPECT_EQ(edge4(s, kUEdges), 0u);
  EXPECT_EQ(edge4(s, kSliceEdges) / 24, ud_slice_solved());
  EXPECT_EQ(edge4(s, kSliceEdges) % 24, 0u);
}

TEST(Coordinates, Edge4DividedBy24IsTheUdSlice) {
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    CubieCube c = random_state(rng);
    EXPECT_EQ(edge4(c, kSliceEdges) / 24, ud_slice(c));
  }
}

TEST(Coordinates, PhaseOneCoordinatesDecideGroupH) {
  Rng rng(6);
  for (int i = 0; i < 300; ++i) {
    CubieCube c;
    Alg a = random_moves(rng, 6);
    c.apply(a.moves);
    bool h = twist(c) == 0 && flip(c) == 0 && ud_slice(c) == ud_slice_solved();
    EXPECT_EQ(h, in_kociemba_h(c));
  }
}

TEST(MoveTable, AgreesWithCubieMoves) {
  Rng rng(8);
  for (const Coordinate* coord : all_coords) {
    bool phase2_only = coord == &ud_edge_perm_coord() || coord == &slice_perm_coord() ||
                       coord == &ud_edge_comb_parity_coord();
    MoveTable table(*coord, phase2_only ? kPhase2Moves : kAllMoves);
    for (int trial = 0; trial < 20; ++trial) {
      CubieCube c;
      uint32_t x = coord->get(c);
      for (int step = 0; step < 30; ++step) {
        Move m;
        do m = static_cast<Move>(rng.below(kMoves));
        while (!((phase2_only ? kPhase2Moves : kAllMoves) >> m & 1));
        c.apply(m);
        x = table(x, m);
        ASSERT_EQ(x, coord->get(c)) << coord->name;
      }
    }
  }
}

TEST(SymReduction, KnownClassCounts) {
  EXPECT_EQ(SymReduction(flip_ud_slice_coord(), 16).classes(), 64430u);
  EXPECT_EQ(SymReduction(corner_perm_coord(), 16).classes(), 2768u);
}

TEST(SymReduction, ConjugatingByTheStoredSymmetryGivesTheRepresentative) {
  SymReduction red(corner_perm_coord(), 16);
  ConjTable twist_conj(twist_coord(), 16);
  ConjTable ud_conj(ud_edge_perm_coord(), 16);
  ConjTable comb_conj(ud_edge_comb_parity_coord(), 16);
  Rng rng(9);
  for (int i = 0; i < 500; ++i) {
    CubieCube c = random_state(rng);
    uint32_t raw = corner_perm(c);
    int s = red.sym_of(raw);
    CubieCube conj = conjugate(c, s);
    EXPECT_EQ(corner_perm(conj), red.representative(red.class_of(raw)));
    EXPECT_EQ(twist(conj), twist_conj(twist(c), s));
    EXPECT_TRUE(red.self_symmetries(red.class_of(raw)) & 1);
  }
  // ud_edge_perm is meaningful inside group H.
  for (int i = 0; i < 200; ++i) {
    CubieCube c;
    for (int k = 0; k < 20; ++k) {
      Move m;
      do m = static_cast<Move>(rng.below(kMoves));
      while (!(kPhase2Moves >> m & 1));
      c.apply(m);
    }
    for (int s = 0; s < 16; ++s) {
      EXPECT_EQ(ud_edge_perm(conjugate(c, s)), ud_conj(ud_edge_perm(c), s));
      EXPECT_EQ(ud_edge_comb_parity(conjugate(c, s)), comb_conj(ud_edge_comb_parity(c), s));
    }
  }
}

}  // namespace
}  // namespace cubelab::coord

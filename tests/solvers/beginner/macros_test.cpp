// Every macro variant, checked by simulation: it does exactly what its case says and keeps
// what the earlier stages built. The effect of a move sequence is computed here by applying
// its moves to a solved cube; cases are described in facelet terms (which colour faces
// where), independently of the solver's tables.
#include "cubelab/solvers/beginner/macros.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "cubelab/cube/facelets.h"
#include "cubelab/solvers/beginner/rotation.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using namespace beginner;

// Where the piece starting at position `from` ends, and its added twist or flip.
std::pair<int, int> corner_goes(const CubieCube& e, int from) {
  for (int i = 0; i < kCorners; ++i)
    if (e.cp[i] == from) return {i, e.co[i]};
  return {-1, 0};
}
std::pair<int, int> edge_goes(const CubieCube& e, int from) {
  for (int i = 0; i < kEdges; ++i)
    if (e.ep[i] == from) return {i, e.eo[i]};
  return {-1, 0};
}

bool corner_kept(const CubieCube& e, int i) { return e.cp[i] == i && e.co[i] == 0; }
bool edge_kept(const CubieCube& e, int i) { return e.ep[i] == i && e.eo[i] == 0; }

bool keeps_u_cross(const CubieCube& e) {
  for (int i = UR; i <= UB; ++i)
    if (!edge_kept(e, i)) return false;
  return true;
}
bool keeps_first_two_layers(const CubieCube& e) {
  for (int i = URF; i <= UBR; ++i)
    if (!corner_kept(e, i)) return false;
  for (int i : {UR, UF, UL, UB, FR, FL, BL, BR})
    if (!edge_kept(e, i)) return false;
  return true;
}
bool keeps_d_edges(const CubieCube& e) {
  for (int i = DR; i <= DB; ++i)
    if (!edge_kept(e, i)) return false;
  return true;
}

// The twist a corner needs at `position` so that its U/D colour is on `face`.
int twist_showing(int position, int face) {
  for (int t = 0; t < 3; ++t)
    if (kCornerFacelets[position][t] / 9 == face) return t;
  return -1;
}
// The flip an edge `piece` needs at `position` so that its colour of face `colour` lies on
// the sticker of face `on`.
int flip_showing(int piece, int colour, int position, int on) {
  for (int n = 0; n < 2; ++n)
    if (kEdgeFacelets[piece][n] / 9 == colour)
      for (int t = 0; t < 2; ++t)
        if (kEdgeFacelets[position][(n + t) % 2] / 9 == on) return t;
  return -1;
}

TEST(BeginnerRotation, RelabelsFacesAboutTheUDAxis) {
  EXPECT_EQ(rotated_about_ud(Alg::parse("R U F' L2 D B"), 0).str(), "R U F' L2 D B");
  EXPECT_EQ(rotated_about_ud(Alg::parse("R U F' L2 D B"), 1).str(), "B U R' F2 D L");
  EXPECT_EQ(rotated_about_ud(Alg::parse("R U F' L2 D B"), 2).str(), "L U B' R2 D F");
  EXPECT_EQ(rotated_about_ud(Alg::parse("R U F' L2 D B"), 3).str(), "F U L' B2 D R");
}

TEST(BeginnerMacros, VariantsAreTheSeedsMacrosRelabelled) {
  for (int id = 0; id < kMacroCount; ++id) {
    const MacroSpec& spec = macro_spec(static_cast<MacroId>(id));
    Alg used = Alg::parse(spec.used);
    if (!spec.printed.empty() && id != kOrientLine) {
      EXPECT_EQ(spec.printed, spec.used);
    }
    for (int k = 0; k < 4; ++k) {
      const MacroVariant& v = macro(static_cast<MacroId>(id), k);
      EXPECT_EQ(v.alg(), rotated_about_ud(used, k)) << spec.used << " variant " << k;
      EXPECT_EQ(v.effect, test::cube_after(v.alg())) << spec.used;
    }
  }
}

TEST(BeginnerMacros, Stage2LiftsTheCornerBelowItsSlot) {
  struct Case {
    MacroId id;
    bool on_front, on_right;  // where the U colour is (neither: facing down)
  };
  for (Case c : {Case{kCornerFront, true, false}, Case{kCornerRight, false, true},
                 Case{kCornerDown, false, false}}) {
    for (int k = 0; k < 4; ++k) {
      const Slot& s = kSlots[k];
      CubieCube e = test::cube_after(macro(c.id, k).alg());
      SCOPED_TRACE(macro(c.id, k).alg().str());
      EXPECT_TRUE(keeps_u_cross(e));
      int face = c.on_front ? s.front : c.on_right ? s.right : D;
      auto [to, twist] = corner_goes(e, s.d_corner);
      EXPECT_EQ(to, s.u_corner);
      EXPECT_EQ((twist_showing(s.d_corner, face) + twist) % 3, 0);
      // Macros 1 and 2 keep the other U corners; macro 3 lifts the next slot's corner out
      // (the document: "affects another corner"), and only that one.
      for (int j = 1; j < 4; ++j) {
        int other = kSlots[(k + j) % 4].u_corner;
        bool lifted_out = c.id == kCornerDown && j == 1;
        EXPECT_EQ(corner_kept(e, other), !lifted_out) << corner_name(other);
      }
    }
  }
}

TEST(BeginnerMacros, Stage3InsertsAndTakesOutMiddleEdges) {
  for (int k = 0; k < 4; ++k) {
    const Slot& s = kSlots[k];
    for (MacroId id : {kEdgeColourFront, kEdgeColourDown}) {
      CubieCube e = test::cube_after(macro(id, k).alg());
      SCOPED_TRACE(macro(id, k).alg().str());
      // U layer and the other three middle edges kept.
      for (int i = URF; i <= UBR; ++i) EXPECT_TRUE(corner_kept(e, i));
      for (int i = UR; i <= UB; ++i) EXPECT_TRUE(edge_kept(e, i));
      for (int j = 1; j < 4; ++j) EXPECT_TRUE(edge_kept(e, kSlots[(k + j) % 4].middle_edge));
      // The edge below the slot's front face goes in, right way round, if its front-face
      // colour is on the front (macro 1) or facing down (macro 2).
      int on = id == kEdgeColourFront ? s.front : D;
      auto [to, flip] = edge_goes(e, s.d_edge);
      EXPECT_EQ(to, s.middle_edge);
      EXPECT_EQ(flip_showing(s.middle_edge, s.front, s.d_edge, on) ^ flip, 0);
    }
    CubieCube out = test::cube_after(macro(kEdgeTakeOut, k).alg());
    EXPECT_EQ(macro(kEdgeTakeOut, k).length, 7);
    for (int i = URF; i <= UBR; ++i) EXPECT_TRUE(corner_kept(out, i));
    for (int i = UR; i <= UB; ++i) EXPECT_TRUE(edge_kept(out, i));
    for (int j = 1; j < 4; ++j) EXPECT_TRUE(edge_kept(out, kSlots[(k + j) % 4].middle_edge));
    EXPECT_GE(edge_goes(out, s.middle_edge).first, DR);  // down to the D layer
    EXPECT_LE(edge_goes(out, s.middle_edge).first, DB);
  }
}

// The set of D edge positions (0..3 = DR DF DL DB) a stage-4 variant orients: those whose
// edge must arrive flipped for the result to be all oriented.
std::set<int> flipped_case(const CubieCube& e) {
  std::set<int> flipped;
  for (int i = DR; i <= DB; ++i)
    if (e.eo[i]) flipped.insert(e.ep[i] - DR);
  return flipped;
}

TEST(BeginnerMacros, Stage4OrientsTheDEdgesOfItsCase) {
  for (int k = 0; k < 4; ++k) {
    for (MacroId id : {kOrientLine, kOrientL, kOrientDot}) {
      CubieCube e = test::cube_after(macro(id, k).alg());
      SCOPED_TRACE(macro(id, k).alg().str());
      EXPECT_TRUE(keeps_first_two_layers(e));
      std::set<int> f = flipped_case(e);
      if (id == kOrientDot) {
        EXPECT_EQ(f.size(), 4u);
      } else {
        ASSERT_EQ(f.size(), 2u);
        int gap = (*f.rbegin() - *f.begin());
        EXPECT_EQ(gap == 2, id == kOrientLine) << "line: opposite edges; L: adjacent";
      }
    }
  }
}

TEST(BeginnerMacros, Stage4MisprintIsFixed) {
  // As printed (F' L' D' L D F) the macro breaks the first two layers; with L and R
  // exchanged it is the line case.
  const MacroSpec& spec = macro_spec(kOrientLine);
  EXPECT_EQ(spec.printed, "F3L3D3LDF");
  EXPECT_FALSE(keeps_first_two_layers(test::cube_after(Alg::parse(spec.printed))));
  std::string swapped(spec.printed);
  std::replace(swapped.begin(), swapped.end(), 'L', 'R');
  EXPECT_EQ(spec.used, swapped);
  EXPECT_TRUE(keeps_first_two_layers(test::cube_after(Alg::parse(spec.used))));
}

// D edge positions each variant moves (0..3), with orientation kept.
TEST(BeginnerMacros, Stage5PermutesOnlyDEdges) {
  for (int k = 0; k < 4; ++k)
    for (MacroId id : {kCycleEdgesA, kCycleEdgesB, kSwapEdges}) {
      CubieCube e = test::cube_after(macro(id, k).alg());
      SCOPED_TRACE(macro(id, k).alg().str());
      EXPECT_TRUE(keeps_first_two_layers(e));
      std::vector<int> moved;
      for (int i = DR; i <= DB; ++i) {
        EXPECT_EQ(e.eo[i], 0);
        if (e.ep[i] != i) moved.push_back(i);
      }
      if (id == kSwapEdges) {
        ASSERT_EQ(moved.size(), 2u);  // two opposite edges exchanged
        EXPECT_EQ(moved[1] - moved[0], 2);
        EXPECT_EQ(e.ep[moved[0]], moved[1]);
      } else {
        EXPECT_EQ(moved.size(), 3u);  // a three-cycle, one edge kept
      }
    }
  // The two three-cycles go opposite ways.
  CubieCube a = test::cube_after(macro(kCycleEdgesA, 0).alg());
  CubieCube b = test::cube_after(macro(kCycleEdgesB, 0).alg());
  for (int i = DR; i <= DB; ++i) EXPECT_EQ(b.ep[a.ep[i]], i);
}

TEST(BeginnerMacros, Stage6PlacesOnlyDCorners) {
  for (int k = 0; k < 4; ++k)
    for (MacroId id : {kCycleCornersA, kCycleCornersB, kSwapCornerPairs, kSwapDiagonals}) {
      CubieCube e = test::cube_after(macro(id, k).alg());
      SCOPED_TRACE(macro(id, k).alg().str());
      EXPECT_TRUE(keeps_first_two_layers(e));
      EXPECT_TRUE(keeps_d_edges(e));
      int moved = 0;
      for (int i = DFR; i <= DRB; ++i) moved += e.cp[i] != i;
      if (id == kCycleCornersA || id == kCycleCornersB) {
        EXPECT_EQ(moved, 3);
      } else {
        EXPECT_EQ(moved, 4);
        for (int i = DFR; i <= DRB; ++i) EXPECT_EQ(e.cp[e.cp[i]], i) << "two swaps";
        // Pairs: adjacent corners swapped (macro 3) or diagonal ones (macro 4).
        bool diagonal = (e.cp[DFR] - DFR + 4) % 4 == 2;
        EXPECT_EQ(diagonal, id == kSwapDiagonals);
      }
    }
}

TEST(BeginnerMacros, Stage7TwistsOnlyDCorners) {
  struct Case {
    MacroId id;
    int twisted;
  };
  for (Case c : {Case{kTwist1, 2}, Case{kTwist2, 2}, Case{kTwist3, 2}, Case{kTwist4, 3},
                 Case{kTwist5, 3}, Case{kTwist6, 4}, Case{kTwist7, 4}}) {
    for (int k = 0; k < 4; ++k) {
      CubieCube e = test::cube_after(macro(c.id, k).alg());
      SCOPED_TRACE(macro(c.id, k).alg().str());
      EXPECT_TRUE(keeps_first_two_layers(e));
      EXPECT_TRUE(keeps_d_edges(e));
      std::vector<int> twisted;
      for (int i = DFR; i <= DRB; ++i) {
        EXPECT_EQ(e.cp[i], i);
        if (e.co[i]) twisted.push_back(i);
      }
      ASSERT_EQ(static_cast<int>(twisted.size()), c.twisted);
      // DFR DLF DBL DRB go round the D face: adjacent corners differ by 1 or 3.
      if (c.twisted == 2) {
        bool adjacent = (twisted[1] - twisted[0]) % 2 == 1;
        EXPECT_EQ(adjacent, c.id != kTwist3) << "macros 1, 2: one edge; macro 3: diagonal";
      } else if (c.twisted == 3) {
        for (int i : twisted) EXPECT_EQ(e.co[i], c.id == kTwist4 ? 1 : 2);
      } else {
        bool alternating = e.co[DFR] == e.co[DBL];
        EXPECT_EQ(alternating, c.id == kTwist6);
      }
    }
  }
}

TEST(BeginnerMacros, LengthsAsInTheSeed) {
  // The document's counts: stage 5 "two of 7 and one of 13", stage 6 "2 of 8, 1 of 14, 1 of 11".
  EXPECT_EQ(macro(kCycleEdgesA, 0).length, 7);
  EXPECT_EQ(macro(kCycleEdgesB, 0).length, 7);
  EXPECT_EQ(macro(kSwapEdges, 0).length, 13);
  EXPECT_EQ(macro(kCycleCornersA, 0).length, 8);
  EXPECT_EQ(macro(kCycleCornersB, 0).length, 8);
  EXPECT_EQ(macro(kSwapCornerPairs, 0).length, 14);
  EXPECT_EQ(macro(kSwapDiagonals, 0).length, 11);
  EXPECT_EQ(macro(kEdgeColourFront, 0).length, 8);
  EXPECT_EQ(macro(kEdgeColourDown, 0).length, 8);
}

}  // namespace
}  // namespace cubelab

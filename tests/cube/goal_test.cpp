// Goals (cube/goal.h) and move sets (cube/move_set.h): presets, masks, orientations.
#include "cubelab/cube/goal.h"

#include <gtest/gtest.h>

#include <functional>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/move_set.h"
#include "cubelab/cube/random.h"
#include "cubelab/cube/symmetry.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

CubieCube after(const char* moves) {
  const CubieCube c = test::cube_after(Alg::parse(moves));
  return c;
}

ErrorCode goal_code_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.code();
  }
  ADD_FAILURE() << "no InputError";
  return ErrorCode::Request;
}

constexpr const char* kSune = "R U R' U R U2 R'";
constexpr const char* kTPerm = "R U R' U' R' F R2 U' R' U' R U R' F'";

TEST(GoalTest, EveryPresetHoldsOnTheSolvedCube) {
  for (const auto& [name, what] : Goal::presets()) {
    const Goal g = Goal::parse(name);
    EXPECT_TRUE(g.satisfied(CubieCube{})) << name;
    EXPECT_EQ(g.whole_cube(), name == "ll" || name == "pll") << name;
    EXPECT_FALSE(g.satisfied(after("R F D' L B U"))) << name;
  }
  EXPECT_TRUE(Goal().whole_cube());
}

TEST(GoalTest, PresetsMeanWhatCubersMean) {
  const Goal cross = Goal::parse("cross");
  EXPECT_TRUE(cross.satisfied(after("U")));
  EXPECT_TRUE(cross.satisfied(after("R U R'")));  // an F2L insert keeps the cross
  EXPECT_FALSE(cross.satisfied(after("R")));
  EXPECT_FALSE(cross.satisfied(after("D")));  // the cross is solved relative to the centres

  const Goal eo = Goal::parse("eo");
  EXPECT_TRUE(eo.satisfied(after("R U L D R2 U' L'")));  // no F or B quarter turn
  EXPECT_TRUE(eo.satisfied(after("F2 B2 R")));
  EXPECT_FALSE(eo.satisfied(after("F")));
  const Goal eoline = Goal::parse("eoline");
  EXPECT_TRUE(eoline.satisfied(after("R U L' U2")));
  EXPECT_FALSE(eoline.satisfied(after("R U L' U2 D")));
  EXPECT_TRUE(Goal::parse("eocross").satisfied(after("R U R' U2")));
  EXPECT_FALSE(Goal::parse("eocross").satisfied(after("F U F'")));

  const Goal domino = Goal::parse("domino");
  EXPECT_TRUE(domino.satisfied(after("U R2 D' F2 L2 B2 U")));
  EXPECT_FALSE(domino.satisfied(after("R")));
  EXPECT_FALSE(domino.satisfied(after("F")));

  for (const char* name : {"f2l", "oll"}) {
    EXPECT_TRUE(Goal::parse(name).satisfied(after(kTPerm))) << name;  // PLL keeps both
    EXPECT_FALSE(Goal::parse(name).satisfied(after("R"))) << name;
  }
  EXPECT_TRUE(Goal::parse("f2l").satisfied(after(kSune)));
  EXPECT_FALSE(Goal::parse("oll").satisfied(after(kSune)));  // Sune twists three corners
  EXPECT_FALSE(Goal::parse("pll").satisfied(after(kTPerm)));

  // The left-hand blocks survive turns of R and U.
  for (const char* name : {"roux-fb", "2x2x2", "2x2x3"}) {
    EXPECT_TRUE(Goal::parse(name).satisfied(after("R U R' U2 R2"))) << name;
    EXPECT_FALSE(Goal::parse(name).satisfied(after("L"))) << name;
  }
  EXPECT_FALSE(Goal::parse("2x2x3").satisfied(after("F")));
  EXPECT_TRUE(Goal::parse("2x2x2").satisfied(after("F")));

  // The xcross holds with any one pair: R U R' breaks only the right-hand slots.
  EXPECT_TRUE(Goal::parse("xcross").satisfied(after("R U R'")));
  EXPECT_TRUE(Goal::parse("xxcross").satisfied(after("R U R'")));
  EXPECT_TRUE(Goal::parse("xcross").satisfied(after("R U R' L' U L")));
  EXPECT_FALSE(Goal::parse("xcross").satisfied(after("R")));
}

TEST(GoalTest, TheMaskReachedIsTheSlotAndFaceTheCubeHas) {
  // R U R' breaks the right-hand slots: an xcross there is one of the left-hand ones, and
  // its mask is the cross and that slot only, each sticker showing its colour on the cube.
  const CubieCube cube = after("R U R'");
  const std::string facelets = to_facelets(cube);
  const std::string mask = Goal::parse("xcross").mask_reached(cube);
  int kept = 0;
  for (int i = 0; i < 54; ++i)
    if (mask[i] != '-') {
      ++kept;
      EXPECT_EQ(mask[i], facelets[i]) << "sticker " << i;
    }
  EXPECT_EQ(kept, 6 + 8 + 5);  // the centres, the cross, one pair
  EXPECT_NE(mask, Goal::parse("xcross").mask()) << "not the first slot (FR), which R U R' broke";
  // The cross on U, solved after x2: the mask is on the U face, in the U colour... of the
  // cube as held, where x2 put the D stickers.
  const Goal anywhere = Goal::parse("cross").on("all");
  const CubieCube d_turned = after("D");
  const std::string on_u = anywhere.mask_reached(d_turned);
  for (int i : {1, 3, 5, 7}) EXPECT_EQ(on_u[i], 'U') << i;
  for (int i : {28, 30, 32, 34}) EXPECT_EQ(on_u[i], '-') << i;
  // Asked for the D orientation only: the D cross, which D does not reach (the first
  // alternative as defined).
  EXPECT_EQ(anywhere.mask_reached(d_turned, &anywhere.orientations()[0]),
            Goal::parse("cross").mask());
}

TEST(GoalTest, MasksAreStickersOrAnything) {
  // Everything but the U layer (U face and the top row of each side): the f2l preset.
  std::string mask = to_facelets(CubieCube{});
  for (int i : {0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 36, 37, 38, 45, 46, 47})
    mask[i] = '-';
  const Goal g = Goal::parse(mask);
  EXPECT_EQ(g.name(), "mask");
  EXPECT_EQ(g.mask(), mask);
  EXPECT_EQ(Goal::parse("f2l").mask(), mask);
  EXPECT_TRUE(g.satisfied(after(kTPerm)));
  EXPECT_TRUE(g.satisfied(after(kSune)));
  EXPECT_FALSE(g.satisfied(after("R")));
  // Only the U face: the last layer oriented, whatever else.
  std::string u_face(54, '-');
  for (int i = 0; i < 9; ++i) u_face[i] = 'U';
  EXPECT_TRUE(Goal::parse(u_face).satisfied(after(kTPerm)));
  EXPECT_FALSE(Goal::parse(u_face).satisfied(after("R")));
  EXPECT_FALSE(Goal::parse(u_face).satisfied(after(kSune)));
}

TEST(GoalTest, BadGoalsAreRefusedWithACode) {
  EXPECT_EQ(goal_code_of([] { Goal::parse("crosss"); }), ErrorCode::Option);
  EXPECT_EQ(goal_code_of([] { Goal::parse(std::string(53, '-')); }), ErrorCode::Format);
  std::string mask(54, '-');
  mask[10] = 'X';
  EXPECT_EQ(goal_code_of([&] { Goal::parse(mask); }), ErrorCode::Format);
  mask[10] = '-';
  mask[4] = 'R';  // the U centre
  EXPECT_EQ(goal_code_of([&] { Goal::parse(mask); }), ErrorCode::Format);
  mask[4] = '-';
  mask[7] = 'U';   // UF's U sticker
  mask[19] = 'U';  // UF's F sticker: no edge is U on both sides
  EXPECT_EQ(goal_code_of([&] { Goal::parse(mask); }), ErrorCode::Format);
  EXPECT_EQ(goal_code_of([] { Goal::parse("cross").on("purple"); }), ErrorCode::Option);
}

TEST(GoalTest, OrientationsCarryTheGoalToOtherFaces) {
  const Goal cross = Goal::parse("cross");
  const CubieCube d_turned = after("D");  // the U cross is solved, the D cross is not
  EXPECT_FALSE(cross.satisfied(d_turned));
  EXPECT_TRUE(cross.on("U").satisfied(d_turned));
  EXPECT_TRUE(cross.on("white").satisfied(d_turned));
  EXPECT_FALSE(cross.on("F,R").satisfied(d_turned));
  EXPECT_TRUE(cross.on("all").satisfied(d_turned));
  EXPECT_EQ(cross.on("all").orientations().size(), 6u);
  EXPECT_EQ(cross.on("all24").orientations().size(), 24u);
  EXPECT_EQ(cross.on("U, yellow").orientations().size(), 2u);
}

TEST(GoalTest, ConjugatedAlternativesAreTheGoalTurned) {
  const GoalAlternative cross = Goal::parse("cross").alternatives()[0];
  EXPECT_EQ(cross.conjugated(kSymU4), cross);
  // The four xcross slots are one slot turned about U-D.
  const Goal xcross_goal = Goal::parse("xcross");
  const auto& xcross = xcross_goal.alternatives();
  for (const GoalAlternative& a : xcross) {
    bool found = false;
    for (int s = 0; s < kSymmetries; ++s)
      found = found || (!symmetry_is_mirror(s) && xcross[0].conjugated(s) == a);
    EXPECT_TRUE(found);
  }
  // X reaches S A S^-1 exactly when S^-1 X S reaches A.
  Rng rng(7);
  for (const char* name : {"xcross", "eoline", "roux-fb", "domino", "oll"}) {
    const GoalAlternative a = Goal::parse(name).alternatives()[0];
    for (int s = 0; s < kSymmetries; ++s) {
      if (symmetry_is_mirror(s)) continue;
      const GoalAlternative turned = a.conjugated(s);
      for (int k = 0; k < 20; ++k) {
        CubieCube y;  // reaches `a` for k even: a few turns that keep it
        for (int i = 0; i < 3; ++i) y.apply(make_move(U, 1 + static_cast<int>(rng.below(3))));
        if (k % 2) y = random_state(rng);
        const CubieCube x = conjugate(y, s);
        EXPECT_EQ(turned.satisfied(x), a.satisfied(y)) << name << " s=" << s;
      }
    }
  }
}

TEST(MoveSetTest, ReadsWhatCubersWrite) {
  EXPECT_TRUE(MoveSet().all());
  EXPECT_EQ(MoveSet::parse("R,U").str(), "<U,R>");
  EXPECT_EQ(MoveSet::parse("<R,U,F>").key(), "urf");
  EXPECT_EQ(MoveSet::parse("U,D,R2,L2,F2,B2").str(), "<U,R2,F2,D,L2,B2>");
  const MoveSet five = MoveSet::parse("no B");
  EXPECT_FALSE(five.contains(make_move(B, 1)));
  EXPECT_TRUE(five.contains(make_move(U, 3)));
  EXPECT_EQ(five, MoveSet::parse("U R F D L"));
  EXPECT_TRUE(MoveSet::parse("R,U").has_quarter_turns_of_its_faces());
  EXPECT_EQ(five.full_faces(), 5);
  EXPECT_EQ(MoveSet::parse("U,D,R2,L2,F2,B2").full_faces(), 2);
  EXPECT_EQ(MoveSet().full_faces(), 6);
  EXPECT_FALSE(MoveSet::parse("U,R2").has_quarter_turns_of_its_faces());
  EXPECT_TRUE(MoveSet::parse("R2").contains(make_move(R, 2)));
  EXPECT_FALSE(MoveSet::parse("R2").contains(make_move(R, 1)));
  const MoveSet turned = MoveSet::parse("R,U").conjugated(kSymU4);
  EXPECT_TRUE(turned.contains(make_move(U, 1)));
  EXPECT_FALSE(turned.contains(make_move(R, 1)));
  EXPECT_EQ(turned.conjugated(symmetry_inverse(kSymU4)), MoveSet::parse("R,U"));
  for (const char* bad : {"", "R'", "X", "R,U3", "no R2", "<>"})
    EXPECT_EQ(goal_code_of([&] { MoveSet::parse(bad); }), ErrorCode::Notation) << bad;
}

}  // namespace
}  // namespace cubelab

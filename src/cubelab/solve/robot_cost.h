#pragma once
// What a solution costs a cube-solving robot, in milliseconds: each axial move (cube/axial.h)
// turns one face, or two opposite faces at once, and a turn takes the time of a quarter or
// a half turn. A pair takes as long as its slower turn plus `axial_ms`: the extra time (or,
// negative, the time saved) of turning two motors at once, e.g. for the power drawn or for
// the grip. Runs of turns on one axis are executed as one axial move in every metric: the
// cost is that of the robot executing the solution as written.
//
// Written "quarter=150,half=250,axial=0" (any subset, in any order; the rest keep their
// defaults), as --robot-cost, the API's "robot_cost" and the library's robot_cost take it.
#include <string>
#include <string_view>

#include "cubelab/cube/alg.h"

namespace cubelab {

struct RobotCost {
  // Defaults: typical of fast hobby robots with stepper motors (a quarter turn in about
  // 150 ms, a half turn in about 250 ms) whose opposite motors turn independently.
  double quarter_ms = 150;
  double half_ms = 250;
  double axial_ms = 0;

  // Throws InputError(E_OPTION) naming the part that is wrong: an unknown name, a value that
  // is not a number, a turn time not above 0 (or above an hour), a part given twice, or an
  // axial term that would make a pair cost nothing or less. "default" (or "") = the defaults.
  static RobotCost parse(std::string_view spec);
  std::string str() const;  // "quarter=150,half=250,axial=0"

  // The milliseconds a robot takes to execute `alg`.
  double of(const Alg& alg) const;
};

}  // namespace cubelab

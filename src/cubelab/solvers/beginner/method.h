#pragma once
// The seven stages of Abreu García (2011)'s beginner's method, one after the other, on a Trace: the
// allocation-free core that the solver wraps (and that the benchmark times).
#include "cubelab/solvers/beginner/stages.h"
#include "cubelab/solvers/beginner/trace.h"

namespace cubelab::beginner {

// True when every stage reached its goal (the cube in the trace is then solved).
bool run_beginner_method(Trace& t, CrossMethod cross);

// The stage's name ("stage 3: middle layer") and its one-line explanation for learners.
const char* stage_title(int stage);
std::string explain_stage(const Trace& t, int stage);
// One operator of a stage; `case_shown`: an earlier operator of the stage already named
// the last-layer case.
std::string explain_step(const Trace& t, const Step& step, bool case_shown);

}  // namespace cubelab::beginner

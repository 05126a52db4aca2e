#pragma once
// The seven stages of the beginner's method (Abreu García 2011 §5), each in its own file. Every
// stage works on the Trace's cube, records its moves, and returns whether its goal holds
// afterwards (false only on an internal error: the tests show it never happens).
#include "cubelab/solvers/beginner/trace.h"

namespace cubelab::beginner {

enum class CrossMethod { AStar, Table };

bool solve_u_cross(Trace& t, CrossMethod method);  // 1: cross_stage.cpp
bool place_u_corners(Trace& t);                    // 2: u_corners.cpp
bool place_middle_edges(Trace& t);                 // 3: middle_edges.cpp
bool orient_d_edges(Trace& t);                     // 4: d_edges_orient.cpp
bool permute_d_edges(Trace& t);                    // 5: d_edges_permute.cpp
bool place_d_corners(Trace& t);                    // 6: d_corners_place.cpp
bool orient_d_corners(Trace& t);                   // 7: d_corners_orient.cpp

}  // namespace cubelab::beginner

#pragma once
// cubelab's public interface, one include for all of it (docs/library.md):
//   cubelab::Cube       parse any cube text, turn it, print its facelets
//   cubelab::puzzles    the puzzles, each with its solvers
//   cubelab::Request    a solve request, its fields declared once (request_fields)
//   cubelab::solve      solve a request: verified answers, with cancel and progress
//   cubelab::solvers    every solver and its options
//   cubelab::scramble   random-state and random-move scrambles
//   cubelab::validate   what is wrong with a cube, as an error code and a message
//   cubelab::Error      the exception for bad input, with its error code
#include "cubelab/alg.h"
#include "cubelab/cube.h"
#include "cubelab/error.h"
#include "cubelab/log.h"
#include "cubelab/progress.h"
#include "cubelab/puzzle.h"
#include "cubelab/request.h"
#include "cubelab/scan.h"
#include "cubelab/scramble.h"
#include "cubelab/solve.h"
#include "cubelab/tables.h"
#include "cubelab/version.h"

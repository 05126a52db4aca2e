#pragma once
// Operations on NxNxN move sequences beyond inversion (nxn_move.h) and merging
// (nxn_simplify.h), as `cubelab alg` offers them for the 3x3x3: the mirror image, the same
// sequence on a cube held another way, and the number of repetitions that solve the cube.
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/rotation.h"

namespace cubelab::nxn {

// Mirrored left-right (through the plane between L and R): R and L swap, every turn reversed,
// as the 3x3x3's Alg::mirrored; wide and inner turns keep their layers.
std::vector<NxnMove> mirrored(std::span<const NxnMove> moves);

// The same sequence on a cube rotated by `r`: each move turns the face `r` carries its face
// to (Alg::rotated).
std::vector<NxnMove> rotated(std::span<const NxnMove> moves, const Rotation& r);

// The same state held turned by `r` (the identity or a rotation about one axis: x, y or z by
// any power) and recoloured to match: each sticker moved where `r` takes it and given the
// colour of the face `r` takes its colour's face to. The solved cube stays solved; a sequence
// that solves this cube, turned back by r's inverse (rotated), solves `cube`.
NxnCube recoloured(const NxnCube& cube, const Rotation& r);

// How many times the sequence must be played from the solved n-layer cube until it is solved
// again (every face one colour, NxnCube::is_solved), found from the cycles of the stickers it
// moves, not by playing it over and over: exact for any n. Throws InputError(E_LIMIT) when the
// order exceeds 2^63.
uint64_t order(std::span<const NxnMove> moves, int n);

}  // namespace cubelab::nxn

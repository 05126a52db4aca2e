// cubelab: solve Rubik's cubes with every major approach. See README.md.
#include "program.h"

int main(int argc, char** argv) { return cubelab::cli::run_cubelab(argc, argv); }

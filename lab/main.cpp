// cubelab-lab: the source documents' experiments re-run beside cubelab's own numbers
// (lab/README.md). A program of its own, so that the cubelab program carries no experiment.
#include "apps/cubelab/program.h"

int main(int argc, char** argv) { return cubelab::cli::run_cubelab_lab(argc, argv); }

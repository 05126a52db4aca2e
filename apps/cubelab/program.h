#pragma once
// The programs' whole work behind main(): defined beside their commands, in the libraries
// that compile CLI11 once, so that each main() is one call and its file none of CLI11's
// headers (several seconds of compile a file).

namespace cubelab::cli {

// The cubelab program: parses the command line, runs the command it names (commands.h) and
// returns the exit status (run_app in cli_support.h).
int run_cubelab(int argc, char** argv);

// The cubelab-lab program: the same for its experiment commands (lab/lab_commands.h);
// defined in lab/program.cpp.
int run_cubelab_lab(int argc, char** argv);

}  // namespace cubelab::cli

// Fuzzes the command line: the full `cubelab` and `cubelab-lab` argument parsers (every
// command's options and their checks, both programs' commands in one app), stopped before any
// command runs. Arguments are the input split at NUL bytes. A bad command line must be a CLI11
// ParseError or an Error (exit 2 with a message), never a crash.
#include <CLI/CLI.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "commands.h"
#include "cubelab/cube/error.h"
#include "lab/lab_commands.h"

namespace {
struct Parsed {};  // thrown when the parse is complete
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> args{"cubelab"};
  std::string current;
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == 0) {
      args.push_back(current);
      current.clear();
    } else {
      current += static_cast<char>(data[i]);
    }
  }
  if (!current.empty()) args.push_back(current);
  if (args.size() > 64) return 0;

  CLI::App app{"cubelab", "cubelab"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "cubelab");
  cubelab::cli::add_all_commands(app);
  cubelab::cli::add_all_lab_commands(app);
  // Parsing only: every option is read and checked, then the parse stops before any command
  // runs (they would solve, serve or delete tables). The main app's parse-complete callback
  // runs after the options' checks and before the commands' callbacks.
  app.parse_complete_callback([] { throw Parsed{}; });
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError&) {
  } catch (const cubelab::Error&) {  // a flag's value refused with its code, as main does
  } catch (const Parsed&) {
  }
  return 0;
}

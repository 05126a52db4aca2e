// Fuzzes the command line: the full `cubelab` argument parser (every command's options and
// their checks), with the commands' actions removed, so that only parsing runs. Arguments
// are the input split at NUL bytes. A bad command line must be a CLI11 ParseError (exit 2
// with a message), never a crash.
#include <CLI/CLI.hpp>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "commands.h"

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
  cubelab::cli::add_all_commands(app);  // every command, as main.cpp adds them
  // Parsing only: no command runs (they would solve, serve or delete tables).
  std::vector<CLI::App*> pending{&app};
  while (!pending.empty()) {
    CLI::App* a = pending.back();
    pending.pop_back();
    a->callback(std::function<void()>{});
    for (CLI::App* sub : a->get_subcommands({})) pending.push_back(sub);
  }
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError&) {
  }
  return 0;
}

// cubelab tables list | build [NAME... | --all] | verify | clear: the table store.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/progress.h"
#include "cubelab/tables.h"

namespace cubelab::cli {
namespace {

void list(bool json, bool check) {
  const std::vector<TableInfo> all = list_tables(check);
  if (json) {
    for (const TableInfo& t : all) std::cout << to_json(t) << "\n";
    std::cout.flush();
    return;
  }
  std::cout << fmt::format("cache: {}\n", table_cache_dir());
  // Columns as wide as their content (names such as optimal-htm-eo8-ep24-b9f are long).
  std::vector<std::vector<std::string>> table{{"NAME", "STATUS", "SIZE", "BUILD", "PATH"}};
  for (const TableInfo& t : all) {
    if (t.status == "missing") {
      table.push_back({t.name, t.status, "-", "-", t.path});
    } else if (t.status == "in memory") {
      // Built by every process that uses them, so built here too: size and time are measured.
      table.push_back({t.name, t.status, human_bytes(t.bytes),
                       fmt::format("{:.2f}s", t.build_seconds), "(built on every start)"});
    } else if (t.status == "temporary") {
      table.push_back(
          {t.name, t.status, human_bytes(t.bytes), "-", t.path + "  (" + t.problem + ")"});
    } else {
      table.push_back({t.name, t.status, human_bytes(t.bytes),
                       fmt::format("{:.1f}s", t.build_seconds),
                       t.path + (t.problem.empty() ? "" : "  (" + t.problem + ")")});
    }
  }
  std::cout << aligned_columns(table, {false, false, true, true, false});

  // Each solver's table sets for a memory budget: ready when every table is in the cache.
  const std::vector<TableProfile> profiles = table_profiles(all);
  if (profiles.empty()) return;
  std::vector<std::vector<std::string>> sets{{"SOLVER", "PROFILE", "SIZE", "STATUS", "BUILD"}};
  for (const TableProfile& p : profiles)
    sets.push_back({p.solver, p.note.empty() ? p.name : p.name + " (" + p.note + ")",
                    human_bytes(p.bytes), p.status,
                    p.status == "ready" || p.status == "in memory"
                        ? fmt::format("{:.1f}s", p.build_seconds)
                        : "-"});
  std::cout << "\nprofiles: the tables a solver uses for a memory budget (-o memory=SIZE)\n"
            << aligned_columns(sets, {false, false, true, false, true});
}

void build(const std::vector<std::string>& names, bool all) {
  // Each line is printed when its table is ready; the names line up with the longest one.
  size_t width = 0;
  for (const std::string& n : names) width = std::max(width, n.size());
  if (all)
    for (const TableInfo& t : list_tables()) width = std::max(width, t.name.size());
  build_tables(names, all, [width](const TableInfo& t) {
    if (t.status == "in memory") {
      std::cout << fmt::format(
          "{:<{}}  {:>10}  built in {:.2f} s  (in memory: built by every "
          "process that uses it, not stored)\n",
          t.name, width, human_bytes(t.bytes), t.build_seconds);
    } else {
      std::cout << fmt::format("{:<{}}  {:>10}  built in {:.1f} s  {}\n", t.name, width,
                               human_bytes(t.bytes), t.build_seconds, t.path);
    }
    std::cout.flush();
  });
}

// Checks every file in full and records each verdict beside it (NAME.verified): a damaged
// table is then rebuilt by the next process that loads it, however large.
void verify() {
  int bad = 0;
  const std::vector<TableInfo> files = verify_tables();
  std::vector<std::vector<std::string>> rows;
  for (const TableInfo& f : files) {
    rows.push_back(
        {f.name.empty() ? f.path : f.name, f.problem.empty() ? "ok" : "DAMAGED: " + f.problem});
    bad += !f.problem.empty();
  }
  std::cout << aligned_columns(rows);
  if (files.empty()) std::cout << "no tables in " << table_cache_dir() << "\n";
  if (bad) {
    std::cerr << bad
              << " damaged table file(s); each is rebuilt when next loaded (by a solver or "
                 "'cubelab tables build NAME'), or run 'cubelab tables clear'\n";
    raise_exit(kExitFailure);
  }
}

}  // namespace

void add_tables_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("tables", "Show, build, verify or delete the cached tables");
  cmd->require_subcommand(1);
  auto json = std::make_shared<bool>(false);
  auto check = std::make_shared<bool>(false);
  auto* ls = cmd->add_subcommand("list", "Tables with status, size, build time and path");
  ls->add_flag("--json", *json, "One JSON object per table");
  ls->add_flag("--check", *check,
               "Also verify checksums (else: ok only if verified since the file last changed)");
  ls->callback([json, check] { guarded([&] { list(*json, *check); }); });

  auto names = std::make_shared<std::vector<std::string>>();
  auto all = std::make_shared<bool>(false);
  auto* bl = cmd->add_subcommand("build", "Build tables now (normally built on first use)");
  bl->add_option("name", *names, "Table names (see 'cubelab tables list')");
  bl->add_flag("--all", *all, "Every table of every solver");
  bl->callback([names, all] { guarded([&] { build(*names, *all); }); });

  cmd->add_subcommand("verify", "Check every table file (header, size, checksum)")->callback([] {
    guarded(verify);
  });
  cmd->add_subcommand("clear", "Delete every table file of the cache")->callback([] {
    guarded([] {
      const int n = clear_tables();
      std::cout << fmt::format("removed {} file(s) from {}\n", n, table_cache_dir());
    });
  });
}

}  // namespace cubelab::cli

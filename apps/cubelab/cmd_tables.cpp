// cubelab tables list | build [NAME... | --all] | verify | clear: the table store.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/base/progress.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/store.h"

namespace cubelab::cli {
namespace {

// Every solver registers its tables in the catalog when the solver list is created.
std::vector<tables::CatalogEntry> known_tables() {
  all_solvers();
  return tables::catalog();
}

// ok: the content matched its checksum when last checked and the file has not changed
// since; unverified: the header is good but the content has not been checked since the file
// changed (`--check` or `tables verify` checks it); damaged: it failed a check.
std::string status_of(const tables::FileInfo& f) {
  if (f.temporary) return "temporary";
  if (!f.problem.empty()) return "damaged";
  return f.verified ? "ok" : "unverified";
}

nlohmann::json info_json(const tables::FileInfo& f) {
  return {{"name", f.name},
          {"path", f.path},
          {"bytes", f.file_bytes},
          {"build_seconds", f.build_seconds},
          {"parameters", f.parameters},
          {"version", f.version},
          {"status", status_of(f)},
          {"problem", f.problem}};
}

void list(bool json, bool check) {
  std::map<std::string, tables::FileInfo> files;
  std::vector<tables::FileInfo> temporary;
  for (auto& f : tables::list_files(check)) {
    if (f.temporary)
      temporary.push_back(f);
    else
      files[f.name] = f;
  }
  std::vector<std::tuple<std::string, std::string, std::string>> rows;  // name, solver, desc
  std::map<std::string, tables::InMemoryTable> in_memory;  // built here: size, build time
  for (const auto& e : known_tables()) {
    if (e.in_memory) {
      in_memory[e.name] = e.in_memory();
      continue;
    }
    rows.emplace_back(e.name, e.solver, e.description);
  }
  for (const auto& [name, f] : files) {
    bool known = false;
    for (auto& r : rows) known = known || std::get<0>(r) == name;
    if (!known) rows.emplace_back(name, "", "(not used by any solver of this build)");
  }
  if (json) {
    for (const auto& [name, solver, desc] : rows) {
      nlohmann::json j = {{"name", name}, {"solver", solver}, {"description", desc}};
      auto it = files.find(name);
      if (it != files.end()) {
        j.update(info_json(it->second));
      } else {
        j["status"] = "missing";
        j["path"] = tables::table_path(name);
      }
      print_json(j);
    }
    for (const auto& [name, t] : in_memory)
      print_json({{"name", name},
                  {"status", "in memory"},
                  {"bytes", t.bytes},
                  {"build_seconds", t.build_seconds},
                  {"path", nullptr}});
    for (const auto& f : temporary) print_json(info_json(f));
    return;
  }
  std::cout << fmt::format("cache: {}\n", tables::cache_dir());
  // Columns as wide as their content (names such as optimal-htm-eo8-ep24-b9f are long).
  std::vector<std::vector<std::string>> table{{"NAME", "STATUS", "SIZE", "BUILD", "PATH"}};
  for (const auto& [name, solver, desc] : rows) {
    auto it = files.find(name);
    if (it == files.end()) {
      table.push_back({name, "missing", "-", "-", tables::table_path(name)});
      continue;
    }
    const auto& f = it->second;
    table.push_back({name, status_of(f), human_bytes(f.file_bytes),
                     fmt::format("{:.1f}s", f.build_seconds),
                     f.path + (f.problem.empty() ? "" : "  (" + f.problem + ")")});
  }
  // Built by every process that uses them, so built here too: size and time are measured.
  for (const auto& [name, t] : in_memory)
    table.push_back({name, "in memory", human_bytes(t.bytes),
                     fmt::format("{:.2f}s", t.build_seconds), "(built on every start)"});
  for (const auto& f : temporary)
    table.push_back(
        {f.name, status_of(f), human_bytes(f.file_bytes), "-", f.path + "  (" + f.problem + ")"});
  std::cout << aligned_columns(table, {false, false, true, true, false});

  // Each solver's table sets for a memory budget: ready when every table is in the cache.
  const auto profiles = tables::catalog_profiles();
  if (profiles.empty()) return;
  std::vector<std::vector<std::string>> sets{{"SOLVER", "PROFILE", "SIZE", "STATUS", "BUILD"}};
  for (const auto& p : profiles) {
    int missing = 0;
    double seconds = 0;
    bool memory = false;
    for (const auto& name : p.tables) {
      if (auto it = in_memory.find(name); it != in_memory.end()) {
        memory = true;
        seconds += it->second.build_seconds;
      } else if (auto f = files.find(name); f != files.end() && status_of(f->second) != "damaged") {
        seconds += f->second.build_seconds;
      } else {
        ++missing;
      }
    }
    const std::string status = missing == static_cast<int>(p.tables.size()) ? "missing"
                               : missing ? fmt::format("{} of {} missing", missing, p.tables.size())
                               : memory  ? "in memory"
                                         : "ready";
    sets.push_back({p.solver, p.note.empty() ? p.name : p.name + " (" + p.note + ")",
                    human_bytes(p.bytes), status, missing ? "-" : fmt::format("{:.1f}s", seconds)});
  }
  std::cout << "\nprofiles: the tables a solver uses for a memory budget (-o memory=SIZE)\n"
            << aligned_columns(sets, {false, false, true, false, true});
}

void build(const std::vector<std::string>& names, bool all) {
  auto known = known_tables();
  if (!all && names.empty())
    throw InputError(ErrorCode::Request, "name the tables to build, or use --all");
  for (const auto& n : names) {
    bool found = false;
    for (auto& e : known) found = found || e.name == n;
    if (!found) {
      std::string list;
      for (auto& e : known) list += (list.empty() ? "" : ", ") + e.name;
      throw InputError(ErrorCode::Request, fmt::format("unknown table '{}' (known: {})", n, list));
    }
  }
  // Each line is printed when its table is ready; the names line up with the longest one.
  auto wanted = [&](const tables::CatalogEntry& e) {
    bool w = all;
    for (const auto& n : names) w = w || n == e.name;
    return w;
  };
  size_t width = 0;
  for (const auto& e : known)
    if (wanted(e)) width = std::max(width, e.name.size());
  for (const auto& e : known) {
    if (!wanted(e)) continue;
    if (e.in_memory) {
      const tables::InMemoryTable t = e.in_memory();
      std::cout << fmt::format(
          "{:<{}}  {:>10}  built in {:.2f} s  (in memory: built by every "
          "process that uses it, not stored)\n",
          e.name, width, human_bytes(t.bytes), t.build_seconds);
      continue;
    }
    e.ensure();
    auto info = tables::inspect_file(tables::table_path(e.name), false);
    std::cout << fmt::format("{:<{}}  {:>10}  built in {:.1f} s  {}\n", e.name, width,
                             human_bytes(info.file_bytes), info.build_seconds, info.path);
  }
}

// Checks every file in full and records each verdict beside it (NAME.verified): a damaged
// table is then rebuilt by the next process that loads it, however large.
void verify() {
  int bad = 0;
  auto files = tables::list_files(true);
  std::vector<std::vector<std::string>> rows;
  for (const auto& f : files) {
    if (f.temporary) continue;
    rows.push_back(
        {f.name.empty() ? f.path : f.name, f.problem.empty() ? "ok" : "DAMAGED: " + f.problem});
    bad += !f.problem.empty();
  }
  std::cout << aligned_columns(rows);
  if (files.empty()) std::cout << "no tables in " << tables::cache_dir() << "\n";
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
      int n = tables::clear_cache();
      std::cout << fmt::format("removed {} file(s) from {}\n", n, tables::cache_dir());
    });
  });
}

}  // namespace cubelab::cli

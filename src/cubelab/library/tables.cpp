// The facade's tables (tables.h): the catalog the solvers fill as they register
// (tables/catalog.h) and the files of the store (tables/store.h).
#include "cubelab/tables.h"

#include <fmt/format.h>

#include <map>
#include <nlohmann/json.hpp>

#include "cubelab/library/access.h"
#include "cubelab/puzzle.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/store.h"

namespace cubelab {
namespace {

// Every solver registers its tables in the catalog when the solver list is created, and
// the puzzles with stored tables theirs when the puzzle list is.
std::vector<tables::CatalogEntry> known_tables() {
  all_solvers();
  puzzles();
  return tables::catalog();
}

TableInfo from_file(const tables::FileInfo& f) {
  TableInfo t;
  t.name = f.name;
  t.path = f.path;
  t.bytes = f.file_bytes;
  t.build_seconds = f.build_seconds;
  t.parameters = f.parameters;
  t.version = f.version;
  t.problem = f.problem;
  t.status = f.temporary          ? "temporary"
             : !f.problem.empty() ? "damaged"
             : f.verified         ? "ok"
                                  : "unverified";
  return t;
}

// A table built in memory by this process (a catalog entry with in_memory), as listed.
TableInfo built_in_memory(const tables::CatalogEntry& e) {
  const tables::InMemoryTable built = e.in_memory();
  TableInfo t;
  t.status = "in memory";
  t.bytes = built.bytes;
  t.build_seconds = built.build_seconds;
  return t;
}

// `t` named and described as its catalog entry says.
TableInfo described(TableInfo t, const tables::CatalogEntry& e) {
  t.name = e.name;
  t.solver = e.solver;
  t.description = e.description;
  return t;
}

}  // namespace

std::string table_cache_dir() { return tables::cache_dir(); }

std::vector<TableInfo> table_catalog() {
  std::vector<TableInfo> out;
  for (const tables::CatalogEntry& e : known_tables()) out.push_back(described({}, e));
  return out;
}

std::vector<TableInfo> list_tables(bool check) {
  std::map<std::string, tables::FileInfo> files;
  std::vector<TableInfo> temporary;
  for (const tables::FileInfo& f : tables::list_files(check)) {
    if (f.temporary)
      temporary.push_back(from_file(f));
    else
      files[f.name] = f;
  }
  std::vector<TableInfo> stored, in_memory;
  for (const tables::CatalogEntry& e : known_tables()) {
    TableInfo t;
    if (e.in_memory) {
      t = built_in_memory(e);
    } else if (auto it = files.find(e.name); it != files.end()) {
      t = from_file(it->second);
      files.erase(it);
    } else {
      t.status = "missing";
      t.path = tables::table_path(e.name);
    }
    (e.in_memory ? in_memory : stored).push_back(described(std::move(t), e));
  }
  // Files no solver of this build uses (an older version's, another build's).
  for (const auto& [name, f] : files) {
    TableInfo t = from_file(f);
    t.description = "(not used by any solver of this build)";
    stored.push_back(std::move(t));
  }
  stored.insert(stored.end(), in_memory.begin(), in_memory.end());
  stored.insert(stored.end(), temporary.begin(), temporary.end());
  return stored;
}

std::vector<TableProfile> table_profiles(const std::vector<TableInfo>& listed) {
  std::map<std::string, const TableInfo*> by_name;
  for (const TableInfo& t : listed)
    if (t.status != "temporary") by_name[t.name] = &t;
  std::vector<TableProfile> out;
  for (const tables::CatalogProfile& p : tables::catalog_profiles()) {
    TableProfile profile{p.solver, p.name, p.note, p.bytes, p.tables, "", 0};
    int missing = 0;
    bool memory = false;
    for (const std::string& name : p.tables) {
      const auto it = by_name.find(name);
      const TableInfo* t = it == by_name.end() ? nullptr : it->second;
      if (!t || t->status == "missing" || t->status == "damaged") {
        ++missing;
        continue;
      }
      memory = memory || t->status == "in memory";
      profile.build_seconds += t->build_seconds;
    }
    const int count = static_cast<int>(p.tables.size());
    profile.status = missing == count ? "missing"
                     : missing        ? fmt::format("{} of {} missing", missing, count)
                     : memory         ? "in memory"
                                      : "ready";
    if (missing) profile.build_seconds = 0;
    out.push_back(std::move(profile));
  }
  return out;
}

void build_tables(const std::vector<std::string>& names, bool all,
                  const std::function<void(const TableInfo&)>& each) {
  const std::vector<tables::CatalogEntry> known = known_tables();
  if (!all && names.empty())
    throw Error(error_code_name(ErrorCode::Request), "name the tables to build, or use --all");
  for (const std::string& n : names) {
    bool found = false;
    for (const tables::CatalogEntry& e : known) found = found || e.name == n;
    if (!found) {
      std::string list;
      for (const tables::CatalogEntry& e : known) list += (list.empty() ? "" : ", ") + e.name;
      throw Error(error_code_name(ErrorCode::Request),
                  fmt::format("unknown table '{}' (known: {})", printable(n), list));
    }
  }
  for (const tables::CatalogEntry& e : known) {
    bool wanted = all;
    for (const std::string& n : names) wanted = wanted || n == e.name;
    if (!wanted) continue;
    if (!e.in_memory) e.ensure();
    each(described(e.in_memory ? built_in_memory(e)
                               : from_file(tables::inspect_file(tables::table_path(e.name), false)),
                   e));
  }
}

std::vector<TableInfo> verify_tables() {
  std::vector<TableInfo> out;
  for (const tables::FileInfo& f : tables::list_files(true))
    if (!f.temporary) out.push_back(from_file(f));
  return out;
}

int clear_tables() { return tables::clear_cache(); }

std::string to_json(const TableInfo& t) {
  const nlohmann::json j = {
      {"name", t.name},
      {"solver", t.solver},
      {"description", t.description},
      {"status", t.status},
      {"path", t.path.empty() ? nlohmann::json(nullptr) : nlohmann::json(t.path)},
      {"bytes", t.bytes},
      {"build_seconds", t.build_seconds},
      {"parameters", t.parameters},
      {"version", t.version},
      {"problem", t.problem}};
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace cubelab

// The server's facade (include/cubelab/server.h): its options read into the HTTP server's
// configuration, the tables it may build named from the tables' catalog.
#include "cubelab/server.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "cubelab/error.h"
#include "cubelab/puzzle.h"
#include "cubelab/server/http_server.h"
#include "cubelab/tables.h"

namespace cubelab {
namespace {

// "default": the tables of every puzzle's default solver that has stored ones (two-phase's,
// the 2x2x2's, cube4's, the skewb's), the big cubes' centre tables (a few MiB, named by a hash:
// "reduction-centres-*") and the goal solver's (small tables generated per goal: "goal-*").
std::string default_tables() {
  const std::vector<TableInfo> catalog = table_catalog();
  std::vector<std::string> items = {"goal", "reduction-centres-*"};
  for (const PuzzleInfo& p : puzzles()) {
    const bool has_tables = std::any_of(catalog.begin(), catalog.end(), [&](const TableInfo& t) {
      return t.solver == p.default_solver;
    });
    if (has_tables && std::find(items.begin(), items.end(), p.default_solver) == items.end())
      items.push_back(p.default_solver);
  }
  return fmt::format("{}", fmt::join(items, ","));
}

// build_tables: "all", "none", "default" (above), or table names and solver names (each
// solver's tables, from the catalog), comma-separated.
std::optional<std::vector<std::string>> tables_to_build(const std::string& spec) {
  if (spec == "all") return std::nullopt;
  const std::vector<TableInfo> catalog = table_catalog();
  std::vector<std::string> names;
  std::string rest = spec == "default" ? default_tables() : spec;
  for (size_t start = 0; start <= rest.size();) {
    size_t comma = rest.find(',', start);
    if (comma == std::string::npos) comma = rest.size();
    const std::string item = rest.substr(start, comma - start);
    start = comma + 1;
    if (item.empty() || item == "none") continue;
    if (item == "goal") {  // named by a hash of the goal, not in the catalog
      names.push_back("goal-*");
      continue;
    }
    if (item == "reduction-centres-*") {  // named by a hash of the orbit type
      names.push_back(item);
      continue;
    }
    bool known = false;
    for (const auto& e : catalog)
      if (e.name == item || e.solver == item) {
        names.push_back(e.name);
        known = true;
      }
    if (!known) {
      std::string list;
      for (const auto& e : catalog) list += (list.empty() ? "" : ", ") + e.name;
      throw Error("E_OPTION",
                  fmt::format("--build-tables: '{}' is neither a table nor a solver with "
                              "tables (tables: {})",
                              item, list));
    }
  }
  return names;
}

server::ServerConfig config_of(const ServerOptions& o) {
  server::ServerConfig c;
  c.host = o.host;
  c.port = o.port;
  c.web_dir = o.web_dir;
  c.log_requests = o.log_requests;
  c.limits = o.limits;
  c.limits.default_time_limit_s =
      std::min(o.limits.default_time_limit_s, o.limits.max_time_limit_s);
  c.allowed_hosts = o.allowed_hosts;
  c.build_tables = tables_to_build(o.build_tables);
  c.build_time_limit_s = o.build_time_limit_s;
  return c;
}

}  // namespace

struct Server::Impl {
  explicit Impl(server::ServerConfig config) : http(std::move(config)) {}
  server::HttpServer http;
};

Server::Server(const ServerOptions& options) : impl_(std::make_unique<Impl>(config_of(options))) {}

Server::~Server() = default;

int Server::bind() {
  try {
    return impl_->http.bind();
  } catch (const std::runtime_error& e) {
    // The address or port asked for cannot be had: the options' fault, said as such.
    throw Error("E_OPTION", std::string("--host/--port: ") + e.what());
  }
}

void Server::serve() { impl_->http.serve(); }
void Server::stop() { impl_->http.stop(); }
bool Server::running() const { return impl_->http.running(); }

}  // namespace cubelab

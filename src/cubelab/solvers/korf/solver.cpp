// The `korf` solver: Korf 1997 as de Souza (2011) §5.2 describes it (korf_search.h).
#include <fmt/format.h>

#include <memory>

#include "cubelab/cube/error.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/korf/coords.h"
#include "cubelab/solvers/korf/search.h"
#include "cubelab/solvers/korf/tables.h"

namespace cubelab {
namespace {

void prepare_korf(const SolveRequest&) {
  korf::tables();
  korf::move_tables();
}

SolveResult solve_korf(const SolveRequest& request) {
  const korf::Tables& tables = korf::tables();
  ida::Settings settings;
  settings.threads = request.threads;
  settings.wanted = request.count;
  settings.max_length = request.max_length;
  const CubieCube cube = request.cube;
  ida::Outcome out = ida::run<korf::Searcher>(
      request, settings, [&] { return std::make_unique<korf::Searcher>(tables, cube); });
  return ida::to_result(std::move(out), request.threads);
}

}  // namespace

void register_korf_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  korf::register_tables();
  out.push_back(make_solver(
      {.name = "korf",
       .description = "Optimal (HTM): Korf's IDA* with corner and two six-edge pattern databases "
                      "(R. Korf 1997, as described by W. P. R. de Souza, \"Soluções Eficientes "
                      "para o Cubo Mágico\", 2011; 86 MB of tables, minutes to hours per random "
                      "cube)",
       .stored_tables = [](const SolveRequest&) { return korf::table_names(); }},
      prepare_korf, solve_korf));
}

}  // namespace cubelab

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

class KorfSolver : public Solver {
 public:
  KorfSolver()
      : Solver({.name = "korf",
                .description =
                    "Optimal (HTM): Korf's IDA* with corner and two six-edge pattern databases "
                    "(R. Korf 1997, as described by W. P. R. de Souza, \"Soluções Eficientes "
                    "para o Cubo Mágico\", 2011; 86 MB of tables, minutes to hours per random "
                    "cube)"}) {}

  void prepare(const SolveRequest&) override {
    korf::tables();
    korf::move_tables();
  }

  SolveResult solve(const SolveRequest& request) override {
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
};

}  // namespace

void register_korf_solvers(std::vector<std::unique_ptr<Solver>>& out) {
  korf::register_tables();
  out.push_back(std::make_unique<KorfSolver>());
}

}  // namespace cubelab

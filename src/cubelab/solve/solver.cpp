#include "cubelab/solve/solver.h"

#include <algorithm>

#include "cubelab/base/enum_names.h"
#include "cubelab/tables/store.h"

namespace cubelab {

namespace {

constexpr EnumNames<Metric, 3> kMetricNames{
    {{{Metric::Htm, "htm"}, {Metric::Qtm, "qtm"}, {Metric::Axial, "axial"}}}, "htm"};
constexpr EnumNames<SolveStatus, 5> kStatusNames{{{{SolveStatus::Solved, "solved"},
                                                   {SolveStatus::NoSolution, "no_solution"},
                                                   {SolveStatus::TimedOut, "timed_out"},
                                                   {SolveStatus::Cancelled, "cancelled"},
                                                   {SolveStatus::Error, "error"}}},
                                                 "error"};

}  // namespace

const char* metric_name(Metric m) { return kMetricNames.name(m); }
std::optional<Metric> metric_from_name(std::string_view name) { return kMetricNames.value(name); }
std::string metric_names() { return kMetricNames.list(); }

int length_in(const Alg& alg, Metric m) {
  switch (m) {
    case Metric::Htm:
      return alg.htm();
    case Metric::Qtm:
      return alg.qtm();
    case Metric::Axial:
      return alg.axial();
  }
  return alg.htm();
}

std::string alg_text(const Alg& alg, Metric m) {
  return m == Metric::Axial ? alg.axial_str() : alg.str();
}

const char* status_name(SolveStatus s) { return kStatusNames.name(s); }

bool Solver::supports(Metric metric) const {
  return std::find(traits_.metrics.begin(), traits_.metrics.end(), metric) != traits_.metrics.end();
}

namespace {

class FunctionSolver : public Solver {
 public:
  FunctionSolver(SolverTraits traits, std::function<void(const SolveRequest&)> prepare,
                 std::function<SolveResult(const SolveRequest&)> solve)
      : Solver(std::move(traits)), prepare_(std::move(prepare)), solve_(std::move(solve)) {}
  void prepare(const SolveRequest& request) override {
    if (prepare_) prepare_(request);
  }
  SolveResult solve(const SolveRequest& request) override { return solve_(request); }

 private:
  std::function<void(const SolveRequest&)> prepare_;
  std::function<SolveResult(const SolveRequest&)> solve_;
};

}  // namespace

std::unique_ptr<Solver> make_solver(SolverTraits traits,
                                    std::function<void(const SolveRequest&)> prepare,
                                    std::function<SolveResult(const SolveRequest&)> solve) {
  return std::make_unique<FunctionSolver>(std::move(traits), std::move(prepare), std::move(solve));
}

std::unique_ptr<Solver> make_solver(SolverTraits traits,
                                    std::function<SolveResult(const SolveRequest&)> solve) {
  return make_solver(std::move(traits), nullptr, std::move(solve));
}

StopCondition::StopCondition(const SolveRequest& r)
    : start_(std::chrono::steady_clock::now()), cancel_(r.cancel) {
  if (r.time_limit_s > 0)
    deadline_ = start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                             std::chrono::duration<double>(r.time_limit_s));
}

bool StopCondition::timed_out() const {
  return deadline_ && std::chrono::steady_clock::now() >= *deadline_;
}

bool StopCondition::damaged() const { return tables::damage_found(); }

bool StopCondition::should_stop() const { return cancelled() || timed_out() || damaged(); }

double StopCondition::elapsed_s() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

SolveResult StopCondition::stopped_result(std::string message) const {
  SolveResult r;
  r.status = cancelled() ? SolveStatus::Cancelled
             : damaged() ? SolveStatus::Error
                         : SolveStatus::TimedOut;
  r.message = message.empty() ? std::string(reason()) : std::move(message);
  return r;
}

}  // namespace cubelab

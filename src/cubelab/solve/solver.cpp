#include "cubelab/solve/solver.h"

namespace cubelab {

const char* metric_name(Metric m) {
  switch (m) {
    case Metric::Htm:
      return "htm";
    case Metric::Qtm:
      return "qtm";
    case Metric::Axial:
      return "axial";
  }
  return "htm";
}

std::optional<Metric> metric_from_name(std::string_view name) {
  for (Metric m : kMetrics)
    if (name == metric_name(m)) return m;
  return std::nullopt;
}

std::string metric_names() { return "htm, qtm or axial"; }

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

const char* status_name(SolveStatus s) {
  switch (s) {
    case SolveStatus::Solved:
      return "solved";
    case SolveStatus::NoSolution:
      return "no_solution";
    case SolveStatus::TimedOut:
      return "timed_out";
    case SolveStatus::Cancelled:
      return "cancelled";
    case SolveStatus::Error:
      return "error";
  }
  return "error";
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

bool StopCondition::should_stop() const { return cancelled() || timed_out(); }

double StopCondition::elapsed_s() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

}  // namespace cubelab

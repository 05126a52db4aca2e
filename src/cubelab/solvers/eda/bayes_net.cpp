#include "cubelab/solvers/eda/bayes_net.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <unordered_map>

#include "cubelab/solvers/eda/categorical.h"

namespace cubelab::eda {
namespace {

// (variable, sorted parent set) packed into 6-bit fields: unique for < 64 variables and at
// most kMaxParents parents.
uint64_t family_key(int var, const std::vector<int>& parents) {
  uint64_t k = static_cast<uint64_t>(var + 1);  // every 6-bit digit non-zero
  for (int p : parents) k = (k << 6) | static_cast<uint64_t>(p + 1);
  return k;
}

std::vector<int> with(std::vector<int> v, int x) {
  v.push_back(x);
  std::sort(v.begin(), v.end());
  return v;
}

std::vector<int> without(std::vector<int> v, int x) {
  v.erase(std::remove(v.begin(), v.end(), x), v.end());
  return v;
}

}  // namespace

BayesNet::BayesNet(int variables, int arity, int max_parents, StructureScore score, double prior)
    : n_(variables),
      arity_(arity),
      max_parents_(max_parents),
      score_(score),
      prior_(prior),
      parents_(variables),
      marginal_(variables, std::vector<double>(arity, 1.0 / arity)),
      cpt_(variables) {
  if (variables < 1 || variables > 63 || arity < 2 || max_parents < 0 || max_parents > kMaxParents)
    throw std::invalid_argument("BayesNet: 1..63 variables, arity >= 2, 0..8 parents");
  update_order();
}

void BayesNet::learn(const std::vector<Row>& rows) {
  learn_structure(rows);
  learn_parameters(rows);
}

int64_t BayesNet::config_of(int var, const Row& row) const {
  int64_t c = 0;
  for (int p : parents_[var]) c = c * arity_ + row[p];
  return c;
}

double BayesNet::local_score(const std::vector<Row>& rows, int var,
                             const std::vector<int>& parents) const {
  // Counts N(config, value) by sorting keys config*arity+value; runs give the counts.
  std::vector<int64_t> keys;
  keys.reserve(rows.size());
  for (const Row& r : rows) {
    int64_t c = 0;
    for (int p : parents) c = c * arity_ + r[p];
    keys.push_back(c * arity_ + r[var]);
  }
  std::sort(keys.begin(), keys.end());
  // K2 needs lgamma of whole numbers up to rows + arity only: tabulate them once per size.
  thread_local std::vector<double> lgamma_of;
  if (lgamma_of.size() < rows.size() + arity_ + 2) {
    lgamma_of.resize(rows.size() + arity_ + 2);
    for (size_t k = 0; k < lgamma_of.size(); ++k)
      lgamma_of[k] = k == 0 ? 0 : std::lgamma(static_cast<double>(k));
  }
  double score = 0;
  size_t i = 0;
  while (i < keys.size()) {
    int64_t config = keys[i] / arity_;
    size_t config_end = i;
    while (config_end < keys.size() && keys[config_end] / arity_ == config) ++config_end;
    double n_config = static_cast<double>(config_end - i);
    const size_t n_rows = config_end - i;
    if (score_ == StructureScore::K2) score += lgamma_of[arity_] - lgamma_of[n_rows + arity_];
    while (i < config_end) {
      size_t j = i;
      while (j < config_end && keys[j] == keys[i]) ++j;
      double n = static_cast<double>(j - i);
      score += score_ == StructureScore::K2 ? lgamma_of[j - i + 1] : n * std::log(n / n_config);
      i = j;
    }
  }
  if (score_ == StructureScore::Bic) {
    double configs = std::pow(static_cast<double>(arity_), static_cast<double>(parents.size()));
    score -= 0.5 * std::log(static_cast<double>(rows.size())) * (arity_ - 1) * configs;
  }
  return score;
}

bool BayesNet::creates_cycle(int from, int to) const {
  // from -> to closes a cycle iff `from` is reachable from `to` along existing arcs.
  std::vector<char> seen(n_, 0);
  std::vector<int> stack{to};
  seen[to] = 1;
  while (!stack.empty()) {
    int x = stack.back();
    stack.pop_back();
    if (x == from) return true;
    for (int y = 0; y < n_; ++y)
      if (!seen[y] && std::find(parents_[y].begin(), parents_[y].end(), x) != parents_[y].end()) {
        seen[y] = 1;
        stack.push_back(y);
      }
  }
  return false;
}

void BayesNet::learn_structure(const std::vector<Row>& rows) {
  for (auto& p : parents_) p.clear();
  if (rows.empty()) {
    update_order();
    return;
  }
  // Local scores are cached by (variable, parent set): a step changes one or two nodes, so
  // most candidate scores are reused from earlier steps.
  std::unordered_map<uint64_t, double> cache;
  auto score_of = [&](int var, const std::vector<int>& pa) {
    uint64_t key = family_key(var, pa);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    double s = local_score(rows, var, pa);
    cache.emplace(key, s);
    return s;
  };
  std::vector<double> current(n_);
  for (int v = 0; v < n_; ++v) current[v] = score_of(v, parents_[v]);

  constexpr double kMinGain = 1e-9;
  for (;;) {
    enum class Op { Add, Remove, Reverse } best_op = Op::Add;
    double best_gain = kMinGain;
    int best_from = -1, best_to = -1;
    for (int to = 0; to < n_; ++to) {
      for (int from = 0; from < n_; ++from) {
        if (from == to) continue;
        if (has_arc(from, to)) {
          double gain_remove = score_of(to, without(parents_[to], from)) - current[to];
          if (gain_remove > best_gain) {
            best_gain = gain_remove, best_op = Op::Remove, best_from = from, best_to = to;
          }
          if (static_cast<int>(parents_[from].size()) < max_parents_) {
            double gain_reverse =
                gain_remove + score_of(from, with(parents_[from], to)) - current[from];
            if (gain_reverse > best_gain) {
              // Reversal is legal iff no other path from -> ... -> to exists.
              parents_[to] = without(parents_[to], from);
              bool cycle = creates_cycle(to, from);
              parents_[to] = with(parents_[to], from);
              if (!cycle)
                best_gain = gain_reverse, best_op = Op::Reverse, best_from = from, best_to = to;
            }
          }
        } else if (!has_arc(to, from) && static_cast<int>(parents_[to].size()) < max_parents_) {
          double gain_add = score_of(to, with(parents_[to], from)) - current[to];
          if (gain_add > best_gain && !creates_cycle(from, to))
            best_gain = gain_add, best_op = Op::Add, best_from = from, best_to = to;
        }
      }
    }
    if (best_from < 0) break;
    switch (best_op) {
      case Op::Add:
        parents_[best_to] = with(parents_[best_to], best_from);
        break;
      case Op::Remove:
        parents_[best_to] = without(parents_[best_to], best_from);
        break;
      case Op::Reverse:
        parents_[best_to] = without(parents_[best_to], best_from);
        parents_[best_from] = with(parents_[best_from], best_to);
        break;
    }
    current[best_to] = score_of(best_to, parents_[best_to]);
    current[best_from] = score_of(best_from, parents_[best_from]);
  }
  update_order();
}

void BayesNet::learn_parameters(const std::vector<Row>& rows) {
  for (int v = 0; v < n_; ++v) {
    std::vector<double> counts(arity_, 0.0);
    for (const Row& r : rows) counts[r[v]] += 1;
    marginal_[v] = smoothed(counts, prior_);
    cpt_[v].clear();
    if (parents_[v].empty()) continue;
    std::map<int64_t, std::vector<double>> table;
    for (const Row& r : rows) {
      auto& row = table[config_of(v, r)];
      if (row.empty()) row.assign(arity_, 0.0);
      row[r[v]] += 1;
    }
    // Shrink each observed configuration's row towards the variable's marginal.
    for (auto& [config, row] : table) {
      double total = 0;
      for (double c : row) total += c;
      for (int x = 0; x < arity_; ++x)
        row[x] = (row[x] + prior_ * marginal_[v][x]) / (total + prior_);
    }
    cpt_[v] = std::move(table);
  }
}

void BayesNet::set_parents(std::vector<std::vector<int>> parents) {
  if (static_cast<int>(parents.size()) != n_) throw std::invalid_argument("set_parents: size");
  for (auto& p : parents) std::sort(p.begin(), p.end());
  parents_ = std::move(parents);
  for (auto& t : cpt_) t.clear();
  update_order();
}

void BayesNet::set_distribution(int var, const std::vector<int>& parent_values,
                                const std::vector<double>& probabilities) {
  if (parent_values.size() != parents_[var].size() ||
      static_cast<int>(probabilities.size()) != arity_)
    throw std::invalid_argument("set_distribution: sizes");
  if (parents_[var].empty()) {
    marginal_[var] = probabilities;
    return;
  }
  int64_t c = 0;
  for (int x : parent_values) c = c * arity_ + x;
  cpt_[var][c] = probabilities;
}

bool BayesNet::has_arc(int from, int to) const {
  const auto& p = parents_[to];
  return std::find(p.begin(), p.end(), from) != p.end();
}

int BayesNet::arcs() const {
  int a = 0;
  for (const auto& p : parents_) a += static_cast<int>(p.size());
  return a;
}

void BayesNet::update_order() {
  // Kahn's algorithm; the structure is acyclic by construction.
  std::vector<int> missing(n_);
  for (int v = 0; v < n_; ++v) missing[v] = static_cast<int>(parents_[v].size());
  order_.clear();
  std::vector<char> done(n_, 0);
  while (static_cast<int>(order_.size()) < n_) {
    bool progressed = false;
    for (int v = 0; v < n_; ++v) {
      if (done[v] || missing[v] > 0) continue;
      done[v] = 1;
      order_.push_back(v);
      progressed = true;
      for (int c = 0; c < n_; ++c)
        if (has_arc(v, c)) --missing[c];
    }
    if (!progressed) throw std::logic_error("BayesNet: structure has a cycle");
  }
}

double BayesNet::probability(int var, const Row& row, int value) const {
  if (parents_[var].empty()) return marginal_[var][value];
  auto it = cpt_[var].find(config_of(var, row));
  return it == cpt_[var].end() ? marginal_[var][value] : it->second[value];
}

Row BayesNet::sample(Rng& rng) const {
  Row row(n_, 0);
  for (int v : order_) {
    const std::vector<double>* dist = &marginal_[v];
    if (!parents_[v].empty()) {
      auto it = cpt_[v].find(config_of(v, row));
      if (it != cpt_[v].end()) dist = &it->second;
    }
    row[v] = static_cast<uint8_t>(sample_categorical(*dist, rng));
  }
  return row;
}

}  // namespace cubelab::eda

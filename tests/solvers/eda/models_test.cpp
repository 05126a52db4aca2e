// The probabilistic models learn what they should from synthetic data.
#include <gtest/gtest.h>

#include <cmath>

#include "cubelab/solvers/eda/bayes_net.h"
#include "cubelab/solvers/eda/markov_chain.h"
#include "cubelab/solvers/eda/umda.h"

namespace cubelab::eda {
namespace {

std::vector<double> noisy_copy(int arity, int value, double keep) {
  std::vector<double> p(arity, (1 - keep) / (arity - 1));
  p[value] = keep;
  return p;
}

// A known network over 5 variables with 4 values: X0 -> X1 -> X3 <- X2, X4 independent.
// X1 copies X0 90% of the time; X3 copies X1 when X2 < 2 and X2 otherwise, 85% of the time.
// (Each parent of X3 is informative alone, so greedy hill climbing can find both; a pure
// XOR-like child would be a known blind spot of any greedy structure search.)
BayesNet known_network() {
  const int arity = 4;
  BayesNet net(5, arity, 2, StructureScore::Bic, 0);
  net.set_parents({{}, {0}, {}, {1, 2}, {}});
  net.set_distribution(0, {}, {0.25, 0.25, 0.25, 0.25});
  net.set_distribution(2, {}, {0.4, 0.3, 0.2, 0.1});
  net.set_distribution(4, {}, {0.1, 0.2, 0.3, 0.4});
  for (int a = 0; a < arity; ++a) net.set_distribution(1, {a}, noisy_copy(arity, a, 0.9));
  for (int a = 0; a < arity; ++a)
    for (int b = 0; b < arity; ++b)
      net.set_distribution(3, {a, b}, noisy_copy(arity, b < 2 ? a : b, 0.85));
  return net;
}

std::vector<Row> sample_rows(const SequenceModel& m, int n, uint64_t seed) {
  Rng rng(seed);
  std::vector<Row> rows;
  for (int i = 0; i < n; ++i) rows.push_back(m.sample(rng));
  return rows;
}

bool adjacent(const BayesNet& n, int a, int b) { return n.has_arc(a, b) || n.has_arc(b, a); }

TEST(BayesNet, LearnsAKnownStructureBackFromItsSamples) {
  std::vector<Row> rows = sample_rows(known_network(), 4000, 1);
  // K2 recovers the network exactly, v-structure X1 -> X3 <- X2 and parameters included.
  BayesNet k2(5, 4, 2, StructureScore::K2, 1.0);
  k2.learn(rows);
  EXPECT_TRUE(adjacent(k2, 0, 1));
  EXPECT_TRUE(k2.has_arc(1, 3) && k2.has_arc(2, 3));
  EXPECT_EQ(k2.arcs(), 3);
  // P(X3 = x1 | x1, x2 < 2) ~ 0.85 and P(X3 = x2 | x1, x2 >= 2) ~ 0.85.
  EXPECT_NEAR(k2.probability(3, Row{0, 1, 0, 0, 0}, 1), 0.85, 0.05);
  EXPECT_NEAR(k2.probability(3, Row{0, 1, 3, 0, 0}, 3), 0.85, 0.05);
  // BIC with greedy hill climbing finds every true dependency and no false independence
  // claim, but on this sample it stops in a local optimum with one extra arc between X1 and
  // X2 (greedy search's known weakness; the solver uses K2 by default).
  BayesNet bic(5, 4, 2, StructureScore::Bic, 1.0);
  bic.learn(rows);
  for (const BayesNet* net : {&k2, &bic}) {
    EXPECT_TRUE(adjacent(*net, 0, 1));
    EXPECT_TRUE(adjacent(*net, 1, 3));
    EXPECT_TRUE(adjacent(*net, 2, 3));
    EXPECT_FALSE(adjacent(*net, 0, 2));
    for (int v = 0; v < 4; ++v) EXPECT_FALSE(adjacent(*net, 4, v)) << "X4 is independent";
  }
}

TEST(BayesNet, RespectsTheParentLimit) {
  std::vector<Row> rows = sample_rows(known_network(), 3000, 2);
  BayesNet learned(5, 4, 1, StructureScore::K2, 1.0);
  learned.learn(rows);
  for (const auto& p : learned.parents()) EXPECT_LE(p.size(), 1u);
  BayesNet none(5, 4, 0, StructureScore::K2, 1.0);
  none.learn(rows);
  EXPECT_EQ(none.arcs(), 0);
}

TEST(BayesNet, SamplesReproduceTheLearnedDependencyOnEighteenValues) {
  // Rows of 6 "moves": position 2 is always position 1 + 1 (mod 18); others uniform.
  Rng rng(3);
  std::vector<Row> rows;
  for (int i = 0; i < 600; ++i) {
    Row r(6);
    for (auto& x : r) x = static_cast<uint8_t>(rng.below(18));
    r[2] = static_cast<uint8_t>((r[1] + 1) % 18);
    rows.push_back(r);
  }
  BayesNet net(6, 18, 2, StructureScore::K2, 0.5);
  net.learn(rows);
  EXPECT_TRUE(adjacent(net, 1, 2));
  int follows = 0;
  const int n = 2000;
  for (const Row& r : sample_rows(net, n, 4)) follows += r[2] == (r[1] + 1) % 18;
  EXPECT_GT(follows, n * 9 / 10);
}

TEST(Umda, ReproducesTheMarginals) {
  std::vector<Row> rows;
  for (int i = 0; i < 100; ++i)
    rows.push_back({static_cast<uint8_t>(i % 4 == 0 ? 1 : 2), 0, static_cast<uint8_t>(i % 3)});
  Umda u(3, 3, 0.0);
  u.learn(rows);
  EXPECT_DOUBLE_EQ(u.probability(0, 1), 0.25);
  EXPECT_DOUBLE_EQ(u.probability(0, 2), 0.75);
  EXPECT_DOUBLE_EQ(u.probability(1, 0), 1.0);
  EXPECT_NEAR(u.probability(2, 0), 34.0 / 100, 1e-12);
  int ones = 0;
  const int n = 20000;
  for (const Row& r : sample_rows(u, n, 5)) ones += r[0] == 1;
  EXPECT_NEAR(static_cast<double>(ones) / n, 0.25, 0.015);
}

TEST(Umda, PriorSmoothsTowardsUniform) {
  Umda u(1, 4, 4.0);
  u.learn({{0}, {0}, {0}, {0}});
  EXPECT_DOUBLE_EQ(u.probability(0, 0), 5.0 / 8);
  EXPECT_DOUBLE_EQ(u.probability(0, 3), 1.0 / 8);
}

TEST(MarkovChain, ReproducesTransitionFrequenciesWhateverThePosition) {
  // A cycle 0 -> 1 -> 2 -> 0 starting anywhere, with 3 following 2 one time in four.
  Rng rng(6);
  std::vector<Row> rows;
  for (int i = 0; i < 400; ++i) {
    Row r(8);
    r[0] = static_cast<uint8_t>(rng.below(3));
    for (int k = 1; k < 8; ++k) {
      uint8_t prev = r[k - 1];
      r[k] = prev == 2   ? (rng.chance(0.25) ? 3 : 0)
             : prev == 3 ? 0
                         : static_cast<uint8_t>(prev + 1);
    }
    rows.push_back(r);
  }
  MarkovChain m(8, 4, 0.0);
  m.learn(rows);
  EXPECT_DOUBLE_EQ(m.transition(0, 1), 1.0);
  EXPECT_DOUBLE_EQ(m.transition(3, 0), 1.0);
  EXPECT_NEAR(m.transition(2, 3), 0.25, 0.04);
  EXPECT_NEAR(m.initial(3), 0.0, 1e-12);
  // Samples follow the same transitions at every position.
  int after2 = 0, threes = 0;
  for (const Row& r : sample_rows(m, 5000, 7))
    for (size_t k = 1; k < r.size(); ++k)
      if (r[k - 1] == 2) {
        ++after2;
        threes += r[k] == 3;
      }
  EXPECT_NEAR(static_cast<double>(threes) / after2, m.transition(2, 3), 0.02);
}

}  // namespace
}  // namespace cubelab::eda

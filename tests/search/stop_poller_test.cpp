// The node counter that polls a search's stop test (search/stop_poller.h): when it asks,
// what it hands over, and the stop condition of a solve seen through it.
#include "cubelab/search/stop_poller.h"

#include <gtest/gtest.h>

#include <vector>

namespace cubelab {
namespace {

// A poller whose stop test records the node count of each call and says stop from call
// `stop_at_call` on.
class Probe {
 public:
  explicit Probe(int64_t interval, size_t stop_at_call = 100)
      : poller(interval, Check{this, stop_at_call}) {}
  Probe(int64_t interval, int64_t first_poll) : poller(interval, Check{this, 100}, first_poll) {}

  struct Check {
    Probe* probe;
    size_t stop_at_call;
    bool operator()() const {
      probe->calls.push_back(probe->poller.nodes());
      return probe->calls.size() >= stop_at_call;
    }
  };
  std::vector<int64_t> calls;
  search::StopPoller<Check> poller;
};

TEST(StopPoller, AsksOnceEveryIntervalNodes) {
  Probe p(8);
  for (int i = 0; i < 40; ++i) EXPECT_FALSE(p.poller.node());
  EXPECT_EQ(p.calls, (std::vector<int64_t>{8, 16, 24, 32, 40}));
  EXPECT_EQ(p.poller.nodes(), 40);
}

// Counts each batch of nodes, polling after each; the node counts at which the test was asked.
std::vector<int64_t> polls_after(Probe& p, const std::vector<int64_t>& batches) {
  for (int64_t n : batches) {
    p.poller.count(n);
    p.poller.poll();
  }
  return p.calls;
}

TEST(StopPoller, TheFirstPollCanComeAtOnce) {
  Probe p(8, int64_t{0});
  // At once, then not again before 8 more nodes.
  EXPECT_EQ(polls_after(p, {0, 0, 5, 3}), (std::vector<int64_t>{0, 8}));
}

TEST(StopPoller, CountsManyNodesAtOnceAndPollsFromWhereItAsked) {
  Probe p(10);
  // Due since 10: asks at 25, then at 35.
  EXPECT_EQ(polls_after(p, {25, 9, 1}), (std::vector<int64_t>{25, 35}));
}

TEST(StopPoller, SaysStopWhenTheTestDoes) {
  Probe p(4, size_t{3});
  int stopped_at = 0;
  for (int i = 1; i <= 100 && !stopped_at; ++i)
    if (p.poller.node()) stopped_at = i;
  EXPECT_EQ(stopped_at, 12);
}

TEST(StopPoller, TakeHandsOverTheCountAndStartsAgain) {
  Probe p(8);
  for (int i = 0; i < 13; ++i) p.poller.node();
  EXPECT_EQ(p.poller.take(), 13);
  EXPECT_EQ(p.poller.nodes(), 0);
  for (int i = 0; i < 8; ++i) p.poller.node();
  EXPECT_EQ(p.calls, (std::vector<int64_t>{8, 8}));
}

TEST(StopPoller, SeesTheSolvesCancelTokenAndTimeLimit) {
  CancelToken token;
  SolveRequest request;
  request.cancel = &token;
  const StopCondition stop(request);
  search::StopPoller poller(4, search::StopConditionCheck{&stop});
  for (int i = 0; i < 20; ++i) EXPECT_FALSE(poller.node());
  token.cancel();
  for (int i = 0; i < 3; ++i) EXPECT_FALSE(poller.node()) << "asked before its interval";
  EXPECT_TRUE(poller.node());

  SolveRequest timed;
  timed.time_limit_s = 1e-9;
  const StopCondition deadline(timed);
  search::StopPoller late(1, search::StopConditionCheck{&deadline});
  while (!deadline.timed_out()) {
  }
  EXPECT_TRUE(late.node());
}

}  // namespace
}  // namespace cubelab

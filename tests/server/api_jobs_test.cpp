// POST/GET/DELETE /api/jobs, Server-Sent Events, cancellation and the concurrency limit.
#include <atomic>
#include <chrono>
#include <future>

#include "server/server_fixture.h"

namespace cubelab::test {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// The events of one stream, read to its end.
struct Events {
  std::vector<std::pair<std::string, json>> list;  // (event name, data)
  std::string raw;
};

Events parse_events(const std::string& raw) {
  Events e;
  e.raw = raw;
  size_t pos = 0;
  while (true) {
    size_t end = raw.find("\n\n", pos);
    if (end == std::string::npos) break;
    std::string block = raw.substr(pos, end - pos);
    pos = end + 2;
    std::string name, data;
    size_t line_start = 0;
    while (line_start < block.size()) {
      size_t nl = block.find('\n', line_start);
      std::string line = block.substr(line_start, nl == std::string::npos ? nl : nl - line_start);
      if (line.rfind("event: ", 0) == 0) name = line.substr(7);
      if (line.rfind("data: ", 0) == 0) data = line.substr(6);
      if (nl == std::string::npos) break;
      line_start = nl + 1;
    }
    if (!name.empty()) e.list.emplace_back(name, json::parse(data));
  }
  return e;
}

class JobsTest : public ServerTest {
 protected:
  std::string start(const json& body) {
    Reply r = post("/api/jobs", body);
    EXPECT_EQ(r.status, 202) << r.text;
    return r.body.value("id", "");
  }
  // Reads the whole event stream of a job (until the server ends it).
  Events stream(const std::string& id, int* status = nullptr) {
    std::string raw;
    auto c = client();
    auto res = c->Get("/api/jobs/" + id + "/events", [&](const char* data, size_t n) {
      raw.append(data, n);
      return true;
    });
    if (status) *status = res ? res->status : -1;
    return parse_events(raw);
  }
};

TEST_F(JobsTest, JobRunsToItsResult) {
  std::string id = start({{"cube", "F R"}, {"solver", "test-short"}});
  ASSERT_FALSE(id.empty());
  json done = wait_done(id);
  EXPECT_EQ(done["id"], id);
  EXPECT_EQ(done["state"], "done");
  EXPECT_EQ(done["solver"], "test-short");
  EXPECT_EQ(done["result"]["status"], "solved");
  EXPECT_EQ(done["result"]["solution"], "R' F'");
  EXPECT_EQ(done["result"]["input"], "F R");
}

TEST_F(JobsTest, BadJobRequestsAreRefusedBeforeStarting) {
  expect_error(post("/api/jobs", json{{"cube", "R"}, {"solver", "nope"}}), 400, "E_OPTION");
  expect_error(
      post("/api/jobs",
           json{{"cube", "RRRRRRRRR"}, {"solver", "test-short"}, {"options", {{"max_depth", 5}}}}),
      400, "E_OPTION");
  expect_error(post("/api/jobs", json{{"cube", "not a cube"}}), 400, "E_NOTATION");
  expect_error(post("/api/jobs", std::string("{")), 400, "E_REQUEST");
}

TEST_F(JobsTest, UnknownJobGets404) {
  expect_error(get("/api/jobs/0123456789abcdef"), 404, "E_REQUEST");
  expect_error(del("/api/jobs/0123456789abcdef"), 404, "E_REQUEST");
  expect_error(get("/api/jobs/0123456789abcdef/events"), 404, "E_REQUEST");
}

TEST_F(JobsTest, EventsStreamProgressThenTheResult) {
  std::string id = start({{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 0.6}});
  Events e = stream(id);
  ASSERT_GE(e.list.size(), 2u) << e.raw;
  int progress = 0;
  for (size_t i = 0; i + 1 < e.list.size(); ++i) {
    EXPECT_EQ(e.list[i].first, "progress");
    EXPECT_EQ(e.list[i].second["state"], "running");
    if (e.list[i].second["progress"].is_object()) {
      ++progress;
      EXPECT_EQ(e.list[i].second["progress"]["phase"], "waiting");
    }
  }
  EXPECT_GE(progress, 2) << "progress events while the job ran";
  EXPECT_LE(e.list.size(), 20u) << "events are throttled to ~10 a second";
  const auto& [last, data] = e.list.back();
  EXPECT_EQ(last, "done");
  EXPECT_EQ(data["result"]["status"], "timed_out");
}

TEST_F(JobsTest, EventsOfAFinishedJobGiveTheResultAtOnce) {
  std::string id = start({{"cube", "U"}, {"solver", "test-short"}});
  wait_done(id);
  Events e = stream(id);
  ASSERT_EQ(e.list.size(), 1u) << e.raw;
  EXPECT_EQ(e.list[0].first, "done");
  EXPECT_EQ(e.list[0].second["result"]["solution"], "U'");
}

TEST_F(JobsTest, DeleteCancelsARunningJob) {
  std::string id = start({{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 20}});
  auto events = std::async(std::launch::async, [&] { return stream(id); });
  std::this_thread::sleep_for(100ms);
  Reply c = del("/api/jobs/" + id);
  ASSERT_EQ(c.status, 200) << c.text;
  EXPECT_EQ(c.body["cancel_requested"], true);
  ASSERT_EQ(events.wait_for(5s), std::future_status::ready) << "the stream ends after cancel";
  Events e = events.get();
  ASSERT_FALSE(e.list.empty());
  EXPECT_EQ(e.list.back().first, "done");
  EXPECT_EQ(e.list.back().second["result"]["status"], "cancelled");
  json done = wait_done(id);
  EXPECT_EQ(done["result"]["status"], "cancelled");
  EXPECT_LT(done["elapsed_ms"].get<double>(), 5000);
  // Cancelling a finished job changes nothing.
  EXPECT_EQ(del("/api/jobs/" + id).body["result"]["status"], "cancelled");
}

// A page reloaded or closed during a solve leaves its job: the server cancels a job whose
// event stream broke and no client followed again, and its solve slot is free again.
TEST_F(JobsTest, AJobWhoseClientHasGoneIsCancelled) {
  json wait = {{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 30}};
  for (int reload = 0; reload < 3; ++reload) {
    std::string id = start(wait);
    // The client reads the first event, then goes.
    auto c = client();
    c->Get("/api/jobs/" + id + "/events", [](const char*, size_t) { return false; });
    json done = wait_done(id, 10);
    ASSERT_TRUE(done.is_object());
    EXPECT_EQ(done["result"]["status"], "cancelled");
    EXPECT_LT(done["elapsed_ms"].get<double>(), 8000);
  }
  // Followed to its end, or never followed (a client that polls), a job is not cancelled.
  std::string followed = start({{"cube", "R"}, {"solver", "test-short"}});
  EXPECT_EQ(stream(followed).list.back().second["result"]["status"], "solved");
  // (The tests' servers cancel a job 0.5 s after its last stream has gone, test_config.)
  std::string polled = start({{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 6}});
  std::this_thread::sleep_for(2s);
  EXPECT_EQ(get("/api/jobs/" + polled).body["state"], "running");
  del("/api/jobs/" + polled);
  wait_done(polled);
}

TEST_F(JobsTest, TooManyConcurrentSolvesGet429) {
  json wait = {{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 20}};
  std::string a = start(wait), b = start(wait);
  expect_error(post("/api/jobs", wait), 429, "E_LIMIT");
  expect_error(post("/api/solve", json{{"cube", "R"}, {"solver", "test-short"}}), 429, "E_LIMIT");
  // Requests that solve nothing are still answered at once.
  auto t0 = std::chrono::steady_clock::now();
  EXPECT_EQ(get("/api/solvers").status, 200);
  EXPECT_EQ(post("/api/validate", json{{"cube", "R"}}).status, 200);
  EXPECT_EQ(post("/api/scramble", json{{"kind", "moves"}}).status, 200);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 2s);
  // A freed slot is usable as soon as its job is done.
  del("/api/jobs/" + a);
  EXPECT_EQ(wait_done(a)["result"]["status"], "cancelled");
  Reply r = post("/api/solve", json{{"cube", "R"}, {"solver", "test-short"}});
  EXPECT_EQ(r.status, 200) << r.text;
  del("/api/jobs/" + b);
  wait_done(b);
}

TEST_F(JobsTest, TooManyEventStreamsGet429) {
  std::string id = start({{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 20}});
  std::vector<std::future<Events>> streams;
  for (int i = 0; i < 3; ++i)
    streams.push_back(std::async(std::launch::async, [&] { return stream(id); }));
  // Wait until the three streams are open (each has sent its first event).
  std::this_thread::sleep_for(300ms);
  expect_error(get("/api/jobs/" + id + "/events"), 429, "E_LIMIT");
  del("/api/jobs/" + id);
  for (auto& s : streams) {
    ASSERT_EQ(s.wait_for(5s), std::future_status::ready);
    EXPECT_EQ(s.get().list.back().second["result"]["status"], "cancelled");
  }
}

TEST_F(JobsTest, StoppingTheServerCancelsRunningJobs) {
  std::string id = start({{"cube", "R"}, {"solver", "test-wait"}, {"time_limit", 20}});
  auto events = std::async(std::launch::async, [&] { return stream(id); });
  std::this_thread::sleep_for(100ms);
  auto t0 = std::chrono::steady_clock::now();
  server_->stop();
  thread_.join();
  EXPECT_LT(std::chrono::steady_clock::now() - t0, 5s);
  ASSERT_EQ(events.wait_for(5s), std::future_status::ready);
  thread_ = std::thread([] {});  // for TearDown
}

TEST_F(JobsTest, OldJobsAreForgotten) {
  // max_jobs_kept is 8 in the tests: the first of ten finished jobs is dropped.
  std::vector<std::string> ids;
  for (int i = 0; i < 10; ++i) {
    ids.push_back(start({{"cube", "R"}, {"solver", "test-short"}}));
    wait_done(ids.back());
  }
  EXPECT_EQ(get("/api/jobs/" + ids.front()).status, 404);
  EXPECT_EQ(get("/api/jobs/" + ids.back()).status, 200);
}

}  // namespace
}  // namespace cubelab::test

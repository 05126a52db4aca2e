#include "cubelab/server/background_builds.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cubelab/server/http_server.h"
#include "cubelab/tables.h"

namespace cubelab::server {
namespace {

// The names a fake build was given, in order; "bad" fails, "slow" takes a while.
struct Recorder {
  std::mutex mu;
  std::vector<std::string> built;

  BackgroundBuilds::Build build() {
    return [this](const std::string& name) {
      if (name == "slow") std::this_thread::sleep_for(std::chrono::milliseconds(300));
      {
        std::lock_guard lock(mu);
        built.push_back(name);
      }
      if (name == "bad") throw std::runtime_error("no such table");
    };
  }
  // Waits up to ten seconds for `count` builds.
  std::vector<std::string> after(size_t count) {
    for (int i = 0; i < 1000; ++i) {
      {
        std::lock_guard lock(mu);
        if (built.size() >= count) return built;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::lock_guard lock(mu);
    return built;
  }
};

// Tables are built in the order asked, each once however often it is asked for; one that
// fails is said on stderr and forgotten (asked again, it is built again), and does not stop
// those after it.
TEST(BackgroundBuilds, EachTableOnceInTheOrderAskedAndOneThatFailsAgainWhenAsked) {
  Recorder recorder;
  testing::internal::CaptureStderr();
  {
    BackgroundBuilds builds(recorder.build());
    builds.add({"bad", "a"});
    builds.add({"a", "b"});
    EXPECT_EQ(recorder.after(3), (std::vector<std::string>{"bad", "a", "b"}));
    builds.add({"a", "bad"});
    EXPECT_EQ(recorder.after(4), (std::vector<std::string>{"bad", "a", "b", "bad"}));
  }
  const std::string said = testing::internal::GetCapturedStderr();
  EXPECT_NE(said.find("the background build of bad ended: no such table"), std::string::npos)
      << said;
  EXPECT_NE(said.find("table b is built in the background"), std::string::npos) << said;
}

// Ended while a build runs, it waits for that build (the server stops builds first, so that
// it gives up promptly) and drops the ones not begun.
TEST(BackgroundBuilds, EndedDuringABuildDropsTheOnesNotBegun) {
  Recorder recorder;
  testing::internal::CaptureStderr();
  {
    BackgroundBuilds builds(recorder.build());
    builds.add({"slow", "never"});
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  testing::internal::GetCapturedStderr();
  EXPECT_EQ(recorder.after(1), (std::vector<std::string>{"slow"}));
}

// A server's table policy hands what its solves would wait for to its background builds;
// the process's policy without them comes back when the server ends.
TEST(BackgroundBuilds, AreTheServersWhileItLives) {
  EXPECT_FALSE(static_cast<bool>(table_policy().build_later));
  {
    HttpServer server(ServerConfig{});
    EXPECT_TRUE(static_cast<bool>(table_policy().build_later));
  }
  EXPECT_FALSE(static_cast<bool>(table_policy().build_later));
  stop_table_builds(false);  // as the next server would
}

}  // namespace
}  // namespace cubelab::server

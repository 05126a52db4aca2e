// The one progress toolkit: when reports go out, and what a progress bar writes.
#include "cubelab/progress.h"

#include <gtest/gtest.h>

#include <thread>
#include <utility>
#include <vector>

#include "cubelab/base/log.h"

namespace cubelab {
namespace {

TEST(ReportThrottle, FirstAndForcedReportsGoOutOthersWaitForTheInterval) {
  ReportThrottle hourly(std::chrono::hours(1));
  EXPECT_TRUE(hourly.due());
  EXPECT_FALSE(hourly.due());
  EXPECT_TRUE(hourly.due(true));
  EXPECT_FALSE(hourly.due());

  ReportThrottle quick(std::chrono::milliseconds(1));
  EXPECT_TRUE(quick.due());
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  EXPECT_TRUE(quick.due());
}

TEST(ProgressBar, OnATerminalRedrawsInPlaceAndClearsItsLine) {
  testing::internal::CaptureStderr();
  ProgressBar bar("building x", ProgressBar::Output::Terminal);
  bar.update(uint64_t{1}, uint64_t{2});
  bar.update(0.25);  // never backwards: still 50%
  bar.finish("built x");
  const std::string out = testing::internal::GetCapturedStderr();
  EXPECT_EQ(out.rfind("\rbuilding x [###############...............]  50% 1/2", 0), 0u) << out;
  EXPECT_EQ(out.find(" 25%"), std::string::npos) << out;
  EXPECT_NE(out.find("\r\033[Kbuilt x\n"), std::string::npos) << out;
}

TEST(ProgressBar, InALogShortWorkPrintsOnlyItsLastLine) {
  testing::internal::CaptureStderr();
  ProgressBar bar("bench", ProgressBar::Output::Lines);
  for (uint64_t i = 0; i <= 100; ++i) bar.update(i, uint64_t{100});
  bar.finish("done");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "done\n");

  testing::internal::CaptureStderr();
  ProgressBar off("quiet", ProgressBar::Output::Off);
  off.update(0.5);
  off.finish("not shown");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
}

TEST(Log, EveryMessageGoesToTheProgramsHandlerWhenItSetsOne) {
  std::vector<std::pair<LogLevel, std::string>> seen;
  set_log_handler([&](LogLevel level, const std::string& text) { seen.emplace_back(level, text); });
  testing::internal::CaptureStderr();
  log_message(LogLevel::Warning, "cubelab: table x is unusable");
  ProgressBar bar("building x");  // a handler is set: occasional lines, never a bar
  bar.update(0.5);
  bar.finish("built x");
  set_log_handler({});  // back to stderr
  log_message(LogLevel::Info, "to stderr");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "to stderr\n");
  const std::vector<std::pair<LogLevel, std::string>> expected = {
      {LogLevel::Warning, "cubelab: table x is unusable"}, {LogLevel::Info, "built x"}};
  EXPECT_EQ(seen, expected);
}

TEST(HumanBytes, PicksTheUnit) {
  EXPECT_EQ(human_bytes(512), "512 B");
  EXPECT_EQ(human_bytes(3 * 1024 * 1024 + 10), "3.0 MiB");
  EXPECT_EQ(human_bytes(uint64_t{5} << 30), "5.00 GiB");
}

}  // namespace
}  // namespace cubelab

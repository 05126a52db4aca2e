#include "cubelab/tables/store.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/file.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/error.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/build_cancel.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"
#include "support/test_support.h"

namespace cubelab::tables {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

// Every test gets its own empty cache directory.
class StoreTest : public test::FolderTest {
 protected:
  StoreTest() : FolderTest("store-test", Use::TableCache) {}
};

const TableSpec kSpec{"test-squares", "i*i mod 251 over 1 MiB", 3, "test table"};

// A builder that fills i*i mod 251 and counts its calls.
Builder counting_builder(std::atomic<int>& calls, int delay_ms = 0) {
  return [&calls, delay_ms](BuildContext& ctx) {
    ++calls;
    auto out = ctx.allocate(1 << 20);
    for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<uint8_t>(i * i % 251);
    ctx.progress(0.5);
    if (delay_ms) std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
  };
}

// A builder that never finishes by itself: it polls stopped() until a time limit or a
// cancellation ends the build.
void build_until_stopped(BuildContext& ctx) {
  ctx.allocate(4096);
  while (!ctx.stopped()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

bool content_ok(const Table& t) {
  auto d = t.data();
  if (d.size() != (1u << 20)) return false;
  for (size_t i = 0; i < d.size(); ++i)
    if (d[i] != static_cast<uint8_t>(i * i % 251)) return false;
  return true;
}

TEST_F(StoreTest, BuildsOnceThenLoadsFromTheFile) {
  std::atomic<int> calls{0};
  auto t1 = open_or_build(kSpec, counting_builder(calls));
  EXPECT_TRUE(content_ok(*t1));
  EXPECT_EQ(calls, 1);
  EXPECT_TRUE(fs::exists(table_path(kSpec.name)));
  auto t2 = open_or_build(kSpec, counting_builder(calls));
  EXPECT_TRUE(content_ok(*t2));
  EXPECT_EQ(calls, 1);
  FileInfo info = inspect_file(table_path(kSpec.name), true);
  EXPECT_EQ(info.problem, "");
  EXPECT_EQ(info.name, kSpec.name);
  EXPECT_EQ(info.parameters, kSpec.parameters);
  EXPECT_EQ(info.version, 3u);
  EXPECT_EQ(info.payload_bytes, 1u << 20);
}

// A build says what it builds and what that costs before it starts (on one line when stderr
// is not a terminal, as here), and how long it took when done.
TEST_F(StoreTest, ABuildIsAnnouncedWithItsSizeAndExpectedTime) {
  TableSpec spec = kSpec;
  spec.name = "test-announced";
  spec.expected_bytes = 1 << 20;
  spec.expected_seconds = 30;
  std::atomic<int> calls{0};
  ::testing::internal::CaptureStderr();
  open_or_build(spec, counting_builder(calls));
  const std::string err = ::testing::internal::GetCapturedStderr();
  const int threads = build_threads();
  EXPECT_EQ(
      err.find(fmt::format("cubelab: building table test-announced (1.0 MiB, about {:.0f} s "
                           "on {} thread{}), once; it is kept in {}\n",
                           30.0 * 2 / threads, threads, threads == 1 ? "" : "s", cache_dir())),
      0u)
      << err;
  EXPECT_NE(err.find("cubelab: built table test-announced (1.0 MiB) in "), std::string::npos)
      << err;
  // Loaded, not built: nothing said.
  ::testing::internal::CaptureStderr();
  open_or_build(spec, counting_builder(calls));
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

TEST(BuildAnnouncement, SizeAndTimeScaledToTheBuildThreads) {
  TableSpec spec{"twophase-phase1", "p", 1, "d"};
  EXPECT_EQ(build_announcement(spec, 2), "twophase-phase1");
  spec.expected_bytes = 70'458'301 - 4096;
  EXPECT_EQ(build_announcement(spec, 2), "twophase-phase1 (67.2 MiB)");
  spec.expected_seconds = 4.7;
  EXPECT_EQ(build_announcement(spec, 2), "twophase-phase1 (67.2 MiB, about 5 s on 2 threads)");
  EXPECT_EQ(build_announcement(spec, 4), "twophase-phase1 (67.2 MiB, about 2 s on 4 threads)");
  EXPECT_EQ(build_announcement(spec, 1), "twophase-phase1 (67.2 MiB, about 9 s on 1 thread)");
  spec.expected_seconds = 1002;
  EXPECT_EQ(build_announcement(spec, 2), "twophase-phase1 (67.2 MiB, about 17 min on 2 threads)");
  spec.expected_seconds = 0.4;
  EXPECT_EQ(build_announcement(spec, 2), "twophase-phase1 (67.2 MiB, under 1 s on 2 threads)");
  // A single-threaded builder takes its time whatever the build threads.
  spec.expected_seconds = 20;
  spec.parallel_build = false;
  EXPECT_EQ(build_announcement(spec, 8), "twophase-phase1 (67.2 MiB, about 20 s on 1 thread)");
}

TEST_F(StoreTest, FlippedByteIsDetectedAndRebuilt) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  {
    std::fstream f(table_path(kSpec.name), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(4096 + 12345);
    char c;
    f.seekg(4096 + 12345);
    f.get(c);
    f.seekp(4096 + 12345);
    f.put(static_cast<char>(c ^ 0x10));
  }
  EXPECT_NE(inspect_file(table_path(kSpec.name), true).problem, "");
  auto t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls, 2);
  EXPECT_TRUE(content_ok(*t));
  EXPECT_EQ(inspect_file(table_path(kSpec.name), true).problem, "");
}

TEST_F(StoreTest, DamagedHeaderIsDetectedAndRebuilt) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  {
    std::fstream f(table_path(kSpec.name), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(40);  // inside the name field
    f.put('X');
  }
  auto t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls, 2);
  EXPECT_TRUE(content_ok(*t));
}

TEST_F(StoreTest, TruncatedFileIsDetectedAndRebuilt) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  fs::resize_file(table_path(kSpec.name), 4096 + 1000);
  FileInfo info = inspect_file(table_path(kSpec.name), true);
  EXPECT_NE(info.problem.find("truncated"), std::string::npos) << info.problem;
  auto t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls, 2);
  EXPECT_TRUE(content_ok(*t));
  // A file cut inside the header is caught as well.
  fs::resize_file(table_path(kSpec.name), 100);
  t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls, 3);
  EXPECT_TRUE(content_ok(*t));
}

TEST_F(StoreTest, OtherParametersOrVersionMeanRebuild) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  TableSpec v2 = kSpec;
  v2.version = 4;
  open_or_build(v2, counting_builder(calls));
  EXPECT_EQ(calls, 2);
  TableSpec p2 = v2;
  p2.parameters = "other";
  open_or_build(p2, counting_builder(calls));
  EXPECT_EQ(calls, 3);
}

TEST_F(StoreTest, ConcurrentBuildersLeaveOneGoodFile) {
  std::atomic<int> calls{0};
  std::vector<std::thread> threads;
  std::atomic<int> good{0};
  for (int i = 0; i < 3; ++i)
    threads.emplace_back([&] {
      auto t = open_or_build(kSpec, counting_builder(calls, 200));
      good += content_ok(*t);
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(good, 3);
  EXPECT_EQ(inspect_file(table_path(kSpec.name), true).problem, "");
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir_))
    files += e.path().filename().string().find(".tmp.") == std::string::npos ? 1 : 100;
  EXPECT_EQ(files, 3);  // the table, its lock file and its verdict, no temporary left over
}

TEST_F(StoreTest, ListAndClear) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  auto files = list_files(true);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_EQ(files[0].name, kSpec.name);
  EXPECT_EQ(clear_cache(), 3);  // the table, its lock and its verdict
  EXPECT_TRUE(list_files(false).empty());
}

TEST(Checksum, SensitiveToEveryByte) {
  std::vector<uint8_t> data(1000);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<uint8_t>(i * 7);
  uint64_t base = checksum(data);
  for (size_t i = 0; i < data.size(); i += 37) {
    data[i] ^= 1;
    EXPECT_NE(checksum(data), base);
    data[i] ^= 1;
  }
  EXPECT_NE(checksum(std::span<const uint8_t>(data).first(999)), base);
}

// The parallel nibble BFS against the plain BFS of distance_table.h on a small space:
// permutations of 6 items under 5 adjacent transpositions and a rotation.
TEST(NibbleBfs, AgreesWithPlainBfs) {
  constexpr uint64_t kSize = 720;
  // A state is the Lehmer rank of a permutation (ranking.h).
  auto step = [](uint64_t s, int m, bool backwards) {
    std::array<uint8_t, 6> q;
    rank::unrank_permutation(static_cast<uint32_t>(s), q);
    if (m < 5) {
      uint8_t t = q[m];
      q[m] = q[m + 1];
      q[m + 1] = t;
    } else {
      std::array<uint8_t, 6> r;
      for (int i = 0; i < 6; ++i) r[i] = q[(i + (backwards ? 5 : 1)) % 6];
      q = r;
    }
    return uint64_t{rank::permutation(q)};
  };
  auto next = [&](uint64_t s, int m) { return step(s, m, false); };
  auto prev = [&](uint64_t s, int m) { return step(s, m, true); };
  std::vector<uint64_t> goals{0};
  std::vector<uint8_t> plain = build_distance_table(
      kSize, goals, 7, [&](uint64_t s, int m) { return m < 6 ? next(s, m) : prev(s, 5); });
  struct Ctx : BuildContext {
    int threads() const override { return 2; }
    std::span<uint8_t> allocate(uint64_t) override { return {}; }
    void progress(double) override {}
  } ctx;
  std::vector<uint8_t> packed(nibble_bytes(kSize));
  build_nibble_bfs(
      packed, kSize, goals,
      [&](uint64_t i, bool, auto&& emit) {
        for (int m = 0; m < 6; ++m)
          if (emit(next(i, m))) return;
        emit(prev(i, 5));
      },
      ctx, 15, 10);
  for (uint64_t i = 0; i < kSize; ++i) ASSERT_EQ(nibble(packed.data(), i), plain[i]) << i;
}

// Issue 23, item 1: large tables (here a small one sent down their path by a lowered
// threshold) are never trusted unverified.
class LargeTableTest : public StoreTest {
 protected:
  void SetUp() override {
    StoreTest::SetUp();
    TablePolicy policy = table_policy();
    policy.sync_verify_limit = 1000;  // 1 MiB tables now take the large tables' path
    set_table_policy(policy);
  }
  void TearDown() override {
    set_table_policy({});
    StoreTest::TearDown();
  }
  // Overwrites `bytes` bytes of the payload in place (a damaged disk, a stray write).
  void damage(uint64_t offset = 5000, size_t bytes = 4096) {
    std::fstream f(table_path(kSpec.name), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(static_cast<std::streamoff>(4096 + offset));
    std::string junk(bytes, '\xff');
    f.write(junk.data(), static_cast<std::streamsize>(junk.size()));
  }
};

TEST_F(LargeTableTest, ADamagedLargeTableIsNotVerifiedAndIsRebuiltOnTheNextLoad) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  ASSERT_EQ(calls.load(), 1);
  {  // A table just written is verified (its checksum came from the bytes written).
    auto t = open_or_build(kSpec, counting_builder(calls));
    EXPECT_TRUE(t->verified());
    EXPECT_EQ(calls.load(), 1);
  }
  damage();
  std::string problem;
  {
    // Loaded at once (no full check before use), but not verified: the background check
    // finds the damage, and verified() waits for it.
    auto t = open_or_build(kSpec, counting_builder(calls));
    EXPECT_EQ(calls.load(), 1);
    EXPECT_FALSE(t->verified(&problem));
    EXPECT_NE(problem.find("payload checksum mismatch"), std::string::npos) << problem;
    EXPECT_FALSE(loaded_tables_verified());
  }
  // The listing does not call it ok, and the next load rebuilds it.
  auto files = list_files(false);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_FALSE(files[0].problem.empty());
  auto t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls.load(), 2);
  EXPECT_TRUE(t->verified());
  EXPECT_TRUE(content_ok(*t));
}

TEST_F(LargeTableTest, AnUncheckedFileIsListedUnverifiedAndVerifyRecordsItsVerdict) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  ASSERT_EQ(list_files(false).size(), 1u);  // (none where the file could not be written)
  EXPECT_TRUE(list_files(false)[0].verified);
  damage();
  // The file changed since its last check: not "ok" without a check.
  auto f = list_files(false)[0];
  EXPECT_FALSE(f.verified);
  // A full check (cubelab tables verify) finds the damage and records it, so that the
  // next load rebuilds the table without checking it again.
  f = list_files(true)[0];
  EXPECT_FALSE(f.verified);
  EXPECT_NE(f.problem.find("checksum"), std::string::npos);
  EXPECT_NE(list_files(false)[0].problem.find("earlier verification"), std::string::npos);
  open_or_build(kSpec, counting_builder(calls));
  EXPECT_EQ(calls.load(), 2);
}

TEST_F(LargeTableTest, AFileChangedUnderAMappedTableIsCheckedAgain) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  auto t = open_or_build(kSpec, counting_builder(calls));  // mapped (no prefer_copies)
  ASSERT_TRUE(t->verified());
  damage();
  std::string problem;
  EXPECT_FALSE(t->verified(&problem));
  EXPECT_NE(problem.find("checksum"), std::string::npos) << problem;
}

TEST_F(LargeTableTest, TruncatingAMappedTableDoesNotKillTheProcess) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  auto t = open_or_build(kSpec, counting_builder(calls));
  ASSERT_TRUE(t->verified());
  fs::resize_file(table_path(kSpec.name), 4096 + 4096);
  // The pages past the new end read as zero instead of raising SIGBUS.
  const auto d = t->data();
  unsigned sum = 0;
  for (size_t i = 0; i < d.size(); i += 4096) sum += d[i];
  EXPECT_EQ(d[d.size() - 1], 0);
  (void)sum;
  std::string problem;
  EXPECT_FALSE(t->verified(&problem));
}

// Issue 39: a table whose 0 means "at the goal" declares another value for the part of a
// mapped file that is gone (twophase's phase-1 tables: 0xFF, "as far as can be"), so that a
// search reading it prunes instead of leaving its coordinates' range.
TEST_F(LargeTableTest, ATruncatedMappedTableReadsItsLostFill) {
  TableSpec spec = kSpec;
  spec.lost_fill = 0xFF;
  std::atomic<int> calls{0};
  open_or_build(spec, counting_builder(calls));
  auto t = open_or_build(spec, counting_builder(calls));
  ASSERT_TRUE(t->verified());
  fs::resize_file(table_path(spec.name), 4096 + 8192);
  const auto d = t->data();
  EXPECT_EQ(d[0], 0);  // still the file's (0 * 0 mod 251)
  EXPECT_EQ(d[8192 - 1], static_cast<uint8_t>(8191u * 8191u % 251));  // still the file's
  EXPECT_EQ(d[8192 + 7], 0xFF);  // gone: the fill, every byte of the page
  EXPECT_EQ(d[d.size() - 1], 0xFF);
  for (size_t i = 8192; i < d.size(); i += 4096) ASSERT_EQ(d[i], 0xFF) << i;
  EXPECT_FALSE(t->verified());
  EXPECT_TRUE(damage_found());
}

// Issue 39: the builder's temporary file is a new file of its own: a symbolic link put at
// its name (another user of a shared cache directory) is not followed.
TEST_F(StoreTest, TheTemporaryFileDoesNotFollowASymbolicLink) {
  const fs::path victim = dir_ / "victim.txt";
  std::ofstream(victim) << "not the builder's";
  fs::create_symlink(victim, table_path(kSpec.name) + ".tmp." + std::to_string(getpid()));
  std::atomic<int> calls{0};
  auto t = open_or_build(kSpec, counting_builder(calls));
  EXPECT_TRUE(content_ok(*t));
  std::ifstream in(victim);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "not the builder's");
  EXPECT_EQ(inspect_file(table_path(kSpec.name), true).problem, "");
}

// Issue 39: a builder that finds another process building the same table says that it
// waits, on the channel a build of its own would use.
TEST_F(StoreTest, ASecondBuilderSaysThatItWaits) {
  // Another open of the lock file: flock makes it a competitor even in this process.
  const int held = open((cache_dir() + "/" + kSpec.name + ".lock").c_str(), O_RDWR | O_CREAT, 0644);
  ASSERT_GE(held, 0);
  ASSERT_EQ(flock(held, LOCK_EX), 0);
  testing::internal::CaptureStderr();
  std::vector<std::string> reported;
  std::atomic<int> calls{0};
  std::thread builder([&] {
    BuildProgressScope scope([&](const std::string& what, double) { reported.push_back(what); });
    open_or_build(kSpec, counting_builder(calls));
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(calls.load(), 0);  // still waiting
  flock(held, LOCK_UN);
  close(held);
  builder.join();
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("is being built by another process; waiting"), std::string::npos) << err;
  ASSERT_FALSE(reported.empty());
  EXPECT_NE(reported[0].find("waiting for another process"), std::string::npos);
  EXPECT_EQ(calls.load(), 1);
}

TEST_F(StoreTest, TheTemporaryFileOfAKilledBuildIsListedAndRemovedByTheNextBuild) {
  // PID 2^22 + 1 is above Linux's pid_max: no such process.
  const std::string tmp = table_path(kSpec.name) + ".tmp.4194305";
  std::ofstream(tmp) << "half a table";
  auto files = list_files(false);
  ASSERT_EQ(files.size(), 1u);
  EXPECT_TRUE(files[0].temporary);
  EXPECT_NE(files[0].problem.find("did not finish"), std::string::npos) << files[0].problem;
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  EXPECT_FALSE(fs::exists(tmp));
}

TEST_F(StoreTest, BuildsOutsideTheAllowListAreRefusedAndStoppedBuildsAreNotKept) {
  std::atomic<int> calls{0};
  TablePolicy policy;
  policy.build_allowlist = std::vector<std::string>{"something-else"};
  set_table_policy(policy);
  EXPECT_THROW(open_or_build(kSpec, counting_builder(calls)), InputError);
  EXPECT_EQ(calls.load(), 0);
  // A builder that polls stopped(): the time limit ends it, and nothing is written.
  policy = {};
  policy.build_time_limit_s = 0.05;
  set_table_policy(policy);
  EXPECT_THROW(open_or_build(kSpec, build_until_stopped), BuildStopped);
  set_table_policy({});
  EXPECT_FALSE(fs::exists(table_path(kSpec.name)));
}

// Where the table may not be stored, get_or_make_table makes it in memory, once, and writes
// nothing; where it may, it is the stored table.
TEST_F(StoreTest, ATableThatMayNotBeStoredIsMadeInMemoryOnce) {
  int made = 0;
  const auto make = [&made] {
    ++made;
    return std::vector<uint8_t>{1, 2, 3};
  };
  const TableSpec spec{"test-made-in-memory", "three bytes", 1, "test table"};
  TablePolicy policy;
  policy.build_allowlist = std::vector<std::string>{};
  set_table_policy(policy);
  const std::span<const uint8_t> first = get_or_make_table(spec, make);
  const std::span<const uint8_t> again = get_or_make_table(spec, make);
  EXPECT_EQ(std::vector<uint8_t>(first.begin(), first.end()), (std::vector<uint8_t>{1, 2, 3}));
  EXPECT_EQ(first.data(), again.data());
  EXPECT_EQ(made, 1);
  EXPECT_FALSE(fs::exists(table_path(spec.name)));
  set_table_policy({});
  const TableSpec stored{"test-made-and-stored", "three bytes", 1, "test table"};
  EXPECT_EQ(get_or_make_table(stored, make).size(), 3u);
  EXPECT_EQ(made, 2);
  EXPECT_TRUE(fs::exists(table_path(stored.name)));
}

// A table in the store, or one this process may build and waits for, is at hand; where the
// policy builds in the background, a missing one that may be built is handed over instead
// (not from a listing), and one that may not be built is neither.
TEST_F(StoreTest, MissingTablesAreHandedToTheBackgroundBuildsWhereThePolicyHasThem) {
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));
  EXPECT_TRUE(at_hand({kSpec.name, "test-missing"}));
  std::vector<std::vector<std::string>> handed;
  TablePolicy policy;
  policy.build_allowlist = std::vector<std::string>{"test-missing"};
  policy.build_later = [&handed](const std::vector<std::string>& names) {
    handed.push_back(names);
  };
  set_table_policy(policy);
  EXPECT_TRUE(at_hand({kSpec.name}));
  EXPECT_FALSE(at_hand({kSpec.name, "test-missing"}));
  EXPECT_FALSE(at_hand({"test-refused", "test-missing"}));
  {
    const ListingScope listing;
    EXPECT_FALSE(at_hand({"test-missing"}));
  }
  EXPECT_EQ(handed, (std::vector<std::vector<std::string>>{{"test-missing"}}));
  policy.build_later = nullptr;
  set_table_policy(policy);
  EXPECT_TRUE(at_hand({"test-missing"}));
  EXPECT_FALSE(at_hand({"test-refused"}));
  set_table_policy({});
  EXPECT_EQ(calls, 1);
}

TEST_F(StoreTest, PreferringCopiesKeepsTheRestOfThePolicy) {
  TablePolicy policy;
  policy.build_allowlist = std::vector<std::string>{"goal-*"};
  policy.build_time_limit_s = 7;
  set_table_policy(policy);
  prefer_table_copies();
  EXPECT_TRUE(table_policy().prefer_copies);
  EXPECT_EQ(table_policy().build_allowlist, policy.build_allowlist);
  EXPECT_EQ(table_policy().build_time_limit_s, 7);
  prefer_table_copies(false);
  EXPECT_FALSE(table_policy().prefer_copies);
  EXPECT_EQ(table_policy().build_allowlist, policy.build_allowlist);
  set_table_policy({});
}

TEST_F(StoreTest, ABuildStartedUnderACancelledScopeStops) {
  std::atomic<bool> cancelled{false};
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    cancelled = true;
  });
  {
    BuildCancelScope scope([&] { return cancelled.load(); });
    EXPECT_THROW(open_or_build(kSpec, build_until_stopped), BuildStopped);
  }
  canceller.join();
  EXPECT_FALSE(fs::exists(table_path(kSpec.name)));
  std::atomic<int> calls{0};
  open_or_build(kSpec, counting_builder(calls));  // outside the scope: builds
  EXPECT_EQ(calls.load(), 1);
}

// A solve that waits for another thread's build of its table (a server's background build)
// gives up when its scope says so, with WaitStopped; the build goes on and its table is kept.
TEST_F(StoreTest, AWaitForAnotherThreadsBuildGivesUpWhenItsSolveIsStopped) {
  std::atomic<bool> release{false};
  std::atomic<int> calls{0};
  std::thread builder([&] {
    get_table(kSpec, [&](BuildContext& ctx) {
      ++calls;
      while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(5));
      counting_builder(calls)(ctx);
    });
  });
  while (calls == 0) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  std::atomic<bool> stopped{false};
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stopped = true;
  });
  {
    BuildCancelScope scope([&] { return stopped.load(); });
    try {
      get_table(kSpec, counting_builder(calls));
      ADD_FAILURE() << "the wait did not give up";
    } catch (const WaitStopped& e) {
      EXPECT_NE(std::string(e.what()).find("waiting for table test-squares"), std::string::npos)
          << e.what();
    }
  }
  stopper.join();
  release = true;
  builder.join();
  EXPECT_EQ(calls.load(), 2);  // the one build: its wait, then its filling
  EXPECT_TRUE(content_ok(get_table(kSpec, counting_builder(calls))));
  EXPECT_EQ(calls.load(), 2);
}

// The same for another process's build (its lock held): the wait gives up, builds nothing.
TEST_F(StoreTest, AWaitForAnotherProcesssBuildGivesUpWhenItsSolveIsStopped) {
  const int held = open((cache_dir() + "/" + kSpec.name + ".lock").c_str(), O_RDWR | O_CREAT, 0644);
  ASSERT_GE(held, 0);
  ASSERT_EQ(flock(held, LOCK_EX), 0);
  testing::internal::CaptureStderr();
  const auto start = std::chrono::steady_clock::now();
  std::atomic<int> calls{0};
  {
    BuildCancelScope scope([&] { return std::chrono::steady_clock::now() - start > 100ms; });
    EXPECT_THROW(open_or_build(kSpec, counting_builder(calls)), WaitStopped);
  }
  testing::internal::GetCapturedStderr();
  EXPECT_LT(std::chrono::steady_clock::now() - start, 5s);
  EXPECT_EQ(calls.load(), 0);
  flock(held, LOCK_UN);
  close(held);
}

}  // namespace
}  // namespace cubelab::tables

// Issue 22: the memory the optimal solver says it needs (its table plus a measured overhead,
// in `cubelab solvers` and in E_LIMIT messages) is what a whole `cubelab solve` takes.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>

#include "cubelab/solvers/optimal/table_choice.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

// Not built with the sanitizers: their own memory is not the solver's.
#if !defined(CUBELAB_SANITIZED)
// The peak resident memory of `command` and what it starts, in bytes. It runs from a forked
// child of this (small) test program: the peak of a child counts the memory it was forked
// with, and this program's own children so far (other tests) must not count either.
uint64_t peak_memory_of(const std::string& command, int* exit_code) {
  int fds[2];
  if (pipe(fds) != 0) return 0;
  const pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    const int code = test::run_command(command + " >/dev/null 2>&1").exit_code;
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    const int64_t result[2] = {usage.ru_maxrss, code};
    if (write(fds[1], result, sizeof result) != sizeof result) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  int64_t result[2] = {0, -1};
  const bool read_all = read(fds[0], result, sizeof result) == sizeof result;
  close(fds[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  *exit_code = read_all ? static_cast<int>(result[1]) : -1;
  return static_cast<uint64_t>(result[0]) * 1024;
}

// A table cache of the test's own (CUBELAB_CACHE while it runs): the tests that run beside it
// share the usual one, and a table built, checked or copied there by another process at the
// same moment is not this solve's memory.
class OptimalMemory : public test::FolderTest {
 protected:
  OptimalMemory() : FolderTest("optimal-memory", Use::TableCache) {}
};

TEST_F(OptimalMemory, ASolveFitsInTheMemoryTheSolverAsksFor) {
  const optimal::TableChoice fallback =
      optimal::choose_tables(Metric::Htm, uint64_t{1} << 30, "fallback");
  // With the table in the cache the solve loads it (a short position is otherwise answered
  // without it).
  ASSERT_EQ(test::run_command(test::cubelab_binary() + " tables build " + fallback.table.name() +
                              " >/dev/null 2>&1")
                .exit_code,
            0);
  // The first load after a build checks the table's checksum once (docs/tables.md) and keeps
  // that it did: a solve before the measured ones, so that they measure a solve alone.
  ASSERT_EQ(test::run_command(test::cubelab_binary() +
                              " solve -s optimal -o table=fallback \"R U F D L\" >/dev/null 2>&1")
                .exit_code,
            0);
  for (const char* threads : {"1", "2"}) {
    int code = -1;
    const uint64_t peak = peak_memory_of(test::cubelab_binary() + " solve -s optimal -j " +
                                             threads + " -o table=fallback \"R U F D L\"",
                                         &code);
    ASSERT_EQ(code, 0) << threads;
    EXPECT_GT(peak, fallback.table.bytes()) << threads;  // the whole table was read
    EXPECT_LE(peak, fallback.bytes) << threads;          // table + overhead_bytes()
  }
}
#endif

}  // namespace
}  // namespace cubelab

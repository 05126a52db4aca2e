#pragma once
// Shared helpers for tests: cubes from moves, where the reference data lives, and reading it;
// running the built program.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cubie_cube.h"

namespace cubelab::test {

// The sanitizer build (scripts/test.sh's second run): its tests run the same code on fewer or
// smaller cases where the sanitizers make the whole set take minutes (ten times the Release
// build's time); the Release run has them all.
#if defined(CUBELAB_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// The cube after `alg` is applied to the solved cube.
inline CubieCube cube_after(const Alg& alg) {
  CubieCube c;
  c.apply(alg.moves);
  return c;
}
inline CubieCube cube_after(std::string_view moves) { return cube_after(Alg::parse(moves)); }

// data/reference in the source tree (data/reference/README.md says where each file comes
// from), or nullopt when it is not there: the repository ships it, so a test that needs it
// fails rather than skips without it.
std::optional<std::string> reference_dir();
// Lines of a reference file (no trailing newline); empty when missing.
std::vector<std::string> reference_lines(const std::string& file);
// Paths of the built programs (cubelab, cubelab-lab), for end-to-end CLI tests.
std::string cubelab_binary();
std::string lab_binary();

// Runs a shell command, returning its exit status and standard output.
struct CommandResult {
  int exit_code;
  std::string out;
};
CommandResult run_command(const std::string& command);

// Runs the built program, `cubelab ARGS` (a shell fragment), with `input` on its stdin
// (empty: none), its stderr dropped or appended to the output.
enum class Stderr { Dropped, Appended };
CommandResult cubelab(const std::string& args, const std::string& input = "",
                      Stderr stderr_output = Stderr::Dropped);

// Runs `cubelab ARGS` and checks that it refuses the input as bad: exit status 2 and the
// error code (E_OPTION, E_REQUEST, ...; or any longer text) in what it printed, stderr
// included. A failure shows the arguments and the whole output.
::testing::AssertionResult cubelab_refuses(const std::string& args, const std::string& code);

// The same for the lab's program, `cubelab-lab ARGS`.
CommandResult lab(const std::string& args, const std::string& input = "",
                  Stderr stderr_output = Stderr::Dropped);
::testing::AssertionResult lab_refuses(const std::string& args, const std::string& code);

// A path of the running test's own in the temporary directory,
// cubelab-<what>-<pid>-<test name>, with nothing there yet (what an earlier run left there
// is removed): each test, and each of several test programs run at once, gets its own.
std::filesystem::path fresh_test_path(const std::string& what);

// A test with a folder of its own, dir_ = fresh_test_path(what): made empty before the test,
// removed after it. Used as the table cache, the folder is also CUBELAB_CACHE while the test
// runs (tables/store.h): the test starts with no table, and none it builds outlives it.
class FolderTest : public ::testing::Test {
 protected:
  enum class Use { Folder, TableCache };
  explicit FolderTest(std::string what, Use use = Use::Folder)
      : what_(std::move(what)), use_(use) {}
  void SetUp() override;
  void TearDown() override;

  std::filesystem::path dir_;

 private:
  std::string what_;
  Use use_;
  std::optional<std::string> old_cache_;  // CUBELAB_CACHE before the test, if it was set
};

}  // namespace cubelab::test

#define CUBELAB_REQUIRE_REFERENCE()                                              \
  do {                                                                           \
    if (!cubelab::test::reference_dir())                                         \
      GTEST_FAIL() << "data/reference not found: the reference data is missing"; \
  } while (0)

#include "support/test_support.h"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

namespace cubelab::test {

std::optional<std::string> reference_dir() {
  std::filesystem::path p(CUBELAB_REFERENCE_DIR);
  if (std::filesystem::is_directory(p)) return p.string();
  return std::nullopt;
}

std::vector<std::string> reference_lines(const std::string& file) {
  std::vector<std::string> lines;
  auto dir = reference_dir();
  if (!dir) return lines;
  std::ifstream in(*dir + "/" + file);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::string cubelab_binary() { return CUBELAB_BINARY; }
std::string lab_binary() { return CUBELAB_LAB_BINARY; }

CommandResult run_command(const std::string& command) {
  CommandResult r{-1, ""};
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, pipe)) > 0) r.out.append(buf, n);
  int status = pclose(pipe);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

namespace {

// Runs `binary ARGS` (a shell fragment) with `input` on its stdin.
CommandResult run_program(const std::string& binary, const std::string& args,
                          const std::string& input, Stderr stderr_output) {
  // The input between single quotes, each of its own quotes written '\''.
  std::string quoted = "'";
  for (char c : input) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  return run_command("printf '%s' " + quoted + " | " + binary + " " + args +
                     (stderr_output == Stderr::Appended ? " 2>&1" : " 2>/dev/null"));
}

::testing::AssertionResult program_refuses(const std::string& binary, const std::string& args,
                                           const std::string& code) {
  const CommandResult r = run_program(binary, args, "", Stderr::Appended);
  if (r.exit_code == 2 && r.out.find(code) != std::string::npos)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << std::filesystem::path(binary).filename().string() << " " << args << ": exit status "
         << r.exit_code << ", not 2 with " << code << ":\n"
         << r.out;
}

}  // namespace

CommandResult cubelab(const std::string& args, const std::string& input, Stderr stderr_output) {
  return run_program(cubelab_binary(), args, input, stderr_output);
}

::testing::AssertionResult cubelab_refuses(const std::string& args, const std::string& code) {
  return program_refuses(cubelab_binary(), args, code);
}

CommandResult lab(const std::string& args, const std::string& input, Stderr stderr_output) {
  return run_program(lab_binary(), args, input, stderr_output);
}

::testing::AssertionResult lab_refuses(const std::string& args, const std::string& code) {
  return program_refuses(lab_binary(), args, code);
}

std::filesystem::path fresh_test_path(const std::string& what) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() /
      ("cubelab-" + what + "-" + std::to_string(::getpid()) + "-" +
       ::testing::UnitTest::GetInstance()->current_test_info()->name());
  std::filesystem::remove_all(path);
  return path;
}

void FolderTest::SetUp() {
  dir_ = fresh_test_path(what_);
  std::filesystem::create_directories(dir_);
  if (use_ != Use::TableCache) return;
  if (const char* old = std::getenv("CUBELAB_CACHE")) old_cache_ = old;
  setenv("CUBELAB_CACHE", dir_.c_str(), 1);
}

void FolderTest::TearDown() {
  if (use_ == Use::TableCache) {
    if (old_cache_)
      setenv("CUBELAB_CACHE", old_cache_->c_str(), 1);
    else
      unsetenv("CUBELAB_CACHE");
  }
  std::filesystem::remove_all(dir_);
}

}  // namespace cubelab::test

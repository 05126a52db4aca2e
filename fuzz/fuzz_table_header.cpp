// Fuzzes the table store's reading of table files: arbitrary bytes as a file (header
// parsing, sizes, names), and a good file with bytes changed at fuzzed places, which must
// never pass as verified: inspect_file must report it and a load must rebuild it.
#include <unistd.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/tables/store.h"
#include "fuzz_check.h"

namespace {

namespace fs = std::filesystem;
using namespace cubelab;

const tables::TableSpec kSpec{"fuzz-table", "fuzzed", 1, "fuzz target's table"};

const std::string& dir() {
  static const std::string d = [] {
    std::string p =
        (fs::temp_directory_path() / ("cubelab-fuzz-" + std::to_string(getpid()))).string();
    fs::create_directories(p);
    setenv("CUBELAB_CACHE", p.c_str(), 1);
    std::atexit([] {
      fs::remove_all(fs::temp_directory_path() / ("cubelab-fuzz-" + std::to_string(getpid())));
    });
    return p;
  }();
  return d;
}

tables::Builder builder(std::atomic<int>& calls) {
  return [&calls](tables::BuildContext& ctx) {
    ++calls;
    auto out = ctx.allocate(8192);
    for (size_t i = 0; i < out.size(); ++i) out[i] = static_cast<uint8_t>(i * 31 + 7);
  };
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  dir();
  const std::string path = tables::table_path(kSpec.name);
  if (size == 0) return 0;
  if (data[0] & 1) {
    // Arbitrary bytes as a table file: never a crash, and never a verified table.
    std::ofstream(path, std::ios::binary | std::ios::trunc)
        .write(reinterpret_cast<const char*>(data + 1), static_cast<std::streamsize>(size - 1));
    tables::FileInfo info = tables::inspect_file(path, true);
    (void)info;
    std::atomic<int> calls{0};
    auto t = tables::open_or_build(kSpec, builder(calls));
    FUZZ_CHECK(t && t->data().size() == 8192);
    return 0;
  }
  // A good file, then the bytes of the input written over it at the offset its first bytes
  // name (header or payload): a change must never pass as a good table.
  fs::remove(path);
  std::atomic<int> calls{0};
  tables::open_or_build(kSpec, builder(calls));
  const std::string before = [&] {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }();
  if (size < 3) return 0;
  const size_t offset = (size_t{data[1]} << 8 | data[2]) % before.size();
  std::string after = before;
  for (size_t i = 3; i < size && offset + i - 3 < after.size(); ++i)
    after[offset + i - 3] = static_cast<char>(data[i]);
  {
    std::fstream out(path, std::ios::binary | std::ios::in | std::ios::out);
    out.write(after.data(), static_cast<std::streamsize>(after.size()));
  }
  tables::FileInfo info = tables::inspect_file(path, true);
  // Bytes 1208..4095 of the header are padding that nothing reads; any other change shows.
  bool changed = false;
  for (size_t i = 0; i < after.size(); ++i)
    changed = changed || (after[i] != before[i] && (i < 1208 || i >= 4096));
  if (changed) FUZZ_CHECK(!info.problem.empty() && !info.verified);
  const int built = calls.load();
  auto t = tables::open_or_build(kSpec, builder(calls));
  if (changed) FUZZ_CHECK(calls.load() == built + 1);
  FUZZ_CHECK(t->verified());
  return 0;
}

#include "cubelab/tables/store.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "cubelab/tables/table_build.h"

namespace cubelab::tables {
namespace fs = std::filesystem;
namespace {

// The process's TablePolicy (cubelab/tables.h), read where it matters: when a table is
// loaded or a build starts.
std::mutex policy_mu;
TablePolicy policy;

}  // namespace

uint64_t sync_verify_limit() {
  if (const uint64_t set = table_policy().sync_verify_limit; set > 0) return set;
  if (const char* env = std::getenv("CUBELAB_VERIFY_SYNC_LIMIT"))
    if (unsigned long long n = std::strtoull(env, nullptr, 10); n > 0) return n;
  return uint64_t{256} << 20;
}

std::string cache_dir() {
  std::string dir;
  if (const char* env = std::getenv("CUBELAB_CACHE"); env && *env) {
    dir = env;
  } else {
    const char* home = std::getenv("HOME");
    dir = std::string(home && *home ? home : "/tmp") + "/.cache/cubelab";
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  return dir;
}

std::string table_path(const std::string& name) { return cache_dir() + "/" + name + ".tbl"; }

namespace {

// The tables get_table has loaded, one slot per table name: loading or building one table
// does not hold up the others.
struct Slot {
  std::timed_mutex mu;  // held while the table loads or builds
  std::unique_ptr<Table> table;
  std::atomic<bool> ready{false};
};
struct Slots {
  std::mutex mu;
  std::map<std::string, std::unique_ptr<Slot>> by_name;
};
Slots& slots() {
  static Slots s;  // made on first use: a table may be asked for before main
  return s;
}

Slot& slot_of(const std::string& name) {
  std::lock_guard lock(slots().mu);
  auto& s = slots().by_name[name];
  if (!s) s = std::make_unique<Slot>();
  return *s;
}

bool loaded(const std::string& name) {
  std::lock_guard lock(slots().mu);
  const auto it = slots().by_name.find(name);
  return it != slots().by_name.end() && it->second->ready;
}

}  // namespace

const Table& get_table(const TableSpec& spec, const Builder& build) {
  Slot& slot = slot_of(spec.name);
  // Another thread may be building it (a server's background build): wait, unless this
  // thread's solve is cancelled or out of time meanwhile.
  std::unique_lock lock(slot.mu, std::defer_lock);
  while (!lock.try_lock_for(std::chrono::milliseconds(kWaitPollMs)))
    if (waiting_stopped())
      throw WaitStopped("waiting for table " + spec.name + ", which another solve is building");
  if (!slot.table) {
    slot.table = open_or_build(spec, build);
    slot.ready = true;
  }
  return *slot.table;
}

std::span<const uint8_t> get_or_make_table(const TableSpec& spec,
                                           const std::function<std::vector<uint8_t>()>& make) {
  if (refusal(spec.name).empty())
    return get_table(spec,
                     [&](BuildContext& ctx) {
                       const std::vector<uint8_t> made = make();
                       std::copy(made.begin(), made.end(), ctx.allocate(made.size()).begin());
                       ctx.progress(1);
                     })
        .data();
  static std::mutex mu;
  static std::map<std::string, std::vector<uint8_t>> made;  // its nodes stay where they are
  std::lock_guard lock(mu);
  if (const auto it = made.find(spec.name); it != made.end()) return it->second;
  std::vector<uint8_t> bytes = make();
  return made.emplace(spec.name, std::move(bytes)).first->second;
}

namespace {

// Loaded, or in the store whole as far as its header tells (get_table checks the rest as it
// loads).
bool present(const std::string& name) {
  if (loaded(name)) return true;
  const FileInfo file = inspect_file(table_path(name), false);
  return file.problem.empty() && file.payload_bytes > 0;
}

}  // namespace

std::string refusal(const std::string& name) {
  if (build_allowed(name) || present(name)) return "";
  return not_allowed_message(name);
}

namespace {
thread_local bool listing = false;
}  // namespace

ListingScope::ListingScope() : outer_(listing) { listing = true; }
ListingScope::~ListingScope() { listing = outer_; }

bool at_hand(const std::vector<std::string>& names) {
  const TablePolicy policy = table_policy();
  std::vector<std::string> later;
  for (const std::string& name : names) {
    if (present(name)) continue;
    if (!build_allowed(name)) return false;
    if (policy.build_later) later.push_back(name);
  }
  if (later.empty()) return true;
  if (!listing) policy.build_later(later);
  return false;
}

bool in_store(const std::vector<std::string>& names) {
  return std::all_of(names.begin(), names.end(), [](const std::string& n) { return present(n); });
}
}  // namespace cubelab::tables

namespace cubelab {

TablePolicy table_policy() {
  std::lock_guard lock(tables::policy_mu);
  return tables::policy;
}

void set_table_policy(const TablePolicy& policy) {
  if (!(policy.build_time_limit_s >= 0))
    throw std::invalid_argument("a build time limit is 0 (none) or more seconds");
  std::lock_guard lock(tables::policy_mu);
  tables::policy = policy;
}

void prefer_table_copies(bool on) {
  std::lock_guard lock(tables::policy_mu);
  tables::policy.prefer_copies = on;
}

}  // namespace cubelab

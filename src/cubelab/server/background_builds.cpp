#include "cubelab/server/background_builds.h"

#include <fmt/format.h>

#include <exception>
#include <iostream>

#include "cubelab/tables.h"

namespace cubelab::server {

void BackgroundBuilds::build_from_catalog(const std::string& name) {
  build_tables({name}, false, [](const TableInfo&) {});
}

BackgroundBuilds::~BackgroundBuilds() {
  {
    std::lock_guard lock(mu_);
    ending_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void BackgroundBuilds::add(const std::vector<std::string>& names) {
  std::lock_guard lock(mu_);
  if (ending_) return;
  bool added = false;
  for (const std::string& name : names)
    if (asked_.insert(name).second) {
      queue_.push_back(name);
      added = true;
      std::cerr << fmt::format(
          "cubelab serve: table {} is built in the background; solves use smaller tables "
          "until it is ready\n",
          name);
    }
  if (!added) return;
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
  wake_.notify_one();
}

void BackgroundBuilds::run() {
  for (;;) {
    std::string name;
    {
      std::unique_lock lock(mu_);
      wake_.wait(lock, [&] { return ending_ || !queue_.empty(); });
      if (ending_) return;
      name = queue_.front();
      queue_.pop_front();
    }
    try {
      build_(name);
    } catch (const std::exception& e) {
      // Stopped (the server stops, or the build time limit passed) or failed: said, and
      // forgotten, so that the next solve that needs the table asks for it again.
      std::cerr << fmt::format("cubelab serve: the background build of {} ended: {}\n", name,
                               e.what());
      std::lock_guard lock(mu_);
      asked_.erase(name);
    }
  }
}

}  // namespace cubelab::server

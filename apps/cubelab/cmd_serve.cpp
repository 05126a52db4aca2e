// cubelab serve: the JSON API (docs/api.md) and the web app, on loopback by default.
#include <fmt/format.h>
#include <signal.h>

#include <chrono>
#include <iostream>
#include <thread>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/server.h"

namespace cubelab::cli {

void add_serve_command(CLI::App& app) {
  auto config = std::make_shared<ServerOptions>();
  config->web_dir = CUBELAB_WEB_DIR;
  auto* cmd = app.add_subcommand("serve", "Serve the JSON API and the web app over HTTP");
  cmd->add_option("--host", config->host, "Address to listen on (loopback by default)")
      ->capture_default_str();
  cmd->add_option("--port,-p", config->port, "Port (0 = any free port, printed on start)")
      ->capture_default_str()
      ->check(CLI::Range(0, 65535));
  cmd->add_option("--web-dir", config->web_dir, "The built web app (web/dist)")
      ->capture_default_str();
  add_seconds_option(cmd, "--max-time", config->limits.max_time_limit_s,
                     "Cap on any solve's time limit, seconds (default 60)");
  cmd->add_option("--max-solves", config->limits.max_concurrent_solves,
                  "Solves running at once; more get HTTP 429")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--max-cube-size", config->limits.max_cube_size,
                  "Biggest NxNxN a request may name (N); bigger ones get E_LIMIT")
      ->capture_default_str()
      ->check(CLI::Range(2, 1000));
  cmd->add_option("--max-body", config->limits.max_body_bytes, "Largest request body, bytes")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--max-upload", config->limits.max_upload_bytes,
                  "Largest upload of photos to /api/scan/photos (all six), bytes")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--log", config->log_requests, "Print one line per request on stderr");
  cmd->add_option("--allow-host", config->allowed_hosts,
                  "A host name requests may be addressed to besides IP addresses and localhost "
                  "(repeatable; others get 403, against DNS rebinding)");
  cmd->add_option("--build-tables", config->build_tables,
                  "Tables the server may build when a request needs them: 'default' (each "
                  "puzzle's default solver's, and the goal solver's small ones), 'all', 'none', or "
                  "table and solver names, comma-separated (others must be built beforehand with "
                  "'cubelab tables build'); where smaller tables do the same work, solves use "
                  "them while the larger ones build in the background")
      ->capture_default_str();
  add_seconds_option(cmd, "--build-time", config->build_time_limit_s,
                     "A table build taking longer is stopped, seconds (default 600)");
  cmd->callback([config] {
    guarded([&] {
      // SIGINT/SIGTERM are taken by a thread of ours (blocked everywhere else, including in
      // the server's threads, which inherit the mask), which stops the server cleanly.
      sigset_t signals;
      sigemptyset(&signals);
      sigaddset(&signals, SIGINT);
      sigaddset(&signals, SIGTERM);
      pthread_sigmask(SIG_BLOCK, &signals, nullptr);

      Server http(*config);
      const int port = http.bind();
      std::cout << fmt::format("cubelab serve: listening on http://{}:{}/\n", config->host, port)
                << std::flush;
      std::thread waiter([&] {
        int sig = 0;
        sigwait(&signals, &sig);
        for (int i = 0; i < 100 && !http.running(); ++i)
          std::this_thread::sleep_for(std::chrono::milliseconds(10));
        http.stop();
      });
      http.serve();
      // serve() returned without a signal only on error: wake the waiter so it can end.
      pthread_kill(waiter.native_handle(), SIGTERM);
      waiter.join();
      std::cout << "cubelab serve: stopped\n";
    });
  });
}

}  // namespace cubelab::cli

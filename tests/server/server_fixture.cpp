#include "server/server_fixture.h"

#include <chrono>

#include "server/fake_solvers.h"

namespace cubelab::test {

using nlohmann::json;

server::ServerConfig ServerTest::test_config() {
  server::ServerConfig c;
  c.host = "127.0.0.1";
  c.port = 0;
  c.limits.max_body_bytes = 4096;
  c.limits.max_concurrent_solves = 2;
  c.limits.default_time_limit_s = 5;
  c.limits.max_time_limit_s = 20;
  c.limits.max_event_streams = 3;
  c.limits.max_jobs_kept = 8;
  c.limits.reconnect_grace_s = 0.5;
  return c;
}

void ServerTest::SetUp() {
  register_fake_solvers();
  server::ServerConfig config = test_config();
  config.web_dir = web_dir_;
  configure(config);
  server_ = std::make_unique<server::HttpServer>(config);
  port_ = server_->bind();
  thread_ = std::thread([this] { server_->serve(); });
  // The socket already listens (bind), so the first request waits until serve() accepts.
  for (int i = 0; i < 200 && !server_->running(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  ASSERT_TRUE(server_->running());
}

void ServerTest::TearDown() {
  server_->stop();
  thread_.join();
  server_.reset();
}

std::unique_ptr<httplib::Client> ServerTest::client() const {
  auto c = std::make_unique<httplib::Client>("127.0.0.1", port_);
  // A request may be the first to need the two-phase tables of an empty cache, and build
  // them (half a minute on a busy machine, longer if another test process builds them too).
  c->set_read_timeout(300, 0);
  return c;
}

namespace {

Reply to_reply(const httplib::Result& r) {
  Reply out;
  if (!r) {
    ADD_FAILURE() << "request failed: " << httplib::to_string(r.error());
    return out;
  }
  out.status = r->status;
  out.text = r->body;
  out.body = json::parse(r->body, nullptr, false);
  if (out.body.is_discarded()) out.body = nullptr;
  return out;
}

}  // namespace

Reply ServerTest::get(const std::string& path) { return to_reply(client()->Get(path)); }

Reply ServerTest::post(const std::string& path, const std::string& body) {
  return to_reply(client()->Post(path, body, "application/json"));
}

Reply ServerTest::del(const std::string& path) { return to_reply(client()->Delete(path)); }

json ServerTest::wait_done(const std::string& id, double seconds) {
  auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (std::chrono::steady_clock::now() < end) {
    Reply r = get("/api/jobs/" + id);
    if (r.status != 200) return r.body;
    if (r.body["state"] == "done") return r.body;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ADD_FAILURE() << "job " << id << " not done within " << seconds << " s";
  return nullptr;
}

}  // namespace cubelab::test

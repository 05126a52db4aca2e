#pragma once
// Starts a real HttpServer on a free loopback port in this process, with the fake solvers
// registered and small limits, and talks to it with httplib's client.
#include <gtest/gtest.h>
#include <httplib.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "cubelab/server/http_server.h"

namespace cubelab::test {

struct Reply {
  int status = 0;
  nlohmann::json body;  // null when the body is not JSON
  std::string text;
};

// An error answer: its status, a JSON body with its code and a message.
inline void expect_error(const Reply& r, int status, const std::string& code) {
  EXPECT_EQ(r.status, status) << r.text;
  ASSERT_TRUE(r.body.is_object()) << r.text;
  EXPECT_EQ(r.body.value("code", ""), code) << r.text;
  EXPECT_FALSE(r.body.value("message", "").empty()) << r.text;
}

class ServerTest : public ::testing::Test {
 protected:
  // Small limits, so the tests reach them quickly.
  static server::ServerConfig test_config();

  void SetUp() override;
  void TearDown() override;
  // Override to change the configuration before the server starts.
  virtual void configure(server::ServerConfig&) {}

  Reply get(const std::string& path);
  Reply post(const std::string& path, const std::string& body);
  Reply post(const std::string& path, const nlohmann::json& body) {
    return post(path, body.dump());
  }
  Reply del(const std::string& path);

  // Polls GET /api/jobs/{id} until its state is "done" (at most `seconds`).
  nlohmann::json wait_done(const std::string& id, double seconds = 10);

  std::unique_ptr<httplib::Client> client() const;

  int port_ = 0;
  std::string web_dir_;
  std::unique_ptr<server::HttpServer> server_;
  std::thread thread_;
};

}  // namespace cubelab::test

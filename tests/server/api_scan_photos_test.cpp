// POST /api/scan/photos: six photos of a cube's faces sent as multipart/form-data (as curl -F
// and a browser's FormData send them), read through the facade's scan_photos; the larger
// body limit of that one endpoint.
#include <fmt/format.h>

#include "cubelab/scan/face_photo.h"
#include "cubelab/scan/image_encoding.h"
#include "cubelab/scramble.h"
#include "server/server_fixture.h"

namespace cubelab::test {
namespace {

using nlohmann::json;

// JPEG photos of the faces of `facelets` (a cube of n stickers a side), U R F D L B.
std::vector<std::string> photos_of(const std::string& facelets, int n) {
  std::vector<std::string> photos;
  for (int f = 0; f < 6; ++f) {
    std::vector<std::array<double, 3>> colours;
    for (char c : std::string_view(facelets).substr(f * n * n, n * n))
      colours.push_back(scan::usual_sticker_colour(c));
    scan::PhotoConditions c = scan::varied_conditions(40 + f);
    c.width = 480, c.height = 360;
    photos.push_back(scan::encode_jpeg(scan::render_face_photo(colours, n, c), 85));
  }
  return photos;
}

httplib::MultipartFormDataItems form_of(const std::vector<std::string>& photos) {
  httplib::MultipartFormDataItems items;
  for (int f = 0; f < 6; ++f) {
    const std::string face(1, "URFDLB"[f]);
    items.push_back({face, photos[f], fmt::format("{}.jpg", face), "image/jpeg"});
  }
  return items;
}

class ScanPhotosTest : public ServerTest {
 protected:
  void configure(server::ServerConfig& c) override {
    c.limits.max_upload_bytes = 1 << 20;  // the JSON endpoints keep their 4 KiB
  }
  Reply send(const httplib::MultipartFormDataItems& items) {
    auto res = client()->Post("/api/scan/photos", items);
    Reply r;
    if (!res) return r;
    r.status = res->status;
    r.text = res->body;
    r.body = json::parse(res->body, nullptr, false);
    return r;
  }
};

void expect_error(const Reply& r, int status, const std::string& code, const std::string& says) {
  EXPECT_EQ(r.status, status) << r.text;
  ASSERT_TRUE(r.body.is_object()) << r.text;
  EXPECT_EQ(r.body.value("code", ""), code) << r.text;
  EXPECT_NE(r.body.value("message", "").find(says), std::string::npos) << r.text;
}

std::string scrambled(const std::string& puzzle) {
  ScrambleOptions o;
  o.puzzle = puzzle;
  o.random_state = false;
  o.seed = 7;
  return cubelab::scramble(o).cube.facelets();
}

TEST_F(ScanPhotosTest, SixPhotosAreReadIntoTheCubeTheyShow) {
  const std::string cube = scrambled("3x3x3");
  const std::vector<std::string> photos = photos_of(cube, 3);
  size_t bytes = 0;
  for (const std::string& p : photos) bytes += p.size();
  ASSERT_GT(bytes, 4096u);  // more than any JSON request may carry
  Reply r = send(form_of(photos));
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["facelets"], cube);
  EXPECT_EQ(r.body["grids"].size(), 6u);
  EXPECT_EQ(r.body["faces"]["F"].size(), 9u);
}

TEST_F(ScanPhotosTest, ThePuzzlePartGivesTheSize) {
  const std::string cube = scrambled("4x4x4");
  httplib::MultipartFormDataItems items = form_of(photos_of(cube, 4));
  items.push_back({"puzzle", "4x4x4", "", ""});
  Reply r = send(items);
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["puzzle"], "4x4x4");
  EXPECT_EQ(r.body["facelets"], cube);
  items.back().content = "megaminx";
  expect_error(send(items), 400, "E_OPTION", "2x2x2 to 33x33x33");
}

TEST_F(ScanPhotosTest, MissingUnknownAndRepeatedPartsAreRefused) {
  const std::vector<std::string> photos = photos_of(scrambled("3x3x3"), 3);
  httplib::MultipartFormDataItems items = form_of(photos);
  items.erase(items.begin() + 2);
  expect_error(send(items), 400, "E_REQUEST", "the photo of F is missing");
  items = form_of(photos);
  items.push_back({"X", photos[0], "x.jpg", "image/jpeg"});
  expect_error(send(items), 400, "E_REQUEST", "unknown part 'X'");
  items = form_of(photos);
  items.push_back({"puzzle", "3x3x3", "", ""});
  items.push_back({"puzzle", "3x3x3", "", ""});
  expect_error(send(items), 400, "E_REQUEST", "sent twice");
}

TEST_F(ScanPhotosTest, APhotoWithNoFaceIsNamed) {
  std::vector<std::string> photos = photos_of(scrambled("3x3x3"), 3);
  photos[4] = "not an image";
  expect_error(send(form_of(photos)), 400, "E_PHOTO", "the photo of L (L.jpg)");
  scan::PhotoConditions empty;
  empty.face = 0;  // no cube in the picture
  photos[4] = scan::encode_png(scan::render_face_photo({}, 3, empty));
  expect_error(send(form_of(photos)), 400, "E_PHOTO", "no cube face found");
}

TEST_F(ScanPhotosTest, TheEndpointTakesFormDataOnly) {
  Reply r = post("/api/scan/photos", json{{"U", "..."}});
  expect_error(r, 400, "E_REQUEST", "multipart/form-data");
}

class SmallUploadTest : public ScanPhotosTest {
 protected:
  void configure(server::ServerConfig& c) override { c.limits.max_upload_bytes = 20000; }
};

TEST_F(SmallUploadTest, PhotosOverTheLimitAre413) {
  Reply r = send(form_of(photos_of(scrambled("3x3x3"), 3)));
  expect_error(r, 413, "E_LIMIT", "at most 20000 bytes");
  // The other endpoints keep their own limit.
  r = post("/api/validate", std::string(5000, ' '));
  EXPECT_EQ(r.status, 413) << r.text;
}

}  // namespace
}  // namespace cubelab::test

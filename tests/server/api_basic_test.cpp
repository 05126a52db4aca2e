// GET /api/solvers, POST /api/validate, POST /api/scramble, malformed requests, limits on
// the body, unknown endpoints and the static files.
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/cube_input.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/goal.h"
#include "cubelab/solve.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables.h"
#include "server/fake_solvers.h"
#include "server/server_fixture.h"
#include "support/test_support.h"

namespace cubelab::test {
namespace {

using nlohmann::json;

std::string facelets_of(const std::string& moves) {
  const CubieCube c = test::cube_after(Alg::parse(moves));
  return to_facelets(c);
}

// Whether every table of cube4 is in the store: the 4x4x4's default is cube4 then, and
// reduction while a server builds them in the background (on a new cache).
bool cube4_tables_stored() {
  bool any = false, all = true;
  for (const TableInfo& t : list_tables())
    if (t.solver == "cube4") {
      any = true;
      all = all && (t.status == "ok" || t.status == "unverified");
    }
  return any && all;
}

TEST_F(ServerTest, SolversListsEveryRegisteredSolverWithOptions) {
  const bool cube4_before = cube4_tables_stored();
  Reply r = get("/api/solvers");
  ASSERT_EQ(r.status, 200) << r.text;
  const std::vector<SolverInfo> listed = solvers();  // the facade's, every puzzle's
  ASSERT_EQ(r.body["solvers"].size(), listed.size());
  ASSERT_GT(listed.size(), all_solvers().size());  // the big cubes' reduction too
  bool found = false;
  for (size_t i = 0; i < listed.size(); ++i) {
    const json& s = r.body["solvers"][i];
    EXPECT_TRUE(s.contains("puzzle") && s.contains("description") && s.contains("options"));
    EXPECT_EQ(s["name"], listed[i].name);
    EXPECT_EQ(s["anytime"], listed[i].anytime) << s["name"];
    if (s["name"] != "test-short") continue;
    found = true;
    ASSERT_EQ(s["options"].size(), 2u);
    EXPECT_EQ(s["options"][0]["name"], "max_depth");
    EXPECT_EQ(s["options"][0]["type"], "int");
    EXPECT_EQ(s["options"][0]["default"], "3");
    EXPECT_EQ(s["options"][0]["max"], 4);
  }
  EXPECT_TRUE(found);
  EXPECT_EQ(r.body["default"]["3x3x3"], default_solver_name(Puzzle::Cube3));
  // The step solver's goals, for the web app's Steps tab.
  ASSERT_EQ(r.body["goals"].size(), Goal::presets().size());
  EXPECT_EQ(r.body["goals"][0]["name"], "cross");
  EXPECT_FALSE(r.body["goals"][0]["description"].get<std::string>().empty());
  EXPECT_EQ(r.body["limits"]["max_concurrent_solves"], 2);
  EXPECT_EQ(r.body["limits"]["max_time_limit"], 20.0);
  // The puzzles, each with its solvers: the big cubes' too.
  ASSERT_EQ(r.body["puzzles"].size(), 11u);
  EXPECT_EQ(r.body["puzzles"][2]["name"], "pyraminx");
  EXPECT_EQ(r.body["puzzles"][3]["name"], "skewb");
  EXPECT_EQ(r.body["puzzles"][4]["name"], "clock");
  EXPECT_EQ(r.body["puzzles"][5]["name"], "square1");
  EXPECT_EQ(r.body["puzzles"][6]["name"], "megaminx");
  EXPECT_EQ(r.body["puzzles"][6]["facelets"], 132);
  EXPECT_EQ(r.body["puzzles"][7]["name"], "4x4x4");
  // (A build that ended during the request allows either.)
  const bool cube4_after = cube4_tables_stored();
  if (cube4_before == cube4_after)
    EXPECT_EQ(r.body["puzzles"][7]["default_solver"], cube4_after ? "cube4" : "reduction");
  else
    EXPECT_TRUE(r.body["puzzles"][7]["default_solver"] == "cube4" ||
                r.body["puzzles"][7]["default_solver"] == "reduction");
  EXPECT_EQ(r.body["puzzles"][7]["facelets"], 96);
}

TEST_F(ServerTest, APyraminxIsSolvedOptimallyByTheApi) {
  Reply solved = post("/api/solve", json{{"puzzle", "pyraminx"}, {"cube", "U L' R B' u r'"}});
  ASSERT_EQ(solved.status, 200) << solved.text;
  EXPECT_EQ(solved.body["status"], "solved");
  EXPECT_EQ(solved.body["solution"], "B R' L U' u' r");
  EXPECT_EQ(solved.body["proven_optimal"], true);
}

TEST_F(ServerTest, ASkewbAndAClockAreSolvedOptimallyByTheApi) {
  Reply skewb = post("/api/solve", json{{"puzzle", "skewb"}, {"cube", "R U' L B R' U"}});
  ASSERT_EQ(skewb.status, 200) << skewb.text;
  EXPECT_EQ(skewb.body["status"], "solved");
  EXPECT_EQ(skewb.body["solution"], "U' R B' L' U R'");
  EXPECT_EQ(skewb.body["proven_optimal"], true);
  Reply clock = post("/api/solve", json{{"puzzle", "clock"}, {"cube", "UR3+ y2 ALL2- U1+"}});
  ASSERT_EQ(clock.status, 200) << clock.text;
  // Held turned round after the y2: the side in front first, as the clock is in hand.
  EXPECT_EQ(clock.body["solution"], "U1- ALL2+ y2 UR3-");
  EXPECT_EQ(clock.body["length_htm"], 3);
  // A clock's dials that disagree at a corner, and a skewb with a twisted corner.
  Reply bad = post("/api/solve", json{{"puzzle", "clock"}, {"cube", "300000000000000000"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.body["code"], "E_CORNER");
  bad =
      post("/api/validate", json{{"puzzle", "skewb"}, {"cube", "UUUUURRRRRFFFFFDDDLDLLLBLBBBBD"}});
  ASSERT_EQ(bad.status, 200) << bad.text;
  EXPECT_EQ(bad.body["code"], "E_TWIST");
}

TEST_F(ServerTest, BigCubesAreSolvedScrambledAndCheckedByTheApi) {
  Reply scrambled = post("/api/scramble", json{{"puzzle", "5x5x5"}, {"seed", 4}});
  ASSERT_EQ(scrambled.status, 200) << scrambled.text;
  EXPECT_EQ(scrambled.body["length_htm"], 60);
  // A "state" scramble of a big cube is random moves, as the WCA's, and says so.
  EXPECT_NE(scrambled.body["note"].get<std::string>().find("WCA scrambles the 5x5x5 with 60"),
            std::string::npos);
  // Solved: the scramble's first 8 moves, about a second in Release (a whole random 5x5x5
  // takes 5-7 s there, more than the fixture's 20 s cap under the sanitizers on a busy
  // machine; the reduction's own tests solve random ones). The first big-cube solve builds
  // its centre tables, which the time limit covers.
  std::istringstream scramble_moves(scrambled.body["moves"].get<std::string>());
  std::string moves, move;
  for (int i = 0; i < 8 && scramble_moves >> move; ++i) moves += (i ? " " : "") + move;
  Reply solved = post("/api/solve", json{{"puzzle", "5x5x5"}, {"cube", moves}, {"time_limit", 20}});
  ASSERT_EQ(solved.status, 200) << solved.text;
  EXPECT_EQ(solved.body["status"], "solved");
  Reply after = post("/api/validate",
                     json{{"puzzle", "5x5x5"},
                          {"cube", moves + " " + solved.body["solution"].get<std::string>()}});
  ASSERT_EQ(after.status, 200) << after.text;
  EXPECT_EQ(after.body["facelets"], std::string(25, 'U') + std::string(25, 'R') +
                                        std::string(25, 'F') + std::string(25, 'D') +
                                        std::string(25, 'L') + std::string(25, 'B'));
  expect_error(post("/api/solve", json{{"puzzle", "5x5x5"}, {"cube", "R"}, {"solver", "twophase"}}),
               400, "E_OPTION");
  expect_error(post("/api/validate", json{{"puzzle", "5x5x6"}, {"cube", "R"}}), 400, "E_REQUEST");
}

TEST_F(ServerTest, ValidateGivesTheFaceletsOfAnyAcceptedFormat) {
  Reply r = post("/api/validate", json{{"cube", "R U R' U'"}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["kind"], "moves");
  EXPECT_EQ(r.body["facelets"], facelets_of("R U R' U'"));
  EXPECT_EQ(r.body["moves"], "R U R' U'");
  r = post("/api/validate", json{{"cube", "R2' U3 F1"}});
  EXPECT_EQ(r.body["moves"], "R2 U' F") << "normalised to plain face turns";

  std::string f = facelets_of("F2 D L'");
  r = post("/api/validate", json{{"cube", f}});
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["kind"], "facelets");
  EXPECT_EQ(r.body["facelets"], f);
  EXPECT_FALSE(r.body.contains("moves"));
}

TEST_F(ServerTest, LastLayerListsCubelabsOllAndPllSets) {
  Reply r = get("/api/last-layer");
  ASSERT_EQ(r.status, 200) << r.text;
  ASSERT_EQ(r.body["cases"].size(), 57u + 71u);
  EXPECT_EQ(r.body["cases"][0]["set"], "OLL");
  EXPECT_EQ(r.body["cases"][0]["number"], 1);
  EXPECT_EQ(r.body["cases"][57]["set"], "PLL");
  // Each algorithm solves the case its inverse sets up.
  for (const auto& c : r.body["cases"]) {
    const std::string moves = c["moves"];
    const Alg alg = Alg::parse(moves);
    CubieCube cube;
    cube.apply(alg.inverse().moves);
    EXPECT_FALSE(cube.is_solved()) << moves;
    cube.apply(alg.moves);
    EXPECT_TRUE(cube.is_solved()) << moves;
  }
}

TEST_F(ServerTest, ValidateNamesWhatIsWrongWithAnInvalidCube) {
  std::string f(kSolvedFacelets);
  std::swap(f[5], f[10]);  // the UR edge's two stickers swapped: a flipped edge
  Reply r = post("/api/validate", json{{"cube", f}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["valid"], false);
  EXPECT_EQ(r.body["code"], "E_FLIP");
  EXPECT_EQ(r.body["stickers"], json::array({5, 10}));  // the flipped edge's two stickers

  f = std::string(kSolvedFacelets);
  f[0] = 'R';  // ten R stickers
  r = post("/api/validate", json{{"cube", f}});
  EXPECT_EQ(r.body["valid"], false);
  EXPECT_EQ(r.body["code"], "E_COLOR_COUNT");
  EXPECT_FALSE(r.body["message"].get<std::string>().empty());

  r = post("/api/validate", json{{"cube", "R U Q2"}});
  EXPECT_EQ(r.body["valid"], false);
  EXPECT_EQ(r.body["code"], "E_NOTATION");
}

TEST_F(ServerTest, ValidateReadsTheTwoByTwoToo) {
  Reply r = post("/api/validate", json{{"cube", "R U"}, {"puzzle", "2x2x2"}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["puzzle"], "2x2x2");
  EXPECT_EQ(r.body["facelets"].get<std::string>().size(), 24u);
  r = post("/api/validate", json{{"cube", "UUUURRRRFFFFDDDDLLLLBBBB"}, {"puzzle", "2x2x2"}});
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["kind"], "facelets");
  r = post("/api/validate", json{{"cube", "UUUURRRRFFFFDDDDLLLLBBBR"}, {"puzzle", "2x2x2"}});
  EXPECT_EQ(r.body["valid"], false);
  EXPECT_EQ(r.body["code"], "E_COLOR_COUNT");
}

TEST_F(ServerTest, MalformedRequestsGet400WithCodeAndMessage) {
  expect_error(post("/api/validate", std::string("{\"cube\": ")), 400, "E_REQUEST");
  expect_error(post("/api/validate", std::string("")), 400, "E_REQUEST");
  expect_error(post("/api/validate", std::string("[1, 2]")), 400, "E_REQUEST");
  expect_error(post("/api/validate", std::string("\"R U\"")), 400, "E_REQUEST");
  expect_error(post("/api/validate", json::object()), 400, "E_REQUEST");      // missing
  expect_error(post("/api/validate", json{{"cube", 12}}), 400, "E_REQUEST");  // type
  expect_error(post("/api/validate", json{{"cube", "R"}, {"cubes", 1}}), 400, "E_REQUEST");
  expect_error(post("/api/solve", std::string("{nope}")), 400, "E_REQUEST");
  expect_error(post("/api/jobs", std::string("\xff\xfe")), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"kind", "sideways"}}), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"puzzle", "3x3x4"}}), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"kind", "moves"}, {"length", -1}}), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"kind", "moves"}, {"length", 1001}}), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"kind", "moves"}, {"seed", -3}}), 400, "E_REQUEST");
  expect_error(post("/api/scramble", json{{"kind", "moves"}, {"length", 2.5}}), 400, "E_REQUEST");
  // Deeply nested JSON is refused before anything recurses through it.
  expect_error(post("/api/solve", std::string(2000, '[') + std::string(2000, ']')), 400,
               "E_REQUEST");
  const auto nested =
      post("/api/solve", "{\"cube\": " + std::string(2000, '[') + std::string(2000, ']') + "}");
  expect_error(nested, 400, "E_REQUEST");
  EXPECT_NE(nested.body["message"].get<std::string>().find("nests deeper"), std::string::npos);
  // A shallow nesting is read, and refused for what it is.
  const auto shallow = post("/api/solve", std::string(R"({"cube": [[["R"]]]})"));
  expect_error(shallow, 400, "E_REQUEST");
  EXPECT_EQ(shallow.body["message"].get<std::string>().find("nests deeper"), std::string::npos);
  // The server is still fine.
  EXPECT_EQ(get("/api/solvers").status, 200);
}

TEST_F(ServerTest, OversizedBodyGets413WithELimit) {
  std::string big = json{{"cube", std::string(5000, 'R')}}.dump();
  expect_error(post("/api/validate", big), 413, "E_LIMIT");
  expect_error(post("/api/solve", big), 413, "E_LIMIT");
  EXPECT_EQ(post("/api/validate", json{{"cube", "R"}}).status, 200);
}

TEST_F(ServerTest, RequestsFromOtherSitesAreRefused) {
  auto c = client();
  auto r = c->Post("/api/solve", httplib::Headers{{"Origin", "http://evil.example"}},
                   json{{"cube", "R"}, {"solver", "test-short"}}.dump(), "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 403);
  EXPECT_EQ(json::parse(r->body)["code"], "E_REQUEST");
  // The app's own origin is fine.
  std::string self = "http://127.0.0.1:" + std::to_string(port_);
  r = c->Post("/api/validate", httplib::Headers{{"Origin", self}}, json{{"cube", "R"}}.dump(),
              "application/json");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->status, 200) << r->body;
}

TEST_F(ServerTest, UnknownEndpointGets404Json) {
  expect_error(get("/api/nothing"), 404, "E_REQUEST");
  expect_error(post("/api/solvers", json::object()), 404, "E_REQUEST");
}

TEST_F(ServerTest, RandomMovesScrambleIsSeededAndReachesItsFacelets) {
  json req = {{"kind", "moves"}, {"length", 30}, {"seed", 42}};
  Reply a = post("/api/scramble", req);
  ASSERT_EQ(a.status, 200) << a.text;
  EXPECT_EQ(a.body["kind"], "moves");
  EXPECT_EQ(a.body["puzzle"], "3x3x3");
  EXPECT_EQ(a.body["length_htm"], 30);
  EXPECT_EQ(a.body["seed"], 42);
  std::string moves = a.body["moves"];
  EXPECT_EQ(Alg::parse(moves).htm(), 30);
  EXPECT_EQ(a.body["facelets"], facelets_of(moves));
  EXPECT_EQ(a.body["length_qtm"], Alg::parse(moves).qtm());
  EXPECT_EQ(post("/api/scramble", req).body["moves"], moves);  // same seed, same scramble
  req["seed"] = 43;
  EXPECT_NE(post("/api/scramble", req).body["moves"], moves);
  Reply pocket = post("/api/scramble", json{{"kind", "moves"}, {"puzzle", "2x2x2"}, {"seed", 1}});
  ASSERT_EQ(pocket.status, 200) << pocket.text;
  EXPECT_EQ(pocket.body["length_htm"], 11);
  EXPECT_EQ(pocket.body["facelets"].get<std::string>().size(), 24u);
  Reply check = post("/api/validate", json{{"cube", pocket.body["moves"]}, {"puzzle", "2x2x2"}});
  EXPECT_EQ(check.body["facelets"], pocket.body["facelets"]);
  Reply empty = post("/api/scramble", json{{"kind", "moves"}, {"length", 0}});
  EXPECT_EQ(empty.body["moves"], "");
  EXPECT_EQ(empty.body["facelets"], std::string(kSolvedFacelets));
}

TEST_F(ServerTest, RandomStateScrambleIsTheInverseOfAVerifiedSolutionSlow) {
  std::string solver = default_solver_name(Puzzle::Cube3);
  ASSERT_FALSE(is_fake_solver(solver)) << "the default 3x3x3 solver is a real one";
  json req = {{"kind", "state"}, {"seed", 7}};
  Reply a = post("/api/scramble", req);
  ASSERT_EQ(a.status, 200) << a.text;
  EXPECT_EQ(a.body["kind"], "state");
  EXPECT_EQ(a.body["solver"], solver);
  std::string moves = a.body["moves"];
  EXPECT_EQ(a.body["facelets"], facelets_of(moves));
  EXPECT_GT(a.body["length_htm"].get<int>(), 10);  // a random state is (almost surely) far
}

TEST_F(ServerTest, PocketRandomStateScrambleOrWhyNotSlow) {
  bool has_pocket_solver = false;
  for (const auto& s : all_solvers()) has_pocket_solver |= s->puzzle() == Puzzle::Cube2;
  Reply r = post("/api/scramble", json{{"kind", "state"}, {"puzzle", "2x2x2"}, {"seed", 3}});
  if (has_pocket_solver) {
    ASSERT_EQ(r.status, 200) << r.text;
    EXPECT_EQ(r.body["puzzle"], "2x2x2");
    EXPECT_LE(r.body["length_htm"].get<int>(), 11);  // the 2x2x2's God's number
  } else {
    ASSERT_EQ(r.status, 200) << r.text;
    EXPECT_TRUE(r.body["moves"].is_null());
    EXPECT_FALSE(r.body["note"].get<std::string>().empty());
    EXPECT_EQ(r.body["facelets"].get<std::string>().size(), 24u);
  }
}

class StaticFilesTest : public ServerTest {
 protected:
  void SetUp() override {
    web_dir_ = ::testing::TempDir() + "/cubelab_web_" + std::to_string(::getpid());
    std::filesystem::create_directories(web_dir_ + "/assets");
    std::ofstream(web_dir_ + "/index.html") << "<!doctype html><title>cube app</title>";
    std::ofstream(web_dir_ + "/assets/app.js") << "console.log(1)";
    ServerTest::SetUp();
  }
  void TearDown() override {
    ServerTest::TearDown();
    std::filesystem::remove_all(web_dir_);
  }
};

TEST_F(StaticFilesTest, ServesTheWebAppOnRoot) {
  Reply r = get("/");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.text.find("cube app"), std::string::npos);
  auto js = client()->Get("/assets/app.js");
  ASSERT_TRUE(js);
  EXPECT_EQ(js->status, 200);
  EXPECT_NE(js->get_header_value("Content-Type").find("javascript"), std::string::npos);
  EXPECT_EQ(get("/api/solvers").status, 200);  // the API still answers beside the files
}

TEST_F(ServerTest, WithoutTheWebAppRootExplainsHowToBuildIt) {
  Reply r = get("/");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.text.find("npm run build"), std::string::npos);
}

TEST_F(ServerTest, ScanReadsACubeFromItsStickersColours) {
  const std::map<char, std::array<int, 3>> colours = {{'U', {235, 235, 235}}, {'R', {185, 20, 35}},
                                                      {'F', {20, 155, 70}},   {'D', {245, 215, 40}},
                                                      {'L', {245, 115, 20}},  {'B', {20, 70, 195}}};
  const std::string cube = Cube::parse("R U F' L2 D B'").facelets();
  json faces;
  for (int f = 0; f < 6; ++f)
    for (int i = 0; i < 9; ++i)
      faces[std::string(1, "URFDLB"[f])].push_back(colours.at(cube[9 * f + i]));
  Reply r = post("/api/scan", json{{"faces", faces}});
  ASSERT_EQ(r.status, 200) << r.text;
  EXPECT_EQ(r.body["valid"], true);
  EXPECT_EQ(r.body["facelets"], cube);
  EXPECT_EQ(r.body["confidence"].size(), 54u);
  expect_error(post("/api/scan", json{{"faces", 3}}), 400, "E_REQUEST");
  expect_error(post("/api/scan", json{{"faces", faces}, {"extra", 1}}), 400, "E_REQUEST");
}

}  // namespace
}  // namespace cubelab::test

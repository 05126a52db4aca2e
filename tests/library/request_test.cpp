// The request's one declaration (cubelab/request.h): every face reads the same fields with
// the same checks, and docs/api.md shows the table the code declares.
#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace {

cubelab::Request read(const std::string& json) { return cubelab::request_from_json(json); }

std::string json_error(const std::string& json) {
  try {
    read(json);
  } catch (const cubelab::Error& e) {
    return e.code() + ": " + e.what();
  }
  return "no error";
}

std::string text_error(const std::string& name, const std::string& text) {
  cubelab::Request r;
  try {
    cubelab::set_field(r, *cubelab::request_field(name), text);
  } catch (const cubelab::Error& e) {
    return e.code() + ": " + e.what();
  }
  return "no error";
}

TEST(Request, EveryNameAliasAndFlagIsDeclaredOnce) {
  std::set<std::string> names, flags;
  for (const cubelab::RequestField& f : cubelab::request_fields()) {
    EXPECT_TRUE(names.insert(f.name).second) << f.name;
    for (const std::string& a : f.aliases) EXPECT_TRUE(names.insert(a).second) << a;
    std::stringstream list(f.flags);
    for (std::string flag; std::getline(list, flag, ',');)
      EXPECT_TRUE(flags.insert(flag).second) << flag;
    EXPECT_FALSE(f.description.empty()) << f.name;
    EXPECT_EQ(cubelab::request_field(f.name), &f);
    for (const std::string& a : f.aliases) EXPECT_EQ(cubelab::request_field(a), &f);
    // The CLI's long name is the field's name with dashes.
    if (!f.flags.empty() && f.type != cubelab::FieldType::Options) {
      std::string dashed = "--" + f.name;
      for (char& c : dashed)
        if (c == '_') c = '-';
      EXPECT_EQ(f.flags.rfind(dashed, 0), 0u) << f.flags;
    }
  }
  EXPECT_EQ(cubelab::request_field("nope"), nullptr);
}

TEST(Request, JsonFieldsAreReadByTheirDeclaredTypes) {
  const cubelab::Request r = read(
      R"({"cube": "R U", "solver": "twophase", "time_limit": 2.5, "max_length": 20, "count": 3,
          "threads": 2, "seed": 18446744073709551615, "metric": "qtm", "target": "R2",
          "move_set": "R,U", "options": {"beam": 8, "fast": true, "name": "x"}})");
  EXPECT_EQ(r.cube, "R U");
  EXPECT_EQ(r.solver, "twophase");
  EXPECT_EQ(r.time_limit, 2.5);
  EXPECT_EQ(r.max_length, 20);
  EXPECT_EQ(r.count, 3);
  EXPECT_EQ(r.threads, 2);
  EXPECT_EQ(r.seed, 18446744073709551615ull);
  EXPECT_EQ(r.metric, "qtm");
  EXPECT_EQ(r.target, "R2");
  EXPECT_EQ(r.move_set, "R,U");
  EXPECT_EQ(r.options.at("beam"), "8");
  EXPECT_EQ(r.options.at("fast"), "true");
  // The older names are read as the field.
  const cubelab::Request old = read(R"({"time": 3, "to": "R2", "moves": "<R,U>"})");
  EXPECT_EQ(old.time_limit, 3);
  EXPECT_EQ(old.target, "R2");
  EXPECT_EQ(old.move_set, "<R,U>");
}

TEST(Request, BadJsonIsRefusedNamingTheField) {
  EXPECT_NE(json_error(R"({"cubes": "R"})").find("E_REQUEST: unknown field 'cubes'"),
            std::string::npos);
  EXPECT_NE(json_error(R"({"count": 2.5})").find("field 'count' must be a whole number"),
            std::string::npos);
  EXPECT_NE(json_error(R"({"count": 0})").find("E_REQUEST: field 'count'"), std::string::npos);
  EXPECT_NE(json_error(R"({"time_limit": -1})").find("is not a time limit"), std::string::npos);
  EXPECT_NE(json_error(R"({"time_limit": "1"})").find("must be a number"), std::string::npos);
  EXPECT_NE(json_error(R"({"metric": "slice"})").find("not one of htm, qtm, axial, obtm or sltm"),
            std::string::npos);
  EXPECT_NE(json_error(R"({"seed": -3})").find("must be a whole number >= 0"), std::string::npos);
  EXPECT_NE(json_error(R"({"time": 1, "time_limit": 2})").find("given twice"), std::string::npos);
  EXPECT_NE(json_error(R"({"options": [1]})").find("must be an object"), std::string::npos);
  EXPECT_NE(json_error(R"([1])").find("must be a JSON object"), std::string::npos);
  EXPECT_NE(json_error("{").find("not valid JSON"), std::string::npos);
}

TEST(Request, TextValuesAreCheckedAsTheCliAndPythonGiveThem) {
  EXPECT_EQ(text_error("threads", "-1"), "E_OPTION: threads: '-1' is out of range [1, 1024]");
  EXPECT_NE(text_error("time_limit", "nan").find("is not a time limit"), std::string::npos);
  EXPECT_NE(text_error("time_limit", "0").find("is not a time limit"), std::string::npos);
  EXPECT_NE(text_error("max_length", "3e9").find("out of range [-1, 1000]"), std::string::npos);
  EXPECT_NE(text_error("seed", "-1").find("not a whole number >= 0"), std::string::npos);
  EXPECT_NE(text_error("metric", "foo").find("E_OPTION"), std::string::npos);
  EXPECT_NE(text_error("options", "beam").find("NAME=VALUE"), std::string::npos);
  cubelab::Request r;
  const cubelab::RequestField& options = *cubelab::request_field("options");
  cubelab::set_field(r, options, "beam=4");
  // A repeated option is refused rather than one of its values silently kept.
  EXPECT_THROW(cubelab::set_field(r, options, "beam=5"), cubelab::Error);
  EXPECT_EQ(r.options.at("beam"), "4");
}

TEST(Request, ValuesAProgramSetsItselfAreCheckedToo) {
  cubelab::Request r;
  r.cube = "R U";
  r.threads = 0;
  EXPECT_THROW(cubelab::solve(r), cubelab::Error);
  r.threads = 1;
  r.time_limit = -1;
  EXPECT_THROW(cubelab::solve(r), cubelab::Error);
  r.time_limit = 0;
  r.metric = "slice";
  EXPECT_THROW(cubelab::check(r), cubelab::Error);
  r.metric = "htm";
  EXPECT_EQ(cubelab::check(r), "twophase");
  r.puzzle = "2x2x2";
  EXPECT_EQ(cubelab::check(r), "pocket");
}

TEST(Request, SolvesFromTheRequestAlone) {
  cubelab::Request r;
  r.puzzle = "2x2x2";
  r.cube = "R U2 F'";
  const cubelab::Solution s = cubelab::solve(r);
  ASSERT_TRUE(s.solved()) << s.message;
  EXPECT_EQ(s.puzzle, "2x2x2");
  EXPECT_EQ(s.input, "R U2 F'");
  EXPECT_TRUE(cubelab::Cube::parse(r.cube, "2x2x2").applied(s.moves).is_solved());
  // A target with '-' is a partial goal: the goal solver answers.
  cubelab::Request masked;
  masked.cube = "R U F";
  masked.target = "-U-UUU-U-" + std::string(45, '-');  // the U face's cross stickers
  const cubelab::Solution m = cubelab::solve(masked);
  ASSERT_TRUE(m.solved()) << m.message;
  EXPECT_EQ(m.solver, "goal");
}

TEST(Request, TheApiDocsShowTheDeclaredTable) {
  std::ifstream in(std::string(CUBELAB_REFERENCE_DIR) + "/../../docs/api.md");
  ASSERT_TRUE(in) << "docs/api.md";
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find(cubelab::request_fields_markdown()), std::string::npos)
      << "docs/api.md should hold this table (`cubelab solve --list-fields` prints it):\n"
      << cubelab::request_fields_markdown();
}

}  // namespace

// End-to-end tests of the cubelab program: exit codes (0 ok, 1 failure, 2 bad input),
// --json fields, --help, batches from stdin.
#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "cubelab/cube/pocket.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables/store.h"
#include "cubelab/version.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

using test::cubelab;
using test::cubelab_refuses;
using test::Stderr;

std::vector<nlohmann::json> json_lines(const std::string& out) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

TEST(Cli, VersionIsTheProjectsOne) {
  auto r = cubelab("--version");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, std::string("cubelab ") + CUBELAB_VERSION_STRING + "\n");
}

TEST(Cli, HelpOnEveryCommand) {
  for (const char* cmd : {"", "show", "validate", "solve", "demo", "alg", "scramble"}) {
    auto r = cubelab(std::string(cmd) + " --help");
    EXPECT_EQ(r.exit_code, 0) << cmd;
    EXPECT_NE(r.out.find("--help"), std::string::npos) << cmd;
  }
  for (const char* cmd : {"show", "validate", "solve", "demo", "alg", "scramble"})
    EXPECT_NE(cubelab(std::string(cmd) + " --help").out.find("--json"), std::string::npos) << cmd;
}

TEST(Cli, UsageErrorsExitTwo) {
  EXPECT_EQ(cubelab("").exit_code, 2);
  EXPECT_EQ(cubelab("nonsense").exit_code, 2);
  EXPECT_EQ(cubelab("show --no-such-flag").exit_code, 2);
  EXPECT_EQ(cubelab("scramble --puzzle 3x3x4").exit_code, 2);  // no such puzzle
  EXPECT_EQ(cubelab("alg frobnicate R").exit_code, 2);
}

TEST(Cli, OptionAndRequestErrorsExitTwoWithTheirCode) {
  EXPECT_TRUE(cubelab_refuses("solve -s no-such-solver R",
                              "error E_OPTION: unknown solver 'no-such-solver'"));
  EXPECT_TRUE(cubelab_refuses("alg rotate R", "error E_REQUEST"));
  // A command the program lacks is named, with the commands it has.
  EXPECT_TRUE(cubelab_refuses("slove R", "error E_OPTION: no command 'slove'; the commands: alg,"));
  EXPECT_TRUE(cubelab_refuses("--version-x solve R", "error E_OPTION"));
  EXPECT_TRUE(
      cubelab_refuses("validate --file /nonexistent/file", "error E_REQUEST: cannot open file"));
}

TEST(Cli, ShowJson) {
  auto r = cubelab("show --json \"R U R' U'\"");
  ASSERT_EQ(r.exit_code, 0);
  auto j = json_lines(r.out).at(0);
  EXPECT_EQ(j["facelets"].get<std::string>().size(), 54u);
  EXPECT_EQ(j["solved"], false);
  EXPECT_EQ(j["format"], "moves");
  EXPECT_EQ(j["puzzle"], "3x3x3");
  r = cubelab("show --json -f UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
  EXPECT_EQ(json_lines(r.out).at(0)["solved"], true);
  EXPECT_EQ(json_lines(r.out).at(0)["singmaster"],
            "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR");
  // The same cube in standard colours, held with white at the front (x'), is still solved.
  r = cubelab("show --json BBBBBBBBBRRRRRRRRRWWWWWWWWWGGGGGGGGGOOOOOOOOOYYYYYYYYY");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(json_lines(r.out).at(0)["solved"], true);
}

TEST(Cli, ShowPlainNetAndBadInput) {
  auto r = cubelab("show --no-color R");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("U U F"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("\x1b["), std::string::npos);  // no colour when piped
  EXPECT_TRUE(cubelab_refuses("show 'R Q'", "error E_NOTATION: bad move 'Q' at position 3"));
}

TEST(Cli, ShowPocket) {
  auto r = cubelab("show --puzzle 2x2x2 --json L");
  ASSERT_EQ(r.exit_code, 0);
  auto j = json_lines(r.out).at(0);
  EXPECT_EQ(j["facelets"], "UFUFRRRRFDFDDBDBLLLLUBUB");  // L = R turned whole
  EXPECT_EQ(j["puzzle"], "2x2x2");
  r = cubelab("show --puzzle 2x2x2 --no-color UUUURRRRFFFFDDDDLLLLBBBB");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("UUUURRRRFFFFDDDDLLLLBBBB"), std::string::npos);
}

TEST(Cli, ValidateBatchGoesOnPastBadLines) {
  std::string input =
      "R U\n"
      "# a comment\n"
      "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBBB\n"
      "UF UR UB UL DF DR DB DL FR FL BR BL FRU URB UBL ULF DRF DFL DLB DBR\n"
      "WWWWWWWWWRRRRRRRRRGGGGGGGGGYYYYYYYYYOOOOOOOOOBBBBBBBBB\n";
  auto r = cubelab("validate --json", input);
  EXPECT_EQ(r.exit_code, 2);
  auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0]["valid"], true);
  EXPECT_EQ(lines[0]["format"], "moves");
  EXPECT_EQ(lines[1]["valid"], false);
  EXPECT_EQ(lines[1]["code"], "E_FORMAT");
  EXPECT_EQ(lines[2]["code"], "E_TWIST");
  EXPECT_TRUE(lines[2].contains("message"));
  EXPECT_EQ(lines[3]["valid"], true);
  EXPECT_EQ(lines[3]["facelets"], "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
  // Plain text: stdout says valid/invalid, stderr has the code; all good lines exit 0.
  r = cubelab("validate R UUUURRRRFFFFDDDDLLLLBBBB --puzzle 2x2x2");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "valid UFUFRRRRFDFDDBDBLLLLUBUB\nvalid UUUURRRRFFFFDDDDLLLLBBBB\n");
  EXPECT_TRUE(cubelab_refuses("validate UUUURRRRFFFFDDDDLLLLBBBB", "error E_FORMAT"));
}

TEST(Cli, AlgOperations) {
  EXPECT_EQ(cubelab("alg invert R U R\\' U\\'").out, "U R U' R'\n");
  EXPECT_EQ(cubelab("alg simplify \"F R L2 R'\"").out, "F L2\n");
  EXPECT_EQ(cubelab("alg canonical L R U2 B F").out, "R L U2 F B\n");
  EXPECT_EQ(cubelab("alg mirror \"R U2 F'\"").out, "L' U2 F\n");
  EXPECT_EQ(cubelab("alg rotate --by y 'R U F'").out, "F U L\n");
  EXPECT_EQ(cubelab("alg order '(R U)'").out, "105\n");
  EXPECT_EQ(cubelab("alg length 'R U2 Rw'").out, "3 HTM, 4 QTM, 3 axial\n");
  EXPECT_EQ(cubelab("alg length 'R U2 D'").out, "3 HTM, 4 QTM, 2 axial\n");
  EXPECT_EQ(cubelab("alg axial \"D' U2 F B2 R\"").out, "(U2 D') (F B2) R\n");
  auto j = json_lines(cubelab("alg order --json \"R U R' U'\"").out).at(0);
  EXPECT_EQ(j["order"], 6);
  j = json_lines(cubelab("alg length --json 'R U2'").out).at(0);
  EXPECT_EQ(j["htm"], 2);
  EXPECT_EQ(j["qtm"], 3);
  EXPECT_EQ(j["axial"], 2);
  j = json_lines(cubelab("alg invert --json 'R U2'").out).at(0);
  EXPECT_EQ(j["result"], "U2 R'");
  EXPECT_EQ(cubelab("alg rotate R").exit_code, 2);  // needs --by
  EXPECT_EQ(cubelab("alg rotate --by R R").exit_code, 2);
}

TEST(Cli, AlgBatchFromStdin) {
  auto r = cubelab("alg invert --json", "R U\nR Q\nF2\n");
  EXPECT_EQ(r.exit_code, 2);
  auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0]["result"], "U' R'");
  EXPECT_EQ(lines[1]["code"], "E_NOTATION");
  EXPECT_EQ(lines[2]["result"], "F2");
}

TEST(Cli, ScrambleMoves) {
  auto r = cubelab("scramble --moves 25 --count 3 --seed 9");
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, cubelab("scramble --moves 25 --count 3 --seed 9").out);  // seeded
  std::istringstream in(r.out);
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines)
    EXPECT_EQ(std::count(line.begin(), line.end(), ' '), 24) << line;
  EXPECT_EQ(lines, 3);
  auto j = json_lines(cubelab("scramble --moves 12 --seed 1 --puzzle 2x2x2 --json").out).at(0);
  EXPECT_EQ(j["htm"], 12);
  EXPECT_EQ(j["type"], "moves");
  EXPECT_EQ(j["puzzle"], "2x2x2");
  EXPECT_EQ(j["facelets"].get<std::string>().size(), 24u);
  EXPECT_EQ(cubelab("scramble --moves 5 --state").exit_code, 2);
}

TEST(Cli, ScrambleInAMoveSetOrASubset) {
  auto ru = json_lines(cubelab("scramble --moves R,U --count 2 --seed 5 --json").out);
  ASSERT_EQ(ru.size(), 2u);
  for (const auto& j : ru) {
    EXPECT_EQ(j["type"], "move set");
    for (char c : j["scramble"].get<std::string>())
      EXPECT_NE(std::string("RU2' ").find(c), std::string::npos) << j;
  }
  auto ll = json_lines(cubelab("scramble --subset f2l --seed 5 --json").out).at(0);
  EXPECT_EQ(ll["type"], "subset");
  // The first two layers are solved: D face and the two lower rows of each side.
  const std::string f = ll["facelets"];
  EXPECT_EQ(f.substr(27, 9), "DDDDDDDDD");
  EXPECT_EQ(f.substr(12, 6), "RRRRRR");
  EXPECT_EQ(cubelab("scramble --subset crosss").exit_code, 2);
  EXPECT_EQ(cubelab("scramble --moves R,Q").exit_code, 2);
  EXPECT_EQ(cubelab("scramble --subset f2l --puzzle 2x2x2").exit_code, 2);
}

TEST(Cli, ScrambleState) {
  for (const char* puzzle : {"3x3x3", "2x2x2"}) {
    Puzzle p = *puzzle_from_name(puzzle);
    auto r = cubelab(std::string("scramble --state --json --count 2 --seed 3 --puzzle ") + puzzle);
    ASSERT_EQ(r.exit_code, 0) << puzzle;
    auto lines = json_lines(r.out);
    ASSERT_EQ(lines.size(), 2u);
    for (const auto& j : lines) {
      EXPECT_EQ(j["type"], "state");
      EXPECT_GE(j["htm"].get<int>(), p == Puzzle::Cube2 ? 4 : 2);
      // The scramble leads to the state it reports.
      auto shown = json_lines(cubelab(std::string("show --json --puzzle ") + puzzle + " \"" +
                                      j["scramble"].get<std::string>() + "\"")
                                  .out)
                       .at(0);
      EXPECT_EQ(shown["facelets"], j["facelets"]);
    }
  }
}

TEST(Cli, SolvePocketUsesThePuzzleAwareParser) {
  // Whatever solver is registered, a 3x3x3 string for the 2x2x2 is bad input.
  auto r =
      cubelab("solve --puzzle 2x2x2 --json UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
  EXPECT_EQ(r.exit_code, 2);
  r = cubelab("solve --puzzle 2x2x2 --json 'R U F2 L D'");
  ASSERT_EQ(r.exit_code, 0);
  auto j = json_lines(r.out).at(0);
  EXPECT_EQ(j["status"], "solved");
}

TEST(Cli, SolverOptionTakesOneValuePerUse) {
  // "-o KEY=VALUE CUBE": the cube is not swallowed as a second option value.
  auto r = cubelab("solve --json -s beginner -o cross=table \"R U F\"");
  ASSERT_EQ(r.exit_code, 0);
  auto j = json_lines(r.out).at(0);
  EXPECT_EQ(j["status"], "solved");
  r = cubelab("solve --json -s beginner -o cross=table -o nonsense \"R U F\"", "",
              Stderr::Appended);
  EXPECT_EQ(r.exit_code, 2);
}

TEST(Cli, SolveAGoalOnEveryFace) {
  auto r = cubelab("solve --goal cross --on all -v \"R U F' D2 L B' R2 U' F D\"");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("cross on U"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("optimal"), std::string::npos) << r.out;
  auto j = json_lines(cubelab("solve --goal eoline --json \"F R B\"").out).at(0);
  EXPECT_EQ(j["solver"], "goal");
  EXPECT_EQ(j["status"], "solved");
  const std::string mask(54, '-');
  EXPECT_EQ(cubelab("solve --to " + mask + " R").exit_code, 0);
  EXPECT_EQ(cubelab("solve -s twophase --goal cross R").exit_code, 2);
  EXPECT_EQ(cubelab("solve --moves R,U F").exit_code, 1);  // no solution in <R,U>
}

TEST(Cli, BenchMakesInputsOfThePuzzleAsked) {
  // 2x2x2 random states and random-move scrambles are 2x2x2 cubes, not 3x3x3 ones.
  const std::string solver = default_solver_name(Puzzle::Cube2);
  for (const std::string kind : {"", " --scramble-length 6"}) {
    auto r = cubelab("bench --json --puzzle 2x2x2 --random 5 --seed 3 -s " + solver + kind);
    ASSERT_EQ(r.exit_code, 0) << kind;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["solvers"][0]["summary"]["solved"], 5) << kind;
  }
}

// The WCA puzzles' random states and a big cube's random moves, each solution verified.
// Slow under the sanitizers (bench runs there in tests/bench, and the test below): the Release
// run only.
TEST(Cli, BenchRunsEveryPuzzleThroughTheFacadeSlow) {
  for (const std::string puzzle : {"skewb", "pyraminx", "clock", "4x4x4", "square1"}) {
    auto r = cubelab("bench --json --puzzle " + puzzle + " --random 3 --seed 5 -s " +
                     (puzzle == "4x4x4" ? "reduction" : puzzle));
    ASSERT_EQ(r.exit_code, 0) << puzzle << r.out;
    auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["puzzle"], puzzle);
    EXPECT_EQ(j["solvers"][0]["summary"]["solved"], 3) << puzzle;
    // Verified by bench itself, by applying each solution (not here: reading a skewb or a
    // pyraminx builds its tables in this process, whose size later forks would inherit).
    for (const auto& cube : j["solvers"][0]["cubes"]) EXPECT_EQ(cube["verified"], true) << puzzle;
  }
}

// A file of skewb cubes, and what the skewb's solvers do not take.
TEST(Cli, BenchReadsAFileOfThePuzzleAndRefusesWhatItsSolversDoNotTake) {
  auto r = cubelab("bench --puzzle skewb --file -", "R U L B\nR' L\n");
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(r.out.find("2 cubes"), std::string::npos) << r.out;
  r = cubelab("bench --puzzle skewb --file -", "R U Q\n", Stderr::Appended);
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.out.find("E_NOTATION: line 1"), std::string::npos) << r.out;
  EXPECT_TRUE(cubelab_refuses("bench --puzzle skewb -s twophase --random 1", "does not solve"));
  EXPECT_TRUE(cubelab_refuses("bench --puzzle skewb -o depth=3 --random 1", "-o depth=3"));
  EXPECT_TRUE(cubelab_refuses("bench --puzzle 4x4x4 --goal cross --random 1", "E_OPTION"));
  EXPECT_TRUE(cubelab_refuses("bench -s twophase -o nonesuch=1 --random 1", "-o nonesuch=1"));
}

// Issue 23, item 10: every line of a text batch gets a line of output, in order, and the
// error of a bad line names the line.
TEST(CliBatch, ABadLinePrintsInOrderAndItsErrorNamesTheLine) {
  auto r = cubelab("solve -j 2", "R U\nR U Q\n\nR\n", Stderr::Appended);
  EXPECT_EQ(r.exit_code, 2);
  std::istringstream out(r.out);
  std::vector<std::string> lines;
  for (std::string l; std::getline(out, l);)
    if (l.rfind("error ", 0) != 0) lines.push_back(l);  // stderr lines are mixed in
  ASSERT_EQ(lines.size(), 3u) << r.out;
  EXPECT_EQ(lines[0].rfind("U' R'", 0), 0u) << r.out;
  EXPECT_EQ(lines[1].rfind("invalid E_NOTATION: line 2: bad move 'Q'", 0), 0u) << r.out;
  EXPECT_EQ(lines[2].rfind("R'", 0), 0u) << r.out;
  EXPECT_NE(r.out.find("error E_NOTATION: line 2: "), std::string::npos) << r.out;
  // validate numbers its errors too (blank lines and comments still count as lines).
  r = cubelab("validate", "# cubes\nR\nQ\n", Stderr::Appended);
  EXPECT_NE(r.out.find("invalid E_NOTATION: line 3: "), std::string::npos) << r.out;
}

// Issue 23, item 8: an input line is read up to 64 KiB; a stream without line ends does
// not make memory grow.
TEST(CliBatch, AnOverlongLineIsAnErrorAndMemoryStaysBounded) {
  std::string input = "R U\n";
  input.append(100000, 'R');
  input += "\nU\n";
  auto r = cubelab("validate", input, Stderr::Appended);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.out.find("invalid E_LIMIT: line 2: the line is longer than 65536 bytes"),
            std::string::npos)
      << r.out.substr(0, 300);
  EXPECT_NE(r.out.find("valid UUUUUUUUU"), std::string::npos);  // line 3 still read
  // 2 s of /dev/zero (gigabytes without a line end): the process stays small.
  std::string watch = "(";
  watch += test::cubelab_binary();
  watch += " validate < /dev/zero & pid=$!; sleep 2; grep VmHWM /proc/$pid/status; kill $pid)";
  auto m = test::run_command(watch + " 2>/dev/null");
  long kib = 0;
  std::sscanf(m.out.c_str(), "VmHWM: %ld", &kib);
  EXPECT_GT(kib, 0) << m.out;
#if defined(CUBELAB_SANITIZED)
  // AddressSanitizer's own shadow memory and quarantine add tens of MiB to any process.
  const long bound_kib = 256 * 1024;
#else
  const long bound_kib = 64 * 1024;
#endif
  EXPECT_LT(kib, bound_kib) << m.out;  // gigabytes were read: the line buffer stays bounded
}

TEST(CliBatch, AFileThatIsADirectoryIsAnError) {
  EXPECT_TRUE(cubelab_refuses("solve --file /tmp", "error E_REQUEST: '/tmp' is a directory"));
  EXPECT_EQ(cubelab("validate --file /tmp", "", Stderr::Appended).exit_code, 2);
}

// Issue 23, item 3: a batch with far more threads than the machine has finishes every cube.
TEST(CliBatch, AThousandThreadsSolveEveryCube) {
  std::string input;
  for (int i = 0; i < 40; ++i) input += i % 2 ? "R U\n" : "F\n";
  auto r = cubelab("solve -j 1000 --json", input);
  EXPECT_EQ(r.exit_code, 0);
  auto lines = json_lines(r.out);
  ASSERT_EQ(lines.size(), 40u);
  for (auto& j : lines) EXPECT_EQ(j["status"], "solved");
}

// Issue 23, item 1, end to end: the optimal solver with a damaged table taking the large
// tables' path (the threshold lowered to 1000 bytes) neither claims "no solution" nor
// "optimal". Before, R U F got "no solution of 5 moves or fewer exists".
TEST(CliTables, TheOptimalSolverMakesNoClaimFromADamagedTable) {
  const std::string cache = tables::cache_dir();
  auto built = test::run_command(test::cubelab_binary() + " tables build optimal-htm-eo4 2>&1");
  ASSERT_EQ(built.exit_code, 0) << built.out;
  const std::string dir = "/tmp/cubelab-damaged-" + std::to_string(getpid());
  const std::string env = "CUBELAB_CACHE=" + dir + " CUBELAB_VERIFY_SYNC_LIMIT=1000 ";
  auto damaged_copy = [&] {
    test::run_command("rm -rf " + dir + " && mkdir -p " + dir + " && cp " + cache +
                      "/optimal-htm-eo4.tbl " + dir + "/ && " +
                      "dd if=/dev/zero bs=4096 count=9000 status=none | "
                      "tr '\\0' '\\377' | dd of=" +
                      dir + "/optimal-htm-eo4.tbl bs=4096 seek=1 conv=notrunc status=none");
  };
  damaged_copy();
  auto r = test::run_command(
      env + test::cubelab_binary() +
      " solve --json --max-length 5 -s optimal -o table=fallback 'R U F' 2>/dev/null");
  EXPECT_EQ(r.exit_code, 1) << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["status"], "error") << r.out;
  EXPECT_NE(j["message"].get<std::string>().find("checksum mismatch"), std::string::npos);
  damaged_copy();
  r = test::run_command(env + test::cubelab_binary() +
                        " solve --json -s optimal -o table=fallback 'R U F' 2>/dev/null");
  j = nlohmann::json::parse(r.out);
  EXPECT_NE(j["status"], "no_solution") << r.out;
  EXPECT_EQ(j["proven_optimal"], false) << r.out;
  // tables verify says DAMAGED, and the next use rebuilds the table: then it is optimal.
  damaged_copy();
  r = test::run_command(env + test::cubelab_binary() + " tables verify 2>/dev/null");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(std::regex_search(r.out, std::regex("optimal-htm-eo4 +DAMAGED"))) << r.out;
  r = test::run_command(env + test::cubelab_binary() + " tables list 2>/dev/null");
  EXPECT_FALSE(std::regex_search(r.out, std::regex("optimal-htm-eo4 +ok"))) << r.out;
  r = test::run_command(env + test::cubelab_binary() +
                        " solve --json -s optimal -o table=fallback 'R U F' 2>/dev/null");
  j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["status"], "solved") << r.out;
  EXPECT_EQ(j["proven_optimal"], true) << r.out;
  test::run_command("rm -rf " + dir);
}

// A bash script run as one command (its single quotes escaped).
test::CommandResult run_bash(const std::string& script) {
  std::string quoted;
  for (char c : script) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return test::run_command("bash -c '" + quoted + "'");
}

// The first `count` lines of a script's output, each a server's JSON answer (fails the test
// when there are fewer).
std::vector<nlohmann::json> answers(const test::CommandResult& r, size_t count) {
  std::istringstream lines(r.out);
  std::vector<nlohmann::json> out;
  for (std::string line; out.size() < count && std::getline(lines, line);)
    out.push_back(nlohmann::json::parse(line));
  EXPECT_EQ(out.size(), count) << r.out;
  out.resize(count);
  return out;
}

// A bash script that starts `cubelab serve --port 0 FLAGS` on an empty table store ($dir),
// waits until it listens ($pid, $port), runs `body`, and removes the store.
std::string serving(const std::string& flags, const std::string& body) {
  return "dir=$(mktemp -d)\nCUBELAB_CACHE=$dir " + test::cubelab_binary() + " serve --port 0 " +
         flags + R"sh( >$dir/out 2>$dir/err &
pid=$!
for i in $(seq 100); do grep -q listening $dir/out && break; sleep 0.05; done
port=$(sed -n 's|.*127.0.0.1:\([0-9]*\)/.*|\1|p' $dir/out)
)sh" + body +
         "\nrm -rf $dir\n";
}

// Issue 23, item 5: a server stops promptly on SIGTERM even while a request has it build a
// large table (before, the build ran to its end: minutes), and leaves no half table. The
// cube is a random state: a short one is answered without the table.
TEST(CliServe, SigtermStopsATableBuildPromptly) {
  const std::string script = serving("--build-tables all", R"sh(
curl -s -m 5 -XPOST localhost:$port/api/jobs \
  -d '{"cube": "FRBRUFLFBLDUDRLUURBRDDFBUBLRLFUDFDLDRBUULRFBFRUDDBLBFL", "solver": "optimal", "options": {"table": "eo4-ep24"}}' >/dev/null
sleep 2
grep -q "building table optimal" $dir/err && echo building
start=$(date +%s%N); kill -TERM $pid; wait $pid; echo "exit $?"
echo "ms $(( ($(date +%s%N) - start) / 1000000 ))"
ls $dir | grep -c '[.]tbl' || true
)sh");
  auto r = run_bash(script);
  EXPECT_NE(r.out.find("building"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("exit 0"), std::string::npos) << r.out;
  const size_t at = r.out.find("ms ");
  ASSERT_NE(at, std::string::npos) << r.out;
  const int stop_ms = std::atoi(r.out.c_str() + at + 3);
  // Well under the build's minutes, with room for a machine busy with other tests.
  EXPECT_LT(stop_ms, 30000) << r.out;
  std::printf("sigterm: the server stopped %d ms after SIGTERM\n", stop_ms);  // docs/results.md
  EXPECT_EQ(r.out.substr(r.out.size() - 2), "0\n") << r.out;  // no table file, no temporary
}

// By default a server builds the tables of every puzzle's default solver (the 2x2x2's random
// state needs the pocket cube's) and not the large ones of Korf's and the optimal solver.
TEST(CliServe, ByDefaultEveryPuzzlesDefaultSolverCanBuildItsTables) {
  const std::string script = serving("", R"sh(
curl -s -m 10 localhost:$port/api/solvers; echo
curl -s -m 60 -XPOST localhost:$port/api/scramble -d '{"puzzle": "2x2x2"}'; echo
kill -TERM $pid; wait $pid
)sh");
  const auto r = run_bash(script);
  const std::vector<nlohmann::json> got = answers(r, 2);
  const nlohmann::json &listed = got[0], &state = got[1];
  std::map<std::string, bool> available;
  for (const auto& s : listed["solvers"]) available[s["name"]] = s["available"];
  for (const char* name : {"twophase", "pocket", "cube4", "reduction", "goal", "cfop"})
    EXPECT_TRUE(available[name]) << name;
  for (const char* name : {"korf", "optimal"}) EXPECT_FALSE(available[name]) << name;
  EXPECT_EQ(state["kind"], "state") << state.dump();
  EXPECT_EQ(state["solver"], "pocket") << state.dump();
}

// A new server answers its first 3x3x3 and 4x4x4 solves from what it has at hand (two-phase's
// tiny profile, the reduction) while it builds the larger tables in the background, and gives
// that build up when it stops, leaving no half table. A solve that asks for the tables being
// built answers when its time limit passes, not when the build ends.
TEST(CliServe, ANewServerAnswersAtOnceWhileItBuildsItsTablesInTheBackground) {
  const std::string script = serving("", R"sh(
post() { curl -s -m 60 -XPOST localhost:$port/api/solve -d "$1"; echo; }
post '{"cube": "FRBRUFLFBLDUDRLUURBRDDFBUBLRLFUDFDLDRBUULRFBFRUDDBLBFL", "max_length": 20}'
post '{"puzzle": "4x4x4", "cube": "Rw U2 2F L Bw2 D 2R"}'
for i in $(seq 200); do grep -q "building table twophase" $dir/err && break; sleep 0.05; done
start=$(date +%s%N)
post '{"cube": "R U F", "options": {"profile": "full"}, "time_limit": 1}'
echo "waited $(( ($(date +%s%N) - start) / 1000000 )) ms"
kill -TERM $pid; wait $pid; echo "exit $?"
echo "background $(grep -c 'built in the background' $dir/err)"
echo "temporary $(ls $dir | grep -c tmp)"
)sh");
  const auto r = run_bash(script);
  const std::vector<nlohmann::json> got = answers(r, 3);
  const nlohmann::json &three = got[0], &four = got[1], &full = got[2];
  EXPECT_EQ(three["status"], "solved") << r.out;
  EXPECT_LT(three["stats"]["table_bytes"].get<double>(), 8 << 20) << r.out;  // the tiny profile
  EXPECT_EQ(four["status"], "solved") << r.out;
  EXPECT_EQ(four["solver"], "reduction") << r.out;  // cube4's tables come after two-phase's
  // A solve that names the full profile while it builds: its time limit, not the build's end.
  EXPECT_EQ(full["status"], "timed_out") << r.out;
  const size_t waited = r.out.find("waited ");
  ASSERT_NE(waited, std::string::npos) << r.out;
  EXPECT_LT(std::stoi(r.out.substr(waited + 7)), 5000) << r.out;
  EXPECT_NE(r.out.find("exit 0"), std::string::npos) << r.out;
  // Two-phase's full profile's four tables, then cube4's five.
  EXPECT_NE(r.out.find("background 9"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("temporary 0"), std::string::npos) << r.out;
}

// A server that may build no table, on an empty table store, still answers the 3x3x3, the
// 2x2x2 and the big cubes from tables it makes in memory (two-phase's tiny profile, the
// pocket cube's, the reduction's centre tables), takes `reduction` for the 4x4x4 where
// cube4's tables are missing, lists what it can run as such, and writes nothing.
TEST(CliServe, WithoutTableBuildsTheCubesAreSolvedFromTablesMadeInMemory) {
  const std::string five = cubelab("scramble -p 5x5x5 --seed 1 --json").out;
  const std::string scramble = nlohmann::json::parse(five)["scramble"].get<std::string>();
  const std::string script = serving("--build-tables none", R"sh(
post() { curl -s -m 60 -XPOST localhost:$port/api/solve -d "$1"; echo; }
curl -s -m 10 localhost:$port/api/solvers; echo
post '{"cube": "FRBRUFLFBLDUDRLUURBRDDFBUBLRLFUDFDLDRBUULRFBFRUDDBLBFL", "max_length": 20}'
post '{"puzzle": "4x4x4", "cube": "Rw U2 2F L Bw2 D 2R"}'
post "{\"puzzle\": \"5x5x5\", \"cube\": \")sh" + scramble + R"sh(\"}"
curl -s -m 60 -XPOST localhost:$port/api/scramble -d '{"puzzle": "4x4x4"}'; echo
curl -s -m 60 -XPOST localhost:$port/api/scramble -d '{"puzzle": "2x2x2"}'; echo
kill -TERM $pid; wait $pid
echo "files $(ls $dir | grep -cv '^\(out\|err\)$')"
)sh");
  const auto r = run_bash(script);
  std::istringstream lines(r.out);
  std::string line;
  std::vector<nlohmann::json> replies;
  while (std::getline(lines, line) && line.rfind("files ", 0) != 0)
    replies.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(replies.size(), 6u) << r.out;
  std::map<std::string, bool> available;
  for (const auto& s : replies[0]["solvers"]) available[s["name"]] = s["available"];
  EXPECT_TRUE(available["twophase"]);
  EXPECT_TRUE(available["reduction"]);
  EXPECT_FALSE(available["cube4"]);
  for (const auto& p : replies[0]["puzzles"]) {
    if (p["name"] == "4x4x4") {
      EXPECT_EQ(p["default_solver"], "reduction");
    }
  }
  const std::array<const char*, 3> solvers = {"twophase", "reduction", "reduction"};
  for (size_t i = 1; i < 4; ++i) {
    EXPECT_EQ(replies[i]["status"], "solved") << replies[i].dump();
    EXPECT_EQ(replies[i]["solver"], solvers[i - 1]) << replies[i].dump();
  }
  EXPECT_NE(replies[3]["stages"].back()["note"].get<std::string>().find("tiny tables"),
            std::string::npos)
      << replies[3].dump();
  // The 4x4x4's and the 2x2x2's random states, as the inverse of a solver's solution.
  EXPECT_EQ(replies[4]["kind"], "state") << replies[4].dump();
  EXPECT_EQ(replies[4]["solver"], "reduction") << replies[4].dump();
  EXPECT_EQ(replies[5]["kind"], "state") << replies[5].dump();
  EXPECT_EQ(replies[5]["solver"], "pocket") << replies[5].dump();
  EXPECT_NE(r.out.find("files 0"), std::string::npos) << r.out;  // nothing written to the store
}

// The 6x6x6 scrambled by `scramble --seed 1`, as its JSON gives it.
nlohmann::json six_scrambled() {
  auto scrambled = cubelab("scramble -p 6x6x6 --seed 1 --json");
  EXPECT_EQ(scrambled.exit_code, 0) << scrambled.out;
  const nlohmann::json s = nlohmann::json::parse(scrambled.out);
  EXPECT_EQ(s["htm"], 80);
  EXPECT_EQ(s["facelets"].get<std::string>().size(), 216u);
  return s;
}

// `moves` on the 6x6x6 solved by the default solver, and shown to be solved by the moves
// followed by the solution (the solution is played on the cube as the moves leave it); the
// answer.
nlohmann::json expect_six_solved_and_shown(const std::string& moves) {
  auto solved = cubelab("solve -p 6x6x6 --json \"" + moves + "\"");
  EXPECT_EQ(solved.exit_code, 0) << solved.out;
  const nlohmann::json j = nlohmann::json::parse(solved.out);
  EXPECT_EQ(j["status"], "solved");
  EXPECT_EQ(j["solver"], "reduction");
  EXPECT_GT(j["length_sltm"].get<int>(), 0);
  auto shown =
      cubelab("show -p 6x6x6 --json \"" + moves + " " + j["solution"].get<std::string>() + "\"");
  EXPECT_EQ(shown.exit_code, 0) << shown.out;
  EXPECT_EQ(nlohmann::json::parse(shown.out)["solved"], true) << shown.out;
  return j;
}

// A big cube's scramble solved, by the solver's defaults (its own tests solve the 6x6x6 the
// quickest way): the 5x5x5s of the three shortest ways to one. Slow under the sanitizers (the
// reduction solver runs there in its own tests, and the test below solves a short sequence
// through the same commands): the Release run only.
TEST(Cli, BigCubeScrambleSolvedAndShownSlow) {
  const nlohmann::json j =
      expect_six_solved_and_shown(six_scrambled()["scramble"].get<std::string>());
  ASSERT_FALSE(j["stages"].empty()) << j.dump();
  EXPECT_NE(
      j["stages"][0]["note"].get<std::string>().find("the 5x5x5s of the 3 shortest ways solved"),
      std::string::npos)
      << j["stages"][0].dump();
}

TEST(Cli, BigCubesInEveryCommand) {
  six_scrambled();
  // A short sequence of outer and wide turns.
  expect_six_solved_and_shown("R U F' 3Rw2");
  EXPECT_TRUE(cubelab_refuses("validate -p 4x4x4 M", "E_NOTATION"));
  EXPECT_TRUE(cubelab_refuses("solve -p 5x5x5 --metric qtm R", "E_OPTION"));
  EXPECT_TRUE(cubelab_refuses("solve -p 5x5x4 R", "E_OPTION"));
}

// A big cube's tables are loaded before its solve and reported as loading (load_ms), not as
// solving time, which the 3x3x3 stage's search would otherwise lose on a process's first cube:
// the first solve of a process loads them (here two-phase's tiny tables, made in memory), the
// next finds them.
TEST(Cli, BigCubeTablesAreLoadedBeforeTheSolve) {
  auto r = cubelab("solve -p 4x4x4 -s reduction -o memory=64M --json --file -",
                   "R U F' 2R\nRw U2 2F L Bw2 D 2R\n");
  ASSERT_EQ(r.exit_code, 0) << r.out;
  std::istringstream lines(r.out);
  std::vector<nlohmann::json> answers;
  for (std::string line; std::getline(lines, line);) answers.push_back(nlohmann::json::parse(line));
  ASSERT_EQ(answers.size(), 2u) << r.out;
  for (const nlohmann::json& a : answers) EXPECT_EQ(a["status"], "solved") << a.dump();
  EXPECT_GT(answers[0]["load_ms"].get<double>(), 1.0) << r.out;
  EXPECT_LT(answers[1]["load_ms"].get<double>(), answers[0]["load_ms"].get<double>() / 10) << r.out;
}

// A random state of each WCA puzzle scrambled, solved and shown. Slow under the sanitizers
// (the solvers run there in tests/puzzles; the commands below on short sequences): the
// Release run only.
TEST(Cli, WcaPuzzlesRandomStatesInEveryCommandSlow) {
  for (const std::string puzzle : {"pyraminx", "skewb", "clock", "square1"}) {
    SCOPED_TRACE(puzzle);
    auto scrambled = cubelab("scramble -p " + puzzle + " --seed 3 --json");
    ASSERT_EQ(scrambled.exit_code, 0) << scrambled.out;
    const nlohmann::json s = nlohmann::json::parse(scrambled.out);
    EXPECT_EQ(s["type"], "state");
    auto solved =
        cubelab("solve -p " + puzzle + " --json \"" + s["scramble"].get<std::string>() + "\"");
    ASSERT_EQ(solved.exit_code, 0) << solved.out;
    const nlohmann::json j = nlohmann::json::parse(solved.out);
    EXPECT_EQ(j["status"], "solved");
    // The Square-1's solver is near-optimal, the others' optimal.
    EXPECT_EQ(j["proven_optimal"], puzzle != "square1");
    auto shown = cubelab("show -p " + puzzle + " --json \"" + s["scramble"].get<std::string>() +
                         " " + j["solution"].get<std::string>() + "\"");
    ASSERT_EQ(shown.exit_code, 0) << shown.out;
    EXPECT_EQ(nlohmann::json::parse(shown.out)["solved"], true) << shown.out;
    // The text output counts the puzzle's moves, not a cube's face and quarter turns.
    auto text = cubelab("solve -p " + puzzle + " \"" + s["scramble"].get<std::string>() + "\"");
    EXPECT_NE(text.out.find(" move"), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("q)"), std::string::npos) << text.out;
    EXPECT_TRUE(cubelab_refuses(
        "solve -p " + puzzle + " --metric qtm \"" + s["scramble"].get<std::string>() + "\"",
        "E_OPTION"));
  }
}

TEST(Cli, WcaPuzzlesInEveryCommand) {
  EXPECT_TRUE(cubelab_refuses("validate -p skewb UUUUURRRRRFFFFFDDDLDLLLBLBBBBD", "E_TWIST"));
  {
    // The megaminx: the WCA's random-move scrambles (a solve of one takes seconds: a short
    // sequence is solved here, held turned by R++ and D--).
    auto scrambled = cubelab("scramble -p megaminx --seed 3 --json");
    ASSERT_EQ(scrambled.exit_code, 0) << scrambled.out;
    const nlohmann::json s = nlohmann::json::parse(scrambled.out);
    EXPECT_EQ(s["type"], "moves");
    EXPECT_EQ(s["htm"], 77);
    const std::string moves = "U R2 BR2' DL' R++ D--";
    auto solved = cubelab("solve -p megaminx --json \"" + moves + "\"");
    ASSERT_EQ(solved.exit_code, 0) << solved.out;
    const nlohmann::json j = nlohmann::json::parse(solved.out);
    EXPECT_EQ(j["status"], "solved");
    EXPECT_EQ(j["proven_optimal"], false);
    auto shown = cubelab("show -p megaminx --json \"" + moves + " " +
                         j["solution"].get<std::string>() + "\"");
    EXPECT_EQ(nlohmann::json::parse(shown.out)["solved"], true) << shown.out;
    auto inverted = cubelab("alg -p megaminx invert \"U R2 D++\"");
    EXPECT_NE(inverted.out.find("D-- R2' U'"), std::string::npos) << inverted.out;
    EXPECT_TRUE(cubelab_refuses("solve -p megaminx \"U R3\"", "E_NOTATION"));
    EXPECT_TRUE(cubelab_refuses("scramble -p megaminx --moves 20", "E_OPTION"));
    EXPECT_TRUE(cubelab_refuses("validate -p megaminx " + std::string(132, 'W'), "E_COLOR_COUNT"));
  }
  EXPECT_TRUE(cubelab_refuses("validate -p clock 300000000000000000", "E_CORNER"));
  EXPECT_TRUE(cubelab_refuses("solve -p pyraminx --solver skewb U", "E_OPTION"));
  auto square1 = cubelab("solve -p sq1 --json \"(1,0)/(-3,3)/(2,-1)/\"");
  ASSERT_EQ(square1.exit_code, 0) << square1.out;
  const nlohmann::json sq = nlohmann::json::parse(square1.out);
  EXPECT_EQ(sq["length_htm"], 3);
  EXPECT_EQ(sq["proven_optimal"], false);
  // A slash through a corner, a corner split in two, an edge twice.
  EXPECT_TRUE(cubelab_refuses("solve -p square1 \"(2,0)/\"", "E_NOTATION"));
  EXPECT_TRUE(cubelab_refuses("validate -p square1 A1ABB2CC3DD45EE6FF7GG8HH-", "E_CORNER"));
  EXPECT_TRUE(cubelab_refuses("validate -p square1 AA1BB2CC3DD41EE6FF7GG8HH-", "E_EDGE"));
  EXPECT_TRUE(cubelab_refuses("solve -p square1 \"(1,0\"", "E_NOTATION"));
}

}  // namespace
}  // namespace cubelab

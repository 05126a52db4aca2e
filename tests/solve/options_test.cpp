// Options declared once (solve/options.h): one table gives the specs, the checks and the
// typed struct; and every registered solver's table agrees with itself.
#include "cubelab/solve/options.h"

#include <gtest/gtest.h>

#include "cubelab/solve/registry.h"

namespace cubelab {
namespace {

enum class Shape { Round, Square };

struct Inner {
  double weight = 0.5;
};

struct Params {
  int count = 10;
  int64_t budget = 3000;
  bool fast = true;
  Shape shape = Shape::Square;
  uint64_t memory = uint64_t{1} << 30;
  Inner inner;
};

const OptionTable<Params>& table() {
  static const OptionTable<Params> t{
      Params{},
      {
          option("count", &Params::count, range{1, 100}, "how many"),
          option("budget", &Params::budget, range<int64_t>{0, 1000000000}, "how long"),
          flag("fast", &Params::fast, "go fast"),
          choice("shape", &Params::shape, {{"round", Shape::Round}, {"square", Shape::Square}},
                 "which shape"),
          size_option("memory", &Params::memory, range<uint64_t>{1 << 20, uint64_t{1} << 40},
                      "how much"),
          option(
              "weight", [](Params& p) -> double& { return p.inner.weight; }, range{0, 1},
              "how heavy"),
      },
      {[](const Params& p) {
        return p.count <= p.budget ? std::string() : std::string("count must not exceed budget");
      }}};
  return t;
}

std::string option_refusal(const std::map<std::string, std::string>& values) {
  try {
    table().read(values, "test");
  } catch (const InputError& e) {
    EXPECT_EQ(e.code(), ErrorCode::Option);
    return e.what();
  }
  return "";
}

TEST(Options, SpecsComeFromTheDeclarationsAndTheDefaultStruct) {
  const auto& specs = table().specs();
  ASSERT_EQ(specs.size(), 6u);
  EXPECT_EQ(specs[0].name, "count");
  EXPECT_EQ(specs[0].type, "int");
  EXPECT_EQ(specs[0].default_value, "10");
  EXPECT_EQ(specs[0].min, 1);
  EXPECT_EQ(specs[0].max, 100);
  EXPECT_EQ(specs[2].type, "bool");
  EXPECT_EQ(specs[2].default_value, "true");
  EXPECT_EQ(specs[3].type, "choice");
  EXPECT_EQ(specs[3].default_value, "square");
  EXPECT_EQ(specs[3].choices, (std::vector<std::string>{"round", "square"}));
  EXPECT_EQ(specs[4].type, "size");
  EXPECT_EQ(specs[4].default_value, "1G");
  EXPECT_EQ(specs[5].type, "double");
  EXPECT_EQ(specs[5].default_value, "0.5");
}

TEST(Options, ReadFillsTheStructFromTextAndKeepsDefaultsElsewhere) {
  Params p = table().read({{"count", "7"},
                           {"shape", "round"},
                           {"memory", "512M"},
                           {"weight", "0.25"},
                           {"fast", "false"}},
                          "test");
  EXPECT_EQ(p.count, 7);
  EXPECT_EQ(p.budget, 3000);
  EXPECT_FALSE(p.fast);
  EXPECT_EQ(p.shape, Shape::Round);
  EXPECT_EQ(p.memory, uint64_t{512} << 20);
  EXPECT_DOUBLE_EQ(p.inner.weight, 0.25);
  EXPECT_EQ(table().text(p, "shape"), "round");
  EXPECT_EQ(table().read({}, "test").count, 10);
}

TEST(Options, BadValuesAreRefusedNamingOptionValueAndRange) {
  EXPECT_EQ(option_refusal({{"budget", "3e9"}}),
            "option 'budget' of solver 'test': '3e9' is out of range [0, 1000000000]");
  EXPECT_EQ(option_refusal({{"count", "abc"}}),
            "option 'count' of solver 'test': 'abc' is not a whole number (allowed: [1, 100])");
  EXPECT_EQ(option_refusal({{"weight", "nan"}}),
            "option 'weight' of solver 'test': 'nan' is not a number (allowed: [0, 1])");
  EXPECT_EQ(option_refusal({{"shape", "oval"}}),
            "option 'shape' of solver 'test': 'oval' is not one of: round, square");
  EXPECT_EQ(option_refusal({{"fast", "maybe"}}),
            "option 'fast' of solver 'test': 'maybe' is not true or false");
  EXPECT_EQ(option_refusal({{"colour", "red"}}),
            "solver 'test' has no option 'colour' (options: count, budget, fast, shape, memory, "
            "weight)");
  EXPECT_EQ(option_refusal({{"count", "50"}, {"budget", "20"}}),
            "solver 'test': count must not exceed budget");
}

TEST(Options, RangesBeyondTheFieldTypeAreAProgrammingError) {
  EXPECT_THROW(option("count", &Params::count, range<int64_t>{0, int64_t{1} << 40}, "too wide"),
               std::logic_error);
}

// Every solver's declared defaults are values its own table accepts, and each option given
// alone at its default reads back as the default struct does.
TEST(Options, EverySolversDefaultsReadBackThroughItsTable) {
  for (const auto& solver : all_solvers()) {
    std::map<std::string, std::string> all;
    for (const OptionSpec& spec : solver->options().specs()) {
      SCOPED_TRACE(solver->name() + "." + spec.name);
      EXPECT_FALSE(spec.description.empty());
      if (spec.type == "choice") {
        EXPECT_NE(std::find(spec.choices.begin(), spec.choices.end(), spec.default_value),
                  spec.choices.end());
      }
      EXPECT_NO_THROW(solver->options().check({{spec.name, spec.default_value}}, solver->name()));
      all[spec.name] = spec.default_value;
    }
    EXPECT_NO_THROW(solver->options().check(all, solver->name())) << solver->name();
    EXPECT_THROW(solver->options().check({{"no_such_option", "1"}}, solver->name()), InputError);
  }
}

// No solver describes itself by a source document's internal number.
TEST(Options, DescriptionsCiteSourcesByName) {
  for (const auto& solver : all_solvers()) {
    std::string text = solver->description();
    for (const OptionSpec& spec : solver->options().specs()) text += " " + spec.description;
    for (const char* banned : {"seed 00", "seed00", "Seed 00", "seed-00", "the seed's"})
      EXPECT_EQ(text.find(banned), std::string::npos) << solver->name() << ": " << banned;
  }
}

}  // namespace
}  // namespace cubelab

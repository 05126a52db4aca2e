// The one number parser (cubelab/number.h): exact values in range, everything else refused
// with E_OPTION naming the value, never wrapped around.
#include "cubelab/number.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "cubelab/error.h"

namespace cubelab {
namespace {

// The message of the Error `fn` throws (the public one, cubelab/error.h, whatever the library
// throws inside; its code must be E_OPTION), or "" if none.
template <class F>
std::string number_refusal(F fn) {
  try {
    fn();
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), "E_OPTION") << e.what();
    return e.what();
  }
  return "";
}

TEST(Number, WholeNumbersInRangeAreReadExactly) {
  EXPECT_EQ(parse_int("42", 0, 100, "x"), 42);
  EXPECT_EQ(parse_int("-1", -1, 14, "x"), -1);
  EXPECT_EQ(parse_int("+7", 0, 10, "x"), 7);
  EXPECT_EQ(parse_int("1000000000", 0, 1000000000, "x"), 1000000000);
  // Whole values written as decimals, as JSON writers and people do.
  EXPECT_EQ(parse_int("1e6", 0, 1000000000, "x"), 1000000);
  EXPECT_EQ(parse_int("3000000000.0", 0, int64_t{1} << 40, "x"), 3000000000);
  EXPECT_EQ(parse_int("9223372036854775807", 0, std::numeric_limits<int64_t>::max(), "x"),
            std::numeric_limits<int64_t>::max());
}

TEST(Number, WholeNumbersBeyondTheRangeAreRefusedNotWrapped) {
  std::string m =
      number_refusal([] { parse_int("3e9", 0, 1000000000, "option 'p1' of solver 'msls'"); });
  EXPECT_EQ(m, "option 'p1' of solver 'msls': '3e9' is out of range [0, 1000000000]");
  EXPECT_NE(number_refusal([] { parse_int("3000000000", 0, 1000000000, "x"); }), "");
  EXPECT_NE(
      number_refusal([] { parse_int("99999999999999999999", 0, 10, "x"); }).find("out of range"),
      std::string::npos);
  EXPECT_NE(number_refusal([] { parse_int("1e30", 0, 10, "x"); }).find("out of range"),
            std::string::npos);
  EXPECT_NE(number_refusal([] { parse_int("-2", -1, 14, "x"); }), "");
}

TEST(Number, TextThatIsNotAWholeNumberIsRefused) {
  for (const char* bad :
       {"", "12abc", "1.5", "nan", "inf", "-inf", "1e", " 3", "3 ", "0x10", "--1"})
    EXPECT_NE(number_refusal([&] { parse_int(bad, -100, 100, "x"); }).find("is not a whole number"),
              std::string::npos)
        << bad;
}

TEST(Number, DecimalsAreFiniteAndInRange) {
  EXPECT_DOUBLE_EQ(parse_decimal("0.05", 0, 1, "x"), 0.05);
  EXPECT_DOUBLE_EQ(parse_decimal("1e-3", 0, 1, "x"), 0.001);
  EXPECT_DOUBLE_EQ(parse_decimal("1", 0, 1, "x"), 1.0);
  EXPECT_EQ(number_refusal([] { parse_decimal("nan", 0, 1, "option 'mutation' of solver 'eda'"); }),
            "option 'mutation' of solver 'eda': 'nan' is not a number (allowed: [0, 1])");
  for (const char* bad : {"inf", "-inf", "infinity", "1e999", "1.5", "-0.1"})
    EXPECT_NE(number_refusal([&] { parse_decimal(bad, 0, 1, "x"); }).find("out of range"),
              std::string::npos)
        << bad;
  for (const char* bad : {"", "NaN", "0.5x", "zero"})
    EXPECT_NE(number_refusal([&] { parse_decimal(bad, 0, 1, "x"); }).find("is not a number"),
              std::string::npos)
        << bad;
}

TEST(Number, SeedsAreUnsignedAndNeverNegative) {
  EXPECT_EQ(parse_unsigned("0", "--seed"), 0u);
  EXPECT_EQ(parse_unsigned("18446744073709551615", "--seed"), std::numeric_limits<uint64_t>::max());
  EXPECT_NE(number_refusal([] { parse_unsigned("-1", "--seed"); }).find("--seed: '-1'"),
            std::string::npos);
  EXPECT_NE(
      number_refusal([] { parse_unsigned("18446744073709551616", "--seed"); }).find("out of range"),
      std::string::npos);
  EXPECT_NE(number_refusal([] { parse_unsigned("1e3", "--seed"); }), "");
}

TEST(Number, SizesAreCheckedBeforeTheUnitIsApplied) {
  constexpr uint64_t kMax = uint64_t{1} << 40;
  EXPECT_EQ(parse_size("1G", 1, kMax, "x"), uint64_t{1} << 30);
  EXPECT_EQ(parse_size("512m", 1, kMax, "x"), uint64_t{512} << 20);
  EXPECT_EQ(parse_size("8GiB", 1, kMax, "x"), uint64_t{8} << 30);
  EXPECT_EQ(parse_size("123456", 1, kMax, "x"), 123456u);
  // 17179869185 G is 2^64 + 1 GiB: it must not wrap around to 1 GiB.
  EXPECT_EQ(number_refusal([] { parse_size("17179869185G", 1 << 20, kMax, "option 'memory'"); }),
            "option 'memory': '17179869185G' is out of range [1M, 1T]");
  EXPECT_NE(number_refusal([] { parse_size("2T", 1, kMax, "x"); }), "");
  EXPECT_NE(number_refusal([] { parse_size("99999999999999999999999", 1, kMax, "x"); }), "");
  for (const char* bad : {"", "G", "1X", "1.5G", "-1G"})
    EXPECT_NE(number_refusal([&] { parse_size(bad, 1, kMax, "x"); }).find("is not a size"),
              std::string::npos)
        << bad;
}

TEST(Number, CountsReadInTheSingularForOne) {
  EXPECT_EQ(count_of(1, "time"), "1 time");
  EXPECT_EQ(count_of(3, "time"), "3 times");
  EXPECT_EQ(count_of(0, "generation"), "0 generations");
}

}  // namespace
}  // namespace cubelab

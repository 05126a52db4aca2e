#pragma once
// Checking a refusal: the call throws InputError with the expected code, and its message says
// why. A failure names what happened instead.
#include <gtest/gtest.h>

#include <string>

#include "cubelab/cube/error.h"

namespace cubelab::test {

// Whether call() throws InputError with `code` and a message containing `text` ("" for any).
template <class Call>
::testing::AssertionResult refuses_with(Call call, ErrorCode code, const std::string& text = "") {
  try {
    call();
  } catch (const InputError& e) {
    if (e.code() != code)
      return ::testing::AssertionFailure() << "refused with " << e.code_name() << ", not "
                                           << error_code_name(code) << ": " << e.what();
    if (std::string(e.what()).find(text) == std::string::npos)
      return ::testing::AssertionFailure()
             << "the message does not say \"" << text << "\": " << e.what();
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure() << "accepted";
}

}  // namespace cubelab::test

// The sources the test programs' precompiled headers are made for (tests/CMakeLists.txt):
// nothing of its own.

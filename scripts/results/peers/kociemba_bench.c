// Times the C solver of the Python package kociemba (github.com/muodov/kociemba) on a file
// of facelet strings, one solve per cube at most MAX_LENGTH moves. Prints "init MS" (the
// first call, which loads or builds its tables in CACHE_DIR), then
// "FACELETS<TAB>SOLUTION<TAB>MS" for each cube; scripts/results/twophase-profiles.sh
// verifies and summarises them.
//   kociemba_bench CUBES.txt MAX_LENGTH CACHE_DIR
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search.h"

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: kociemba_bench CUBES.txt MAX_LENGTH CACHE_DIR\n");
    return 2;
  }
  FILE* in = fopen(argv[1], "r");
  if (!in) {
    perror(argv[1]);
    return 2;
  }
  const int max_length = atoi(argv[2]);
  char line[256];
  int first = 1;
  while (fgets(line, sizeof line, in)) {
    line[strcspn(line, "\r\n")] = 0;
    if (strlen(line) != 54) continue;
    if (first) {  // loads (or builds) the tables; not a timed solve
      double start = now_ms();
      free(solution(line, max_length, 1000, 0, argv[3]));
      printf("init %.3f\n", now_ms() - start);
      first = 0;
    }
    double start = now_ms();
    char* s = solution(line, max_length, 1000, 0, argv[3]);
    double ms = now_ms() - start;
    if (!s) {
      fprintf(stderr, "kociemba_bench: no solution for %s\n", line);
      return 1;
    }
    printf("%s\t%s\t%.6f\n", line, s, ms);
    free(s);
  }
  fclose(in);
  return 0;
}

import cs.min2phase.Search;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

// Times min2phase (Shuang Chen, github.com/cs0x7f/min2phase) on a file of facelet strings,
// one solve per cube at most MAX_LENGTH moves, with its defaults. Prints "init MS" (the
// table build, Search.init()), then "FACELETS<TAB>SOLUTION<TAB>MS" for each cube, timed one
// by one with no warm-up; scripts/results/twophase-profiles.sh verifies and summarises them.
//   java -cp CLASSES Min2phaseBench CUBES.txt MAX_LENGTH
public class Min2phaseBench {
  public static void main(String[] args) throws Exception {
    long start = System.nanoTime();
    Search.init();
    System.out.printf("init %.3f%n", (System.nanoTime() - start) / 1e6);
    List<String> cubes = Files.readAllLines(Paths.get(args[0]));
    int maxLength = Integer.parseInt(args[1]);
    Search search = new Search();
    for (String line : cubes) {
      String cube = line.trim();
      if (cube.isEmpty())
        continue;
      long t = System.nanoTime();
      String solution = search.solution(cube, maxLength, 100000000, 0, 0);
      double ms = (System.nanoTime() - t) / 1e6;
      if (solution.startsWith("Error"))
        throw new RuntimeException(cube + ": " + solution);
      System.out.printf("%s\t%s\t%.6f%n", cube, solution.trim(), ms);
    }
  }
}

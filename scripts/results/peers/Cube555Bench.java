import cs.cube555.Search;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

// Times cube555 (Shuang Chen, github.com/cs0x7f/cube555: five-phase reduction, then min2phase
// for the reduced 3x3x3, as its example program does) on a file of 5x5x5 facelet strings
// (URFDLB, 25 stickers a face), one solve a cube with its defaults. Prints "init MS" (its
// tables: built, or read from the files it caches them in, in the working folder), then
// "FACELETS<TAB>SOLUTION<TAB>MS" for each cube, timed one by one with no warm-up;
// scripts/results/big-cube-peers.sh verifies and summarises them. The solver's own messages
// (it prints each phase's cube) are dropped.
//   java -cp CLASSES:twophase.jar Cube555Bench CUBES.txt
public class Cube555Bench {
  public static void main(String[] args) throws Exception {
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    long start = System.nanoTime();
    Search.init();
    cs.min2phase.Search.init();
    out.printf("init %.3f%n", (System.nanoTime() - start) / 1e6);
    List<String> cubes = Files.readAllLines(Paths.get(args[0]));
    Search search = new Search();
    cs.min2phase.Search search333 = new cs.min2phase.Search();
    for (String line : cubes) {
      String cube = line.trim();
      if (cube.isEmpty())
        continue;
      long t = System.nanoTime();
      String[] reduction = search.solveReduction(cube, 0);
      if (reduction[0].startsWith("Error"))
        throw new RuntimeException(cube + ": " + reduction[0]);
      String solution333 = search333.solution(reduction[1], 21, Integer.MAX_VALUE, 500, 0);
      double ms = (System.nanoTime() - t) / 1e6;
      if (solution333.startsWith("Error"))
        throw new RuntimeException(cube + ": " + solution333);
      String solution = (reduction[0] + " " + solution333).trim().replaceAll("\\s+", " ");
      out.printf("%s\t%s\t%.3f%n", cube, solution, ms);
    }
  }
}
